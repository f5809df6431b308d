import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { cli, copyFixture } from './helpers.js';

const baseConfig = fs.readFileSync(path.resolve('test/fixtures/minimal/site.config.ts'), 'utf8');
const brokenIntro = {
  'docs/intro.md':
    '---\ntitle: Introduction\n---\n\nGo to [guide](/docs/guide/frist).\n\n## Overview\n',
};
const withPolicy = (line: string) => ({
  ...brokenIntro,
  'site.config.ts': baseConfig.replace("title: 'Minimal',", `title: 'Minimal',\n  ${line}`),
});

describe('onBrokenLinks, onBrokenAnchors and onBrokenMarkdownLinks (as in Docusaurus)', () => {
  it("'ignore' ignores: the build succeeds and says nothing about the link", async () => {
    const site = copyFixture('minimal', withPolicy("onBrokenLinks: 'ignore',"));
    const out = path.join(site, 'out');
    const r = await cli(['build', '--site', site, '--out', out], undefined, { CI: '' });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).not.toContain('frist');
    expect(fs.existsSync(path.join(out, 'index.html'))).toBe(true);
  });

  it("'warn' and 'log' print the finding as a warning and build", async () => {
    for (const policy of ['warn', 'log']) {
      const site = copyFixture('minimal', withPolicy(`onBrokenLinks: '${policy}',`));
      const r = await cli(['build', '--site', site, '--out', path.join(site, 'out')], undefined, {
        CI: '',
      });
      expect(r.code, policy).toBe(0);
      expect(r.stdout).toMatch(/warning BROKEN_LINK .*docs\/intro\.md:5:7\nBroken link: /);
      expect(r.stdout).toMatch(
        /check links .* \d+ pages?, \d+ links?, \d+ anchors?: 0 errors, 1 warning/,
      );
    }
  });

  it("'ignore' for anchors and markdown links too", async () => {
    const site = copyFixture('minimal', {
      'docs/intro.md':
        '---\ntitle: Introduction\n---\n\n' +
        '[a](/docs/guide/first#nope) [b](guide/gone.md)\n\n## Overview\n',
      'site.config.ts': baseConfig.replace(
        "title: 'Minimal',",
        "title: 'Minimal',\n  onBrokenAnchors: 'ignore',\n  onBrokenMarkdownLinks: 'ignore',",
      ),
    });
    const r = await cli(['build', '--site', site, '--out', path.join(site, 'out')]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });

  it('build and check print the same broken link the same way', async () => {
    const site = copyFixture('minimal', brokenIntro);
    const built = await cli(['build', '--site', site, '--out', path.join(site, 'out')]);
    const checked = await cli(['check', '--site', site]);
    expect(built.code).toBe(1);
    expect(checked.code).toBe(1);
    const block = built.stderr.trim();
    expect(block).toMatch(
      /^error BROKEN_LINK .*docs\/intro\.md:5:7\nBroken link: .*\n( {2}\d \|.*\n)*> 5 \| Go to/,
    );
    expect(block).toContain('hint: Did you mean /docs/guide/first?');
    expect(checked.stdout).toContain(block);
  });
});

describe('tn-docs check says what it checked', () => {
  it('counts pages, links and anchors in the summary and in JSON', async () => {
    const site = copyFixture('minimal');
    const human = await cli(['check', '--site', site]);
    expect(human.code).toBe(0);
    expect(human.stdout).toMatch(
      /✔ \d+ pages, \d+ links, \d+ anchors?: 0 errors, \d+ warnings?\n$/,
    );
    const json = JSON.parse((await cli(['check', '--site', site, '--format', 'json'])).stdout) as {
      checked: { pages: number; links: number; anchors: number };
    };
    expect(json.checked.pages).toBeGreaterThanOrEqual(5);
    expect(json.checked.links).toBeGreaterThan(0);
    expect(json.checked.anchors).toBeGreaterThan(0);
    expect(human.stdout).toContain(
      `${json.checked.pages} pages, ${json.checked.links} links, ${json.checked.anchors} anchor`,
    );
  });

  it('names the file of an external link in a blog post or page, not its compile key', async () => {
    const server = http.createServer((_req, res) => {
      res.writeHead(404);
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const site = copyFixture('minimal', {
        'blog/2024-01-02-hello.md':
          `---\nslug: hello\ntitle: Hello\n---\n\n` + `See [x](${base}/post).\n`,
        'pages/about.md': `---\ntitle: About\n---\n\nSee [y](${base}/page).\n`,
      });
      const r = await cli(['check', '--site', site, '--external', '--format', 'json']);
      const findings = (
        JSON.parse(r.stdout) as { findings: { code: string; file: string; line: number }[] }
      ).findings.filter((f) => f.code === 'EXTERNAL_BROKEN');
      expect(
        findings.map((f) => [f.file.replace(/^.*\/(blog|pages)\//, '$1/'), f.line]).sort(),
      ).toEqual([
        ['blog/2024-01-02-hello.md', 6],
        ['pages/about.md', 5],
      ]);
    } finally {
      server.close();
    }
  });
});
