import type { SiteConfig } from '../config/types.js';
import type { CompiledPage } from '../mdx/compileMdx.js';
import type { SidebarNode } from '../../runtime/types.js';
import { compileKey } from './compileKey.js';
import type { RawContent } from './loadContent.js';
import { flattenSidebar, resolveSidebars } from './resolveSidebars.js';
import type { ContentGraph, DocMeta, DocsVersion } from './types.js';

/**
 * The content graph: titles from the compiled pages, then sidebars, the doc → sidebar map and the
 * version record. Returns new data; `raw` is left as it was read.
 */
export function finishGraph(
  raw: RawContent,
  compiled: Map<string, CompiledPage>,
  config: SiteConfig,
): ContentGraph {
  const docs = raw.graph.docs.map((d) => ({
    ...d,
    title: d.title || (compiled.get(compileKey.doc(d.id))?.contentTitle ?? d.id.split('/').pop()!),
  }));
  const posts = raw.graph.posts.map((p) => {
    const contentTitle = compiled.get(compileKey.post(p.route))?.contentTitle;
    return !p.file.frontMatter.title && contentTitle ? { ...p, title: contentTitle } : p;
  });
  const sidebars = config.docs
    ? resolveSidebars(raw.sidebarInput, {
        docs,
        sidebarsFile: raw.sidebarsFile,
        categories: raw.categories,
        collapsible: config.docs.sidebarCollapsible,
      })
    : {};
  const docSidebar: Record<string, string> = {};
  for (const [name, items] of Object.entries(sidebars))
    for (const item of flattenSidebar(items)) docSidebar[item.id] ??= name;
  const versions = config.docs ? [currentVersion(docs, sidebars, config.docs.routeBasePath)] : [];
  return { ...raw.graph, docs, posts, sidebars, docSidebar, versions };
}

/**
 * The one docs version ('current', labelled 'Next' as in Docusaurus) and the doc its link opens.
 */
function currentVersion(
  docs: DocMeta[],
  sidebars: Record<string, SidebarNode[]>,
  routeBasePath: string,
): DocsVersion {
  const firstInSidebar = Object.values(sidebars)
    .map((s) => flattenSidebar(s)[0])
    .find(Boolean);
  const rootDoc = docs.find((d) => d.route === `/${routeBasePath}`);
  return {
    name: 'current',
    label: 'Next',
    path: `/${routeBasePath}`,
    isLast: true,
    mainDocId: rootDoc?.id ?? firstInSidebar?.id ?? docs[0]?.id ?? '',
  };
}
