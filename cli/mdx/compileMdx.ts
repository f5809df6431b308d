import { compile } from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import { codeFrame } from '../util/codeFrame.js';
import { TnError } from '../util/errors.js';
import { checkNesting } from './checkNesting.js';
import { preprocess } from './preprocess.js';
import { remarkAdmonitions } from './remarkAdmonitions.js';
import { remarkCode } from './remarkCode.js';
import { remarkHeadings, type HeadingData } from './remarkHeadings.js';
import { remarkLinks, type LinkData } from './remarkLinks.js';

export interface CompileInput {
  /** Absolute path (for relative links and images). */
  file: string;
  /** Path for messages. */
  rel: string;
  /** Source with front matter blanked (same line numbers as the file). */
  body: string;
  staticDir: string;
}

export interface CompiledPage {
  code: string;
  contentTitle?: string;
  toc: HeadingData['toc'];
  ids: string[];
  links: LinkData['links'];
  assets: LinkData['assets'];
  deps: LinkData['deps'];
  /** Non-fatal findings with positions (missing images, diagrams without alt text). */
  problems: LinkData['problems'];
}

/**
 * Compiles one MDX/Markdown body to an ES module whose default export renders the page (React JSX
 * runtime).
 */
export async function compileMdx(input: CompileInput): Promise<CompiledPage> {
  const headings: HeadingData = { toc: [], ids: [] };
  const links: LinkData = { links: [], assets: [], deps: [], problems: [] };
  checkNesting(input.body, input.rel);
  const source = preprocess(input.body);
  try {
    const vfile = await compile(
      { value: source, path: input.file },
      {
        format: 'mdx',
        jsxImportSource: 'react',
        development: false,
        remarkPlugins: [
          remarkGfm,
          remarkDirective,
          remarkAdmonitions,
          remarkHeadings(headings),
          remarkLinks({ file: input.file, staticDir: input.staticDir, out: links }),
          remarkCode,
        ],
      },
    );
    return {
      code: String(vfile.value),
      contentTitle: headings.contentTitle,
      toc: headings.toc,
      ids: headings.ids,
      ...links,
    };
  } catch (e) {
    throw toTnError(e, input);
  }
}

function toTnError(e: unknown, input: CompileInput): TnError {
  const err = e as {
    reason?: string;
    message: string;
    line?: number;
    column?: number;
    place?: { line?: number; column?: number; start?: { line: number; column: number } };
    ruleId?: string;
  };
  const place = err.place && 'start' in err.place && err.place.start ? err.place.start : err.place;
  const line = place?.line ?? err.line;
  const column = place?.column ?? err.column ?? 1;
  if (!line)
    return new TnError('MDX_COMPILE', `Cannot compile ${input.rel}: ${err.reason ?? err.message}`, {
      loc: { file: input.rel },
    });
  const reason = (err.reason ?? err.message).split('\n')[0];
  return new TnError('MDX_SYNTAX', `MDX syntax error: ${reason}`, {
    loc: { file: input.rel, line, column },
    frame: codeFrame(input.body, line, column),
    hint: hintFor(reason),
  });
}

function hintFor(reason: string): string {
  if (/before name|Unexpected character|closing tag|attribute|end of file in|tag/i.test(reason))
    return 'MDX reads `<` as the start of a JSX tag: write `&lt;` or put it in `code`, and close every tag.';
  if (/expression|acorn|Could not parse/i.test(reason))
    return 'MDX reads `{` as a JavaScript expression: write `\\{` or put it in `code`.';
  return 'Fix the syntax at this position; files are compiled as MDX (like Docusaurus 3).';
}
