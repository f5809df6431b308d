import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { lookup } from 'mrmime';
import parseRange from 'range-parser';
import { fileInside } from '../util/pathInside.js';

/**
 * Static files for the dev server and the preview. A file is opened before anything is written and
 * sent from that descriptor, so a build that renames or removes it meanwhile cannot break the answer
 * (sirv streamed by name with no error handler: a file gone between its check and its read ended the
 * server process). A file that cannot be opened is left to the caller; a read that fails later ends
 * that one response, never the server.
 */
export interface SendOptions {
  /** Content-Type; by default from the file's extension. */
  type?: string;
  cacheControl?: string;
}

const MISSING = new Set(['ENOENT', 'ENOTDIR', 'EISDIR', 'ENAMETOOLONG']);

/** True when the file was answered (200, 206, 304, 416); false, nothing written, when it is not there. */
export async function sendFile(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  file: string,
  o: SendOptions = {},
): Promise<boolean> {
  let handle: fs.promises.FileHandle;
  try {
    handle = await fs.promises.open(file, 'r');
  } catch (e) {
    if (MISSING.has((e as NodeJS.ErrnoException).code ?? '')) return false;
    throw e;
  }
  let st: fs.Stats;
  try {
    st = await handle.stat();
  } catch (e) {
    await handle.close();
    throw e;
  }
  if (!st.isFile()) {
    await handle.close();
    return false;
  }
  const etag = `W/"${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}"`;
  const headers: http.OutgoingHttpHeaders = {
    'Content-Type': o.type ?? typeOf(file),
    ETag: etag,
    'Last-Modified': st.mtime.toUTCString(),
    'Accept-Ranges': 'bytes',
  };
  if (o.cacheControl) headers['Cache-Control'] = o.cacheControl;
  if (req.headers['if-none-match'] === etag) {
    await handle.close();
    res.writeHead(304, headers).end();
    return true;
  }
  const range = byteRange(req, st.size);
  if (range === 'unsatisfiable') {
    await handle.close();
    res.writeHead(416, { ...headers, 'Content-Range': `bytes */${st.size}` }).end();
    return true;
  }
  const { start, end } = range ?? { start: 0, end: st.size - 1 };
  if (range) headers['Content-Range'] = `bytes ${start}-${end}/${st.size}`;
  res.writeHead(range ? 206 : 200, { ...headers, 'Content-Length': Math.max(0, end - start + 1) });
  if (req.method === 'HEAD' || st.size === 0) {
    await handle.close();
    res.end();
    return true;
  }
  const stream = handle.createReadStream({ start, end });
  stream.on('error', () => res.destroy());
  res.on('close', () => stream.destroy());
  stream.pipe(res);
  return true;
}

/** One byte range asked for with GET; several, or a malformed header, are answered with the whole file. */
function byteRange(
  req: http.IncomingMessage,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const header = req.headers.range;
  if (!header || req.method !== 'GET') return null;
  const ranges = parseRange(size, header, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return null;
  return ranges[0];
}

function typeOf(file: string): string {
  const type = lookup(path.extname(file)) ?? 'application/octet-stream';
  return /^text\/|^application\/(javascript|json)$|\+(xml|json)$/.test(type)
    ? `${type}; charset=utf-8`
    : type;
}

/**
 * The file a decoded request path names in `dir`, as static hosts find it: the file, then `.html`,
 * then the folder's `index.html`. Names starting with a dot are not served (`.well-known` is); null
 * when nothing is there or the path leads outside the folder.
 */
export function findFile(dir: string, pathname: string): string | null {
  const parts = pathname.split('/');
  if (parts.some((p) => p.startsWith('.') && p !== '.well-known')) return null;
  let base: string;
  try {
    base = fileInside(dir, pathname);
  } catch {
    return null;
  }
  for (const f of [base, `${base}.html`, path.join(base, 'index.html')]) {
    try {
      if (fs.statSync(f).isFile()) return f;
    } catch {
      /* next */
    }
  }
  return null;
}
