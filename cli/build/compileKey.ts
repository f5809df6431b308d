/**
 * The key of a compiled MDX module: what the compiler, the route list and the bundler call a page's
 * content.
 */
export const compileKey = {
  doc: (id: string) => `doc:${id}`,
  post: (route: string) => `post:${route}`,
  excerpt: (route: string) => `excerpt:${route}`,
  page: (route: string) => `page:${route}`,
};
