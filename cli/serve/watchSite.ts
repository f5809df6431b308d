/**
 * Watching the files a site is made of (chokidar). Events are queued and handed over in batches, one batch
 * at a time; editors' temporary files are ignored, and a burst of saves gets one more look once it settles.
 */
import fs from 'node:fs';
import path from 'node:path';
import chokidar from 'chokidar';
import type { SiteConfig } from '../config/types.js';

/** One file's event: chokidar's name for it, or 'settle' for the look after a burst. */
export type FileEvent = [file: string, event: string];

export const isContentFile = (f: string) => /\.(mdx?|tsx|jsx)$/.test(f);
export const isCategoryFile = (f: string) => /_category_\.(json|ya?ml)$/.test(f);
const isSiteFile = (f: string) =>
  isContentFile(f) || isCategoryFile(f) || /\.(ts|js|cjs|mjs|ya?ml|json)$/.test(f);

/** tn-docs's own browser code, watched when the site is this repository. */
const TOOL_CODE = ['app', 'theme', 'runtime'];

export function isToolCode(root: string, f: string): boolean {
  return TOOL_CODE.some((d) => f.startsWith(path.join(root, d) + path.sep));
}

export function sidebarsPath(config: SiteConfig): string | null {
  return config.docs ? path.resolve(config.siteDir, config.docs.sidebarPath) : null;
}

/** The folders and files the site is made of; in tn-docs's own repository also its browser code. */
function watchList(config: SiteConfig, toolRoot: string | null): string[] {
  const at = (p: string) => path.resolve(config.siteDir, p);
  const list = [config.configFile, at(config.staticDir), at(config.pages.path)];
  if (config.docs) list.push(at(config.docs.path), sidebarsPath(config)!);
  if (config.blog) list.push(at(config.blog.path));
  // the locale served: its translated pages and its translation files
  if (config.i18n) list.push(config.i18n.dir);
  if (toolRoot) list.push(...TOOL_CODE.map((d) => path.join(toolRoot, d)));
  return [...new Set(list)].filter((p) => fs.existsSync(p) || p === sidebarsPath(config));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A save that truncates the file and then writes it (most editors, `fs.writeFile`) is seen at the
 * truncation when the writer is slow to follow: an empty file is given up to 100 ms to change before it is
 * taken as empty, so a page is not rebuilt from nothing on its way to the new text.
 */
export async function untilWritten(file: string, wait = 100): Promise<void> {
  const size = () => {
    try {
      return fs.statSync(file).size;
    } catch {
      return -1; // gone: nothing to wait for
    }
  };
  for (let waited = 0; waited < wait && size() === 0; waited += 10) await sleep(10);
}

/**
 * Watches the site and calls `onBatch` with what changed, never two batches at once. Resolves once the
 * watcher has read the folders (an edit made before that would be missed).
 */
export async function watchSite(o: {
  config: SiteConfig;
  toolRoot: string | null;
  onBatch: (batch: FileEvent[]) => Promise<void>;
}): Promise<{ close: () => Promise<void> }> {
  const watcher = chokidar.watch(watchList(o.config, o.toolRoot), { ignoreInitial: true });
  const staticDir = path.resolve(o.config.siteDir, o.config.staticDir) + path.sep;
  const queue = new Map<string, string>();
  const touched = new Set<string>();
  let settle: NodeJS.Timeout | undefined;
  let busy = false;

  const drain = async () => {
    if (busy) return;
    busy = true;
    try {
      while (queue.size) {
        const batch = [...queue.entries()];
        queue.clear();
        await Promise.all(batch.filter(([, e]) => e !== 'unlink').map(([f]) => untilWritten(f)));
        await o.onBatch(batch);
      }
    } finally {
      busy = false;
    }
  };

  watcher.on('all', (event, file) => {
    const abs = path.resolve(file);
    const tool = o.toolRoot !== null && isToolCode(o.toolRoot, abs);
    // editors' temporary and backup files (atomic saves) are not part of the site
    if (!isSiteFile(abs) && !abs.startsWith(staticDir) && !tool) return;
    queue.set(abs, event);
    void drain();
    // a burst of saves (atomic renames, save-all) can end without a last event: look again once it settles
    touched.add(abs);
    clearTimeout(settle);
    settle = setTimeout(() => {
      for (const f of touched) if (fs.existsSync(f) && !queue.has(f)) queue.set(f, 'settle');
      touched.clear();
      void drain();
    }, 150);
  });
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return {
    async close() {
      clearTimeout(settle);
      await watcher.close();
    },
  };
}
