import type { Root as MdastRoot } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified, type Processor } from 'unified';
import type { VFile } from 'vfile';

/** The syntax MDX's compiler reads beyond MDX's own: GFM and directives (admonitions). */
export const REMARK_SYNTAX = [remarkGfm, remarkDirective];

const full = unified().use(remarkParse).use(remarkMdx).use(REMARK_SYNTAX).freeze();
const extensions = full.data('micromarkExtensions') ?? [];
type Extension = (typeof extensions)[number];

/**
 * GFM's literal autolinks (`www.x.com`, `https://x.com`, `a@b.co`), each with what it starts with in
 * the source. The email construct is tried at every word of the text and fails without an `@`: a
 * tenth of the parse of a page of prose (issue 13). A construct whose start cannot be in the page is
 * left out of its parser; the tree is the same. (The autolinks found in text after parsing, by
 * mdast-util-gfm-autolink-literal's transform, do not depend on these.)
 */
const AUTOLINKS = [
  { name: 'emailAutolink', may: (s: string) => s.includes('@') },
  { name: 'wwwAutolink', may: (s: string) => /www\./i.test(s) },
  { name: 'protocolAutolink', may: (s: string) => /https?:\/\//i.test(s) },
];

type Construct = { name?: string };
type Constructs = Record<string, Construct | Construct[] | undefined>;

/** `extension` without the text constructs named in `names`. */
function without(extension: Extension, names: Set<string>): Extension {
  if (!extension.text) return extension;
  const text: Constructs = {};
  for (const [code, value] of Object.entries(extension.text as Constructs)) {
    const kept = (Array.isArray(value) ? value : value ? [value] : []).filter(
      (c) => !c.name || !names.has(c.name),
    );
    if (kept.length) text[code] = kept;
  }
  return { ...extension, text } as Extension;
}

const known = new Set(
  extensions
    .flatMap((e) =>
      Object.values((e.text ?? {}) as Constructs).flatMap((v) => (Array.isArray(v) ? v : [v])),
    )
    .map((c) => c?.name),
);
const missing = AUTOLINKS.filter((a) => !known.has(a.name)).map((a) => a.name);
// a renamed construct would be parsed everywhere and never left out: say so rather than slow down
if (missing.length)
  throw new Error(`micromark-extension-gfm-autolink-literal has no ${missing.join(', ')}`);

const parsers = new Map<string, Processor<MdastRoot>>();

function parserFor(source: string): Processor<MdastRoot> {
  const absent = AUTOLINKS.filter((a) => !a.may(source)).map((a) => a.name);
  const key = absent.join(',');
  let parser = parsers.get(key);
  if (!parser) {
    const names = new Set(absent);
    parser = unified()
      .use(remarkParse)
      .data({
        micromarkExtensions: extensions.map((e) => without(e, names)),
        fromMarkdownExtensions: full.data('fromMarkdownExtensions'),
      })
      .freeze();
    parsers.set(key, parser);
  }
  return parser;
}

/** The page's syntax tree, as MDX's compiler with GFM and directives parses it. */
export function parseMarkdown(file: VFile): MdastRoot {
  return parserFor(String(file.value)).parse(file);
}
