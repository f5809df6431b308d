import path from 'node:path';
import type { DocsSet, SiteConfig } from '../config/types.js';
import { loadCategories, loadSidebarInput } from './sidebarInput.js';
import { generatedIndexDocs } from './generatedIndexDocs.js';
import { listDocFiles, loadDocs } from './loadDocs.js';
import { readLastUpdates } from './readLastUpdates.js';
import type { Parsers } from './readSource.js';
import type { CategoryMeta, DocMeta, LastUpdate, SidebarInput } from './types.js';
import { docsTranslations } from '../config/i18n.js';

/** One docs set as read: its docs with their own ids (as its sidebars name them). */
export interface DocsSetContent {
  set: DocsSet;
  docs: DocMeta[];
  sidebarInput: Record<string, SidebarInput[]>;
  sidebarsFile?: { rel: string; source: string };
  categories: Record<string, CategoryMeta>;
}

/** A docs set's id for a doc or sidebar of its own. */
export const inSet = (key: string, id: string) => `${key}::${id}`;

/** The key of the docs set an id (of a doc or sidebar) belongs to; undefined for the main docs. */
export const setKeyOf = (id: string): string | undefined =>
  id.includes('::') ? id.slice(0, id.indexOf('::')) : undefined;

/** An id without its docs set's key: what the doc or sidebar is called in its own set. */
export const ownId = (id: string) => (id.includes('::') ? id.slice(id.indexOf('::') + 2) : id);

/** The set's docs as the rest of the pipeline sees them: ids prefixed, so no two sets meet. */
export function prefixedDocs(c: DocsSetContent): DocMeta[] {
  return c.docs.map((d) => ({ ...d, id: inSet(c.set.key, d.id) }));
}

/**
 * Every docs set (Docusaurus's versions in versioned_docs/ and extra docs instances), each read
 * as the main docs are, with its own folder, route base and sidebars file.
 */
export async function loadDocsSets(
  config: SiteConfig,
  cacheDir: string,
  production: boolean,
  given?: boolean | Map<string, LastUpdate>,
  parsers?: Parsers,
): Promise<DocsSetContent[]> {
  return Promise.all(
    config.docsSets.map(async (set) => {
      const own: SiteConfig = { ...config, docs: set.docs };
      const dir = path.resolve(config.siteDir, set.docs.path);
      const wanted = set.docs.showLastUpdateAuthor || set.docs.showLastUpdateTime;
      let lastUpdates = given instanceof Map ? given : new Map<string, LastUpdate>();
      if (wanted && given !== false && !(given instanceof Map)) {
        const files = (await listDocFiles(dir, set.docs)).map((f) => path.join(dir, f));
        lastUpdates = await readLastUpdates(config.siteDir, [set.docs.path], files);
      }
      const [docs, sidebars, categories] = await Promise.all([
        loadDocs({ config: own, lastUpdates, production, parsers }),
        loadSidebarInput(own, cacheDir, false),
        loadCategories(dir, parsers),
      ]);
      const generated = generatedIndexDocs({
        config: own,
        docs: set.docs,
        categories,
        sidebarInput: sidebars.input,
        sidebarsFile: sidebars.file && path.resolve(sidebars.file.rel),
        translations: docsTranslations(config.i18n, set.instance, set.version?.name),
      });
      return {
        set,
        docs: [...docs, ...generated].map((d) => ({ ...d, version: set.version?.name })),
        sidebarInput: sidebars.input,
        sidebarsFile: sidebars.file,
        categories,
      };
    }),
  );
}
