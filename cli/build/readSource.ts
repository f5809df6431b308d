import fs from 'node:fs/promises';
import path from 'node:path';
import { parseFrontMatter } from './parseFrontMatter.js';
import type { SourceFile } from './types.js';

export async function readSource(abs: string): Promise<SourceFile> {
  const source = (await fs.readFile(abs, 'utf8')).replace(/^\uFEFF/, '');
  const rel = path.relative(process.cwd(), abs) || abs;
  const fm = parseFrontMatter(source, rel);
  return { abs, rel, source, body: fm.body, frontMatter: fm.data, keyLines: fm.keyLines };
}
