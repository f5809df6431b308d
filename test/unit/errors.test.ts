import { describe, expect, it } from 'vitest';
import { attachFrames } from '../../cli/util/attachFrames.js';
import { codeFrame } from '../../cli/util/codeFrame.js';
import {
  errorFromJSON,
  errorsFromJSON,
  errorToJSON,
  TnError,
  TnErrorList,
} from '../../cli/util/errors.js';
import { formatError, formatGithubAnnotation } from '../../cli/util/formatError.js';

/** The column (0-based, in the printed frame) of the caret and of `needle` on the marked line. */
function caretAndTarget(frame: string, needle: string) {
  const rows = frame.split('\n');
  const marked = rows.findIndex((r) => r.startsWith('>'));
  return { caret: rows[marked + 1].indexOf('^'), target: rows[marked].indexOf(needle) };
}

describe('codeFrame', () => {
  it('marks the line and puts the caret under the column', () => {
    const frame = codeFrame('one\ntwo\nthree <b oops\nfour\nfive\nsix', 3, 7);
    expect(frame).toBe(
      [
        '  1 | one',
        '  2 | two',
        '> 3 | three <b oops',
        '    |       ^',
        '  4 | four',
        '  5 | five',
      ].join('\n'),
    );
  });

  it('keeps the caret under its character when the line has tabs', () => {
    const line = '\tx\t= [broken](/nope)';
    const col = line.indexOf('[') + 1;
    const frame = codeFrame(`a\n${line}\nb`, 2, col);
    const { caret, target } = caretAndTarget(frame, '[broken]');
    expect(caret).toBe(target);
    expect(frame).not.toContain('\t');
  });

  it('reads CRLF and CR line ends as line ends', () => {
    expect(codeFrame('a\r\nbb\r\ncc', 2, 2)).toBe(
      ['  1 | a', '> 2 | bb', '    |  ^', '  3 | cc'].join('\n'),
    );
    expect(codeFrame('a\rbb', 2, 1)).toContain('> 2 | bb');
  });

  it('shows a window around a column far along a long line, caret still under it', () => {
    const line = 'x'.repeat(300) + 'TARGET' + 'y'.repeat(300);
    const frame = codeFrame(line, 1, 301, { width: 80 });
    const rows = frame.split('\n');
    expect(Math.max(...rows.map((r) => r.length))).toBeLessThanOrEqual(82);
    expect(rows[0]).toMatch(/^> 1 \| …x+TARGETy+…$/);
    const { caret, target } = caretAndTarget(frame, 'TARGET');
    expect(caret).toBe(target);
  });

  it('clamps a column past the end of the line to just after it', () => {
    const frame = codeFrame('short', 1, 99);
    expect(frame.split('\n')[1]).toBe('    |      ^');
  });

  it('returns nothing for a line out of range', () => {
    expect(codeFrame('a\nb', 0)).toBe('');
    expect(codeFrame('a\nb', 3)).toBe('');
    expect(codeFrame('a\nb\n', 3)).toBe('');
    expect(codeFrame('a', Number.NaN)).toBe('');
  });
});

describe('formatError', () => {
  const e = new TnError('BROKEN_LINK', 'Broken link: /nope (no page at /nope)', {
    loc: { file: 'docs/intro.md', line: 5, column: 1 },
    frame: '> 5 | [x](/nope)\n    | ^',
    hint: 'Did you mean /docs/intro?',
  });

  it('prints code, place, message, frame and hint in that order', () => {
    expect(formatError(e)).toBe(
      [
        'error BROKEN_LINK docs/intro.md:5:1',
        'Broken link: /nope (no page at /nope)',
        '> 5 | [x](/nope)',
        '    | ^',
        'hint: Did you mean /docs/intro?',
      ].join('\n'),
    );
  });

  it('prints a warning as a warning, and every error of a list', () => {
    const w = new TnError('ORPHAN_PAGE', 'No links.', { severity: 'warning' });
    expect(formatError(w)).toBe('warning ORPHAN_PAGE\nNo links.');
    expect(formatError(new TnErrorList([e, w]))).toBe(`${formatError(e)}\n\n${formatError(w)}`);
  });

  it('colours only when asked', () => {
    expect(formatError(e)).not.toContain('\x1b[');
    expect(formatError(e, true)).toContain('\x1b[31merror BROKEN_LINK\x1b[39m');
  });

  it('calls anything else a bug in tn-docs', () => {
    const text = formatError(new RangeError('boom'));
    expect(text).toMatch(/^Internal error: boom\n/);
    expect(text).toContain('This is a bug in tn-docs');
  });

  it('writes a GitHub annotation with its properties and escaped newlines', () => {
    const line = formatGithubAnnotation(
      new TnError('X', 'two\nlines 100%', { loc: { file: 'a.md', line: 2 }, severity: 'warning' }),
    );
    expect(line).toBe('::warning file=a.md,line=2,title=X::two%0Alines 100%25');
  });
});

describe('error JSON', () => {
  it('round-trips every field through JSON text', () => {
    const e = new TnError('MDX_SYNTAX', 'MDX syntax error: x', {
      loc: { file: 'docs/a.md', line: 3, column: 9 },
      frame: '> 3 | x',
      hint: 'Fix it.',
      severity: 'warning',
    });
    const [json] = errorToJSON(e);
    const back = errorFromJSON(JSON.parse(JSON.stringify(json)) as typeof json);
    for (const k of ['code', 'message', 'file', 'line', 'column', 'frame', 'hint', 'severity'])
      expect(back[k as keyof TnError], k).toEqual(e[k as keyof TnError]);
    expect(errorToJSON(back)).toEqual([json]);
  });

  it('keeps every error of a list, each with its position (what a worker thread sends)', () => {
    const list = new TnErrorList([
      new TnError('A', 'first', { loc: { file: 'a.md', line: 1, column: 2 } }),
      new TnError('B', 'second', { loc: { file: 'b.md', line: 3, column: 4 } }),
    ]);
    const back = errorsFromJSON(JSON.parse(JSON.stringify(errorToJSON(list))) as never);
    expect(back).toBeInstanceOf(TnErrorList);
    expect((back as TnErrorList).errors.map((x) => [x.code, x.file, x.line, x.column])).toEqual([
      ['A', 'a.md', 1, 2],
      ['B', 'b.md', 3, 4],
    ]);
  });

  it('keeps a crash a crash', () => {
    const back = errorsFromJSON(errorToJSON(new TypeError('x is undefined')));
    expect(back).not.toBeInstanceOf(TnError);
    expect(formatError(back)).toContain('Internal error: x is undefined');
  });
});

describe('paths and frames in one place', () => {
  it('makes an absolute path relative to the current directory, once', () => {
    const abs = `${process.cwd()}/docs/intro.md`;
    const e = new TnError('X', 'm', { loc: { file: abs, line: 1 } });
    expect(e.file).toBe('docs/intro.md');
    expect(new TnError('X', 'm', { loc: { file: e.file! } }).file).toBe('docs/intro.md');
  });

  it('attaches the frame of the file an error points at', () => {
    const errors = [
      new TnError('A', 'a', { loc: { file: 'x.md', line: 2, column: 3 } }),
      new TnError('B', 'b', { loc: { file: 'x.md' } }),
      new TnError('C', 'c', { loc: { file: 'gone.md', line: 1 } }),
    ];
    const reads: string[] = [];
    attachFrames(errors, (f) => {
      reads.push(f);
      if (f === 'gone.md') throw new Error('ENOENT');
      return 'one\ntwo\nthree';
    });
    expect(errors[0].frame).toBe(codeFrame('one\ntwo\nthree', 2, 3));
    expect(errors[1].frame).toBeUndefined();
    expect(errors[2].frame).toBeUndefined();
    expect(reads).toEqual(['x.md', 'gone.md']);
  });
});
