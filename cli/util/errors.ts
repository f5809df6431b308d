/**
 * The one error object of tn-docs. Build, check, the JSON and GitHub reporters and the dev-server
 * overlay all carry a TnError (or its JSON form) and print it with formatError (see
 * formatError.ts).
 */
import type { DevError } from '../../runtime/shared/devProtocol.js';
import { displayPath } from './displayPath.js';

export interface SourceLocation {
  file: string;
  line?: number;
  column?: number;
}

export type Severity = 'error' | 'warning';

export interface TnErrorOptions {
  loc?: SourceLocation;
  hint?: string;
  frame?: string;
  severity?: Severity;
  cause?: unknown;
}

/**
 * A mistake in content or configuration: printed as file:line:col, a code frame and a hint, never a
 * stack.
 */
export class TnError extends Error {
  readonly code: string;
  readonly loc?: SourceLocation;
  readonly hint?: string;
  readonly severity: Severity;
  frame?: string;

  constructor(code: string, message: string, opts: TnErrorOptions = {}) {
    super(message, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.name = 'TnError';
    this.code = code;
    // paths are made relative here and nowhere else, so every error prints its file the same way
    this.loc = opts.loc && { ...opts.loc, file: displayPath(opts.loc.file) };
    this.hint = opts.hint;
    this.frame = opts.frame;
    this.severity = opts.severity ?? 'error';
  }

  get file(): string | undefined {
    return this.loc?.file;
  }
  get line(): number | undefined {
    return this.loc?.line;
  }
  get column(): number | undefined {
    return this.loc?.column;
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

/** The TnErrors inside a thrown value (a TnError, a TnErrorList), or null for anything else. */
export function tnErrorsOf(e: unknown): TnError[] | null {
  if (e instanceof TnErrorList) return e.errors;
  return isTnError(e) ? [e] : null;
}

/** Throws nothing for no errors, the error itself for one, a TnErrorList for more. */
export function throwErrors(errors: TnError[]): void {
  if (errors.length) throw errors.length === 1 ? errors[0] : new TnErrorList(errors);
}

/**
 * The JSON form of a TnError: what `check --format json` prints, worker threads send and the dev server's
 * overlay shows (the protocol's DevError, declared once in runtime/shared).
 */
export type ErrorJSON = DevError & { severity: Severity };

export function errorToJSON(e: unknown): ErrorJSON[] {
  const list = tnErrorsOf(e);
  if (!list) {
    return [{ severity: 'error', code: 'INTERNAL', message: (e as Error)?.message ?? String(e) }];
  }
  return list.map((x) => ({
    severity: x.severity,
    code: x.code,
    message: x.message,
    file: x.loc?.file,
    line: x.loc?.line,
    column: x.loc?.column,
    frame: x.frame,
    hint: x.hint,
  }));
}

export function errorFromJSON(j: ErrorJSON): TnError {
  return new TnError(j.code, j.message, {
    loc: j.file ? { file: j.file, line: j.line, column: j.column } : undefined,
    hint: j.hint,
    frame: j.frame,
    severity: j.severity,
  });
}

/** Rebuilds what a worker thread sent: one TnError, or a TnErrorList when it found several. */
export function errorsFromJSON(list: ErrorJSON[]): Error {
  // a crash inside the worker stays an internal error (printed as a bug), not a user mistake
  if (list.length === 1 && list[0].code === 'INTERNAL') return new Error(list[0].message);
  const errors = list.map(errorFromJSON);
  return errors.length === 1 ? errors[0] : new TnErrorList(errors);
}
