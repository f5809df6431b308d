import { countWord, themeWord, type ThemeI18n } from './themeWords.js';
import type { ContentGraph, DocMeta, RouteEntry } from './types.js';

/**
 * The docs' tag pages, as Docusaurus's docs plugin makes them for each version (and docs
 * instance) whose docs have tags: `<base>/tags`, every tag with its number of docs, and
 * `<base>/tags/<permalink>`, the docs with that tag. Unlisted docs are on neither.
 */
export function docTagRoutes(graph: ContentGraph, i18n?: ThemeI18n): RouteEntry[] {
  // tags page route → tag route → its label and docs, in the docs' order
  type Tagged = Map<string, { label: string; docs: DocMeta[] }>;
  const sets = new Map<string, Tagged>();
  for (const doc of graph.docs) {
    if (!doc.tags || !doc.tagsRoute || doc.unlisted) continue;
    let tags = sets.get(doc.tagsRoute);
    if (!tags) sets.set(doc.tagsRoute, (tags = new Map() as Tagged));
    for (const t of doc.tags) {
      const entry = tags.get(t.route) ?? { label: t.label, docs: [] };
      if (!entry.docs.includes(doc)) entry.docs.push(doc);
      tags.set(t.route, entry);
    }
  }
  const routes: RouteEntry[] = [];
  for (const [tagsRoute, tags] of sets) {
    const list = [...tags]
      .map(([route, t]) => ({ label: t.label, route, count: t.docs.length }))
      .sort((a, b) => a.label.localeCompare(b.label));
    routes.push({
      route: tagsRoute,
      data: {
        kind: 'docTags',
        title: themeWord(i18n, 'theme.tags.tagsPageTitle', 'Tags'),
        tags: list,
      },
    });
    for (const [route, t] of tags)
      routes.push({
        route,
        data: {
          kind: 'docTag',
          title: docTagTitle(t.label, t.docs.length, i18n),
          allTagsRoute: tagsRoute,
          docs: [...t.docs]
            .sort((a, b) => a.title.localeCompare(b.title))
            .map((d) => ({ title: d.title, route: d.route, description: d.description })),
        },
      });
  }
  return routes;
}

/** Docusaurus's title of a docs tag page: 'One doc tagged with "x"', '3 docs tagged with "x"'. */
export function docTagTitle(label: string, count: number, i18n?: ThemeI18n): string {
  const nDocsTagged = countWord(
    i18n,
    'theme.docs.tagDocListPageTitle.nDocsTagged',
    'One doc tagged|{count} docs tagged',
    count,
  );
  return themeWord(i18n, 'theme.docs.tagDocListPageTitle', '{nDocsTagged} with "{tagName}"', {
    nDocsTagged,
    tagName: label,
  });
}
