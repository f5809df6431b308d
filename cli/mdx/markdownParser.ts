import type { Root as MdastRoot } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { VFile } from 'vfile';

/** The syntax MDX's compiler reads beyond MDX's own: GFM and directives (admonitions). */
export const REMARK_SYNTAX = [remarkGfm, remarkDirective];

const full = unified().use(remarkParse).use(remarkMdx).use(REMARK_SYNTAX).freeze();
const extensions = full.data('micromarkExtensions') ?? [];
type Extension = (typeof extensions)[number];

/**
 * Where in the page being parsed each of GFM's literal autolinks (`a@b.co`, `www.x.com`,
 * `https://x.com`) can start: set by parseMarkdown before it parses, read while it does (parsing is
 * synchronous). micromark's text tokenizer stops at every word start that one of them is keyed on
 * (every letter or digit for the email link), ends its data token there and tries the construct,
 * which fails unless the word is the start of a link: on a page of prose that was a tenth of the
 * parse (issue 13). A construct is now tried only where the page holds what it must begin with; the
 * tree is the same, since it fails everywhere else. (The autolinks found in text after parsing, by
 * mdast-util-gfm-autolink-literal's transform, do not depend on these.)
 */
let starts: Record<AutolinkName, (offset: number) => boolean> = {
  emailAutolink: () => true,
  wwwAutolink: () => true,
  protocolAutolink: () => true,
};

type AutolinkName = 'emailAutolink' | 'wwwAutolink' | 'protocolAutolink';

/** Characters of an email link's local part (GFM's atext), before its `@`. */
const ATEXT = /[\w+.-]/;

/** Offsets in `source` where each literal autolink can start. */
function autolinkStarts(source: string): typeof starts {
  const at = (pattern: RegExp) => {
    const found = new Set<number>();
    for (const m of source.matchAll(pattern)) found.add(m.index);
    return (offset: number) => found.has(offset);
  };
  // an email link starts anywhere in the run of atext characters that ends at an `@`
  const local = new Set<number>();
  for (let i = source.indexOf('@'); i > 0; i = source.indexOf('@', i + 1))
    for (let j = i - 1; j >= 0 && !local.has(j) && ATEXT.test(source[j]); j--) local.add(j);
  return {
    emailAutolink: (offset) => local.has(offset),
    wwwAutolink: at(/www\./gi),
    protocolAutolink: at(/https?:/gi),
  };
}

type Construct = { name?: string; previous?: (this: Tokenizer, code: number | null) => boolean };
type Constructs = Record<string, Construct | Construct[] | undefined>;
interface Tokenizer {
  now(): { offset: number };
}

/** An autolink construct that micromark's text tokenizer stops for only where it can start. */
function gated(construct: Construct, name: AutolinkName): Construct {
  const previous = construct.previous!;
  return {
    ...construct,
    previous(code) {
      return previous.call(this, code) && starts[name](this.now().offset);
    },
  };
}

const AUTOLINKS = new Set<string>(['emailAutolink', 'wwwAutolink', 'protocolAutolink']);

/** `extension` with its literal autolink constructs gated (the same object when it has none). */
function withGatedAutolinks(extension: Extension, made: Map<Construct, Construct>): Extension {
  const text = extension.text as Constructs | undefined;
  const has = (c: Construct | undefined) => !!c?.name && AUTOLINKS.has(c.name);
  if (!text || !Object.values(text).some((v) => (Array.isArray(v) ? v.some(has) : has(v))))
    return extension;
  const swap = (c: Construct): Construct => {
    if (!has(c)) return c;
    if (!made.has(c)) made.set(c, gated(c, c.name as AutolinkName));
    return made.get(c)!;
  };
  const gatedText: Constructs = {};
  for (const [code, value] of Object.entries(text))
    gatedText[code] = Array.isArray(value) ? value.map(swap) : value && swap(value);
  return { ...extension, text: gatedText } as Extension;
}

const made = new Map<Construct, Construct>();
const parser = unified()
  .use(remarkParse)
  .data({
    micromarkExtensions: extensions.map((e) => withGatedAutolinks(e, made)),
    fromMarkdownExtensions: full.data('fromMarkdownExtensions'),
  })
  .freeze();
// a renamed construct would be tried at every word again: say so rather than slow down
const missing = [...AUTOLINKS].filter((name) => ![...made.keys()].some((c) => c.name === name));
if (missing.length || [...made.keys()].some((c) => typeof c.previous !== 'function'))
  throw new Error(`micromark-extension-gfm-autolink-literal has no ${missing.join(', ')}`);

/** The page's syntax tree, as MDX's compiler with GFM and directives parses it. */
export function parseMarkdown(file: VFile): MdastRoot {
  starts = autolinkStarts(String(file.value));
  return parser.parse(file);
}
