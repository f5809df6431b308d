/**
 * Docusaurus plugin options (preset-classic's docs and blog, `plugins`, `themes`) as tn-docs' docs,
 * blog and redirects. What tn-docs cannot reproduce is named in a warning.
 */
import path from 'node:path';
import { installedAtLeast } from './installedVersion.js';
import { versionedDocs, type VersionedDocs } from './fromDocusaurusVersions.js';
import { isObj, pluginEntry, str, type Obj } from './pluginEntry.js';
import type { KeyPath } from './locateKey.js';
import type {
  DocsSetInput,
  DocsVersionConfig,
  NumberPrefixParser,
  SiteConfigInput,
} from './types.js';

type Warn = (key: string | KeyPath, message: string) => void;
type DocsInput = Extract<SiteConfigInput['docs'], object>;
type BlogInput = Extract<SiteConfigInput['blog'], object>;

/** Docs options that change nothing tn-docs renders (or that it does the same way by itself). */
const DOCS_NO_EFFECT = [
  'id',
  'admonitions',
  'editCurrentVersion',
  'editLocalizedFiles',
  'tags',
  'onInlineTags',
  'disableVersioning',
  'includeCurrentVersion',
  'versions',
  'lastVersion',
  'onlyIncludeVersions',
  'sidebarItemsGenerator',
  'beforeDefaultRemarkPlugins',
  'beforeDefaultRehypePlugins',
  'remarkPlugins',
  'rehypePlugins',
  'recmaPlugins',
  'docItemComponent',
  'docRootComponent',
  'docVersionRootComponent',
  'docTagsListComponent',
  'docTagDocListComponent',
  'docCategoryGeneratedIndexComponent',
  'showLastUpdateAuthor',
  'showLastUpdateTime',
  'sidebarCollapsible',
];

/** A remark/rehype plugin list holds remark-math or rehype-katex. */
function usesMath(o: Obj): boolean {
  const names = [o.remarkPlugins, o.rehypePlugins, o.beforeDefaultRemarkPlugins]
    .flatMap((list): unknown[] => (Array.isArray(list) ? (list as unknown[]) : []))
    .map((p) => pluginEntry(p)?.name ?? '');
  return names.some((n) => /math|katex/i.test(n));
}

const strings = (v: unknown): string[] | undefined =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : undefined;

/** A docs plugin instance's options in tn-docs' shape. */
function docsInput(o: Obj, siteDir: string): DocsInput {
  const docsPath = typeof o.path === 'string' ? o.path : 'docs';
  const sidebarPath = typeof o.sidebarPath === 'string' ? o.sidebarPath : undefined;
  // tn-docs' string editUrl is followed by the path inside the docs folder; Docusaurus puts the
  // docs folder's own path (relative to the site) in between
  const dirInSite = path.relative(siteDir, path.resolve(siteDir, docsPath)).split(path.sep);
  const editUrl =
    typeof o.editUrl === 'string'
      ? [o.editUrl.replace(/\/$/, ''), ...dirInSite].join('/')
      : typeof o.editUrl === 'function'
        ? (o.editUrl as DocsInput['editUrl'])
        : undefined;
  return {
    path: docsPath,
    routeBasePath: typeof o.routeBasePath === 'string' ? o.routeBasePath : 'docs',
    sidebarPath: sidebarPath && path.relative(siteDir, path.resolve(siteDir, sidebarPath)),
    editUrl,
    showLastUpdateAuthor: o.showLastUpdateAuthor === true,
    showLastUpdateTime: o.showLastUpdateTime === true,
    sidebarCollapsible: o.sidebarCollapsible !== false,
    include: strings(o.include),
    exclude: strings(o.exclude),
    ...(o.breadcrumbs === false ? { breadcrumbs: false } : {}),
    ...(o.sidebarCollapsed === false ? { sidebarCollapsed: false } : {}),
    ...(o.numberPrefixParser === false || typeof o.numberPrefixParser === 'function'
      ? { numberPrefixParser: o.numberPrefixParser as NumberPrefixParser }
      : {}),
  };
}

/** What the reader misses when a plugin or theme is not run (its lifecycle code). */
function notRun(kind: 'plugin' | 'theme', name: string): string {
  const what =
    kind === 'plugin'
      ? 'the routes and data it would load (loadContent, contentLoaded), the scripts and tags it ' +
        'would add to pages (injectHtmlTags, getClientModules) and its build changes ' +
        '(configureWebpack, postBuild) are absent'
      : 'the components it provides are not used (tn-docs draws its own theme)';
  return `the ${kind} '${name}' is not run by tn-docs: ${what}; readers see the site without them.`;
}

function warnUnknown(o: Obj, known: string[], where: string, warn: Warn, at?: KeyPath) {
  for (const key of Object.keys(o))
    if (!known.includes(key))
      warn(
        at ? [...at, key] : key,
        `the ${where} option '${key}' is not supported by tn-docs and is ignored.`,
      );
}

/**
 * The docs: preset-classic's `docs`, or a `plugin-content-docs` instance without an id; the
 * `plugin-client-redirects` redirects; every other plugin and theme is named in a warning.
 */
export interface DocsOptions {
  docs: SiteConfigInput['docs'];
  docsVersion?: DocsVersionConfig;
  docsSets: DocsSetInput[];
  /** The key of the docs set a navbar `doc` item of an instance links to (its last version). */
  linkedSet: (pluginId: string) => string;
  redirects: SiteConfigInput['redirects'];
  createRedirects?: SiteConfigInput['createRedirects'];
  math: boolean;
}

/** Docusaurus plugins that write llms.txt and Markdown pages: what tn-docs' twins do (issue 31). */
const LLMS_PLUGIN = /(^|\/)docusaurus-plugin-llms(-txt)?$/;

export function docsOptions(
  classicDocs: unknown,
  raw: Obj,
  siteDir: string,
  warn: Warn,
  at: (tn: KeyPath, source: KeyPath) => void = () => {},
  /** Where preset-classic's `docs` is written, when it is. */
  classicAt?: KeyPath,
): DocsOptions {
  let docsObj: Obj | false = classicDocs === false ? false : isObj(classicDocs) ? classicDocs : {};
  let docsAt = isObj(classicDocs) ? classicAt : undefined;
  const redirects: NonNullable<SiteConfigInput['redirects']> = [];
  let createRedirects: SiteConfigInput['createRedirects'];
  const instances: Obj[] = [];
  (Array.isArray(raw.plugins) ? raw.plugins : []).forEach((entry, index) => {
    const p = pluginEntry(entry);
    if (!p) return;
    if (/content-docs$/.test(p.name)) {
      const id = typeof p.options.id === 'string' ? p.options.id : 'default';
      if (id === 'default' && docsObj === false) {
        docsObj = p.options;
        docsAt = ['plugins', index, 1];
      } else instances.push(p.options);
    } else if (/client-redirects$/.test(p.name)) {
      if (typeof p.options.createRedirects === 'function') {
        at(['createRedirects'], ['plugins', index, 1, 'createRedirects']);
        createRedirects = p.options.createRedirects as SiteConfigInput['createRedirects'];
      }
      (Array.isArray(p.options.redirects) ? p.options.redirects : []).forEach((r, k) => {
        if (!isObj(r) || typeof r.to !== 'string') return;
        for (const from of [r.from].flat())
          if (typeof from === 'string') {
            at(['redirects', redirects.length], ['plugins', index, 1, 'redirects', k]);
            redirects.push({ from, to: r.to });
          }
      });
    } else if (LLMS_PLUGIN.test(p.name)) {
      warn(
        ['plugins', index],
        `the plugin '${p.name}' is not needed: tn-docs writes llms.txt, llms-full.txt and a ` +
          'Markdown twin of every page itself (markdownTwins); its options are ignored.',
      );
    } else if (!/docusaurus-plugin-sass$/.test(p.name)) {
      // (Sass stylesheets are compiled by tn-docs itself, with the site's `sass`)
      warn(['plugins', index], notRun('plugin', p.name));
    }
  });
  (Array.isArray(raw.themes) ? raw.themes : []).forEach((entry, index) => {
    const p = pluginEntry(entry);
    if (p && !/theme-mermaid$/.test(p.name)) warn(['themes', index], notRun('theme', p.name));
  });
  if (docsObj === false) {
    if (instances.length)
      warn('plugins', 'docs instances need the default docs instance; they are not built.');
    return {
      docs: false,
      docsSets: [],
      linkedSet: () => '',
      redirects,
      createRedirects,
      math: false,
    };
  }
  const known = [
    'path',
    'routeBasePath',
    'sidebarPath',
    'editUrl',
    'include',
    'exclude',
    'numberPrefixParser',
    'breadcrumbs',
    'sidebarCollapsed',
  ];
  warnUnknown(docsObj, [...known, ...DOCS_NO_EFFECT], 'docs', warn, docsAt);
  const main = versionedDocs(siteDir, docsInput(docsObj, siteDir), docsObj);
  const docsSets = [...main.sets];
  const last = new Map([['default', lastKey(main)]]);
  let math = usesMath(docsObj);
  for (const o of instances) {
    const id = str(o.id);
    const own = versionedDocs(siteDir, docsInput(o, siteDir), o, id);
    docsSets.push(
      { key: id, instance: id, docs: own.current, version: own.currentVersion },
      ...own.sets,
    );
    last.set(id, lastKey(own) || id);
    math ||= usesMath(o);
  }
  return {
    docs: main.current,
    docsVersion: main.currentVersion,
    docsSets,
    linkedSet: (pluginId) => last.get(pluginId) ?? pluginId,
    redirects,
    createRedirects,
    math,
  };
}

/** The key of the set holding an instance's last version ('' when it is the current docs). */
function lastKey(v: VersionedDocs): string {
  return v.sets.find((s) => s.version?.isLast)?.key ?? '';
}

/** The blog's page paths, taken as written (tn-docs' own options have these names). */
const BLOG_BASE_PATHS = [
  'pageBasePath',
  'tagsBasePath',
  'archiveBasePath',
  'authorsBasePath',
] as const;

const BLOG_NO_EFFECT = [
  'editUrl',
  'editLocalizedFiles',
  'blogSidebarCount',
  'blogSidebarTitle',
  'authorsMapPath',
  'onInlineAuthors',
  'onInlineTags',
  'onUntruncatedBlogPosts',
  'tags',
  'remarkPlugins',
  'rehypePlugins',
  'beforeDefaultRemarkPlugins',
  'beforeDefaultRehypePlugins',
  'truncateMarker',
  'include',
  'exclude',
  'sortPosts',
  'showLastUpdateAuthor',
  'showLastUpdateTime',
  'blogListComponent',
  'blogPostComponent',
  'blogTagsListComponent',
  'blogTagsPostsComponent',
  'blogArchiveComponent',
  'processBlogPosts',
];

/** preset-classic's `blog` (false: off). `math` says whether its plugins hold remark-math. */
/**
 * Whether a blog without posts has its (empty) list page, as the site's Docusaurus builds it:
 * from 3.10 on it does, before it makes no blog page at all. Not installed: the newer way.
 */
export function blogListWithoutPosts(siteDir: string): boolean {
  return installedAtLeast(siteDir, '@docusaurus/plugin-content-blog', [3, 10]) ?? true;
}

export function blogOptions(
  b: unknown,
  warn: Warn,
  blogAt?: KeyPath,
): (BlogInput & { math: boolean }) | false {
  if (b === false) return false;
  const o = isObj(b) ? b : {};
  const known = [
    'path',
    'routeBasePath',
    'showReadingTime',
    'postsPerPage',
    'feedOptions',
    'blogTitle',
    'blogDescription',
    ...BLOG_BASE_PATHS,
  ];
  warnUnknown(o, [...known, ...BLOG_NO_EFFECT], 'blog', warn, isObj(b) ? blogAt : undefined);
  const feed = isObj(o.feedOptions) ? o.feedOptions : {};
  const types = [feed.type].flat();
  const type = types.includes('all') || (types.includes('rss') && types.includes('atom'));
  return {
    path: typeof o.path === 'string' ? o.path : 'blog',
    title: typeof o.blogTitle === 'string' ? o.blogTitle : undefined,
    description: typeof o.blogDescription === 'string' ? o.blogDescription : undefined,
    routeBasePath: typeof o.routeBasePath === 'string' ? o.routeBasePath : 'blog',
    // on unless turned off, as in Docusaurus
    showReadingTime: o.showReadingTime !== false,
    postsPerPage:
      o.postsPerPage === 'ALL' ? 1e6 : typeof o.postsPerPage === 'number' ? o.postsPerPage : 10,
    feedOptions: {
      type: type ? 'all' : types.includes('atom') ? 'atom' : types.includes('rss') ? 'rss' : 'all',
      title: typeof feed.title === 'string' ? feed.title : undefined,
      description: typeof feed.description === 'string' ? feed.description : undefined,
      copyright: typeof feed.copyright === 'string' ? feed.copyright : undefined,
    },
    ...Object.fromEntries(BLOG_BASE_PATHS.filter((k) => o[k] !== undefined).map((k) => [k, o[k]])),
    math: usesMath(o),
  };
}
