import type { Finding } from './checkSite.js';

/** Prints findings as text, JSON or GitHub annotations; returns the exit code. */
export function report(
  findings: Finding[],
  o: { format: 'human' | 'json' | 'github'; strict: boolean; color: boolean },
): number {
  const errors = findings.filter((f) => f.severity === 'error');
  const warnings = findings.filter((f) => f.severity === 'warning');
  const failed = errors.length > 0 || (o.strict && warnings.length > 0);
  const where = (f: Finding) =>
    f.file ? `${f.file}${f.line ? `:${f.line}:${f.column ?? 1}` : ''}` : '';
  if (o.format === 'json') {
    process.stdout.write(
      JSON.stringify({ errors: errors.length, warnings: warnings.length, findings }, null, 2) +
        '\n',
    );
  } else if (o.format === 'github') {
    for (const f of findings) {
      const props = [
        f.file && `file=${f.file}`,
        f.line && `line=${f.line}`,
        f.column && `col=${f.column}`,
        `title=${f.code}`,
      ]
        .filter(Boolean)
        .join(',');
      process.stdout.write(
        `::${f.severity === 'error' ? 'error' : 'warning'} ${props}::${(f.message + (f.hint ? ` — ${f.hint}` : '')).replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')}\n`,
      );
    }
  } else {
    const c = (code: string, s: string) => (o.color ? `\x1b[${code}m${s}\x1b[0m` : s);
    for (const f of findings) {
      process.stdout.write(
        `${f.severity === 'error' ? c('31', 'error') : c('33', 'warning')} ${c('36', where(f))} ${f.message}\n${f.hint ? `  ${c('2', 'hint: ' + f.hint)}\n` : ''}`,
      );
    }
    process.stdout.write(
      `${failed ? c('31', '✖') : c('32', '✔')} ${errors.length} error${errors.length === 1 ? '' : 's'}, ${warnings.length} warning${warnings.length === 1 ? '' : 's'}\n`,
    );
  }
  return failed ? 1 : 0;
}
