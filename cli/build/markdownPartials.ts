import path from 'node:path';
import type * as esbuild from 'esbuild';
import type { TnError } from '../util/errors.js';
import { packageRoot } from '../util/packageRoot.js';
import { readSource } from './readSource.js';

export interface PartialOptions {
  staticDir: string;
  siteDir: string;
  markdown?: { math: boolean; mermaid: boolean };
  /** Replaces `.md` link markers in compiled code with routes (as for pages). */
  resolveLinks: (code: string, file: string) => string;
  errors: TnError[];
  /**
   * Where the theme's components come from: the dev server's route modules take them from its
   * shared registry (`@theme/MDXComponents`), or they would get a second theme, outside the site.
   */
  sharedComponents?: boolean;
}

const COMPONENTS = JSON.stringify(path.join(packageRoot(), 'theme', 'mdxComponents.tsx'));

/**
 * A partial is used as `<Note />`, without the components its page was given: it takes the
 * theme's own (admonitions, code blocks, links) unless told otherwise.
 */
function withThemeComponents(code: string, shared = false): string {
  return [
    shared
      ? "import __tnComponents from '@theme/MDXComponents';"
      : `import { mdxComponents as __tnComponents } from ${COMPONENTS};`,
    code.replace('export default function MDXContent(', 'function MDXContent('),
    'export default function Partial(props = {}) {',
    '  return MDXContent({ ...props, components: { ...__tnComponents, ...props.components } });',
    '}',
  ].join('\n');
}

/**
 * A Markdown file imported by a page (`import Note from './_note.md'`, Docusaurus's partials):
 * compiled like a page, its default export a component.
 */
export function markdownPartials(o: PartialOptions): esbuild.Plugin {
  return {
    name: 'tn-markdown-partials',
    setup(b) {
      b.onLoad({ filter: /\.mdx?$/ }, async (a) => {
        if (a.namespace !== 'file') return undefined;
        const file = await readSource(a.path);
        try {
          // loaded here, not at start-up: a rebuild with every page cached never needs the compiler
          const { compileMdx } = await import('../mdx/compileMdx.js');
          const page = await compileMdx({
            file: a.path,
            rel: file.rel,
            body: file.body,
            staticDir: o.staticDir,
            mdRoots: [path.dirname(a.path), o.siteDir],
            markdown: o.markdown,
          });
          return {
            contents: withThemeComponents(o.resolveLinks(page.code, a.path), o.sharedComponents),
            loader: 'js',
            resolveDir: path.dirname(a.path),
          };
        } catch (e) {
          o.errors.push(e as TnError);
          return { contents: 'export default () => null;', loader: 'js' };
        }
      });
    },
  };
}
