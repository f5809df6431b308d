/**
 * `tn-docs check` on Markdown twins (issue 31): a twin's links are checked like its page's, a
 * broken one is reported once (with its page's finding), and pages may link to llms.txt.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../cli/build/analyze.js';
import { checkSite } from '../../cli/check/checkSite.js';
import { checkTwins } from '../../cli/check/checkTwins.js';
import { createReporter } from '../../cli/util/task.js';
import { cli, copyFixture } from './helpers.js';

interface Finding {
  severity: string;
  code: string;
  file?: string;
  line?: number;
}

async function check(overrides: Record<string, string>) {
  const site = copyFixture('minimal', overrides);
  const r = await cli(['check', '--site', site, '--format', 'json']);
  return { code: r.code, ...(JSON.parse(r.stdout) as { findings: Finding[] }) };
}

const INTRO = fs.readFileSync(path.resolve('test/fixtures/minimal/docs/intro.md'), 'utf8') + '\n';

describe('check: Markdown twins (issue 31)', () => {
  it('a twin link that reaches nothing is a finding at the page link it comes from', async () => {
    const site = copyFixture('minimal');
    const a = await analyze({ siteDir: site, production: true, reporter: createReporter(true) });
    expect(checkTwins(a).findings).toEqual([]);
    expect(checkTwins(a).links).toBeGreaterThan(0);
    // the twin of the intro now links where no page, file or twin is
    const intro = a.routes.find((r) => r.route === '/docs/intro')!;
    const key = (intro.content as { mdx: string }).mdx;
    const page = a.compiled.get(key)!;
    const links = [...page.twin!.links];
    links[0] = '/docs/nowhere';
    a.compiled.set(key, { ...page, twin: { ...page.twin!, links } });
    const { findings } = checkTwins(a);
    expect(findings.map((f) => [f.code, f.severity, path.basename(f.loc?.file ?? '')])).toEqual([
      ['BROKEN_TWIN_LINK', 'error', 'intro.md'],
    ]);
    expect(findings[0].message).toContain('https://minimal.example.com/docs/nowhere');
    // a finding already made at the same place (the page's own) is not repeated
    expect(checkTwins(a, findings).findings).toEqual([]);
    expect(checkSite(a).findings.filter((f) => f.severity === 'error')).toEqual([]);
  });

  it("a page's broken link is reported once, not again for its twin", async () => {
    const r = await check({ 'docs/intro.md': INTRO + 'Go to [guide](/docs/guide/frist).\n' });
    expect(r.code).toBe(1);
    expect(r.findings.filter((f) => /BROKEN/.test(f.code)).map((f) => f.code)).toEqual([
      'BROKEN_LINK',
    ]);
  });

  it('pages may link to llms.txt and llms-full.txt while twins are on', async () => {
    const body = INTRO + 'See [llms.txt](/llms.txt) and [all of it](/llms-full.txt).\n';
    const on = await check({ 'docs/intro.md': body });
    expect(on.findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(on.code).toBe(0);
    const config = fs
      .readFileSync(path.resolve('test/fixtures/minimal/site.config.ts'), 'utf8')
      .replace("title: 'Minimal',", "title: 'Minimal',\n  markdownTwins: false,");
    const off = await check({ 'docs/intro.md': body, 'site.config.ts': config });
    expect(off.findings.filter((f) => f.code === 'BROKEN_LINK')).toHaveLength(2);
  });

  it('a static file where a twin is written is a finding', async () => {
    const r = await check({ 'static/docs/intro.md': '# Not the twin\n' });
    expect(r.findings).toContainEqual(
      expect.objectContaining({ code: 'STATIC_COLLISION', severity: 'error' }),
    );
    expect(r.code).toBe(1);
  });
});
