import { displayPath } from '../util/displayPath.js';
import { readTextFile } from '../util/userErrorOf.js';
import { parseFrontMatter } from './parseFrontMatter.js';
import type { SourceFile } from './types.js';

export async function readSource(abs: string): Promise<SourceFile> {
  const source = (await readTextFile(abs)).replace(/^\uFEFF/, '');
  const rel = displayPath(abs);
  const fm = parseFrontMatter(source, rel);
  return { abs, rel, source, body: fm.body, frontMatter: fm.data, keyLines: fm.keyLines };
}
