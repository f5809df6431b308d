import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { TnError } from '../util/errors.js';

/** Serves a built site as a static host would: exact files, folder index.html, 404.html for anything else. */
export async function preview(o: { dir: string; port: number; host: string; siteDir: string }): Promise<http.Server> {
  if (!fs.existsSync(path.join(o.dir, 'index.html'))) {
    throw new TnError('NO_BUILD', `Nothing to serve: ${path.relative(process.cwd(), o.dir) || o.dir} has no index.html.`, { hint: 'Run `tn-docs build` first.' });
  }
  const baseUrl = readBaseUrl(o.dir);
  const assets = sirv(o.dir, { dev: false, etag: true, extensions: ['html'], gzip: false, setHeaders(res, pathname) {
    if (pathname.startsWith('/assets/js/') || pathname.startsWith('/assets/css/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  } });
  const notFound = fs.readFileSync(path.join(o.dir, '404.html'));
  const server = http.createServer((req, res) => {
    let url = req.url ?? '/';
    if (baseUrl !== '/') {
      if (!url.startsWith(baseUrl) && url !== baseUrl.slice(0, -1)) { res.writeHead(302, { Location: baseUrl }); res.end(); return; }
      url = '/' + url.slice(baseUrl.length);
    }
    req.url = url;
    assets(req, res, () => { res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' }); res.end(notFound); });
  });
  await new Promise<void>((resolve, reject) => { server.once('error', reject); server.listen(o.port, o.host, resolve); });
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : o.port;
  process.stdout.write(`Serving ${path.relative(process.cwd(), o.dir) || '.'} at http://${o.host}:${port}${baseUrl}\n`);
  return server;
}

function readBaseUrl(dir: string): string {
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  const m = /<script type="module" src="([^"]*?)assets\/js\//.exec(html);
  return m ? m[1] : '/';
}
