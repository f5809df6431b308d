import { BLOG_KINDS } from '../runtime/shared/blogKinds.js';
import type { RouteModule } from '../runtime/types.js';
import { provideTheme, themeLoaded } from '../theme/themeChunks.js';

/*
 * The browser's loader of the theme's own chunks (theme/themeChunks.tsx holds them once loaded):
 * the blog's pages and the components MDX content renders with. The entry's hydration and the
 * router load what a page needs before rendering it.
 */
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
  const have = themeLoaded();
  if (BLOG_KINDS.has(mod.data.kind) && !have.blogPage) {
    blog ??= retryable(
      import('../theme/BlogPages.js').then((m) => provideTheme({ blogPage: m.BlogPage })),
      () => (blog = undefined),
    );
    jobs.push(blog);
  }
  if (rendersMdx(mod) && !have.mdxComponents) {
    mdx ??= retryable(
      import('../theme/mdxComponents.js').then((m) =>
        provideTheme({ mdxComponents: m.mdxComponents }),
      ),
      () => (mdx = undefined),
    );
    jobs.push(mdx);
  }
  return Promise.all(jobs).then(() => undefined);
}
