import { codeFrame } from './codeFrame.js';

/**
 * Where a module that has no default export (a config or sidebars file) goes wrong (issue 30): its
 * first named export (`export const c = defineConfig(…)`: most likely the one meant as the
 * default), else its last line, where a default export would go. With a frame and the name.
 */
export function exportsWithoutDefault(source: string): {
  line: number;
  column: number;
  frame: string;
  name?: string;
} {
  const lines = source.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^(\s*)export\s+(?:const|let|var|async\s+function|function|class)\s+([\w$]+)/.exec(
      lines[i],
    );
    if (m)
      return {
        line: i + 1,
        column: m[1].length + 1,
        frame: codeFrame(source, i + 1, m[1].length + 1),
        name: m[2],
      };
  }
  let last = lines.length;
  while (last > 1 && !lines[last - 1].trim()) last--;
  return { line: last, column: 1, frame: codeFrame(source, last, 1) };
}
