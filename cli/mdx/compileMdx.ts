import type * as Mdx from '@mdx-js/mdx';
import type { ProcessorOptions } from '@mdx-js/mdx';
import type { Root as MdastRoot } from 'mdast';
import { toHast } from 'mdast-util-to-hast';
import type RemarkMath from 'remark-math';
import type RehypeKatex from 'rehype-katex';
import { unified, type PluggableList } from 'unified';
import { CONTINUE, EXIT, visit } from './visit.js';
import { VFile } from 'vfile';
import { codeFrame } from '../util/codeFrame.js';
import { TnError } from '../util/errors.js';
import { remarkSearchSections, type SearchSection } from './remarkSearchSections.js';
import { checkNesting } from './checkNesting.js';
import { hastToModule } from './hastToModule.js';
import { parseMarkdown, REMARK_SYNTAX } from './markdownParser.js';
import { preprocess } from './preprocess.js';
import { rehypeEmptyHeaders } from './rehypeEmptyHeaders.js';
import { rehypeTaskLabels } from './rehypeTaskLabels.js';
import { remarkAdmonitions } from './remarkAdmonitions.js';
import { remarkCode } from './remarkCode.js';
import { remarkHeadings, type HeadingData } from './remarkHeadings.js';
import { remarkHighlightComments } from './remarkHighlightComments.js';
import { remarkLinks, type LinkData } from './remarkLinks.js';
import { remarkMermaid, remarkMermaidOff } from './remarkMermaid.js';
import { remarkTwin, type TwinData } from './remarkTwin.js';
import type { SitePluginsRef } from '../config/sitePluginLists.js';
import { accelerated } from '../util/accelerators.js';

export interface CompileInput {
  /** Absolute path (for relative links and images). */
  file: string;
  /** Path for messages. */
  rel: string;
  /** Source with front matter blanked (same line numbers as the file). */
  body: string;
  staticDir: string;
  /** The content folder and the site folder, for `/x.md` and bare `x.md` links. */
  mdRoots?: string[];
  /** `$math$` with KaTeX and ```mermaid diagrams, when the config turns them on. */
  markdown?: { math: boolean; mermaid: boolean };
  /** A Docusaurus site's own remark/rehype plugins for this page's section (see sitePlugins.ts). */
  sitePlugins?: SitePluginsRef;
  /** Write the page's Markdown twin too (issue 31; the config's `markdownTwins`). */
  twins?: boolean;
  /** The site's base URL, for links written with it. */
  baseUrl?: string;
}

export interface CompiledPage {
  code: string;
  contentTitle?: string;
  /** The title is an h1 kept in the content (see HeadingData). */
  titleInContent?: boolean;
  toc: HeadingData['toc'];
  ids: string[];
  links: LinkData['links'];
  assets: LinkData['assets'];
  deps: LinkData['deps'];
  /** Non-fatal findings with positions (missing images, diagrams without alt text). */
  problems: LinkData['problems'];
  /** Plain text of the introduction and of each h2/h3 section, for the search index. */
  search: SearchSection[];
  /** The page as Markdown, for its `.md` twin (when the config turns twins on). */
  twin?: TwinData;
}

/**
 * Compiles one MDX/Markdown body to an ES module whose default export renders the page (React JSX
 * runtime). The body is parsed once, as MDX. A page of plain Markdown (no JSX, imports, exports or
 * expressions of its own: most pages) then goes straight from its HTML tree to the module; any other
 * page goes on through MDX's compiler.
 */
export async function compileMdx(input: CompileInput): Promise<CompiledPage> {
  checkNesting(input.body, input.rel);
  const source = preprocess(input.body);
  try {
    const parsed = parse(input, source);
    // the site's own plugins run only in MDX's compiler
    if (parsed && isPlain(parsed.tree) && !input.sitePlugins && accelerated('plainCompile'))
      return (await plainFromTree(input, parsed)) ?? (await compileWithMdx(input, source));
    // MDX's compiler goes on from the tree parsed here: a page is not parsed twice
    return await compileWithMdx(input, source, parsed ?? undefined);
  } catch (e) {
    throw toTnError(e, input);
  }
}

/** KaTeX (half a megabyte), loaded by the first page of a site that turns math on. */
let katex: Promise<typeof RehypeKatex> | undefined;
const loadKatex = () => (katex ??= import('rehype-katex').then((m) => m.default));
/**
 * remark-math, loaded likewise: its syntax package imports KaTeX too, which a compile worker of a
 * site without math loaded for nothing.
 */
let math: Promise<typeof RemarkMath> | undefined;
const loadMath = () => (math ??= import('remark-math').then((m) => m.default));
/**
 * A Docusaurus site's own plugins: their loader brings esbuild (to import the site's config), which
 * a compile worker of a site without them does not need.
 */
const loadSitePlugins = async (ref: SitePluginsRef, rel: string) =>
  (await import('./sitePlugins.js')).loadSitePlugins(ref, rel);
/**
 * MDX's compiler (with recma and the estree tools, about 180 ms to load): pages of plain Markdown
 * are written by hastToModule and do not need it, so a rebuild after editing one loads it no more.
 */
let mdx: Promise<typeof Mdx> | undefined;
const loadMdx = () => (mdx ??= import('@mdx-js/mdx'));
/** HTML-tree transforms, run on both paths (issue 12: accessible task lists and tables). */
const REHYPE = [rehypeTaskLabels, rehypeEmptyHeaders];

/** What the remark plugins collect about a page, besides its code. */
interface PageData {
  headings: HeadingData;
  links: LinkData;
  search: SearchSection[];
  twin: { twin?: TwinData };
}

const pageData = (): PageData => ({
  headings: { toc: [], ids: [] },
  links: { links: [], assets: [], deps: [], problems: [] },
  search: [],
  twin: {},
});

function plugins(
  input: CompileInput,
  { headings, links, search, twin }: PageData,
  /** The site's own remarkPlugins: after links are resolved, before code blocks are drawn. */
  siteRemark: PluggableList = [],
): PluggableList {
  return [
    remarkAdmonitions,
    remarkHeadings(headings),
    remarkSearchSections(search),
    remarkLinks({
      file: input.file,
      staticDir: input.staticDir,
      out: links,
      mdRoots: input.mdRoots,
      twins: input.twins,
      baseUrl: input.baseUrl,
    }),
    ...siteRemark,
    remarkHighlightComments,
    // after the site's plugins and highlight comments, before code blocks and diagrams are drawn
    ...(input.twins ? [remarkTwin(twin)] : []),
    input.markdown?.mermaid ? remarkMermaid : remarkMermaidOff(links),
    remarkCode,
  ];
}

function result(code: string, { headings, links, search, twin }: PageData): CompiledPage {
  return {
    code,
    contentTitle: headings.contentTitle,
    ...(headings.titleInContent ? { titleInContent: true } : {}),
    toc: headings.toc,
    ids: headings.ids,
    ...links,
    search,
    ...(twin.twin ? { twin: twin.twin } : {}),
  };
}

/** MDX syntax a page can carry that plain Markdown cannot. */
const MDX_TYPES = [
  'mdxjsEsm',
  'mdxFlowExpression',
  'mdxTextExpression',
  'mdxJsxFlowElement',
  'mdxJsxTextElement',
] as const;
const MDX_NODES = new Set<string>(MDX_TYPES);

function isPlain(tree: MdastRoot): boolean {
  let plain = true;
  visit(tree, (node) => {
    if (MDX_NODES.has(node.type)) plain = false;
    return plain ? CONTINUE : EXIT;
  });
  return plain;
}

interface Parsed {
  tree: MdastRoot;
  file: VFile;
}

/** The body's syntax tree, as MDX's compiler parses it; null when math is on (remark-math's syntax). */
function parse(input: CompileInput, source: string): Parsed | null {
  // KaTeX runs on the HTML tree, which only MDX's compiler passes through plugins
  if (input.markdown?.math) return null;
  const file = new VFile({ value: source, path: input.file });
  return { tree: parseMarkdown(file), file };
}

/** The fast path: null when the page is not plain Markdown, or holds what hastToModule does not write. */
export async function compilePlain(
  input: CompileInput,
  source: string,
): Promise<CompiledPage | null> {
  const parsed = parse(input, source);
  return parsed && isPlain(parsed.tree) && !input.sitePlugins && accelerated('plainCompile')
    ? plainFromTree(input, parsed)
    : null;
}

/** Runs the remark plugins on a plain page's tree (in place) and writes its module from the HTML tree. */
async function plainFromTree(
  input: CompileInput,
  { tree, file }: Parsed,
): Promise<CompiledPage | null> {
  const data = pageData();
  // the syntax extensions only matter to the parser, which has run: the plugins alone transform the tree
  const transformed = (await unified().use(plugins(input, data)).run(tree, file)) as MdastRoot;
  const hast = toHast(transformed, { allowDangerousHtml: true, passThrough: [...MDX_TYPES] });
  if (hast.type === 'root') for (const transform of REHYPE) transform()(hast);
  const code = hast.type === 'root' ? hastToModule(hast) : null;
  return code === null ? null : result(code, data);
}

/** MDX's compiler, from the source or from a tree `parse` made of it (not yet transformed). */
export async function compileWithMdx(
  input: CompileInput,
  source: string,
  parsed?: Parsed,
): Promise<CompiledPage> {
  const data = pageData();
  const site = input.sitePlugins ? await loadSitePlugins(input.sitePlugins, input.rel) : null;
  const options: ProcessorOptions = {
    format: 'mdx',
    jsxImportSource: 'react',
    development: false,
    remarkPlugins: [
      ...REMARK_SYNTAX,
      ...(input.markdown?.math ? [await loadMath()] : []),
      ...(site?.beforeRemark ?? []),
      ...plugins(input, data, site?.remark),
    ],
    rehypePlugins: [
      ...(site?.beforeRehype ?? []),
      ...REHYPE,
      ...(input.markdown?.math ? [await loadKatex()] : []),
      ...(site?.rehype ?? []),
    ],
  };
  const { compile, createProcessor } = await loadMdx();
  if (!parsed) {
    const vfile = await compile({ value: source, path: input.file }, options);
    return result(String(vfile.value), data);
  }
  const processor = createProcessor(options);
  // the processor's types start from its output (estree); its run takes the mdast its parser makes
  const program = await processor.run(parsed.tree as never, parsed.file);
  return result(String(processor.stringify(program, parsed.file)), data);
}

function toTnError(e: unknown, input: CompileInput): TnError {
  if (e instanceof TnError) return e; // already names its file (a site plugin's failure)
  const err = e as {
    reason?: string;
    message: string;
    line?: number;
    column?: number;
    place?: { line?: number; column?: number; start?: { line: number; column: number } };
    ruleId?: string;
  };
  const place = err.place && 'start' in err.place && err.place.start ? err.place.start : err.place;
  const reason = (err.reason ?? err.message).split('\n')[0];
  // a tag left open is where the author must act, not the end of the paragraph or page the
  // compiler reached looking for its closing tag (which it reports, or no place at all: issue 30)
  const open = UNCLOSED.exec(reason);
  const written = open ?? POSITION.exec(reason);
  const line = open ? Number(open[2]) : (place?.line ?? err.line ?? Number(written?.[2] ?? 0));
  const column = open
    ? Number(open[3])
    : (place?.column ?? err.column ?? Number(written?.[3] ?? 1));
  if (!line)
    return new TnError('MDX_COMPILE', `Cannot compile ${input.rel}: ${err.reason ?? err.message}`, {
      loc: { file: input.rel },
    });
  return new TnError('MDX_SYNTAX', `MDX syntax error: ${reason}`, {
    loc: { file: input.rel, line, column },
    frame: codeFrame(input.body, line, column),
    hint: open ? unclosedHint(open[1]) : hintFor(reason),
  });
}

/** "Expected a closing tag for `<div>` (7:1-7:6)…": the tag and where it opens. */
const UNCLOSED = /^Expected a closing tag for `(<[^`]*>)` \((\d+):(\d+)-\d+:\d+\)/;
/** A position the message itself names, "(7:1-7:6)" or "(7:1)". */
const POSITION = /(\()(\d+):(\d+)(?:-\d+:\d+)?\)/;

function unclosedHint(tag: string): string {
  const name = /^<([^\s>/]*)/.exec(tag)?.[1] ?? '';
  return (
    `Close it with \`</${name}>\` (MDX reads \`${tag}\` as a JSX tag), or write \`&lt;${name}\` ` +
    'or put it in `code` if the text means a literal "<".'
  );
}

function hintFor(reason: string): string {
  if (/before name|Unexpected character|closing tag|attribute|end of file in|tag/i.test(reason))
    return 'MDX reads `<` as the start of a JSX tag: write `&lt;` or put it in `code`, and close every tag.';
  if (/expression|acorn|Could not parse/i.test(reason))
    return 'MDX reads `{` as a JavaScript expression: write `\\{` or put it in `code`.';
  return 'Fix the syntax at this position; files are compiled as MDX (like Docusaurus 3).';
}
