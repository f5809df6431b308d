import type { SiteConfig } from '../config/types.js';
import type { CompiledPage } from '../mdx/compileMdx.js';
import { filterToc } from '../mdx/remarkHeadings.js';
import { compileKey } from './compileKey.js';
import type { PageMeta, RouteEntry } from './types.js';
import { headMeta } from './headMeta.js';

/**
 * One route per standalone page: React pages as they are, Markdown pages with their title and TOC.
 */
export function pageRoutes(
  pages: PageMeta[],
  compiled: Map<string, CompiledPage>,
  config: SiteConfig,
): RouteEntry[] {
  return pages.map((page) =>
    page.format === 'tsx'
      ? reactPageRoute(page, config)
      : markdownPageRoute(page, compiled, config),
  );
}

function reactPageRoute(page: PageMeta, config: SiteConfig): RouteEntry {
  return {
    route: page.route,
    source: page.file.rel,
    content: { tsx: page.file.abs },
    data: {
      kind: 'page',
      title: page.title ?? config.title,
      description: page.description,
      toc: [],
      hideTableOfContents: true,
      markdown: false,
      // its own <main> written in the page's file (Docusaurus's home page template does)
      ...(/<main[\s>]/.test(page.file.source) ? { ownMain: true } : {}),
    },
  };
}

function markdownPageRoute(
  page: PageMeta,
  compiled: Map<string, CompiledPage>,
  config: SiteConfig,
): RouteEntry {
  const c = compiled.get(compileKey.page(page.route))!;
  const { minHeadingLevel, maxHeadingLevel } = config.tableOfContents;
  return {
    route: page.route,
    source: page.file.rel,
    slugLine: page.file.keyLines.slug,
    meta: headMeta(page.file.frontMatter),
    content: { mdx: compileKey.page(page.route) },
    data: {
      kind: 'page',
      title: page.title ?? c.contentTitle ?? config.title,
      description: page.description,
      toc: filterToc(c.toc, minHeadingLevel, maxHeadingLevel),
      hideTableOfContents: page.hideTableOfContents,
      markdown: true,
      showTitle: c.contentTitle !== undefined && !c.titleInContent,
      ...(c.titleInContent ? { titleInContent: true } : {}),
      wrapperClassName: page.wrapperClassName,
    },
  };
}
