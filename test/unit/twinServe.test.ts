/**
 * Markdown twins served (issue 31): `serve` writes twins and llms.txt live from the pages as they
 * are (an edit shows at the next request); `serve --preview` serves the built twins and answers
 * `Accept: text/markdown` at a page's URL with its twin.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prefersMarkdown } from '../../cli/serve/negotiate.js';
import { BIN, cli, copyFixture } from './helpers.js';

const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

/** Starts `tn-docs serve [args]` on a free port of 127.0.0.1; resolves with its URL. */
function serve(args: string[]): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    [BIN, 'serve', ...args, '--host', '127.0.0.1', '--port', '0'],
    {
      env: { ...process.env, CI: '1', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`serve did not start: ${out}`)), 60_000);
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /(http:\/\/127\.0\.0\.1:\d+\/\S*)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ url: m[1], child });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`serve exited (${code}): ${out}`)));
  });
}

function stop(child?: ChildProcess) {
  if (child && child.exitCode === null) child.kill('SIGTERM');
}

describe('Accept negotiation', () => {
  it('prefers Markdown only when asked for by name, at least as much as HTML', () => {
    expect(prefersMarkdown('text/markdown')).toBe(true);
    expect(prefersMarkdown('text/markdown, text/html;q=0.9')).toBe(true);
    expect(prefersMarkdown('text/html, text/markdown;q=0.5')).toBe(false);
    expect(prefersMarkdown(BROWSER)).toBe(false);
    expect(prefersMarkdown('*/*')).toBe(false);
    expect(prefersMarkdown('text/markdown;q=0')).toBe(false);
    expect(prefersMarkdown(undefined)).toBe(false);
  });
});

describe('serve --preview (issue 31)', () => {
  let dir: string;
  let server: { url: string; child: ChildProcess } | undefined;
  beforeAll(async () => {
    dir = copyFixture('minimal');
    const r = await cli(['build', '--site', dir]);
    expect(r.code).toBe(0);
    server = await serve(['--preview', '--site', dir]);
  });
  afterAll(() => stop(server?.child));

  it('answers Accept: text/markdown at a page URL with its twin, a browser with HTML', async () => {
    const twin = fs.readFileSync(path.join(dir, 'build/docs/intro.md'), 'utf8');
    for (const page of ['docs/intro', 'docs/intro/']) {
      const md = await fetch(server!.url + page, { headers: { Accept: 'text/markdown' } });
      expect(md.status).toBe(200);
      expect(md.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
      expect(md.headers.get('vary')).toMatch(/Accept(,|$)/);
      expect(await md.text()).toBe(twin);
    }
    const html = await fetch(server!.url + 'docs/intro', { headers: { Accept: BROWSER } });
    expect(html.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await html.text()).toContain('<!doctype html>');
    // a Markdown page; the home page here is a React page, which has no twin
    const about = await fetch(server!.url + 'about', { headers: { Accept: 'text/markdown' } });
    expect(await about.text()).toBe(fs.readFileSync(path.join(dir, 'build/about.md'), 'utf8'));
    const home = await fetch(server!.url, { headers: { Accept: 'text/markdown' } });
    expect(home.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('serves twins and llms.txt as files, compressed or not', async () => {
    const direct = await fetch(server!.url + 'docs/intro.md', {
      headers: { 'Accept-Encoding': 'identity' },
    });
    expect(direct.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(await direct.text()).toMatch(/^# Introduction\n/);
    const llms = await fetch(server!.url + 'llms.txt', { headers: { 'Accept-Encoding': 'br' } });
    expect(llms.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await llms.text()).toMatch(/^# Minimal\n\n> A small site for tests\n/);
    // a page without a twin (the blog list) is HTML whatever is asked for
    const list = await fetch(server!.url + 'blog', { headers: { Accept: 'text/markdown' } });
    expect(list.headers.get('content-type')).toMatch(/^text\/html/);
  });
});

describe('serve (issue 31)', () => {
  let dir: string;
  let server: { url: string; child: ChildProcess } | undefined;
  beforeAll(async () => {
    dir = copyFixture('minimal');
    server = await serve(['--site', dir]);
  });
  afterAll(() => stop(server?.child));

  it('writes twins, llms.txt and llms-full.txt live, with edits', async () => {
    const first = await fetch(server!.url + 'docs/intro.md');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(await first.text()).toMatch(/^# Introduction\n/);
    const asked = await fetch(server!.url + 'docs/guide/first', {
      headers: { Accept: 'text/markdown' },
    });
    expect(await asked.text()).toMatch(/^# First guide\n/);
    const llms = await (await fetch(server!.url + 'llms.txt')).text();
    expect(llms).toContain('- [Introduction](https://minimal.example.com/docs/intro.md)');
    const full = await (await fetch(server!.url + 'llms-full.txt')).text();
    expect(full).toContain('Source: <https://minimal.example.com/docs/guide/first.md>');
    // an edit shows at the next request
    const file = path.join(dir, 'docs/intro.md');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8') + '\n## Added live\n');
    await expect
      .poll(async () => (await fetch(server!.url + 'docs/intro.md')).text(), { timeout: 20_000 })
      .toContain('## Added live');
  });
});
