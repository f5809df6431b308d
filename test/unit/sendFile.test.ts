import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFile, sendFile } from '../../cli/serve/sendFile.js';

let dir: string;
let server: http.Server;
let base: string;
/** Set by a test: runs once the file is open and before it is read. */
let afterOpen: ((file: string) => void) | null = null;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tn-send-'));
  fs.writeFileSync(path.join(dir, 'digits.bin'), '0123456789');
  fs.writeFileSync(path.join(dir, 'empty.txt'), '');
  fs.writeFileSync(path.join(dir, 'page.html'), '<p>page</p>');
  fs.mkdirSync(path.join(dir, 'folder'));
  fs.writeFileSync(path.join(dir, 'folder', 'index.html'), '<p>folder</p>');
  fs.writeFileSync(path.join(dir, '.env'), 'SECRET=1');
  fs.mkdirSync(path.join(dir, '.well-known'));
  fs.writeFileSync(path.join(dir, '.well-known', 'security.txt'), 'Contact: x');
  server = http.createServer((req, res) => {
    const name = decodeURIComponent(new URL(req.url!, 'http://x').pathname);
    const file = findFile(dir, name);
    if (file && afterOpen) {
      const hook = afterOpen;
      afterOpen = null;
      const open = fs.promises.open;
      // the hook runs right after sendFile's own open, as a build's rename would
      fs.promises.open = async (...args: Parameters<typeof open>) => {
        const handle = await open(...args);
        fs.promises.open = open;
        hook(file);
        return handle;
      };
    }
    void (async () => {
      if (file && (await sendFile(req, res, file))) return;
      res.writeHead(404).end('none');
    })();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = async (url: string, headers: Record<string, string> = {}, method = 'GET') => {
  const res = await fetch(base + url, { headers, method });
  return { status: res.status, headers: res.headers, body: await res.text() };
};

describe('sendFile', () => {
  it('sends the file with its type, length and validators', async () => {
    const r = await get('/page.html');
    expect(r.status).toBe(200);
    expect(r.body).toBe('<p>page</p>');
    expect(r.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(r.headers.get('content-length')).toBe('11');
    expect(r.headers.get('etag')).toMatch(/^W\/"b-[0-9a-f]+"$/);
    expect((await get('/digits.bin')).headers.get('content-type')).toBe('application/octet-stream');
    const empty = await get('/empty.txt');
    expect([empty.status, empty.body]).toEqual([200, '']);
  });

  it('answers a matching If-None-Match with 304 and HEAD with headers only', async () => {
    const etag = (await get('/page.html')).headers.get('etag')!;
    expect((await get('/page.html', { 'if-none-match': etag })).status).toBe(304);
    const head = await get('/page.html', {}, 'HEAD');
    expect([head.status, head.body, head.headers.get('content-length')]).toEqual([200, '', '11']);
  });

  it('sends one byte range, the end of the file, or 416 for a range past it', async () => {
    const mid = await get('/digits.bin', { range: 'bytes=2-4' });
    expect([mid.status, mid.body, mid.headers.get('content-range')]).toEqual([
      206,
      '234',
      'bytes 2-4/10',
    ]);
    expect((await get('/digits.bin', { range: 'bytes=-3' })).body).toBe('789');
    expect((await get('/digits.bin', { range: 'bytes=7-' })).body).toBe('789');
    const past = await get('/digits.bin', { range: 'bytes=20-30' });
    expect([past.status, past.headers.get('content-range')]).toEqual([416, 'bytes */10']);
    // several ranges, or a header it cannot read: the whole file
    expect((await get('/digits.bin', { range: 'bytes=0-1,5-6' })).body).toBe('0123456789');
    expect((await get('/digits.bin', { range: 'lines=1-2' })).body).toBe('0123456789');
  });

  it('finds pages as static hosts do, and no dotfiles but .well-known', async () => {
    expect((await get('/page')).body).toBe('<p>page</p>');
    expect((await get('/folder/')).body).toBe('<p>folder</p>');
    expect((await get('/.env')).status).toBe(404);
    expect((await get('/.well-known/security.txt')).body).toBe('Contact: x');
    expect(findFile(dir, '/../etc/passwd')).toBeNull();
  });

  it('sends a file removed or replaced after it was opened whole, and leaves a gone one to the caller', async () => {
    afterOpen = (file) => {
      fs.rmSync(file);
      fs.writeFileSync(file, 'replaced');
    };
    expect((await get('/digits.bin')).body).toBe('0123456789');
    expect((await get('/digits.bin')).body).toBe('replaced');
    const res = { writeHead: () => expect.fail('wrote a head') } as unknown as http.ServerResponse;
    const req = { headers: {}, method: 'GET' } as http.IncomingMessage;
    expect(await sendFile(req, res, path.join(dir, 'nothing-here'))).toBe(false);
    expect(await sendFile(req, res, path.join(dir, 'folder'))).toBe(false);
  });
});
