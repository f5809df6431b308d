import type { ComponentType } from 'react';
import type { RouteModule } from '../runtime/types.js';

type Page = ComponentType<{ mod: RouteModule }>;
type Components = Record<string, unknown>;

/**
 * Parts of the theme that are chunks of their own, so a first visit does not download them (issue
 * 13): the blog's pages, and the components MDX content renders with (a page with static content is
 * not rendered on its first visit). This module holds them once loaded; app/ loads them (the
 * browser, before rendering a page that needs them: app/loadThemeChunks.ts) or has them at hand
 * from the start (the server renderer, app/server.tsx).
 */
const loaded: { blogPage?: Page; mdxComponents?: Components } = {};

/** Hands the theme the chunks it renders with (what `loaded` says is there already is kept). */
export function provideTheme(parts: { blogPage?: Page; mdxComponents?: Components }): void {
  Object.assign(loaded, parts);
}

/** Which of the chunks are here. */
export function themeLoaded(): { blogPage: boolean; mdxComponents: boolean } {
  return { blogPage: !!loaded.blogPage, mdxComponents: !!loaded.mdxComponents };
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
