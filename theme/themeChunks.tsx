import type { ComponentType } from 'react';
import { BLOG_KINDS } from '../runtime/shared/blogKinds.js';
import type { RouteModule } from '../runtime/types.js';

type Page = ComponentType<{ mod: RouteModule }>;
type Components = Record<string, unknown>;

/**
 * Parts of the theme that are chunks of their own, so a first visit does not download them (issue
 * 13): the blog's pages, and the components MDX content renders with (a page with static content
 * is not rendered on its first visit). The browser loads what a page needs before rendering it
 * (boot, router); the server renderer has everything at hand from the start.
 */
const loaded: { blogPage?: Page; mdxComponents?: Components } = {};
let blog: Promise<void> | undefined;
let mdx: Promise<void> | undefined;

const retryable = (p: Promise<void>, reset: () => void) =>
  p.catch((e: unknown) => {
    reset();
    throw e;
  });

/** A page whose content (or excerpts) is MDX to render; React pages (pages/*.tsx) take none. */
function rendersMdx({ data, default: content, excerpts }: RouteModule): boolean {
  if (excerpts) return true;
  const mdxKind = data.kind === 'doc' || data.kind === 'blogPost' || data.kind === 'page';
  return content !== undefined && mdxKind && (data.kind !== 'page' || data.markdown);
}

/** Loads the theme chunks `mod` renders with. */
export function loadThemeFor(mod: RouteModule): Promise<void> {
  const jobs: Promise<void>[] = [];
  if (BLOG_KINDS.has(mod.data.kind) && !loaded.blogPage) {
    blog ??= retryable(
      import('./BlogPages.js').then((m) => void (loaded.blogPage = m.BlogPage)),
      () => (blog = undefined),
    );
    jobs.push(blog);
  }
  if (rendersMdx(mod) && !loaded.mdxComponents) {
    mdx ??= retryable(
      import('./mdxComponents.js').then((m) => void (loaded.mdxComponents = m.mdxComponents)),
      () => (mdx = undefined),
    );
    jobs.push(mdx);
  }
  return Promise.all(jobs).then(() => undefined);
}

/** The server renderer's theme, complete before the first render. */
export function provideTheme(parts: { blogPage: Page; mdxComponents: Components }): void {
  Object.assign(loaded, parts);
}

// boot and router load the chunks before rendering: reaching these throws is a bug in tn-docs
const missing = (what: string) => new Error(`tn-docs: ${what} rendered before its chunk loaded.`);

export function LazyBlogPage({ mod }: { mod: RouteModule }) {
  const Page = loaded.blogPage;
  if (!Page) throw missing(`the blog page (${mod.data.kind})`);
  return <Page mod={mod} />;
}

/** The components MDX content renders with. */
export function mdxComponents(): Components {
  if (!loaded.mdxComponents) throw missing('MDX content');
  return loaded.mdxComponents;
}
