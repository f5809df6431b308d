import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { cli, copyFixture } from './helpers.js';

/**
 * Issue 30: a ```mermaid fence on a site with diagrams off is shown as code, and the author is told
 * so once (a warning naming the first fence's file:line:col and the option to set), not silently.
 */
const fence = (title: string) =>
  `---\ntitle: ${title}\n---\n\n# ${title}\n\nText.\n\n\`\`\`mermaid\ngraph TD; A-->B\n\`\`\`\n`;
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

describe('a mermaid fence with diagrams off', () => {
  it('is one warning for the site, at the first fence, naming the option; the build succeeds', async () => {
    const site = copyFixture('minimal', {
      'docs/diagram-a.md': fence('Diagram A'),
      'docs/guide/diagram-b.md': fence('Diagram B'),
    });
    dirs.push(site);
    // (warnings are printed unless --quiet or CI)
    const build = await cli(['build', '--site', site], undefined, { CI: '' });
    expect(build.code).toBe(0);
    const out = build.stdout + build.stderr;
    const said = out.match(/MERMAID_OFF/g) ?? [];
    expect(said).toHaveLength(1);
    expect(out).toMatch(/docs\/(diagram-a|guide\/diagram-b)\.md:9:1/);
    expect(out).toMatch(/and on 1 other page/);
    expect(out).toMatch(/markdown: \{ mermaid: true \}/);
    // shown as code, as before
    const html = fs.readFileSync(`${site}/build/docs/diagram-a/index.html`, 'utf8');
    expect(html).toContain('graph TD');

    const check = await cli(['check', '--site', site, '--format', 'json']);
    expect(check.stdout.match(/MERMAID_OFF/g) ?? []).toHaveLength(1);
  });

  it('says nothing when diagrams are on', async () => {
    const site = copyFixture('minimal', { 'docs/diagram-a.md': fence('Diagram A') });
    dirs.push(site);
    const config = `${site}/site.config.ts`;
    fs.writeFileSync(
      config,
      fs
        .readFileSync(config, 'utf8')
        .replace(/defineConfig\(\{/, 'defineConfig({\n  markdown: { mermaid: true },'),
    );
    // (warnings are printed unless --quiet or CI)
    const build = await cli(['build', '--site', site], undefined, { CI: '' });
    expect(build.code).toBe(0);
    expect(build.stdout + build.stderr).not.toMatch(/MERMAID_OFF/);
  });
});
