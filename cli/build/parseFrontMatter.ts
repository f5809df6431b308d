import { yamlLib } from '../util/yamlLib.js';
import * as z from 'zod';
import { TnError } from '../util/errors.js';

export interface FrontMatterResult {
  data: Record<string, unknown>;
  /**
   * The body with the front matter blanked (newlines kept), so MDX positions stay true to the file.
   */
  body: string;
  /** Line (1-based) of each top-level key, for errors that point at a value. */
  keyLines: Record<string, number>;
}

const FENCE = /^---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(\r?\n|$)/;

/** Parsed YAML front matter: what FrontMatterResult holds besides the body. */
export type ParsedYaml = Pick<FrontMatterResult, 'data' | 'keyLines'>;

/**
 * Splits the front matter from a page and parses its YAML, with `parseYaml` (a memo of it, say:
 * frontMatterMemo.ts) or the yaml library's parser.
 */
export function parseFrontMatter(
  source: string,
  file: string,
  parse: (yaml: string, file: string) => ParsedYaml = parseYaml,
): FrontMatterResult {
  const m = FENCE.exec(source);
  if (!m && /^---[ \t]*\r?\n/.test(source))
    // without this, the YAML would be rendered as the page's first paragraphs (issue 12)
    throw new TnError('FRONT_MATTER_UNCLOSED', 'The front matter opened here is never closed.', {
      loc: { file, line: 1, column: 1 },
      hint: 'End the front matter with a line holding only ---, or remove the opening --- line.',
    });
  if (!m) return { data: {}, body: source, keyLines: {} };
  const blank = m[0].replace(/[^\r\n]/g, '');
  return { ...parse(m[1] ?? '', file), body: blank + source.slice(m[0].length) };
}

/** The front matter's YAML (without its --- lines) as data, with the line of each top-level key. */
export function parseYaml(text: string, file: string): ParsedYaml {
  const { LineCounter, parseDocument, isMap, isScalar } = yamlLib();
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false });
  if (doc.errors.length) {
    const err = doc.errors[0];
    const pos = lineCounter.linePos(err.pos[0]);
    throw new TnError(
      'FRONT_MATTER_YAML',
      `Front matter is not valid YAML: ${err.message.split('\n')[0]}`,
      {
        loc: { file, line: pos.line + 1, column: pos.col },
        hint: 'Front matter is YAML between two --- lines; quote values that contain ":" or "#".',
      },
    );
  }
  const data = (doc.toJS() ?? {}) as Record<string, unknown>;
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new TnError(
      'FRONT_MATTER_YAML',
      'Front matter must be a YAML mapping (key: value lines).',
      { loc: { file, line: 2, column: 1 }, hint: 'Example: title: My page' },
    );
  }
  const keyLines: Record<string, number> = {};
  if (isMap(doc.contents)) {
    for (const pair of doc.contents.items) {
      if (isScalar(pair.key) && pair.key.range)
        keyLines[String(pair.key.value)] = lineCounter.linePos(pair.key.range[0]).line + 1;
    }
  }
  return { data, keyLines };
}

type Kind =
  'string' | 'number' | 'boolean' | 'string[]' | 'string|string[]' | 'string|object' | 'any';

/** Any object, a list among them (a tag given as `{ label, permalink }`, say). */
const anyObject = z.custom<object>((v) => typeof v === 'object' && v !== null);

/**
 * A string as Docusaurus's front matter schema takes one (JoiFrontMatter): YAML's numbers and dates
 * are read as their text (`keywords: [404, not found]`).
 */
const fmString = z.preprocess(
  (v) => (typeof v === 'number' || v instanceof Date ? v.toString() : v),
  z.string(),
);

const KIND_SCHEMA: Record<Kind, z.ZodType> = {
  string: fmString,
  // zod's number is finite: YAML's .inf and .nan are refused
  number: z.number(),
  boolean: z.boolean(),
  'string[]': z.array(fmString),
  'string|string[]': z.union([fmString, z.array(z.union([fmString, anyObject]))]),
  'string|object': z.union([z.string(), anyObject, z.null()]),
  any: z.unknown(),
};

const KIND_TEXT: Record<Kind, string> = {
  string: 'a string',
  number: 'a number',
  boolean: 'true or false',
  'string[]': 'a list of strings',
  'string|string[]': 'a string or a list',
  'string|object': 'a string, an object or null',
  any: 'any value',
};

/** The keys a kind of page knows, with the kind of value each takes; other keys are kept. */
export interface FrontMatterSchema {
  kinds: Record<string, Kind>;
  schema: z.ZodType<Record<string, unknown>>;
}

function frontMatterSchema(kinds: Record<string, Kind>): FrontMatterSchema {
  const shape = Object.fromEntries(
    Object.entries(kinds).map(([key, kind]) => [key, KIND_SCHEMA[kind].optional()]),
  );
  // loose: Docusaurus allows keys of the site's own
  return { kinds, schema: z.looseObject(shape) };
}

export const DOC_FRONT_MATTER = frontMatterSchema({
  id: 'string',
  title: 'string',
  slug: 'string',
  sidebar_label: 'string',
  sidebar_position: 'number',
  sidebar_class_name: 'string',
  description: 'string',
  keywords: 'string[]',
  tags: 'string|string[]',
  hide_title: 'boolean',
  hide_table_of_contents: 'boolean',
  toc_min_heading_level: 'number',
  toc_max_heading_level: 'number',
  pagination_prev: 'string|object',
  pagination_next: 'string|object',
  pagination_label: 'string',
  draft: 'boolean',
  unlisted: 'boolean',
  last_update: 'any',
  image: 'string',
  custom_edit_url: 'string|object',
  displayed_sidebar: 'string|object',
  parse_number_prefixes: 'boolean',
  sidebar_custom_props: 'any',
});

export const BLOG_FRONT_MATTER = frontMatterSchema({
  title: 'string',
  slug: 'string',
  description: 'string',
  date: 'any',
  authors: 'any',
  tags: 'string|string[]',
  keywords: 'string[]',
  draft: 'boolean',
  unlisted: 'boolean',
  image: 'string',
  hide_table_of_contents: 'boolean',
  toc_min_heading_level: 'number',
  toc_max_heading_level: 'number',
  sidebar_label: 'string',
  last_update: 'any',
});

export const PAGE_FRONT_MATTER = frontMatterSchema({
  title: 'string',
  description: 'string',
  keywords: 'string[]',
  hide_table_of_contents: 'boolean',
  toc_min_heading_level: 'number',
  toc_max_heading_level: 'number',
  draft: 'boolean',
  unlisted: 'boolean',
  image: 'string',
  wrapperClassName: 'string',
  slug: 'string',
});

function hintFor(key: string, kind: Kind): string {
  if (kind === 'number') return `Write ${key}: 3 (without quotes).`;
  if (kind === 'boolean') return `Write ${key}: true or ${key}: false.`;
  if (kind === 'string[]') return `Write ${key}: [a, b].`;
  return `Quote the value: ${key}: "..."`;
}

/**
 * Checks known front matter keys have the right type (zod); unknown keys are kept (Docusaurus
 * allows custom keys). Of several wrong values, the first in the file is reported, at its line.
 */
export function checkFrontMatter(
  fm: FrontMatterResult,
  { kinds, schema }: FrontMatterSchema,
  file: string,
): void {
  const result = schema.safeParse(fm.data);
  // numbers and dates where text is expected are their text from here on
  if (result.success) return void Object.assign(fm.data, result.data);
  const wrong = new Set(result.error.issues.map((i) => String(i.path[0])));
  const key = Object.keys(fm.data).find((k) => wrong.has(k));
  if (key === undefined) throw result.error; // an issue not about one key: a bug in the schema
  const kind = kinds[key];
  throw new TnError(
    'FRONT_MATTER_TYPE',
    `Front matter '${key}' must be ${KIND_TEXT[kind]}, got ${JSON.stringify(fm.data[key])}.`,
    {
      loc: { file, line: fm.keyLines[key] ?? 2, column: 1 },
      hint: hintFor(key, kind),
    },
  );
}
