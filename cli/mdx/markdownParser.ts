import type { Root as MdastRoot } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified, type Processor } from 'unified';
import type { VFile } from 'vfile';
import { parseFast } from './fastMarkdown.js';
import { accelerated } from '../util/accelerators.js';

/** The syntax MDX's compiler reads beyond MDX's own: GFM and directives (admonitions). */
export const REMARK_SYNTAX = [remarkGfm, remarkDirective];

const full = unified().use(remarkParse).use(remarkMdx).use(REMARK_SYNTAX).freeze();
const extensions = full.data('micromarkExtensions') ?? [];
type Extension = (typeof extensions)[number];

/**
 * GFM's literal autolinks (`a@b.co`, `www.x.com`, `https://x.com`). micromark's text tokenizer asks
 * at every character one of them is keyed on (every letter and digit for the email link) whether it
 * may start there, and at every word start ends its data token and tries the construct, which fails
 * unless the word begins a link: on a page of prose that was a tenth of the parse (issue 13). A
 * page is parsed without the constructs it holds no start of, and with the others tried only at the
 * offsets where they can start (`starts`); the tree is the same, since they fail everywhere else.
 * (The autolinks found in text after parsing, by mdast-util-gfm-autolink-literal's transform, do
 * not depend on these.)
 */
const AUTOLINKS = ['emailAutolink', 'wwwAutolink', 'protocolAutolink'] as const;
type AutolinkName = (typeof AUTOLINKS)[number];

/**
 * Offsets in the page being parsed where each literal autolink can start: set by parseMarkdown
 * before it parses, read while it does (parsing is synchronous).
 */
let starts: Record<AutolinkName, Set<number>> | undefined;

/** Characters of an email link's local part (GFM's atext), before its `@`. */
const ATEXT = /[\w+.-]/;

function autolinkStarts(source: string): Record<AutolinkName, Set<number>> {
  const at = (pattern: RegExp) => new Set([...source.matchAll(pattern)].map((m) => m.index));
  // an email link starts anywhere in the run of atext characters that ends at an `@`
  const local = new Set<number>();
  for (let i = source.indexOf('@'); i !== -1; i = source.indexOf('@', i + 1))
    for (let j = i - 1; j >= 0 && !local.has(j) && ATEXT.test(source[j]); j--) local.add(j);
  return { emailAutolink: local, wwwAutolink: at(/www\./gi), protocolAutolink: at(/https?:/gi) };
}

type Construct = { name?: string; previous?: (this: Tokenizer, code: number | null) => boolean };
type Constructs = Record<string, Construct | Construct[] | undefined>;
interface Tokenizer {
  now(): { offset: number };
}

const isAutolink = (c: Construct | undefined): c is Construct & { name: AutolinkName } =>
  (AUTOLINKS as readonly (string | undefined)[]).includes(c?.name);

/** An autolink construct that the text tokenizer stops for only where it can start. */
function gated(construct: Construct & { name: AutolinkName }): Construct {
  const previous = construct.previous;
  // a version without `previous` would be tried at every character: say so rather than slow down
  if (typeof previous !== 'function')
    throw new Error(`micromark-extension-gfm-autolink-literal: ${construct.name} has no previous`);
  return {
    ...construct,
    previous(code) {
      return previous.call(this, code) && !!starts?.[construct.name].has(this.now().offset);
    },
  };
}
const gatedOf = new Map<Construct, Construct>();

/** `extension` with the literal autolinks not in `present` left out and the others gated. */
function withAutolinks(extension: Extension, present: Set<string>): Extension {
  const text = extension.text as Constructs | undefined;
  if (!text) return extension;
  const swap = (c: Construct): Construct[] => {
    if (!isAutolink(c)) return [c];
    if (!present.has(c.name)) return [];
    if (!gatedOf.has(c)) gatedOf.set(c, gated(c));
    return [gatedOf.get(c)!];
  };
  const kept: Constructs = {};
  for (const [code, value] of Object.entries(text)) {
    const list = (Array.isArray(value) ? value : value ? [value] : []).flatMap(swap);
    if (list.length) kept[code] = list;
  }
  return { ...extension, text: kept } as Extension;
}

const named = new Set(
  extensions
    .flatMap((e) =>
      Object.values((e.text ?? {}) as Constructs).flatMap((v) => (Array.isArray(v) ? v : [v])),
    )
    .map((c) => c?.name),
);
const missing = AUTOLINKS.filter((name) => !named.has(name));
// a renamed construct would be tried everywhere again: say so rather than slow down
if (missing.length)
  throw new Error(`micromark-extension-gfm-autolink-literal has no ${missing.join(', ')}`);

/** One parser per set of literal autolinks a page can hold. */
const parsers = new Map<string, Processor<MdastRoot>>();

function parserFor(present: AutolinkName[]): Processor<MdastRoot> {
  const key = present.join(',');
  let parser = parsers.get(key);
  if (!parser) {
    const names = new Set<string>(present);
    parser = unified()
      .use(remarkParse)
      .data({
        micromarkExtensions: extensions.map((e) => withAutolinks(e, names)),
        fromMarkdownExtensions: full.data('fromMarkdownExtensions'),
      })
      .freeze();
    parsers.set(key, parser);
  }
  return parser;
}

/** micromark's tree of a text (a whole page, or a region of one that fastMarkdown.ts declines). */
function parseMicromark(value: string | VFile): MdastRoot {
  starts = autolinkStarts(String(typeof value === 'string' ? value : value.value));
  return parserFor(AUTOLINKS.filter((name) => starts![name].size > 0)).parse(value);
}

/**
 * The page's syntax tree, as MDX's compiler with GFM and directives parses it: the plainest blocks
 * read by fastMarkdown.ts, the others by micromark. A syntax error is reported as micromark finds
 * it in the whole page, so that its line and column are the page's.
 */
export function parseMarkdown(file: VFile): MdastRoot {
  if (!accelerated('fastMarkdown')) return parseMicromark(file);
  try {
    return parseFast(String(file.value ?? ''), parseMicromark);
  } catch {
    return parseMicromark(file);
  }
}
