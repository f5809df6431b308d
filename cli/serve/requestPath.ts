import { segmentsInside } from '../util/pathInside.js';

/**
 * The path a request names inside the served folder, whatever the request target's form: origin form
 * (`/a/b?q`), absolute form (`http://host/a/b`), percent-encoded dots and slashes, backslashes, doubled
 * slashes. Decoded once, normalised by the engine's containment rule, re-encoded; null when the
 * target is malformed or leads outside the folder.
 */
export function requestPath(target: string): string | null {
  let raw: string;
  if (target.startsWith('/')) raw = target;
  else if (/^[a-z][a-z\d+.-]*:\/\//i.test(target)) {
    try {
      raw = new URL(target).pathname;
    } catch {
      return null;
    }
  } else return null; // asterisk form or garbage
  raw = raw.replace(/[?#].*$/s, '');
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const segments = segmentsInside(decoded);
  if (!segments) return null;
  const trailing = segments.length > 0 && /[/\\]$/.test(decoded) ? '/' : '';
  return '/' + segments.map(encodeURIComponent).join('/') + trailing;
}

/** The decoded path inside the served folder that a request target names (see requestPath). */
export function decodedRequestPath(target: string): string | null {
  const clean = requestPath(target);
  return clean === null ? null : decodeURIComponent(clean);
}
