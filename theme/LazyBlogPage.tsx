import type { ComponentType } from 'react';
import { BLOG_KINDS } from '../runtime/shared/blogKinds.js';
import type { RouteData, RouteModule } from '../runtime/types.js';

type Page = ComponentType<{ mod: RouteModule }>;

let blogPage: Page | null = null;
let loading: Promise<void> | null = null;

/**
 * The blog's pages are a chunk of their own, so a reader of the docs never downloads them (issue
 * 13: first-visit JavaScript). The browser loads it before it renders a page of a blog kind (boot,
 * router); a blog page's HTML preloads it.
 */
export function loadPageKind(kind: RouteData['kind']): Promise<void> {
  if (!BLOG_KINDS.has(kind) || blogPage) return Promise.resolve();
  loading ??= import('./BlogPages.js').then(
    (m) => {
      blogPage = m.BlogPage;
    },
    (e: unknown) => {
      loading = null;
      throw e;
    },
  );
  return loading;
}

/** The server renderer has the blog's pages at hand from the start. */
export function provideBlogPage(page: Page): void {
  blogPage = page;
}

export function LazyBlogPage({ mod }: { mod: RouteModule }) {
  const Page = blogPage;
  // boot and router load the chunk before rendering: reaching this is a bug in tn-docs
  if (!Page) throw new Error(`The blog's page components were not loaded (${mod.data.kind}).`);
  return <Page mod={mod} />;
}
