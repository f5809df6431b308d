import type { Point } from 'unist';

/** A page's lines (without their `\n`), where each starts, and points as micromark gives them. */
export interface Lines {
  source: string;
  text: string[];
  start: number[];
  /** The 1-based line and column of an offset, with the offset. */
  point(offset: number): Point;
}

export function pageLines(source: string): Lines {
  const text = source.split('\n');
  const start: number[] = [];
  for (let i = 0, at = 0; i < text.length; i++) {
    start.push(at);
    at += text[i].length + 1;
  }
  const point = (offset: number): Point => {
    let lo = 0;
    let hi = start.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (start[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - start[lo] + 1, offset };
  };
  return { source, text, start, point };
}
