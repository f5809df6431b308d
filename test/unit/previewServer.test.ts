import fs from 'node:fs';
import type http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { preview } from '../../cli/serve/preview.js';
import { requestPath } from '../../cli/serve/requestPath.js';

const SECRET = 'TOP-SECRET-4c1d';
let root: string;
let server: http.Server;
let port: number;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'tn-preview-'));
  const build = path.join(root, 'build');
  const secret = path.join(root, 'build-secret');
  fs.mkdirSync(path.join(build, 'docs'), { recursive: true });
  fs.mkdirSync(secret);
  fs.writeFileSync(path.join(build, 'index.html'), '<!doctype html><p>home</p>');
  fs.writeFileSync(path.join(build, '404.html'), '<!doctype html><p>not found</p>');
  fs.writeFileSync(path.join(build, 'docs', 'index.html'), '<!doctype html><p>docs page</p>');
  fs.writeFileSync(path.join(build, 'hello.txt'), 'hello from the build');
  // names a static host serves as they are and decodeURI alone cannot find (issue 30)
  fs.mkdirSync(path.join(build, 'docs', 'Staking & Rewards'));
  fs.writeFileSync(path.join(build, 'docs', 'Staking & Rewards', 'index.html'), '<p>staking</p>');
  fs.writeFileSync(path.join(build, 'docs', 'what?.bin'), 'question');
  fs.writeFileSync(path.join(build, 'docs', 'a&b.png'), 'png bytes');
  for (const name of ['secret.txt', 'secret.html', 'secret.css', 'secret.bin'])
    fs.writeFileSync(path.join(secret, name), SECRET);
  fs.writeFileSync(path.join(root, 'secret.txt'), SECRET);
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  server = await preview({ dir: build, port: 0, host: '127.0.0.1', siteDir: root });
  vi.restoreAllMocks();
  port = (server.address() as net.AddressInfo).port;
});
afterAll(() => {
  server?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

/** One request written byte for byte on a socket, so the target reaches the server unnormalised. */
function raw(target: string, encoding?: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const split = all.indexOf('\r\n\r\n');
      const head = all.subarray(0, split).toString('latin1');
      let body = all.subarray(split + 4);
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      if (/content-encoding: gzip/i.test(head)) body = zlib.gunzipSync(body);
      if (/content-encoding: br/i.test(head)) body = zlib.brotliDecompressSync(body);
      resolve({ status, body: body.toString('utf8') });
    });
    socket.write(
      `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        (encoding ? `Accept-Encoding: ${encoding}\r\n` : '') +
        'Connection: close\r\n\r\n',
    );
  });
}

const ESCAPES = [
  'http://x/../../../build-secret/secret.txt',
  'http://x/%2e%2e/build-secret/secret.txt',
  'http://x/..%2f..%2fbuild-secret%2fsecret.txt',
  '/../build-secret/secret.txt',
  '/%2e%2e/build-secret/secret.txt',
  '/%2E%2E%2Fbuild-secret%2Fsecret.txt',
  '/..%2fbuild-secret/secret.txt',
  '/..%5cbuild-secret%5csecret.txt',
  '/%5c..%5c..%5cbuild-secret%5csecret.html',
  '/..\\build-secret\\secret.txt',
  '//../build-secret/secret.txt',
  '/.//..//build-secret//secret.css',
  '/docs/../../build-secret/secret.txt',
  '/docs/%2e%2e/%2e%2e/secret.txt',
  '/../build-secret/secret',
  '/../build-secret/secret.bin',
  '/%2e%2e%2fbuild-secret/secret.txt?x=1',
];

describe('preview server containment (raw requests)', () => {
  for (const encoding of [undefined, 'gzip', 'br', 'gzip, deflate, br']) {
    it(`serves nothing outside the folder (accept-encoding: ${encoding ?? 'none'})`, async () => {
      for (const target of ESCAPES) {
        const r = await raw(target, encoding);
        expect(r.body, target).not.toContain(SECRET);
        expect([400, 404], target).toContain(r.status);
      }
    });
    it(`still serves files inside it in every form (accept-encoding: ${encoding ?? 'none'})`, async () => {
      for (const target of [
        '/hello.txt',
        'http://x/hello.txt',
        '/docs/../hello.txt',
        '//hello.txt',
        '/%68ello.txt',
      ]) {
        const r = await raw(target, encoding);
        expect(r.status, target).toBe(200);
        expect(r.body, target).toBe('hello from the build');
      }
      const docs = await raw('http://x/docs/', encoding);
      expect(docs.body).toContain('docs page');
    });
    it(`serves a route named with '&' in every spelling (accept-encoding: ${encoding ?? 'none'})`, async () => {
      for (const route of ['/docs/Staking%20&%20Rewards', '/docs/Staking%20%26%20Rewards'])
        for (const target of [route, route + '/', route + '/index.html', route + '/index']) {
          const r = await raw(target, encoding);
          expect(r.status, target).toBe(200);
          expect(r.body, target).toBe('<p>staking</p>');
        }
      expect((await raw('/docs/what%3F.bin', encoding)).body).toBe('question');
      expect((await raw('/docs/a%26b.png', encoding)).body).toBe('png bytes');
      expect((await raw('/docs/a&b.png', encoding)).body).toBe('png bytes');
    });
  }
});

describe('requestPath', () => {
  it('decodes once and re-encodes for the static handler', () => {
    expect(requestPath('/a%20b/%252e%252e')).toBe('/a%20b/%252e%252e');
    expect(requestPath('http://x/a/./b/')).toBe('/a/b/');
    expect(requestPath('/%ZZ')).toBeNull();
    expect(requestPath('*')).toBeNull();
  });
});

describe('a build replacing the folder while the preview runs', () => {
  it('serves the new build: new files, changed files whole, removed files as not found', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tn-preview-swap-'));
    const write = (root: string, files: Record<string, string>) => {
      for (const [name, text] of Object.entries(files)) {
        fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
        fs.writeFileSync(path.join(root, name), text);
      }
    };
    const build = path.join(dir, 'build');
    write(build, {
      'index.html': '<!doctype html><p>home</p>',
      '404.html': '<!doctype html><p>old not found</p>',
      'docs/index.html': '<!doctype html><p>short</p>',
      'assets/js/old.AAAA.js': 'export const v = 1;',
    });
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const s = await preview({ dir: build, port: 0, host: '127.0.0.1', siteDir: dir });
    vi.restoreAllMocks();
    const base = `http://127.0.0.1:${(s.address() as net.AddressInfo).port}`;
    try {
      expect((await fetch(`${base}/assets/js/old.AAAA.js`)).status).toBe(200);
      // what the build does: the new output is written aside, then takes the folder's place
      const staging = path.join(dir, 'staging');
      const longer = `<!doctype html><p>${'a much longer page '.repeat(50)}</p>`;
      write(staging, {
        'index.html': '<!doctype html><p>home, rebuilt</p>',
        '404.html': '<!doctype html><p>new not found</p>',
        'docs/index.html': longer,
        'assets/js/new.BBBB.js': 'export const v = 2;',
      });
      fs.renameSync(build, path.join(dir, 'old'));
      fs.renameSync(staging, build);
      const fresh = await fetch(`${base}/assets/js/new.BBBB.js`, {
        headers: { 'accept-encoding': 'identity' },
      });
      expect(fresh.status).toBe(200);
      expect(await fresh.text()).toBe('export const v = 2;');
      const docs = await fetch(`${base}/docs/`, { headers: { 'accept-encoding': 'identity' } });
      expect(await docs.text()).toBe(longer);
      const gone = await fetch(`${base}/assets/js/old.AAAA.js`);
      expect(gone.status).toBe(404);
      expect(await gone.text()).toContain('new not found');
    } finally {
      s.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a build swapping the folder over and over while requests come in', () => {
  it('answers every request whole, from one build or the other, and the server stays up', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tn-preview-churn-'));
    const version = (n: number) => ({
      'index.html': `<!doctype html><p>home ${n}</p>`,
      '404.html': '<!doctype html><p>not found</p>',
      'docs/index.html': `<p>${`page of build ${n} `.repeat(200 * n)}</p>`,
      'img/photo.webp': Buffer.alloc(40_000 * n, n),
    });
    const bodies = [1, 2].map(version);
    bodies.forEach((files, i) => {
      for (const [name, body] of Object.entries(files)) {
        const file = path.join(dir, i === 0 ? 'build' : 'next', name);
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, body);
      }
    });
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const s = await preview({
      dir: path.join(dir, 'build'),
      port: 0,
      host: '127.0.0.1',
      siteDir: dir,
    });
    vi.restoreAllMocks();
    const base = `http://127.0.0.1:${(s.address() as net.AddressInfo).port}`;
    // what a build does, again and again: the folder moves away, the other takes its place
    let swaps = 0;
    const timer = setInterval(() => {
      fs.renameSync(path.join(dir, 'build'), path.join(dir, 'old'));
      fs.renameSync(path.join(dir, 'next'), path.join(dir, 'build'));
      fs.renameSync(path.join(dir, 'old'), path.join(dir, 'next'));
      swaps++;
    }, 1);
    const wrong: string[] = [];
    try {
      const asks: [string, Record<string, string>, string][] = [
        ['/docs/', { 'accept-encoding': 'identity' }, 'docs/index.html'],
        ['/docs/', { 'accept-encoding': 'gzip' }, 'docs/index.html'],
        ['/img/photo.webp', {}, 'img/photo.webp'],
        ['/img/photo.webp', { range: 'bytes=100-199' }, 'img/photo.webp'],
      ];
      for (let round = 0; round < 60; round++)
        for (const [url, headers, name] of asks) {
          const res = await fetch(base + url, { headers });
          const got = Buffer.from(await res.arrayBuffer());
          const whole = bodies.map((b) => Buffer.from(b[name as keyof typeof b]));
          const ok = headers.range
            ? res.status === 206 && whole.some((w) => w.subarray(100, 200).equals(got))
            : res.status === 200 && whole.some((w) => w.equals(got));
          if (!ok)
            wrong.push(`${url} ${JSON.stringify(headers)}: ${res.status}, ${got.length} bytes`);
        }
    } finally {
      clearInterval(timer);
      s.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
    expect(swaps).toBeGreaterThan(20);
    expect(wrong).toEqual([]);
  });
});
