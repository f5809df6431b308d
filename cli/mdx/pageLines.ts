import type { Point } from 'unist';
import { rangeOf } from '../../runtime/search/searchFormat.js';

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
    const line = rangeOf(start, offset);
    return { line: line + 1, column: offset - start[line] + 1, offset };
  };
  return { source, text, start, point };
}
