import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { listen, parseHost, parsePort } from '../../cli/serve/listen.js';
import { TnError } from '../../cli/util/errors.js';
import { cli, copyFixture } from './helpers.js';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return e instanceof TnError ? e.code : 'not a TnError';
  }
  return 'no error';
};

describe('--port and --host', () => {
  it('parses ports and rejects what is not one', () => {
    expect(parsePort('3000')).toBe(3000);
    expect(parsePort('0')).toBe(0);
    for (const bad of ['abc', '-1', '70000', '3000.5', '', '3e3'])
      expect(
        codeOf(() => parsePort(bad)),
        bad,
      ).toBe('BAD_PORT');
  });

  it('parses hosts and rejects what is not one', () => {
    expect(parseHost('127.0.0.1')).toBe('127.0.0.1');
    expect(parseHost('localhost')).toBe('localhost');
    expect(parseHost('[::1]')).toBe('::1');
    for (const bad of ['not a host', 'a..b', '-x', 'http://x'])
      expect(
        codeOf(() => parseHost(bad)),
        bad,
      ).toBe('BAD_HOST');
  });

  it('turns a port in use into PORT_IN_USE', async () => {
    const first = http.createServer();
    const port = await listen(first, 0, '127.0.0.1');
    const second = http.createServer();
    try {
      const e = await listen(second, port, '127.0.0.1').then(
        () => null,
        (err: unknown) => err,
      );
      expect(e).toBeInstanceOf(TnError);
      expect((e as TnError).code).toBe('PORT_IN_USE');
      expect((e as TnError).message).toBe(`Port ${port} is already in use on 127.0.0.1.`);
    } finally {
      first.close();
      second.close();
    }
  });
});

describe('tn-docs serve --preview with bad options: one clear error, exit 1, no stack', () => {
  const site = copyFixture('minimal', {
    'build/index.html': '<html></html>',
    'build/404.html': 'x',
  });
  const expectClear = (r: { code: number; stderr: string }, code: string, message: RegExp) => {
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(new RegExp(`^error ${code}\\n`));
    expect(r.stderr).toMatch(message);
    expect(r.stderr).toContain('hint:');
    expect(r.stderr).not.toMatch(/Internal error|bug in tn-docs|\n\s+at /);
  };

  it('bad --port', async () => {
    const r = await cli(['serve', '--preview', '--site', site, '--port', 'abc']);
    expectClear(r, 'BAD_PORT', /--port "abc" is not a port number\./);
  });

  it('bad --host', async () => {
    const r = await cli(['serve', '--preview', '--site', site, '--host', 'no such host']);
    expectClear(r, 'BAD_HOST', /--host "no such host" is not an address or host name\./);
  });

  it('a port in use', async () => {
    const busy = http.createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const port = (busy.address() as AddressInfo).port;
    try {
      const r = await cli(['serve', '--preview', '--site', site, '--port', String(port)]);
      expectClear(
        r,
        'PORT_IN_USE',
        new RegExp(`Port ${port} is already in use on 127\\.0\\.0\\.1\\.`),
      );
    } finally {
      busy.close();
    }
  });
});
