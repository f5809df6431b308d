/**
 * Port and host options and starting to listen, shared by `serve --preview` and the dev server: a
 * bad --port, a bad --host or a port in use is the user's to fix, so it is a TnError (one line and
 * a hint, exit 1), never "Internal error" with a stack.
 */
import type http from 'node:http';
import net from 'node:net';
import { TnError } from '../util/errors.js';

/** `--port`: an integer from 0 (any free port) to 65535. */
export function parsePort(value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isInteger(port) || port > 65535)
    throw new TnError('BAD_PORT', `--port ${JSON.stringify(value)} is not a port number.`, {
      hint: 'Use a whole number from 1 to 65535 (0 picks a free port), e.g. --port 3000.',
    });
  return port;
}

const HOSTNAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/** `--host`: an IP address or a host name (the interface to listen on). */
export function parseHost(value: string): string {
  const host = value.trim().replace(/^\[(.*)\]$/, '$1');
  if (net.isIP(host) || HOSTNAME.test(host)) return host;
  throw new TnError('BAD_HOST', `--host ${JSON.stringify(value)} is not an address or host name.`, {
    hint: 'Use 127.0.0.1 (this machine only), 0.0.0.0 (every interface) or a host name.',
  });
}

/** Starts listening; resolves with the port actually bound (useful with port 0). */
export function listen(server: http.Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (e: NodeJS.ErrnoException) => reject(listenError(e, port, host));
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      const addr = server.address();
      resolve(typeof addr === 'object' && addr ? addr.port : port);
    });
  });
}

/**
 * Like listen(), but a port in use moves on to the next one (a dev server often finds another one running),
 * saying so in one line; any other failure is the same error as listen()'s.
 */
export async function listenNextFree(
  server: http.Server,
  port: number,
  host: string,
  log: (line: string) => void,
): Promise<number> {
  for (let p = port, tries = 0; ; p++, tries++) {
    try {
      return await listen(server, p, host);
    } catch (e) {
      const inUse = (e as TnError).code === 'PORT_IN_USE';
      if (!inUse || port === 0 || tries >= 20 || p >= 65535) throw e;
      log(`  port ${p} is in use, trying ${p + 1}`);
    }
  }
}

/** The user-facing error for a failed listen(), or the error itself when it is not one of ours. */
export function listenError(e: NodeJS.ErrnoException, port: number, host: string): Error {
  const where = `${host}:${port}`;
  switch (e.code) {
    case 'EADDRINUSE':
      return new TnError('PORT_IN_USE', `Port ${port} is already in use on ${host}.`, {
        hint: `Stop the other server or pick another port, e.g. --port ${nextPort(port)}.`,
      });
    case 'EACCES':
      return new TnError('PORT_NOT_ALLOWED', `Not allowed to listen on ${where}.`, {
        hint: 'Ports below 1024 need extra rights; use a port from 1024 up, e.g. --port 3000.',
      });
    case 'EADDRNOTAVAIL':
      return new TnError('BAD_HOST', `${host} is not an address of this machine.`, {
        hint: 'Use 127.0.0.1 (this machine only) or 0.0.0.0 (every interface).',
      });
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return new TnError('BAD_HOST', `The host name ${host} does not resolve to an address.`, {
        hint: 'Use 127.0.0.1 (this machine only), 0.0.0.0 (every interface) or a known host name.',
      });
    default:
      return e;
  }
}

const nextPort = (port: number) => (port === 65535 ? port - 1 : port + 1);
