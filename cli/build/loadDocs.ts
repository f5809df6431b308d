import path from 'node:path';
import fg from 'fast-glob';
import type { SiteConfig } from '../config/types.js';
import { TnError } from '../util/errors.js';
import { localizedFile } from '../config/i18n.js';
import { docPathInfo, routeFor } from './docIds.js';
import { loadTagsFile, postTags, type TagDefinition } from './loadBlog.js';
import { checkFrontMatter, DOC_FRONT_MATTER } from './parseFrontMatter.js';
import { readSource, type Parsers } from './readSource.js';
import { routeInside } from './routeInside.js';
import type { DocMeta, LastUpdate, SourceFile } from './types.js';

export interface LoadDocsOptions {
  config: SiteConfig;
  lastUpdates: Map<string, LastUpdate>;
  production: boolean;
  parsers?: Parsers;
}

/** The doc files of a docs folder: `include` globs minus `exclude` (Docusaurus's options). */
export async function listDocFiles(
  docsDir: string,
  filter: { include?: string[]; exclude?: string[] } = {},
): Promise<string[]> {
  const include = (filter.include ?? ['**/*.{md,mdx}']).filter((g) => !/\.(jsx?|tsx?)$/.test(g));
  const files = await fg(include, {
    cwd: docsDir,
    ignore: ['**/_*/**', '**/_*', '**/node_modules/**', ...(filter.exclude ?? [])],
    dot: false,
  });
  return files.sort();
}

/**
 * Reads every doc, derives its id and route with Docusaurus's rules and checks its front matter.
 */
export async function loadDocs({
  config,
  lastUpdates,
  production,
  parsers,
}: LoadDocsOptions): Promise<DocMeta[]> {
  const docsCfg = config.docs;
  if (!docsCfg) return [];
  const docsDir = path.resolve(config.siteDir, docsCfg.path);
  const files = await listDocFiles(docsDir, docsCfg);
  // the docs' tags file (Docusaurus 3.5 and later), read as the blog's is
  const tagsFile = await loadTagsFile(docsDir, parsers);
  const docs = await Promise.all(
    files.map(async (relPath): Promise<DocMeta | null> => {
      const file = await readSource(
        localizedFile(docsCfg.localizedPath, docsDir, relPath),
        parsers,
      );
      checkFrontMatter(
        { data: file.frontMatter, body: file.body, keyLines: file.keyLines },
        DOC_FRONT_MATTER,
        file.rel,
      );
      if (file.frontMatter.draft === true && production) return null;
      const doc = docMeta(file, relPath, config, docsCfg, lastUpdates.get(file.abs) ?? {});
      return { ...doc, ...docTags(doc, docsCfg, tagsFile) };
    }),
  );
  const list = docs.filter((d): d is DocMeta => d !== null);
  assertUniqueIds(list);
  return list;
}

type DocsConfig = Extract<SiteConfig['docs'], object>;

/**
 * A doc's `tags`, as Docusaurus's docs plugin reads them: labels (or keys of the docs' `tags.yml`)
 * whose pages are at `<docs route base>/tags/<permalink>`, beside the version's tags page.
 */
function docTags(
  doc: DocMeta,
  docsCfg: DocsConfig,
  tagsFile: Record<string, TagDefinition>,
): Pick<DocMeta, 'tags' | 'tagsRoute'> {
  const written = doc.file.frontMatter.tags;
  if (written === undefined || written === null) return {};
  const tagsRoute = routeFor(docsCfg.routeBasePath, '/tags');
  const at = { file: doc.file.rel, line: doc.file.keyLines.tags };
  const tags = postTags(written, tagsRoute, at, tagsFile);
  return tags.length ? { tags, tagsRoute } : {};
}

function docMeta(
  file: SourceFile,
  relPath: string,
  config: SiteConfig,
  docsCfg: DocsConfig,
  git: LastUpdate,
): DocMeta {
  const fm = file.frontMatter as Record<string, never>;
  const id: unknown = fm.id;
  if (typeof id === 'string' && /[/\\]/.test(id))
    throw new TnError('FRONT_MATTER_ID', `The id '${id}' contains a slash.`, {
      loc: { file: file.abs, line: file.keyLines.id, column: 1 },
      hint: 'An id names the file inside its folder; the folders are added to it. Use `slug` to change the URL.',
    });
  const info = docPathInfo(
    relPath,
    { id: fm.id, slug: fm.slug, parse_number_prefixes: fm.parse_number_prefixes },
    docsCfg.numberPrefixParser,
  );
  const { tocMin, tocMax } = tocLevels(file, config);
  const fmUpdate = fm.last_update as { date?: string; author?: string } | undefined;
  const route = routeInside(routeFor(docsCfg.routeBasePath, info.slug), {
    file: file.rel,
    line: file.keyLines.slug,
    slug: fm.slug,
  });
  return {
    kind: 'doc',
    id: info.id,
    route,
    relPath,
    file,
    title: fm.title ?? '',
    sidebarLabel: fm.sidebar_label,
    sidebarPosition: fm.sidebar_position ?? info.position,
    description: fm.description,
    hideTitle: fm.hide_title === true,
    hideTableOfContents: fm.hide_table_of_contents === true,
    tocMin,
    tocMax,
    paginationPrev: fm.pagination_prev,
    paginationNext: fm.pagination_next,
    paginationLabel: fm.pagination_label,
    sidebarClassName: fm.sidebar_class_name,
    ...(fm.displayed_sidebar !== undefined ? { displayedSidebar: fm.displayed_sidebar } : {}),
    unlisted: fm.unlisted === true,
    contentRoot: path.resolve(config.siteDir, docsCfg.path),
    ...(docsCfg.localizedPath ? { localizedRoot: docsCfg.localizedPath } : {}),
    version: config.docsSets.length ? config.docsVersion.name : undefined,
    trailingSlash: typeof fm.slug === 'string' ? (fm.slug as string).endsWith('/') : info.isIndex,
    lastUpdate: {
      timestamp: fmUpdate?.date ? Math.floor(Date.parse(fmUpdate.date) / 1000) : git.timestamp,
      author: fmUpdate?.author ?? git.author,
    },
    editUrl: editUrlOf(fm.custom_edit_url, docsCfg, relPath, route, config.i18n?.currentLocale),
  };
}

/** The TOC's heading levels: front matter, else the site's; min above max is an error. */
function tocLevels(file: SourceFile, config: SiteConfig): { tocMin: number; tocMax: number } {
  const fm = file.frontMatter as Record<string, never>;
  const tocMin: number = fm.toc_min_heading_level ?? config.tableOfContents.minHeadingLevel;
  const tocMax: number = fm.toc_max_heading_level ?? config.tableOfContents.maxHeadingLevel;
  if (tocMin <= tocMax) return { tocMin, tocMax };
  const line = file.keyLines.toc_min_heading_level ?? file.keyLines.toc_max_heading_level ?? 2;
  throw new TnError(
    'FRONT_MATTER_TYPE',
    `toc_min_heading_level (${tocMin}) is greater than toc_max_heading_level (${tocMax}).`,
    {
      loc: { file: file.rel, line, column: 1 },
      hint: 'Use levels between 2 and 6 with min <= max.',
    },
  );
}

/**
 * `custom_edit_url` (null: none), else the docs' `editUrl`: a string is followed by the file's path; a
 * function (Docusaurus) is asked, and may answer nothing for no link.
 */
function editUrlOf(
  custom: string | null | undefined,
  docsCfg: DocsConfig,
  relPath: string,
  permalink: string,
  locale = 'en',
): string | undefined {
  if (custom === null) return undefined;
  if (custom !== undefined) return custom;
  const { editUrl } = docsCfg;
  if (!editUrl) return undefined;
  if (typeof editUrl === 'function') {
    const url = editUrl({
      version: 'current',
      versionDocsDirPath: docsCfg.path.replace(/\\/g, '/'),
      docPath: relPath,
      permalink,
      locale,
    });
    return typeof url === 'string' && url ? url : undefined;
  }
  return editUrl.replace(/\/?$/, '/') + relPath.split('/').map(encodeURIComponent).join('/');
}

function assertUniqueIds(docs: DocMeta[]): void {
  const seen = new Map<string, DocMeta>();
  for (const doc of docs) {
    const prev = seen.get(doc.id);
    if (prev) {
      throw new TnError(
        'DUPLICATE_DOC_ID',
        `Two docs have the id '${doc.id}': ${prev.file.rel} and ${doc.file.rel}.`,
        {
          loc: { file: doc.file.rel, line: doc.file.keyLines.id ?? 1, column: 1 },
          hint: 'Give one of them a different `id` in its front matter, or rename the file.',
        },
      );
    }
    seen.set(doc.id, doc);
  }
}
