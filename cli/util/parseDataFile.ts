import { yamlLib } from './yamlLib.js';
import { TnError } from './errors.js';

/** Line and column (1-based) of a character offset. */
function positionOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

/** Where JSON.parse stopped: V8 names an offset, or a line and column, or the end of the text. */
function jsonErrorAt(message: string, text: string): { line: number; column: number } {
  const lc = /line (\d+) column (\d+)/.exec(message);
  if (lc) return { line: Number(lc[1]), column: Number(lc[2]) };
  const offset = /at position (\d+)/.exec(message);
  return positionOf(text, offset ? Number(offset[1]) : text.trimEnd().length);
}

/**
 * Parses a JSON or YAML data file (authors.yml, _category_.json); a syntax error becomes a TnError
 * at the parser's line and column (issue 12: before, only the file was named).
 */
export function parseDataFile(
  text: string,
  file: string,
  problem: { code: string; hint: string },
): unknown {
  try {
    return /\.json$/i.test(file) ? JSON.parse(text) : yamlLib().parse(text);
  } catch (e) {
    const message = (e as Error).message.split('\n')[0].replace(/ at line \d+, column \d+:$/, '');
    const at =
      e instanceof yamlLib().YAMLParseError
        ? { line: e.linePos?.[0].line, column: e.linePos?.[0].col }
        : jsonErrorAt(message, text);
    throw new TnError(problem.code, `Cannot parse ${file.split(/[\\/]/).pop()}: ${message}`, {
      loc: { file, ...at },
      hint: problem.hint,
    });
  }
}
