import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { prepareSvg } from '../../cli/mdx/sanitizeSvg.js';
import { cli, copyFixture, treeHashes } from './helpers.js';

// the bypasses of issue 12 and their relatives: each must leave no way to run script
const HOSTILE = [
  '<svg/onload=alert(1)><rect/></svg>',
  '<svg><image href=x onerror=alert(1) /></svg>',
  '<svg><rect onclick=\'alert(1)\' onmouseover="alert(1)" ONFOCUS=alert(1) /></svg>',
  '<svg><script/>alert(1)<script>alert(2)</script></svg>',
  '<svg><a href="javascript:alert(1)"><text>x</text></a></svg>',
  '<svg><a xlink:href=" JaVaScRiPt:alert(1)"><text>x</text></a></svg>',
  '<svg><a href="java&#x09;script:alert(1)"><text>x</text></a></svg>',
  '<svg><a href="data:text/html,<script>alert(1)</script>"><text>x</text></a></svg>',
  '<svg><use href="data:image/svg+xml,<svg onload=alert(1)>"/></svg>',
  '<svg><foreignObject><img src=x onerror=alert(1)></foreignObject></svg>',
  '<svg><set attributeName="href" to="javascript:alert(1)"/><animate attributeName="href" values="javascript:alert(1)"/></svg>',
  '<svg><style>@import "//evil.example/x.css";</style><rect style="position:fixed"/></svg>',
  '<svg><![CDATA[<script>alert(1)</script>]]></svg>',
  '<svg><title><script>alert(1)</script></title></svg>',
  '<svg><p><script>alert(1)</script></p></svg>',
  '<svg><iframe src="javascript:alert(1)"></iframe><object data="x.swf"/></svg>',
  '<svg><rect id="__tn_boot"/></svg>',
];

describe('SVG sanitiser', () => {
  for (const svg of HOSTILE)
    it(`defuses ${svg.slice(0, 70)}`, () => {
      const out = prepareSvg(svg, 'A diagram');
      expect(out).toMatch(/^<svg[^>]* role="img"/);
      expect(out).not.toMatch(/<(script|foreignObject|iframe|object|set|animate|style|img|p)\b/i);
      expect(out).not.toMatch(/\son[a-z]+=/i);
      expect(out).not.toMatch(/style=|id="__/i);
      expect(out).not.toMatch(/javascript:|data:/i);
    });

  it('keeps what diagrams are drawn with: classes, markers, ids, text, labels', () => {
    const out = prepareSvg(
      '<?xml version="1.0"?><!DOCTYPE svg><svg xmlns="http://www.w3.org/2000/svg" width="10" viewBox="0 0 9 9" aria-labelledby="t"><title id="t">T</title><defs><marker id="arrow" refX="1" orient="auto"><path d="M0 0L1 1"/></marker></defs><line class="d-line" marker-end="url(#arrow)" stroke-width="2"/><text x="1" text-anchor="middle">a &lt; b</text><a href="/docs/intro#x"><text>go</text></a></svg>',
      'A "flow"',
    );
    expect(out).toBe(
      '<svg viewBox="0 0 9 9" aria-labelledby="t" role="img" aria-label="A &quot;flow&quot;" focusable="false"><title id="t">T</title><defs><marker id="arrow" refX="1" orient="auto"><path d="M0 0L1 1"></path></marker></defs><line class="d-line" marker-end="url(#arrow)" stroke-width="2"></line><text x="1" text-anchor="middle">a &lt; b</text><a href="/docs/intro#x"><text>go</text></a></svg>',
    );
  });
});

describe('javascript: links', () => {
  for (const [name, line] of [
    ['[click](javascript:alert(1))', 7],
    ['<a href=" javascript:alert(1)">click</a>', 7],
    ['[click][x]\n\n[x]: JAVASCRIPT:alert(1)', 9],
  ] as const)
    it(`fail build and check at their line: ${name}`, async () => {
      const site = copyFixture('minimal');
      expect((await cli(['build', '--site', site])).code).toBe(0);
      const before = treeHashes(path.join(site, 'build'));
      fs.writeFileSync(
        path.join(site, 'docs/guide/second.md'),
        `---\ntitle: Second\n---\n\nText\n\n${name}\n`,
      );
      for (const command of ['build', 'check']) {
        const r = await cli([command, '--site', site]);
        expect(r.code, command).toBe(1);
        const out = r.stdout + r.stderr;
        expect(out, command).toMatch(/runs script when followed/);
        expect(out, command).toContain(`docs/guide/second.md:${line}:1`);
      }
      expect(treeHashes(path.join(site, 'build'))).toEqual(before);
    });
});
