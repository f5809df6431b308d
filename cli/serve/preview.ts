import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { displayPath } from '../util/displayPath.js';
import { TnError } from '../util/errors.js';
import { fileInside } from '../util/pathInside.js';
import { findFile, sendFile } from './sendFile.js';
import { listen } from './listen.js';
import { MARKDOWN_TYPE, prefersMarkdown } from './negotiate.js';
import { requestPath } from './requestPath.js';
import { routeOfPathname, twinPath } from '../../runtime/shared/url.js';

/** Serves a built site as a static host would: exact files, folder index.html, 404.html for anything else. */
export async function preview(o: {
  dir: string;
  port: number;
  host: string;
  siteDir: string;
}): Promise<http.Server> {
  if (!fs.existsSync(path.join(o.dir, 'index.html'))) {
    throw new TnError('NO_BUILD', `Nothing to serve: ${displayPath(o.dir)} has no index.html.`, {
      hint: 'Run `tn-docs build` first.',
    });
  }
  let served = serveBuild(o.dir);
  const compressed = new Map<string, { etag: string; body: Buffer }>();
  const server = http.createServer((req, res) => {
    void (async () => {
      // a build replaces the folder (two renames): wait for the new one and serve it; a file that
      // went away while it was being found is looked for again in the build that replaced it
      for (let attempt = 0; attempt < 3; attempt++) {
        const identity = await builtIdentity(o.dir);
        if (identity === null) break;
        if (identity !== served.identity) {
          served = serveBuild(o.dir);
          compressed.clear();
        }
        if (await answer(o.dir, served, compressed, req, res)) return;
      }
      unavailable(res, o.dir);
    })().catch(() => unavailable(res, o.dir));
  });
  const port = await listen(server, o.port, o.host);
  const shown = o.host.includes(':') ? `[${o.host}]` : o.host;
  process.stdout.write(
    `Serving ${displayPath(o.dir)} at http://${shown}:${port}${served.baseUrl}\n`,
  );
  return server;
}

/**
 * One request to the build as it is now. False, nothing written, when the file it found was gone
 * when read, or nothing was found while the build was being replaced: the caller asks again.
 */
async function answer(
  dir: string,
  served: ReturnType<typeof serveBuild>,
  compressed: Map<string, { etag: string; body: Buffer }>,
  req: http.IncomingMessage,
  res: http.ServerResponse,
): Promise<boolean> {
  const { baseUrl, notFound } = served;
  let url = inBase(req, res, baseUrl);
  if (url === null) return true;
  // an agent asking for Markdown at a page's URL gets the page's twin (issue 31)
  const twin = prefersMarkdown(req.headers.accept) ? twinFile(dir, url) : null;
  if (twin) {
    url = twin;
    res.setHeader('Vary', 'Accept');
  }
  const file = findFile(dir, decodeURIComponent(url));
  if (file && (req.method === 'GET' || req.method === 'HEAD')) {
    const type = TYPES[path.extname(file)];
    const immutable = /^\/assets\/(js|css)\//.test(url);
    const cacheControl = immutable ? 'public, max-age=31536000, immutable' : 'no-cache';
    if (type) return sendText(file, type, cacheControl, req, res, compressed);
    return sendFile(req, res, file, { cacheControl });
  }
  if (!file && buildIdentity(dir) !== served.identity) return false;
  if (file) {
    res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Method not allowed: this server only sends files.\n');
    return true;
  }
  res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end(req.method === 'HEAD' ? undefined : notFound);
  return true;
}

/** The request's path below the base URL; null when it has been answered (400, or 302 to the base). */
function inBase(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  baseUrl: string,
): string | null {
  const clean = requestPath(req.url ?? '/');
  if (clean === null) {
    res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Bad request\n');
    return null;
  }
  if (baseUrl === '/') return clean;
  if (!clean.startsWith(baseUrl) && clean !== baseUrl.slice(0, -1)) {
    res.writeHead(302, { Location: baseUrl });
    res.end();
    return null;
  }
  return '/' + clean.slice(baseUrl.length);
}

/**
 * The identity of the build folder, waiting while it is between a build's two renames (microseconds;
 * longer only when a test holds the swap open); null when it stays away (build/ was deleted).
 */
async function builtIdentity(dir: string): Promise<string | null> {
  for (let i = 0; i < 500; i++) {
    const identity = buildIdentity(dir);
    if (identity !== null) return identity;
    await new Promise((r) => setTimeout(r, 10));
  }
  return null;
}

/** A request that met no build, or a file removed under it: said, and the server goes on. */
function unavailable(res: http.ServerResponse, dir: string): void {
  if (res.headersSent) return void res.destroy();
  res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '1' });
  res.end(
    `${displayPath(dir)} is being replaced or is missing: reload, or run \`tn-docs build\`.\n`,
  );
}

/** The twin (`/x.md`) of the page a path names, when the build has one. */
function twinFile(dir: string, url: string): string | null {
  const end = url.search(/[?#]/);
  const pathname = end === -1 ? url : url.slice(0, end);
  if (pathname.endsWith('.md')) return null;
  const twin = twinPath(routeOfPathname(pathname, '/'));
  try {
    return fs.statSync(fileInside(dir, decodeURIComponent(twin))).isFile() ? twin : null;
  } catch {
    return null;
  }
}

/** The build folder as it is now: a new build is a new folder (see swapOutput.ts). */
function buildIdentity(dir: string): string | null {
  try {
    const st = fs.statSync(path.join(dir, 'index.html'));
    return `${st.ino}:${st.mtimeMs}`;
  } catch {
    return null; // between a build's two renames: keep serving what was there
  }
}

/** The build as it is now: its identity, base URL and 404 page. */
function serveBuild(dir: string) {
  const identity = buildIdentity(dir);
  const notFound = fs.readFileSync(path.join(dir, '404.html'));
  return { identity, baseUrl: readBaseUrl(dir), notFound };
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.md': MARKDOWN_TYPE,
};

/**
 * Text files are sent as a CDN would send them: compressed (brotli, else gzip) when the client
 * accepts it, else as they are; each compressed body is cached by encoding, file, size and mtime.
 * False when the file was gone by the time it was read.
 */
function sendText(
  file: string,
  type: string,
  cacheControl: string,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  cache: Map<string, { etag: string; body: Buffer }>,
): boolean {
  const accept = String(req.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null;
  const entry = readText(file, encoding, cache);
  if (!entry) return false;
  const headers: http.OutgoingHttpHeaders = {
    'Content-Type': type,
    // a page's URL answers Accept: text/markdown with its twin (issue 31)
    Vary: res.getHeader('Vary') ? 'Accept-Encoding, Accept' : 'Accept-Encoding',
    ETag: entry.etag,
    'Cache-Control': cacheControl,
  };
  if (encoding) headers['Content-Encoding'] = encoding;
  if (req.headers['if-none-match'] === entry.etag) {
    res.writeHead(304, headers);
    res.end();
    return true;
  }
  res.writeHead(200, { ...headers, 'Content-Length': entry.body.length });
  res.end(req.method === 'HEAD' ? undefined : entry.body);
  return true;
}

/** The file's body in an encoding, from the cache or read now; null when it is gone. */
function readText(
  file: string,
  encoding: 'br' | 'gzip' | null,
  cache: Map<string, { etag: string; body: Buffer }>,
): { etag: string; body: Buffer } | null {
  let raw: Buffer;
  let st: fs.Stats;
  let key: string;
  try {
    // one descriptor for the size and the bytes, so both are of the same file
    const fd = fs.openSync(file, 'r');
    try {
      st = fs.fstatSync(fd);
      key = `${encoding ?? 'identity'}:${file}:${st.size}:${st.mtimeMs}`;
      const cached = cache.get(key);
      if (cached) return cached;
      raw = fs.readFileSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    return null;
  }
  const body =
    encoding === 'br'
      ? zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
      : encoding === 'gzip'
        ? zlib.gzipSync(raw, { level: 9 })
        : raw;
  const tag = `${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}`;
  const entry = { etag: `W/"${tag}${encoding ? '-' + encoding : ''}"`, body };
  // an uncompressed body is the file itself: not worth keeping in memory
  if (encoding) cache.set(key, entry);
  return entry;
}

function readBaseUrl(dir: string): string {
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  const m = /<script type="module" src="([^"]*?)assets\/js\//.exec(html);
  return m ? m[1] : '/';
}
