import type { Analysis } from '../build/analyze.js';
import type { Finding } from './checkSite.js';

/**
 * External links: without --external they are listed as unchecked (one summary line); with it, each unique URL is
 * requested (HEAD, falling back to GET) with bounded concurrency and a timeout. No network → reported as unchecked.
 */
export async function checkExternal(
  a: Pick<Analysis, 'compiled' | 'graph'>,
  o: { request: boolean; concurrency?: number; timeoutMs?: number },
): Promise<Finding[]> {
  const where = new Map<string, { file: string; line: number; column: number }>();
  const files = new Map<string, string>();
  for (const d of a.graph.docs) files.set(`doc:${d.id}`, d.file.rel);
  for (const [key, page] of a.compiled) {
    for (const l of page.links)
      if (/^https?:\/\//.test(l.url) && !where.has(l.url))
        where.set(l.url, { file: files.get(key) ?? key, line: l.line, column: l.column });
  }
  if (!o.request) return [];
  const urls = [...where.keys()];
  const findings: Finding[] = [];
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++];
      const ctrl = new AbortController();
      const timer = setTimeout(() => ctrl.abort(), o.timeoutMs ?? 8000);
      try {
        let res = await fetch(url, { method: 'HEAD', redirect: 'follow', signal: ctrl.signal });
        if (res.status === 405 || res.status === 403)
          res = await fetch(url, { method: 'GET', redirect: 'follow', signal: ctrl.signal });
        if (res.status >= 400)
          findings.push({
            severity: 'warning',
            code: 'EXTERNAL_BROKEN',
            message: `External link answered HTTP ${res.status}: ${url}`,
            ...where.get(url)!,
          });
      } catch (e) {
        findings.push({
          severity: 'warning',
          code: 'EXTERNAL_UNCHECKED',
          message: `External link could not be checked (${(e as Error).name === 'AbortError' ? 'timeout' : 'network unavailable'}): ${url}`,
          ...where.get(url)!,
        });
      } finally {
        clearTimeout(timer);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(o.concurrency ?? 8, urls.length) }, worker));
  return findings;
}
