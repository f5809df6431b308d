import type { Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { SiteConfig } from '../config/types.js';
import { displayPath } from '../util/displayPath.js';
import { TnError, throwErrors } from '../util/errors.js';

/**
 * Symbolic links in the site's content folders (docs, blog, pages, static), looked at before any
 * folder is listed (issue 30). A link that loops (to a folder it is inside) was followed about
 * forty levels deep, thousands of pages compiled, then the build died; a link out of the site
 * folder brings in (or copies into the build) files the site does not hold; a link to what is not
 * there is a page or file that silently goes missing; a link to a folder the walk reads anyway has
 * every page under it compiled twice. Each is one error naming the link and where it points. A
 * link to a folder elsewhere in the site (docs/shared -> ../shared) is followed and looked into.
 */
export async function checkSymlinks(config: SiteConfig): Promise<void> {
  const site = await fs.realpath(config.siteDir);
  const roots = new Set<string>();
  const add = (p: string | undefined) => p && roots.add(path.resolve(config.siteDir, p));
  add(config.docs?.path);
  for (const set of config.docsSets) add(set.docs.path);
  add(config.blog?.path);
  add(config.pages.path);
  add(config.staticDir);
  const errors: TnError[] = [];
  for (const root of roots) {
    const real = await fs.realpath(root).catch(() => null);
    if (real) await walk(root, real, site, new Set([real]), errors, new Map());
  }
  throwErrors(errors);
}

const inside = (child: string, parent: string) =>
  child === parent || child.startsWith(parent.endsWith(path.sep) ? parent : parent + path.sep);

async function walk(
  dir: string,
  root: string,
  site: string,
  /** Real paths of the folders on the way here, the root's included. */
  seen: Set<string>,
  errors: TnError[],
  /** Pages under the root with more than one name: device and inode → the first name met. */
  pages: Map<string, string>,
): Promise<void> {
  let entries: Dirent[];
  try {
    entries = await fs.readdir(dir, { withFileTypes: true });
  } catch {
    return; // unreadable folders are the loaders' to report, with their own errors
  }
  // in name order: which of two names for one page is reported must not depend on the disk
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const abs = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      await walk(abs, root, site, seen, errors, pages);
      continue;
    }
    if (entry.isFile() && PAGE.test(entry.name)) await hardLinked(abs, pages, errors);
    if (!entry.isSymbolicLink()) continue;
    const written = await fs.readlink(abs).catch(() => '?');
    const fail = (code: string, what: string, hint: string) =>
      errors.push(
        new TnError(code, `The symbolic link ${entry.name} -> ${written} ${what}.`, {
          loc: { file: abs },
          hint,
        }),
      );
    let target: string;
    try {
      target = await fs.realpath(abs);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'ELOOP')
        fail('SYMLINK_LOOP', 'leads back to itself', 'Remove the link, or point it at a file.');
      else
        fail(
          'SYMLINK_DANGLING',
          'points at nothing',
          'Remove the link, or point it at a file or folder that exists.',
        );
      continue;
    }
    if (!inside(target, site)) {
      fail(
        'SYMLINK_OUTSIDE',
        'leads out of the site folder',
        'Copy what it points at into the site folder: a site is built only from its own files.',
      );
      continue;
    }
    const stat = await fs.stat(target).catch(() => null);
    if (!stat?.isDirectory()) {
      if (inside(target, root))
        fail(
          'SYMLINK_TWICE',
          'points at a file this folder already holds, which would be built twice',
          'Remove the link and link to the page instead.',
        );
      continue;
    }
    const here = await fs.realpath(dir).catch(() => dir);
    if (inside(here, target) || [...seen].some((s) => inside(s, target))) {
      fail(
        'SYMLINK_LOOP',
        'leads to a folder it is inside, so it would be followed for ever',
        'Remove the link.',
      );
      continue;
    }
    if (inside(target, root)) {
      fail(
        'SYMLINK_TWICE',
        'points at a folder this folder already holds, whose pages would be built twice',
        'Remove the link; link to those pages instead.',
      );
      continue;
    }
    // elsewhere in the site: followed by the loaders, so looked into here too
    await walk(abs, root, site, new Set([...seen, target]), errors, pages);
  }
}

const PAGE = /\.mdx?$/;

/**
 * A page that is a hard link to another page of the same folder: built twice under two URLs, and in
 * `serve` an edit saved through one name leaves the other page stale (the watcher sees one path).
 * One error at the later name, naming the first. Only pages with several names are remembered.
 */
async function hardLinked(abs: string, pages: Map<string, string>, errors: TnError[]) {
  const stat = await fs.stat(abs).catch(() => null);
  if (!stat || stat.nlink < 2) return;
  const id = `${stat.dev}:${stat.ino}`;
  const first = pages.get(id);
  if (first === undefined) {
    pages.set(id, abs);
    return;
  }
  errors.push(
    new TnError(
      'HARDLINK_TWICE',
      `${displayPath(abs)} is a hard link to ${displayPath(first)}: one file, which would be built as two pages.`,
      {
        loc: { file: abs },
        hint: `Delete ${path.basename(abs)} and link to the other page, or copy the file if the two pages are to differ.`,
      },
    ),
  );
}
