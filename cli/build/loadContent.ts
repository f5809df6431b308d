import { ParseMemo } from './parseMemo.js';
import fs from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { displayPath } from '../util/displayPath.js';
import type { SiteConfig } from '../config/types.js';
import { keyLocator } from '../config/locateKey.js';
import { TnError } from '../util/errors.js';
import { checkSymlinks } from './checkSymlinks.js';
import { generatedIndexDocs } from './generatedIndexDocs.js';
import { listDocFiles, loadDocs } from './loadDocs.js';
import { loadBlog, loadBlogAuthors } from './loadBlog.js';
import { loadDocsSets, prefixedDocs, type DocsSetContent } from './loadDocsSets.js';
import { loadPages } from './loadPages.js';
import { readLastUpdates } from './readLastUpdates.js';
import { loadCategories, loadSidebarInput } from './sidebarInput.js';
import type { CategoryMeta, ContentGraph, LastUpdate, SidebarInput } from './types.js';
import { docsTranslations } from '../config/i18n.js';

export interface RawContent {
  graph: Omit<ContentGraph, 'sidebars' | 'docSidebar' | 'versions'>;
  sidebarInput: Record<string, SidebarInput[]>;
  sidebarsFile?: { rel: string; source: string };
  categories: Record<string, CategoryMeta>;
  /** Versions and other docs instances; their docs are in graph.docs too, with prefixed ids. */
  sets: DocsSetContent[];
}

/**
 * A docs folder that does not exist is one mistake, in the config: said once, at `docs.path`
 * (issue 12; before, every sidebar entry was reported as a missing doc).
 */
async function assertDocsDir(config: SiteConfig, docsDir: string): Promise<void> {
  const found = await fs.stat(docsDir).catch(() => null);
  if (found) return; // a file where the folder should be is reported by the reader (ENOTDIR)
  const source = await fs.readFile(config.configFile, 'utf8');
  throw new TnError('DOCS_PATH_MISSING', `The docs folder ${config.docs!.path} does not exist.`, {
    loc: keyLocator(source, config.configFile, config.sourceKeys).path(['docs', 'path']),
    hint: `Create ${displayPath(docsDir)}, or point docs.path at the folder that holds the docs.`,
  });
}

/** Reads docs, blog, pages, sidebars and static files into plain data. */
export async function loadContent(
  config: SiteConfig,
  cacheDir: string,
  production: boolean,
  /**
   * Last-update dates: read with one `git log` pass (the default), not at all (false), or given (the dev
   * server reads them once, after it has started, and hands them back on every reload).
   */
  opts: { lastUpdates?: boolean | Map<string, LastUpdate> } = {},
): Promise<RawContent> {
  const docsDir = config.docs ? path.resolve(config.siteDir, config.docs.path) : null;
  if (docsDir) await assertDocsDir(config, docsDir);
  // before any folder is listed: a link that loops would be followed for ever (issue 30)
  await checkSymlinks(config);
  const docFiles = docsDir
    ? (await listDocFiles(docsDir, config.docs!)).map((f) => path.join(docsDir, f))
    : [];
  const wanted =
    config.docs && (config.docs.showLastUpdateAuthor || config.docs.showLastUpdateTime);
  const lastUpdates =
    opts.lastUpdates instanceof Map
      ? opts.lastUpdates
      : wanted && opts.lastUpdates !== false
        ? await readLastUpdates(config.siteDir, [config.docs!.path], docFiles)
        : new Map<string, LastUpdate>();
  const parsers = ParseMemo.open(cacheDir);
  const [docs, posts, blogAuthors, pages, sidebars, categories, staticFiles, sets] =
    await Promise.all([
      loadDocs({ config, lastUpdates, production, parsers }),
      loadBlog(config, production, parsers),
      loadBlogAuthors(config, parsers),
      loadPages(config, production, parsers),
      config.docs
        ? loadSidebarInput(config, cacheDir)
        : Promise.resolve({ input: {}, file: undefined }),
      docsDir ? loadCategories(docsDir, parsers) : Promise.resolve({}),
      fg(['**/*'], { cwd: path.resolve(config.siteDir, config.staticDir), dot: false }).catch(
        () => [] as string[],
      ),
      loadDocsSets(config, cacheDir, production, opts.lastUpdates, parsers),
    ]);
  parsers.save();
  const generated = config.docs
    ? generatedIndexDocs({
        config,
        docs: config.docs,
        categories,
        sidebarInput: sidebars.input,
        sidebarsFile: sidebars.file && path.resolve(sidebars.file.rel),
        version: config.docsSets.length ? config.docsVersion.name : undefined,
        translations: docsTranslations(config.i18n),
      })
    : [];
  return {
    sets,
    graph: {
      docs: [...docs, ...generated, ...sets.flatMap(prefixedDocs)],
      posts,
      blogAuthors,
      pages,
      redirects: config.redirects,
      staticFiles: staticFiles.sort(),
    },
    sidebarInput: sidebars.input,
    sidebarsFile: sidebars.file,
    categories,
  };
}
