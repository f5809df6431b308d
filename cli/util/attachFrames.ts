import fs from 'node:fs';
import { codeFrame } from './codeFrame.js';
import type { TnError } from './errors.js';

/**
 * Gives every error that has a line but no frame the code frame of its file, read once per file.
 * Called where errors are shown (the terminal, `check`), so the stages that find problems need not
 * carry every file's text around. A file that cannot be read just gets no frame.
 */
export function attachFrames(
  errors: readonly TnError[],
  read: (file: string) => string = (f) => fs.readFileSync(f, 'utf8'),
): void {
  const sources = new Map<string, string | null>();
  for (const e of errors) {
    if (e.frame || !e.loc?.line) continue;
    const file = e.loc.file;
    if (!sources.has(file)) {
      try {
        sources.set(file, read(file));
      } catch {
        sources.set(file, null);
      }
    }
    const source = sources.get(file);
    if (source) e.frame = codeFrame(source, e.loc.line, e.loc.column) || undefined;
  }
}
