import { createHash } from 'node:crypto';

export function hash(data: string | Uint8Array, length = 16): string {
  return createHash('sha256').update(data).digest('hex').slice(0, length);
}
