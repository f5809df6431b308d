// The one fence rule every line-by-line pass uses (cli/mdx/markdownLines.ts), tested once.
import { describe, expect, it } from 'vitest';
import { closesFence, FenceScanner, fenceOpening } from '../../cli/mdx/markdownLines.js';

/** Which lines of `text` a scanner reads as fenced code, as a string of c (code) and t (text). */
function kinds(text: string, nested = false): string {
  const scanner = new FenceScanner(nested);
  return text
    .split('\n')
    .map((line) => (scanner.code(line) ? 'c' : 't'))
    .join('');
}

describe('a fence opening', () => {
  it('is three or more backticks or tildes after at most three spaces', () => {
    expect(fenceOpening('```')).toEqual({ marker: '```', indent: 0, info: '' });
    expect(fenceOpening('   ~~~~ yaml title="a"')).toEqual({
      marker: '~~~~',
      indent: 3,
      info: 'yaml title="a"',
    });
    expect(fenceOpening('    ```')).toBeNull(); // indented code
    expect(fenceOpening('``')).toBeNull();
    expect(fenceOpening('text ```')).toBeNull();
  });

  it('has no backtick in a backtick fence info string (that is inline code), but may in a tilde one', () => {
    expect(fenceOpening('```js `x` ```')).toBeNull();
    expect(fenceOpening('~~~ a`b')).toEqual({ marker: '~~~', indent: 0, info: 'a`b' });
  });

  it('in a nested scan, comes after list and quote markers at any indentation', () => {
    expect(fenceOpening('> ```js', true)?.info).toBe('js');
    expect(fenceOpening('- > 1. ~~~', true)?.marker).toBe('~~~');
    expect(fenceOpening('      ```bash', true)?.indent).toBe(6);
    expect(fenceOpening('> ```js')).toBeNull();
  });
});

describe('a fence closing', () => {
  it('is the same character, at least as long, with only spaces and tabs after', () => {
    expect(closesFence('```', '```')).toBe(true);
    expect(closesFence('`````  \t', '```')).toBe(true);
    expect(closesFence('  ```', '```')).toBe(true);
    expect(closesFence('``', '```')).toBe(false);
    expect(closesFence('~~~', '```')).toBe(false);
    expect(closesFence('```js', '```')).toBe(false);
    expect(closesFence('    ```', '```')).toBe(false);
    expect(closesFence('> ```', '```', true)).toBe(true);
  });
});

describe('the scanner', () => {
  it('marks the opening, the code and the closing line, and an unclosed fence to the end', () => {
    expect(kinds('a\n```\ncode\n```\nb')).toBe('tccct');
    expect(kinds('a\n~~~~\n~~~\n```\n~~~~~\nb')).toBe('tcccct');
    expect(kinds('```\nnever closed\n\ntext')).toBe('cccc');
  });

  it('reads fences inside quotes and list items only when nested', () => {
    expect(kinds('> ```\n> x\n> ```\ny', true)).toBe('ccct');
    expect(kinds('> ```\n> x\n> ```\ny')).toBe('tttt');
  });

  it('tells which fence a line opened, and can be told a line cannot open one', () => {
    const s = new FenceScanner();
    expect(s.code('```ts')).toBe(true);
    expect(s.opened?.info).toBe('ts');
    expect(s.code('x')).toBe(true);
    expect(s.opened).toBeNull();
    expect(s.code('```')).toBe(true);
    expect(s.code('```', false)).toBe(false);
  });
});
