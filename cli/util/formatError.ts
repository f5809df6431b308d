import { type SourceLocation, tnErrorsOf, type TnError } from './errors.js';

export function formatLocation(loc?: SourceLocation): string {
  if (!loc) return '';
  return loc.line ? `${loc.file}:${loc.line}:${loc.column ?? 1}` : loc.file;
}

/**
 * The one text shown for an error, by build, check and the dev overlay:
 *
 *     error BROKEN_LINK docs/intro.md:7:7
 *     Broken link: /docs/guide/frist (no page at /docs/guide/frist)
 *     > 7 | Go to [guide](/docs/guide/frist).
 *         |       ^
 *     hint: Did you mean /docs/guide/first?
 *
 * Anything that is not a TnError is a bug in tn-docs and is printed with a short stack.
 */
export function formatError(e: unknown, color = false): string {
  const paint = (code: number, end: number) => (s: string) =>
    color ? `\x1b[${code}m${s}\x1b[${end}m` : s;
  const red = paint(31, 39);
  const yellow = paint(33, 39);
  const dim = paint(2, 22);
  const cyan = paint(36, 39);
  const list = tnErrorsOf(e);
  if (!list) {
    const err = e as Error;
    return [
      red(`Internal error: ${err?.message ?? String(e)}`),
      dim(err?.stack?.split('\n').slice(1, 6).join('\n') ?? ''),
      'This is a bug in tn-docs, not in your content. Please report it with the command you ran.',
    ].join('\n');
  }
  const one = (x: TnError) => {
    const label = x.severity === 'warning' ? yellow(`warning ${x.code}`) : red(`error ${x.code}`);
    const parts = [label + (x.loc ? ` ${cyan(formatLocation(x.loc))}` : ''), x.message];
    if (x.frame) parts.push(dim(x.frame));
    if (x.hint) parts.push(`hint: ${x.hint}`);
    return parts.join('\n');
  };
  return list.map(one).join('\n\n');
}

/** A GitHub Actions annotation line (`::error file=...,line=...::message`) for one error. */
export function formatGithubAnnotation(x: TnError): string {
  const props = [
    x.loc?.file && `file=${x.loc.file}`,
    x.loc?.line && `line=${x.loc.line}`,
    x.loc?.column && `col=${x.loc.column}`,
    `title=${x.code}`,
  ]
    .filter(Boolean)
    .join(',');
  const text = x.message + (x.hint ? ` — ${x.hint}` : '');
  const escaped = text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  return `::${x.severity} ${props}::${escaped}`;
}
