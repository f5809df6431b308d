import fs from 'node:fs/promises';
import { displayPath } from '../util/displayPath.js';
import { parseFrontMatter } from './parseFrontMatter.js';
import type { SourceFile } from './types.js';

export async function readSource(abs: string): Promise<SourceFile> {
  const source = (await fs.readFile(abs, 'utf8')).replace(/^\uFEFF/, '');
  const rel = displayPath(abs);
  const fm = parseFrontMatter(source, rel);
  return { abs, rel, source, body: fm.body, frontMatter: fm.data, keyLines: fm.keyLines };
}
