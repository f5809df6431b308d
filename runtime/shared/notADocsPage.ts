import type { RouteData } from '../types.js';

/** What a page is, in words a developer reads in an error ("this is a blog post"). */
const PAGE_KINDS: Record<RouteData['kind'], string> = {
  doc: 'a docs page',
  page: 'a standalone page',
  blogPost: 'a blog post',
  blogList: 'the blog list',
  blogArchive: 'the blog archive',
  blogTags: 'a blog tags page',
  blogAuthors: 'the blog authors page',
  blogAuthorPosts: "a blog author's page",
  docTags: 'a docs tags page',
  docTag: 'the page of a docs tag',
  redirect: 'a redirect page',
  notFound: 'the not-found page',
  search: 'the search page',
};

/** The error of a docs hook used on a page that is not a docs page (SPEC §8). */
export function notADocsPage(hook: string, kind: RouteData['kind'] | undefined): string {
  const where = kind ? `this is ${PAGE_KINDS[kind]}` : 'it was called outside any page';
  return `tn-docs: ${hook} only works on docs pages, and ${where}.`;
}
