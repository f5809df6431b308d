import type { Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { SiteConfig } from '../config/types.js';
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
    if (real) await walk(root, real, site, new Set([real]), errors);
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
): Promise<void> {
  let entries: Dirent[];
  try {
    entries = await fs.readdir(dir, { withFileTypes: true });
  } catch {
    return; // unreadable folders are the loaders' to report, with their own errors
  }
  for (const entry of entries) {
    const abs = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      await walk(abs, root, site, seen, errors);
      continue;
    }
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
    await walk(abs, root, site, new Set([...seen, target]), errors);
  }
}
