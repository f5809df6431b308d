import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { cli, copyFixture } from './helpers.js';

it('relative links to files with # or %XX in their names resolve (decoded once)', async () => {
  const site = copyFixture('minimal', {
    'docs/guide/a#b.md': '---\ntitle: Hash\n---\n\n## Top\n',
    'docs/guide/50%25 off.md': '---\ntitle: Percent\n---\n\n## Top\n',
    'docs/guide/second.md':
      '---\ntitle: Second\n---\n\n[h](./a%23b.md#top) and [p](./50%2525%20off.md#top)\n',
  });
  const built = await cli(['build', '--site', site]);
  expect(built.code, built.stderr).toBe(0);
  const html = fs.readFileSync(path.join(site, 'build/docs/guide/second/index.html'), 'utf8');
  expect(html).toContain('<a href="/docs/guide/a%23b#top">h</a>');
  expect(html).toContain('<a href="/docs/guide/50%2525%20off#top">p</a>');
  expect(fs.existsSync(path.join(site, 'build/docs/guide/a#b/index.html'))).toBe(true);
  expect(fs.existsSync(path.join(site, 'build/docs/guide/50%25 off/index.html'))).toBe(true);
  // their Markdown twins (issue 31): the same names, encoded once in the twins' links
  const twin = fs.readFileSync(path.join(site, 'build/docs/guide/second.md'), 'utf8');
  expect(twin).toContain('[h](https://minimal.example.com/docs/guide/a%23b.md#top)');
  expect(twin).toContain('[p](https://minimal.example.com/docs/guide/50%2525%20off.md#top)');
  expect(fs.existsSync(path.join(site, 'build/docs/guide/a#b.md'))).toBe(true);
  expect(fs.existsSync(path.join(site, 'build/docs/guide/50%25 off.md'))).toBe(true);
  const checked = await cli(['check', '--site', site]);
  expect(checked.stdout).toMatch(/ 0 errors/);
});
