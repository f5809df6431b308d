import { attachFrames } from '../util/attachFrames.js';
import { errorToJSON, type TnError } from '../util/errors.js';
import { formatError, formatGithubAnnotation } from '../util/formatError.js';
import type { Checked } from './checkSite.js';

export interface ReportOptions {
  format: 'human' | 'json' | 'github';
  strict: boolean;
  color: boolean;
  /** Where the text goes (stdout unless a test captures it). */
  write?: (text: string) => void;
}

/**
 * Prints findings as text, JSON or GitHub annotations, then what was checked; returns the exit
 * code.
 */
export function report(findings: TnError[], checked: Checked | null, o: ReportOptions): number {
  const write = o.write ?? ((s: string) => void process.stdout.write(s));
  const errors = findings.filter((f) => f.severity === 'error').length;
  const warnings = findings.length - errors;
  const failed = errors > 0 || (o.strict && warnings > 0);
  if (o.format === 'json') {
    const json = { errors, warnings, checked, findings: findings.flatMap(errorToJSON) };
    write(JSON.stringify(json, null, 2) + '\n');
    return failed ? 1 : 0;
  }
  if (o.format === 'github') {
    for (const f of findings) write(formatGithubAnnotation(f) + '\n');
    write(summary(checked, errors, warnings) + '\n');
    return failed ? 1 : 0;
  }
  attachFrames(findings);
  for (const f of findings) write(formatError(f, o.color) + '\n\n');
  const mark = failed ? '✖' : '✔';
  const painted = o.color ? `\x1b[${failed ? 31 : 32}m${mark}\x1b[39m` : mark;
  write(`${painted} ${summary(checked, errors, warnings)}\n`);
  return failed ? 1 : 0;
}

/** "140 pages, 1,812 links, 433 anchors: 0 errors, 2 warnings" */
export function summary(checked: Checked | null, errors: number, warnings: number): string {
  const n = (count: number, word: string) =>
    `${count.toLocaleString('en-US')} ${word}${count === 1 ? '' : 's'}`;
  const what = checked
    ? `${n(checked.pages, 'page')}, ${n(checked.links, 'link')}, ${n(checked.anchors, 'anchor')}: `
    : '';
  return `${what}${n(errors, 'error')}, ${n(warnings, 'warning')}`;
}
