import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../cli/config/types.js';
import { watchSite, type FileEvent } from '../../cli/serve/watchSite.js';
import os from 'node:os';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function site() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'watch-'));
  fs.mkdirSync(path.join(dir, 'docs'));
  fs.writeFileSync(path.join(dir, 'docs/intro.md'), '# Intro\n\nThe first text.\n');
  fs.writeFileSync(path.join(dir, 'site.config.ts'), 'export default {};\n');
  const config = {
    siteDir: dir,
    configFile: path.join(dir, 'site.config.ts'),
    staticDir: 'static',
    pages: { path: 'src/pages' },
    docs: null,
    blog: null,
  } as unknown as SiteConfig;
  return { dir, config };
}

let closeWatcher: (() => Promise<void>) | undefined;
afterEach(async () => {
  await closeWatcher?.();
  closeWatcher = undefined;
});

/**
 * Watches a new site's docs/intro.md: `seen` gets the file's text each time a batch hands it over.
 * Resolves once chokidar has had its look at the file after its 'ready'.
 */
async function watchIntro(): Promise<{ file: string; seen: string[] }> {
  const { dir, config } = site();
  const file = path.join(dir, 'docs/intro.md');
  const seen: string[] = [];
  const watcher = await watchSite({
    config: { ...config, docs: { path: 'docs', sidebarPath: 'sidebars.ts' } } as SiteConfig,
    toolRoot: null,
    onBatch: (batch: FileEvent[]) => {
      for (const [f] of batch) if (f === file) seen.push(fs.readFileSync(f, 'utf8'));
      return Promise.resolve();
    },
  });
  closeWatcher = watcher.close;
  await sleep(100);
  return { file, seen };
}

describe('watchSite', () => {
  it('does not hand over a file caught between its truncation and its new text', async () => {
    const { file, seen } = await watchIntro();
    // a writer that truncates the file and is slow to write the new text, as a loaded machine makes it
    const fd = fs.openSync(file, 'w');
    await sleep(40);
    fs.writeSync(fd, '# Intro\n\nThe second text.\n');
    fs.closeSync(fd);
    await expect.poll(() => seen.at(-1), { timeout: 5000 }).toContain('The second text.');
    expect(seen).not.toContain('');
  });

  it('hands over a file that stays empty, once it has had time to be written', async () => {
    const { file, seen } = await watchIntro();
    fs.writeFileSync(file, '');
    await expect.poll(() => seen.length, { timeout: 5000 }).toBeGreaterThan(0);
    expect(seen.at(-1)).toBe('');
  });
});
