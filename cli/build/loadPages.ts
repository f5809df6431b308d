import path from 'node:path';
import fg from 'fast-glob';
import type { SiteConfig } from '../config/types.js';
import { checkFrontMatter, PAGE_FRONT_MATTER } from './parseFrontMatter.js';
import { readSource, type Parsers } from './readSource.js';
import { localizedFile } from '../config/i18n.js';
import { routeInside } from './routeInside.js';
import type { PageMeta } from './types.js';

/**
 * Standalone pages: .md/.mdx compiled like docs, .tsx/.jsx React components; index files take their
 * folder's URL.
 */
export async function loadPages(
  config: SiteConfig,
  production: boolean,
  parsers?: Parsers,
): Promise<PageMeta[]> {
  const dir = path.resolve(config.siteDir, config.pages.path);
  const files = (
    await fg(['**/*.{md,mdx,tsx,jsx,ts,js}'], {
      cwd: dir,
      ignore: ['**/_*', '**/_*/**', '**/*.test.*', '**/__tests__/**', '**/*.d.ts'],
    })
  ).sort();
  const pages: PageMeta[] = [];
  for (const relPath of files) {
    const file = await readSource(localizedFile(config.pages.localizedPath, dir, relPath), parsers);
    const format = /\.(tsx|jsx|ts|js)$/.test(relPath) ? 'tsx' : 'mdx';
    if (format === 'mdx')
      checkFrontMatter(
        { data: file.frontMatter, body: file.body, keyLines: file.keyLines },
        PAGE_FRONT_MATTER,
        file.rel,
      );
    const fm =
      format === 'mdx'
        ? (file.frontMatter as Record<string, never>)
        : ({} as Record<string, never>);
    if (fm.draft === true && production) continue;
    let route = '/' + relPath.replace(/\.(mdx?|tsx|jsx|ts|js)$/, '');
    route = route.replace(/\/index$/, '') || '/';
    const slug = fm.slug as string | undefined;
    if (slug) route = slug.startsWith('/') ? slug : `/${slug}`;
    const origin = { file: file.rel, line: file.keyLines.slug, slug };
    route = routeInside(route, origin);
    pages.push({
      kind: 'page',
      route,
      file,
      format,
      title: fm.title,
      description: fm.description,
      hideTableOfContents: fm.hide_table_of_contents === true,
      wrapperClassName: fm.wrapperClassName,
    });
  }
  return pages;
}
