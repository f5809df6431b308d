import { isUtf8 } from 'node:buffer';
import fs from 'node:fs';
import { codeFrame } from '../util/codeFrame.js';
import { displayPath } from '../util/displayPath.js';
import { TnError } from '../util/errors.js';
import type { parseDataFile } from '../util/parseDataFile.js';
import { parseFrontMatter, type ParsedYaml } from './parseFrontMatter.js';
import type { SourceFile } from './types.js';

/**
 * How the content's front matter and data files (authors.yml, _category_.yml) are parsed: the
 * libraries' parsers, or ParseMemo's, which keeps their results between builds.
 */
export interface Parsers {
  frontMatter: (yaml: string, file: string) => ParsedYaml;
  dataFile: typeof parseDataFile;
}

export async function readSource(abs: string, parsers?: Parsers): Promise<SourceFile> {
  const { bytes, stamp } = await readBytes(abs);
  const source = decodeSource(bytes, abs).replace(/^\uFEFF/, '');
  const rel = displayPath(abs);
  const fm = parseFrontMatter(source, rel, parsers?.frontMatter);
  return { abs, rel, source, body: fm.body, frontMatter: fm.data, keyLines: fm.keyLines, stamp };
}

/** A file's size and modification time, as the build compares them (changedSources.ts). */
export const stampOf = (st: fs.Stats) => `${st.size}:${st.mtimeMs}`;

/**
 * The file's bytes and its stamp, from one open file (what fs.readFileSync does, with the stat
 * kept). fs.readFile's EISDIR error does not say which path it was about: this one does. A file
 * listed and then gone is said to have vanished, not to be missing from the configuration.
 */
function readBytes(file: string): Promise<{ bytes: Buffer; stamp: string }> {
  try {
    // read at once: for small files several times faster than the thread pool's chunked reads
    const fd = fs.openSync(file, 'r');
    try {
      const stamp = stampOf(fs.fstatSync(fd));
      return Promise.resolve({ bytes: fs.readFileSync(fd), stamp });
    } finally {
      fs.closeSync(fd);
    }
  } catch (e) {
    (e as NodeJS.ErrnoException).path ??= file;
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return Promise.reject(vanished(file));
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- an Error
    return Promise.reject(e as Error);
  }
}

/** A file the build listed (a page, a partial a page imports, a static file) and then found gone. */
export function vanished(file: string): TnError {
  return new TnError(
    'SOURCE_VANISHED',
    `${displayPath(file)} was removed while the build ran: it was listed, then not there to read.`,
    {
      loc: { file },
      hint: 'Build again once the files have stopped changing (a checkout, a sync or an editor was writing them).',
    },
  );
}

/**
 * The largest page source read (issue 30): a 46 MB page kept a build busy for 130 s and 3.4 GB of
 * memory. About thirty-five times the longest page of this site (56 kB).
 */
export const MAX_PAGE_BYTES = 2 * 1024 * 1024;

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

/**
 * A page's text, or an error naming the file (issue 30): a page over MAX_PAGE_BYTES is refused; a
 * binary file with a .md name used to be parsed as MDX and its bytes printed to the terminal in a
 * code frame; bytes that are not UTF-8 were read as U+FFFD and built without a word.
 */
export function decodeSource(bytes: Buffer, abs: string): string {
  if (bytes.length > MAX_PAGE_BYTES)
    throw new TnError(
      'PAGE_TOO_LARGE',
      `${displayPath(abs)} is ${mb(bytes.length)}; a page may be at most ${mb(MAX_PAGE_BYTES)}.`,
      {
        loc: { file: abs },
        hint:
          'Split it into several pages (a page this long is unreadable, and its HTML, search ' +
          'entries and script grow with it).',
      },
    );
  const nul = bytes.indexOf(0);
  if (nul !== -1)
    throw new TnError(
      'SOURCE_BINARY',
      `${displayPath(abs)} is not a text file (byte ${nul} is NUL), so it cannot be a page.`,
      {
        loc: { file: abs },
        hint:
          'Give it the name its format has (a page is Markdown or MDX text), or move it to ' +
          'the static folder.',
      },
    );
  const text = bytes.toString('utf8');
  if (isUtf8(bytes)) return text;
  // the first U+FFFD the decoder put in place of bytes, not one written in the file (EF BF BD)
  let at = text.indexOf('\uFFFD');
  while (at !== -1) {
    const offset = Buffer.byteLength(text.slice(0, at));
    if (!(bytes[offset] === 0xef && bytes[offset + 1] === 0xbf && bytes[offset + 2] === 0xbd))
      break;
    at = text.indexOf('\uFFFD', at + 1);
  }
  const before = text.slice(0, Math.max(at, 0));
  const line = before.split('\n').length;
  const column = before.length - before.lastIndexOf('\n');
  throw new TnError(
    'SOURCE_ENCODING',
    `${displayPath(abs)} is not UTF-8: byte ${Buffer.byteLength(before)} starts no character.`,
    {
      loc: { file: abs, line, column },
      frame: codeFrame(text, line, column),
      hint: 'Save the file as UTF-8 (most editors: "Save with encoding").',
    },
  );
}
