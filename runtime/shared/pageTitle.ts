/** The document title of a page, one rule for the server-rendered <title> and client navigation. */
export function pageTitle(
  site: { title: string; tagline: string; titleDelimiter?: string },
  route: string,
  data: { kind: string; title: string; siteInTitle?: false },
): string {
  const d = site.titleDelimiter ?? '|';
  if (data.siteInTitle === false) return data.title;
  if (data.kind === 'notFound') return `Page Not Found ${d} ${site.title}`;
  // the home page is the site's title and tagline; a doc or blog list served at '/' (docs with
  // `routeBasePath: '/'` and `slug: /`) keeps its own title, "Home | Site", as Docusaurus titles it
  if (route === '/' && data.kind === 'page')
    return site.tagline ? `${site.title} · ${site.tagline}` : site.title;
  // a page without a title of its own (a React page) is titled like the site, once
  if (data.title === site.title) return site.title;
  return `${data.title} ${d} ${site.title}`;
}
