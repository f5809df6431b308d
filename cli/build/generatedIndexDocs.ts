/**
 * Docusaurus's generated index pages: a sidebar category with `link: { type: 'generated-index' }`
 * (in a `_category_` file or in the sidebars file) gets a page of its own, at
 * `/<docs base>/category/<label as a slug>` unless it gives a `slug`, titled with its `title` or
 * label, showing its `description` and a card for each item of the category. Each becomes a doc of
 * its own whose body is that page in MDX, so it is compiled, routed, searched and placed in the
 * sidebar like any doc.
 */
import path from 'node:path';
import { slug as githubSlug } from 'github-slugger';
import type { SiteConfig } from '../config/types.js';
import { displayPath } from '../util/displayPath.js';
import { routeFor, stripNumberPrefix } from './docIds.js';
import type { CategoryMeta, DocMeta, GeneratedIndexLink } from './types.js';

type DocsConfig = Extract<SiteConfig['docs'], object>;

/**
 * Docusaurus's slug of a label, its category label slugger (GitHub's slugs): "Other runtimes" →
 * "other-runtimes", "About & More" → "about--more", "GraphQL" → "graphql". (Docusaurus shares one
 * slugger per docs version, so a second category of the same label would get "-1"; here each label
 * is slugged alone.)
 */
const labelSlug = (label: string): string => githubSlug(label);

/** The route of a category's generated index page. */
export function generatedIndexRoute(
  routeBasePath: string,
  label: string,
  link: GeneratedIndexLink,
): string {
  const slug = typeof link.slug === 'string' ? link.slug : `/category/${labelSlug(label)}`;
  return routeFor(routeBasePath, slug.startsWith('/') ? slug : `/${slug}`);
}

const isGenerated = (link: unknown): link is GeneratedIndexLink =>
  typeof link === 'object' &&
  link !== null &&
  (link as { type?: unknown }).type === 'generated-index';

/** The page's MDX: its description and the cards of the category whose link it is. */
function body(description: string | undefined): string {
  return [
    "import DocCardList from '@theme/DocCardList';",
    '',
    ...(description ? [`<p>{${JSON.stringify(description)}}</p>`, ''] : []),
    '<DocCardList />',
    '',
  ].join('\n');
}

interface Found {
  label: string;
  link: GeneratedIndexLink;
  /** The file that asked for it (for messages and as the page's source). */
  file: string;
}

/** Categories asking for a generated index: `_category_` files and the sidebars file's categories. */
function wanted(
  docsDir: string,
  categories: Record<string, CategoryMeta>,
  sidebarInput: unknown,
  sidebarsFile: string | undefined,
): Found[] {
  const found: Found[] = [];
  for (const [folder, meta] of Object.entries(categories))
    if (isGenerated(meta.link))
      found.push({
        label: meta.label ?? stripNumberPrefix(folder.split('/').pop()!).name,
        link: meta.link,
        file: path.join(docsDir, folder, '_category_.json'),
      });
  const walk = (v: unknown) => {
    if (Array.isArray(v)) for (const x of v) walk(x);
    else if (typeof v === 'object' && v !== null) {
      const o = v as { type?: unknown; label?: unknown; link?: unknown; items?: unknown };
      if (o.type === 'category' && typeof o.label === 'string' && isGenerated(o.link))
        found.push({ label: o.label, link: o.link, file: sidebarsFile ?? docsDir });
      if (o.type === 'category') walk(o.items);
      else if (o.type === undefined) for (const x of Object.values(o)) walk(x);
    }
  };
  walk(sidebarInput);
  return found;
}

/** The generated index pages of one docs folder, as docs. */
export function generatedIndexDocs(o: {
  config: SiteConfig;
  docs: DocsConfig;
  categories: Record<string, CategoryMeta>;
  sidebarInput: unknown;
  sidebarsFile?: string;
  version?: string;
  /** The docs' translations in the locale built (`current.json`): titles and descriptions. */
  translations?: Record<string, string>;
}): DocMeta[] {
  const docsDir = path.resolve(o.config.siteDir, o.docs.path);
  const seen = new Set<string>();
  const out: DocMeta[] = [];
  for (const f of wanted(docsDir, o.categories, o.sidebarInput, o.sidebarsFile)) {
    const route = generatedIndexRoute(o.docs.routeBasePath, f.label, f.link);
    if (seen.has(route)) continue;
    seen.add(route);
    const title = translated(o.translations, f.label, 'title') ?? f.link.title ?? f.label;
    const description = translated(o.translations, f.label, 'description') ?? f.link.description;
    const source = body(description);
    out.push({
      kind: 'doc',
      id: `__generated-index__${route}`,
      route,
      relPath: path.relative(docsDir, f.file).split(path.sep).join('/'),
      file: {
        abs: f.file,
        rel: displayPath(f.file),
        source,
        body: source,
        frontMatter: {},
        keyLines: {},
      },
      title,
      description,
      hideTitle: false,
      hideTableOfContents: true,
      tocMin: o.config.tableOfContents.minHeadingLevel,
      tocMax: o.config.tableOfContents.maxHeadingLevel,
      unlisted: false,
      lastUpdate: {},
      trailingSlash: false,
      contentRoot: docsDir,
      version: o.version,
      generatedIndex: true,
    });
  }
  return out;
}

/**
 * A generated index page's title or description in the locale built, by Docusaurus's key
 * `sidebar.<sidebar>.category.<label>.link.generated-index.<field>` (in whichever sidebar the
 * category is: its page is one, whatever sidebar lists it).
 */
function translated(
  t: Record<string, string> | undefined,
  label: string,
  field: 'title' | 'description',
): string | undefined {
  if (!t) return undefined;
  const tail = `.category.${label}.link.generated-index.${field}`;
  const key = Object.keys(t).find((k) => k.startsWith('sidebar.') && k.endsWith(tail));
  return key === undefined ? undefined : t[key];
}

/** A category's generated index page among the docs, if it has one. */
export function generatedIndexLink(
  docs: DocMeta[],
  routeBasePath: string | undefined,
  label: string,
  link: unknown,
): { id: string; route: string } | undefined {
  if (!isGenerated(link) || routeBasePath === undefined) return undefined;
  const route = generatedIndexRoute(routeBasePath, label, link);
  const doc = docs.find((d) => d.generatedIndex && d.route === route);
  return doc && { id: doc.id, route: doc.route };
}
