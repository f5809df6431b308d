/**
 * Parsed front matter and data files kept between builds (issue 28): parsing the YAML of every page
 * took about a quarter of a rebuild with nothing to compile (60 ms of 270 on this site). A result is
 * named by the text it was parsed from, so an edited file is parsed again and an unchanged one is
 * not; a parse error is never kept (the parser reports it again). One small file in the cache folder,
 * tied to this version of tn-docs (and so of the yaml library it was built with); one it cannot read
 * is ignored.
 */
import fs from 'node:fs';
import path from 'node:path';
import { engineStamp } from '../util/engineStamp.js';
import { hash } from '../util/hash.js';
import { writeAsideSync } from '../util/writeAside.js';
import { parseDataFile } from '../util/parseDataFile.js';
import { parseYaml, type ParsedYaml } from './parseFrontMatter.js';
import type { Parsers } from './readSource.js';

interface MemoFile {
  engine: string;
  /** Hash of the parser's name and the text → the parsed result as JSON. */
  parsed: Record<string, string>;
}

/** Whether JSON gives `v` back as it is (no non-finite number, no object of a class). */
function jsonSafe(v: unknown): boolean {
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return true;
  if (typeof v === 'number') return Number.isFinite(v);
  if (Array.isArray(v)) return v.every(jsonSafe);
  if (typeof v !== 'object' || Object.getPrototypeOf(v) !== Object.prototype) return false;
  return Object.values(v).every(jsonSafe);
}

export class ParseMemo implements Parsers {
  private readonly used = new Map<string, string>();
  private added = 0;

  private constructor(
    private readonly file: string,
    private readonly known: Record<string, string>,
  ) {}

  /** The memo kept in `cacheDir` (empty if there is none, or one it cannot trust). */
  static open(cacheDir: string): ParseMemo {
    const file = path.join(cacheDir, 'parsed.json');
    let known: Record<string, string> = {};
    try {
      const data = JSON.parse(fs.readFileSync(file, 'utf8')) as MemoFile;
      if (data.engine === engineStamp() && typeof data.parsed === 'object' && data.parsed)
        known = data.parsed;
    } catch {
      // none yet, or unreadable: everything is parsed
    }
    return new ParseMemo(file, known);
  }

  /** `parse()`, or what it gave for the same `text` before (a fresh copy each time). */
  private memo<T>(kind: string, text: string, parse: () => T): T {
    const key = hash(`${kind}\0${text}`, 24);
    const kept = this.used.get(key) ?? this.known[key];
    if (typeof kept === 'string') {
      this.used.set(key, kept);
      return JSON.parse(kept) as T;
    }
    const parsed = parse();
    if (jsonSafe(parsed)) {
      this.used.set(key, JSON.stringify(parsed));
      this.added++;
    }
    return parsed;
  }

  readonly frontMatter = (yaml: string, file: string): ParsedYaml =>
    this.memo('front matter', yaml, () => parseYaml(yaml, file));

  readonly dataFile: Parsers['dataFile'] = (text, file, problem) =>
    // the file's type decides the parser: .json and .yml of the same text differ
    this.memo(`data ${path.extname(file).toLowerCase()}`, text, () =>
      parseDataFile(text, file, problem),
    );

  /** Writes what was parsed since it was opened, if anything is new or went unused. */
  save(): void {
    if (!this.added && this.used.size === Object.keys(this.known).length) return;
    const data: MemoFile = { engine: engineStamp(), parsed: Object.fromEntries(this.used) };
    try {
      fs.mkdirSync(path.dirname(this.file), { recursive: true });
      writeAsideSync(this.file, JSON.stringify(data));
    } catch {
      // a memo that cannot be written costs the next build its parsing, nothing else (writeAsideSync
      // leaves no file beside it)
    }
  }
}
