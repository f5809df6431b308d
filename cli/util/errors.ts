/** A mistake in content or configuration: printed as file:line:col, a code frame and a hint, never a stack. */
export interface SourceLocation {
  file: string;
  line?: number;
  column?: number;
}

export class TnError extends Error {
  readonly code: string;
  readonly loc?: SourceLocation;
  readonly hint?: string;
  frame?: string;

  constructor(
    code: string,
    message: string,
    opts: { loc?: SourceLocation; hint?: string; frame?: string; cause?: unknown } = {},
  ) {
    super(message, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.name = 'TnError';
    this.code = code;
    this.loc = opts.loc;
    this.hint = opts.hint;
    this.frame = opts.frame;
  }
}

/** Several errors found in one pass (e.g. every broken sidebar entry), reported together. */
export class TnErrorList extends Error {
  readonly errors: TnError[];
  constructor(errors: TnError[]) {
    super(`${errors.length} error${errors.length === 1 ? '' : 's'}`);
    this.name = 'TnErrorList';
    this.errors = errors;
  }
}

export function isTnError(e: unknown): e is TnError {
  return e instanceof Error && (e as TnError).name === 'TnError';
}

/** Lines around `line` (1-based) with a caret under `column`. Tolerates CRLF, tabs and out-of-range positions. */
export function codeFrame(source: string, line: number, column = 1, context = 2): string {
  const lines = source.split(/\r?\n/);
  if (line < 1 || line > lines.length) return '';
  const start = Math.max(1, line - context);
  const end = Math.min(lines.length, line + context);
  const width = String(end).length;
  const out: string[] = [];
  for (let n = start; n <= end; n++) {
    let text = lines[n - 1].replace(/\t/g, '  ');
    if (text.length > 160) text = text.slice(0, 157) + '...';
    out.push(`${n === line ? '>' : ' '} ${String(n).padStart(width)} | ${text}`);
    if (n === line) {
      const col = Math.max(1, Math.min(column, text.length + 1));
      out.push(`  ${' '.repeat(width)} | ${' '.repeat(col - 1)}^`);
    }
  }
  return out.join('\n');
}

export function formatLocation(loc?: SourceLocation): string {
  if (!loc) return '';
  return loc.line ? `${loc.file}:${loc.line}:${loc.column ?? 1}` : loc.file;
}

/** The one text shown for an error, in the terminal and in the dev overlay. */
export function formatError(e: unknown, color = false): string {
  const red = (s: string) => (color ? `\x1b[31m${s}\x1b[39m` : s);
  const dim = (s: string) => (color ? `\x1b[2m${s}\x1b[22m` : s);
  const cyan = (s: string) => (color ? `\x1b[36m${s}\x1b[39m` : s);
  if (e instanceof TnErrorList) return e.errors.map((x) => formatError(x, color)).join('\n\n');
  if (!isTnError(e)) {
    const err = e as Error;
    return (
      red(`Internal error: ${err?.message ?? String(e)}`) +
      '\n' +
      dim(err?.stack?.split('\n').slice(1, 6).join('\n') ?? '') +
      '\nThis is a bug in tn-docs, not in your content. Please report it with the command you ran.'
    );
  }
  const parts = [red(`error ${e.code}`) + (e.loc ? ` ${cyan(formatLocation(e.loc))}` : '')];
  parts.push(e.message);
  if (e.frame) parts.push(dim(e.frame));
  if (e.hint) parts.push(`hint: ${e.hint}`);
  return parts.join('\n');
}

export function errorToJSON(e: unknown): {
  code: string;
  message: string;
  file?: string;
  line?: number;
  column?: number;
  hint?: string;
  frame?: string;
}[] {
  if (e instanceof TnErrorList) return e.errors.flatMap((x) => errorToJSON(x));
  if (!isTnError(e)) return [{ code: 'INTERNAL', message: (e as Error)?.message ?? String(e) }];
  return [
    {
      code: e.code,
      message: e.message,
      file: e.loc?.file,
      line: e.loc?.line,
      column: e.loc?.column,
      hint: e.hint,
      frame: e.frame,
    },
  ];
}
