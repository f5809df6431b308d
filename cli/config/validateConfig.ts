import path from 'node:path';
import type * as z from 'zod';
import { closest } from '../util/closest.js';
import { codeFrame } from '../util/codeFrame.js';
import { TnError, throwErrors } from '../util/errors.js';
import { configSchema, type Problem } from './configSchema.js';
import { keyLocator, keyPathName, sourcePath, type KeyPath, type SourceKeys } from './locateKey.js';
import type { DocsConfig, NavbarItem, SiteConfig, SiteConfigInput } from './types.js';

export { locateKey } from './locateKey.js';

const TOP_KEYS = Object.keys(configSchema.shape);

interface Context {
  siteDir: string;
  configFile: string;
  source: string;
  /** Where tn-docs' keys were written, for a config of another shape (docusaurus.config.*). */
  sourceKeys?: SourceKeys;
}

/**
 * Validates the raw config against the schema (configSchema.ts) and fills in defaults. Every
 * problem names its key, points at the key's line in site.config.ts with a code frame and lists
 * valid values.
 */
export function validateConfig(input: SiteConfigInput, ctx: Context): SiteConfig {
  if (typeof input !== 'object' || input === null) {
    throw new TnError('CONFIG_INVALID', 'site config: the default export must be an object.', {
      loc: { file: ctx.configFile },
      hint: 'Write `export default defineConfig({ title: ..., url: ... })`.',
    });
  }
  const result = configSchema.safeParse(input);
  if (!result.success) throwErrors(configErrors(result.error.issues, ctx));
  return withDefaults(input, ctx);
}

/** One TnError per schema issue, at the key's real position (found in the file's syntax tree). */
export function configErrors(issues: z.core.$ZodIssue[], ctx: Context): TnError[] {
  const locate = keyLocator(ctx.source, ctx.configFile, ctx.sourceKeys);
  const error = (keys: KeyPath, p: Problem) => {
    // named as the file writes it (themeConfig.navbar.items[3] in a Docusaurus config)
    const key = keyName(sourcePath(keys, ctx.sourceKeys));
    const parent = keyName(sourcePath(keys.slice(0, -1), ctx.sourceKeys));
    const template = /\{(key|parent)\}/.test(p.message) ? p.message : `{key} ${p.message}`;
    const fill = (s: string) => s.replaceAll('{key}', key).replaceAll('{parent}', parent);
    const loc = locate.path(keys);
    return new TnError(p.code ?? 'CONFIG_INVALID', `site config: ${fill(template)}`, {
      loc,
      hint: fill(p.hint),
      frame: loc.line ? codeFrame(ctx.source, loc.line, loc.column) : undefined,
    });
  };
  return issues.flatMap((issue) => {
    const keys = issue.path.filter((k): k is string | number => typeof k !== 'symbol');
    if (issue.code === 'unrecognized_keys')
      return issue.keys.map((k) => {
        const near = closest(k, TOP_KEYS, 1);
        const guess = near.length ? `Did you mean '${near[0]}'? ` : '';
        return error([...keys, k], {
          message: 'is not a known option.',
          hint: `${guess}Known options: ${TOP_KEYS.join(', ')}.`,
        });
      });
    return [error(keys, readProblem(issue.message))];
  });
}

function readProblem(message: string): Problem {
  try {
    return JSON.parse(message) as Problem;
  } catch {
    // a rule without its own message: zod's words ("Invalid input: expected string, received
    // number")
    return {
      message: `is invalid: ${message.replace(/^Invalid input: /, '')}.`,
      hint: 'See the configuration reference in README.md.',
    };
  }
}

/** ['navbar', 'items', 2, 'to'] → navbar.items[2].to */
export function keyName(keys: KeyPath): string {
  return keyPathName(keys);
}

/** 'tags/' or '/tags' as the path segment Docusaurus's normalizeUrl makes of it. */
const trimSlashes = (v: string) => v.replace(/^\/+|\/+$/g, '');

/** Docusaurus's defaults for the blog's page paths. */
export const BLOG_PATHS = {
  pageBasePath: 'page',
  tagsBasePath: 'tags',
  archiveBasePath: 'archive',
  authorsBasePath: 'authors',
} as const;

function blogPaths(b: Extract<SiteConfigInput['blog'], object>) {
  const d = BLOG_PATHS;
  return {
    pageBasePath: trimSlashes(b.pageBasePath ?? d.pageBasePath),
    tagsBasePath: trimSlashes(b.tagsBasePath ?? d.tagsBasePath),
    // null or '' (as Docusaurus reads it): no archive page
    archiveBasePath:
      b.archiveBasePath === null
        ? null
        : trimSlashes(b.archiveBasePath ?? d.archiveBasePath) || null,
    authorsBasePath: trimSlashes(b.authorsBasePath ?? d.authorsBasePath),
  };
}

function docsDefaults(d: Extract<SiteConfigInput['docs'], object>): DocsConfig {
  return {
    path: d.path ?? 'docs',
    routeBasePath: (d.routeBasePath ?? 'docs').replace(/^\/|\/$/g, ''),
    sidebarPath: d.sidebarPath ?? 'sidebars.ts',
    editUrl: d.editUrl,
    showLastUpdateAuthor: d.showLastUpdateAuthor ?? false,
    showLastUpdateTime: d.showLastUpdateTime ?? false,
    sidebarCollapsible: d.sidebarCollapsible ?? true,
    include: d.include ?? ['**/*.{md,mdx}'],
    exclude: d.exclude ?? [],
    numberPrefixParser: d.numberPrefixParser ?? true,
    breadcrumbs: d.breadcrumbs ?? true,
    sidebarCollapsed: d.sidebarCollapsed ?? true,
  };
}

/** The validated input with every default filled in. */
function withDefaults(input: SiteConfigInput, ctx: Context): SiteConfig {
  const title = input.title;
  const cm = input.colorMode ?? {};
  const a = input.announcementBar || null;
  const nav = input.navbar ?? {};
  const foot = input.footer ?? {};
  const d = input.docs === false ? null : (input.docs ?? {});
  const b = input.blog === false ? null : (input.blog ?? {});
  const s = input.sitemap === false ? null : (input.sitemap ?? {});
  const toc = input.tableOfContents ?? {};
  const st = input.storage ?? {};
  return {
    title,
    tagline: input.tagline ?? '',
    url: input.url.replace(/\/$/, ''),
    baseUrl: input.baseUrl ?? '/',
    locale: input.locale ?? 'en',
    direction: input.direction ?? 'ltr',
    favicon: input.favicon,
    onBrokenLinks: input.onBrokenLinks ?? 'throw',
    onDuplicateRoutes: input.onDuplicateRoutes ?? 'throw',
    onBrokenAnchors: input.onBrokenAnchors ?? 'throw',
    onBrokenMarkdownLinks: input.onBrokenMarkdownLinks ?? 'throw',
    colorMode: {
      defaultMode: cm.defaultMode ?? 'dark',
      respectPrefersColorScheme: cm.respectPrefersColorScheme ?? false,
      disableSwitch: cm.disableSwitch ?? false,
    },
    announcementBar: a && { id: a.id, content: a.content, isCloseable: a.isCloseable ?? true },
    navbar: {
      title: nav.title ?? title,
      logo: nav.logo,
      hideOnScroll: nav.hideOnScroll ?? false,
      items: (nav.items ?? []).map((item): NavbarItem => ({
        ...item,
        position: item.position ?? 'right',
      })),
    },
    footer: { links: foot.links ?? [], copyright: foot.copyright ?? '', logo: foot.logo },
    docs: d && docsDefaults(d),
    blog: b && {
      path: b.path ?? 'blog',
      routeBasePath: (b.routeBasePath ?? 'blog').replace(/^\/|\/$/g, ''),
      showReadingTime: b.showReadingTime ?? false,
      postsPerPage: b.postsPerPage ?? 10,
      listWithoutPosts: b.listWithoutPosts ?? true,
      ...blogPaths(b),
      feedOptions: {
        type: b.feedOptions?.type ?? 'all',
        copyright: b.feedOptions?.copyright ?? foot.copyright ?? '',
        title: b.feedOptions?.title ?? `${title} Blog`,
        description: b.feedOptions?.description ?? `${title} Blog`,
      },
      title: b.title ?? 'Blog',
      description: b.description ?? b.feedOptions?.description ?? `${title} Blog`,
    },
    pages: { path: input.pages?.path ?? 'pages' },
    staticDir: input.staticDir ?? 'static',
    sitemap: s && {
      changefreq: s.changefreq ?? 'weekly',
      priority: s.priority ?? 0.5,
      ignorePatterns: s.ignorePatterns ?? ['/blog/tags/**'],
    },
    analytics: input.analytics
      ? {
          trackingID: input.analytics.trackingID,
          anonymizeIP: input.analytics.anonymizeIP ?? true,
        }
      : null,
    tableOfContents: {
      minHeadingLevel: toc.minHeadingLevel ?? 2,
      maxHeadingLevel: toc.maxHeadingLevel ?? 3,
    },
    storage: { type: st.type ?? 'localStorage', namespace: st.namespace ?? '' },
    redirects: (input.redirects ?? []).map((r) => ({ from: r.from, to: r.to })),
    ...(input.createRedirects ? { createRedirects: input.createRedirects } : {}),
    customCss: (input.customCss ?? []).map((f) => path.resolve(ctx.siteDir, f)),
    headTags: input.headTags ?? [],
    image: input.image,
    trailingSlash: input.trailingSlash,
    markdown: { mermaid: input.markdown?.mermaid ?? false, math: input.markdown?.math ?? false },
    markdownTwins: input.markdownTwins ?? true,
    customFields: input.customFields ?? {},
    titleDelimiter: input.titleDelimiter ?? '|',
    repeatSiteTitle: input.repeatSiteTitle ?? false,
    searchPage:
      input.searchPage === false
        ? false
        : {
            route: '/' + (input.searchPage?.path ?? 'search').replace(/^\/|\/$/g, ''),
            sitemap: input.searchPage?.sitemap ?? false,
            siteInTitle: input.searchPage?.siteInTitle ?? true,
          },
    searchExamples: input.searchExamples ?? [],
    docsVersion: input.docsVersion ?? { name: 'current', label: 'Next', isLast: true },
    docsSets: (input.docsSets ?? []).map((s) => ({ ...s, docs: docsDefaults(s.docs) })),
    warnings: [],
    sourceKeys: ctx.sourceKeys,
    siteDir: ctx.siteDir,
    configFile: ctx.configFile,
  };
}
