import fs from 'node:fs';
import { displayPath } from './displayPath.js';
import { TnError } from './errors.js';

const WHAT: Record<string, { says: (file: string) => string; hint: string }> = {
  EACCES: {
    says: (f) => `${f} cannot be read: permission denied.`,
    hint: 'Make the file readable by the user running tn-docs (chmod a+r), or move it out of the site.',
  },
  EPERM: {
    says: (f) => `${f} cannot be read or written: the operation is not permitted.`,
    hint: 'Check the permissions of the file and of its folder.',
  },
  EISDIR: {
    says: (f) => `${f} is a folder where a file is expected.`,
    hint: 'Rename the folder, or point the configuration at a file.',
  },
  ENOTDIR: {
    says: (f) => `${f} is a file where a folder is expected.`,
    hint: 'Point the configuration (docs.path, blog.path, pages.path, staticDir) at a folder.',
  },
  ENOENT: {
    says: (f) => `${f} does not exist.`,
    hint: 'Check the path in the configuration or the link.',
  },
};

/**
 * A file-system failure caused by the site (an unreadable file, a file where a folder belongs) is a
 * mistake in the site, not a bug in tn-docs: it becomes a TnError naming the file and what to do.
 */
export function userErrorOf(e: unknown): TnError | null {
  const err = e as NodeJS.ErrnoException;
  const what = err && typeof err.code === 'string' ? WHAT[err.code] : undefined;
  if (!what || typeof err.path !== 'string') return null;
  return new TnError(`FILE_${err.code}`, what.says(displayPath(err.path)), {
    loc: { file: err.path },
    hint: what.hint,
  });
}

/** fs.readFile, whose EISDIR error does not say which path it was about: this one does. */
export function readTextFile(file: string): Promise<string> {
  try {
    // read at once: for small files this is several times faster than the thread pool's chunked reads
    return Promise.resolve(fs.readFileSync(file, 'utf8'));
  } catch (e) {
    (e as NodeJS.ErrnoException).path ??= file;
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- an Error, as the rule wants
    return Promise.reject(e as Error);
  }
}
