import type { Analysis } from '../build/analyze.js';
import { type SourceLocation, TnError } from '../util/errors.js';
import { pageSources } from './checkSite.js';

/**
 * External links: without --external they are listed as unchecked (one summary line); with it, each
 * unique URL is requested (HEAD, falling back to GET) with bounded concurrency and a timeout. No
 * network → reported as unchecked.
 */
export async function checkExternal(
  a: Pick<Analysis, 'compiled' | 'graph'>,
  o: { request: boolean; concurrency?: number; timeoutMs?: number },
): Promise<TnError[]> {
  // the first place each URL appears: docs, blog posts and pages all name their file
  const where = new Map<string, SourceLocation>();
  for (const src of pageSources(a.graph)) {
    for (const l of a.compiled.get(src.key)?.links ?? [])
      if (/^https?:\/\//.test(l.url) && !where.has(l.url))
        where.set(l.url, { file: src.file.abs, line: l.line, column: l.column });
  }
  if (!o.request) return [];
  const urls = [...where.keys()];
  const findings: TnError[] = [];
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
          findings.push(
            new TnError('EXTERNAL_BROKEN', `External link answered HTTP ${res.status}: ${url}`, {
              loc: where.get(url),
              severity: 'warning',
            }),
          );
      } catch (e) {
        const why = (e as Error).name === 'AbortError' ? 'timeout' : 'network unavailable';
        findings.push(
          new TnError('EXTERNAL_UNCHECKED', `External link could not be checked (${why}): ${url}`, {
            loc: where.get(url),
            severity: 'warning',
          }),
        );
      } finally {
        clearTimeout(timer);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(o.concurrency ?? 8, urls.length) }, worker));
  return findings;
}
