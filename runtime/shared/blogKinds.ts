import type { RouteData } from '../types.js';

/** The page kinds theme/BlogPages.tsx draws; their code loads on demand (app/loadThemeChunks). */
export const BLOG_KINDS: ReadonlySet<RouteData['kind']> = new Set([
  'blogPost',
  'blogList',
  'blogArchive',
  'blogTags',
  'blogAuthors',
  'blogAuthorPosts',
]);
