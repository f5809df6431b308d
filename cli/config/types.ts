/**
 * The site configuration, as written in site.config.ts and as validated (see validateConfig.ts).
 */
import type { TnError } from '../util/errors.js';
import type { ReportingSeverity } from './configSchema.js';
import type { SitePluginsRef } from './sitePluginLists.js';
import type { SourceKeys } from './locateKey.js';
import type { SiteI18n } from './i18n.js';

/**
 * The docs' `numberPrefixParser`, as Docusaurus takes it: true (its default parser), false (none:
 * `01-intro` keeps its prefix in ids, URLs and labels) or the site's own function.
 */
export type NumberPrefixParser =
  boolean | ((filename: string) => { filename: string; numberPrefix?: number });

export type NavbarItem =
  | { type?: 'default'; label: string; to?: string; href?: string; position?: 'left' | 'right' }
  | { type: 'doc'; docId: string; label?: string; version?: string; position?: 'left' | 'right' }
  | {
      type: 'docSidebar';
      sidebarId: string;
      label?: string;
      version?: string;
      position?: 'left' | 'right';
    }
  | { type: 'dropdown'; label: string; position?: 'left' | 'right'; items: NavbarLinkItem[] }
  | { type: 'docsVersionDropdown'; position?: 'left' | 'right' }
  | { type: 'localeDropdown'; position?: 'left' | 'right' }
  | { type: 'search'; position?: 'left' | 'right' }
  | { type: 'html'; value: string; position?: 'left' | 'right' };

export interface NavbarLinkItem {
  label: string;
  to?: string;
  href?: string;
  /** Raw HTML instead of a link (Docusaurus's `html` items). */
  html?: string;
}

/** plugin-client-redirects' `createRedirects`: from an existing page's path, the paths to redirect to it. */
export type CreateRedirects = (existingPath: string) => string | string[] | null | undefined;

/** Docusaurus's `editUrl` as a function: the URL of a doc's source, or nothing for no link. */
export type EditUrlFunction = (p: {
  version: string;
  versionDocsDirPath: string;
  docPath: string;
  permalink: string;
  locale: string;
}) => string | undefined;

/** An element added to every page's <head> (Docusaurus's `scripts`, `stylesheets`, `headTags`). */
export interface HeadTag {
  tagName: string;
  attributes: Record<string, string | boolean>;
  innerHTML?: string;
}

export interface FooterGroup {
  title: string;
  items: NavbarLinkItem[];
}

/** A docs version as the version dropdown lists it. */
export interface DocsVersionConfig {
  name: string;
  label: string;
  isLast: boolean;
  /** Docusaurus's banner of the version: its `banner` option, else by its place from the last. */
  banner?: 'none' | 'unreleased' | 'unmaintained';
}

/**
 * Docs beside the main ones: a version in versioned_docs/, or another docs plugin instance. Its doc
 * ids and sidebar names are prefixed with `key` and '::' so they never meet the main docs'.
 */
export interface DocsSetInput {
  key: string;
  /** The docs plugin instance it belongs to ('default' when left out). */
  instance?: string;
  docs: Extract<SiteConfigInput['docs'], object>;
  version?: DocsVersionConfig;
}

export interface SiteConfigInput {
  title: string;
  tagline?: string;
  url: string;
  baseUrl?: string;
  /** The `<html lang>` of the pages ('en'). */
  locale?: string;
  /** Text direction of the pages ('ltr'). */
  direction?: 'ltr' | 'rtl';
  favicon?: string;
  onBrokenLinks?: ReportingSeverity;
  onBrokenAnchors?: ReportingSeverity;
  onBrokenMarkdownLinks?: ReportingSeverity;
  /** What a redirect from a page's own URL does: 'throw' (the default) fails the build, else it is left out. */
  onDuplicateRoutes?: ReportingSeverity;
  colorMode?: {
    defaultMode?: 'light' | 'dark';
    respectPrefersColorScheme?: boolean;
    disableSwitch?: boolean;
  };
  announcementBar?: { id: string; content: string; isCloseable?: boolean } | false;
  navbar?: {
    title?: string;
    logo?: { alt: string; src: string; srcDark?: string };
    hideOnScroll?: boolean;
    items?: NavbarItem[];
  };
  footer?: { links?: FooterGroup[]; copyright?: string; logo?: { alt: string; src: string } };
  docs?:
    | false
    | {
        path?: string;
        routeBasePath?: string;
        sidebarPath?: string;
        editUrl?: string | EditUrlFunction;
        showLastUpdateAuthor?: boolean;
        showLastUpdateTime?: boolean;
        sidebarCollapsible?: boolean;
        include?: string[];
        exclude?: string[];
        /** Docusaurus's `numberPrefixParser`: false keeps `01-` prefixes in ids, URLs and labels. */
        numberPrefixParser?: NumberPrefixParser;
        /** Breadcrumbs above each doc (true). */
        breadcrumbs?: boolean;
        /** Sidebar categories that do not say are collapsed at first (true). */
        sidebarCollapsed?: boolean;
      };
  blog?:
    | false
    | {
        path?: string;
        routeBasePath?: string;
        showReadingTime?: boolean;
        postsPerPage?: number;
        /** The blog list's title ('Blog') and description: Docusaurus's blogTitle, blogDescription. */
        title?: string;
        description?: string;
        /** A blog without posts has its list page (default true; a Docusaurus site: its version's way). */
        listWithoutPosts?: boolean;
        /** Where the list's next pages are, under the list: `<blog>/page/2` ('page'). */
        pageBasePath?: string;
        /** Where the tags index and tag pages are, under the blog ('tags'). */
        tagsBasePath?: string;
        /** Where the archive is, under the blog ('archive'); null: no archive page. */
        archiveBasePath?: string | null;
        /** Where the authors index and author pages are, under the blog ('authors'). */
        authorsBasePath?: string;
        feedOptions?: {
          type?: 'rss' | 'atom' | 'all';
          copyright?: string;
          title?: string;
          description?: string;
        };
      };
  pages?: { path?: string };
  staticDir?: string;
  sitemap?: false | { changefreq?: string; priority?: number; ignorePatterns?: string[] };
  analytics?: false | { trackingID: string; anonymizeIP?: boolean };
  tableOfContents?: { minHeadingLevel?: number; maxHeadingLevel?: number };
  storage?: { type?: 'localStorage' | 'sessionStorage'; namespace?: string };
  redirects?: { from: string; to: string }[];
  /** plugin-client-redirects' `createRedirects`: the paths that redirect to each page's path. */
  createRedirects?: CreateRedirects;
  /** Stylesheets added after the theme's, paths relative to the site folder. */
  customCss?: string[];
  headTags?: HeadTag[];
  /** The site's social card (`og:image`): a file of the static folder or a URL; a page's `image` wins. */
  image?: string;
  /** true: every URL ends in '/'; false: none does; unset: as written. */
  trailingSlash?: boolean;
  /** Diagrams in ```mermaid fences, and $math$ with KaTeX. */
  markdown?: { mermaid?: boolean; math?: boolean };
  /**
   * A Markdown twin of every docs page, blog post and Markdown page at its URL + `.md`, with
   * `/llms.txt`, `/llms-full.txt` and the "Copy page" control (true).
   */
  markdownTwins?: boolean;
  /** Free data for the site's own components (Docusaurus's `customFields`). */
  customFields?: Record<string, unknown>;
  /** Between a page's title and the site's in the tab ('|'). */
  titleDelimiter?: string;
  /**
   * A React page titled like the site is titled "Site | Site", as Docusaurus before 3.8 titles it
   * (false: the site's title alone; a Docusaurus config: its version's way).
   */
  repeatSiteTitle?: boolean;
  /**
   * The full-page search at `path` (default `search`): the search dialog's "All results" link and
   * a results page that can be linked. `sitemap: true` lists it in the sitemap, as Docusaurus's
   * search themes do (default false). false: no search page, the dialog alone.
   */
  /** `siteInTitle` (true): the page's <title> ends with the site's, as most pages' do. */
  searchPage?: false | { path?: string; sitemap?: boolean; siteInTitle?: boolean };
  /** Queries the search dialog suggests before the reader types: a command, a term of the site. */
  searchExamples?: string[];
  /** The main docs' version, when there are versions (else 'current', labelled 'Next'). */
  docsVersion?: DocsVersionConfig;
  docsSets?: DocsSetInput[];
}

export type DocsConfig = NonNullable<SiteConfig['docs']>;

export interface DocsSet {
  key: string;
  instance?: string;
  docs: DocsConfig;
  version?: DocsVersionConfig;
}

export interface SiteConfig {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  locale: string;
  direction: 'ltr' | 'rtl';
  /**
   * A Docusaurus site's locales and the one this config builds (its baseUrl already includes the
   * locale's segment); absent for a site of one locale.
   */
  i18n?: SiteI18n;
  favicon?: string;
  /** What a broken link, anchor or markdown-file link does (as in Docusaurus). */
  onBrokenLinks: ReportingSeverity;
  onBrokenAnchors: ReportingSeverity;
  onBrokenMarkdownLinks: ReportingSeverity;
  onDuplicateRoutes: ReportingSeverity;
  colorMode: {
    defaultMode: 'light' | 'dark';
    respectPrefersColorScheme: boolean;
    disableSwitch: boolean;
  };
  announcementBar: { id: string; content: string; isCloseable: boolean } | null;
  navbar: {
    title: string;
    logo?: { alt: string; src: string; srcDark?: string };
    hideOnScroll: boolean;
    items: NavbarItem[];
  };
  footer: { links: FooterGroup[]; copyright: string; logo?: { alt: string; src: string } };
  docs: null | {
    path: string;
    routeBasePath: string;
    sidebarPath: string;
    editUrl?: string | EditUrlFunction;
    showLastUpdateAuthor: boolean;
    showLastUpdateTime: boolean;
    sidebarCollapsible: boolean;
    include: string[];
    exclude: string[];
    numberPrefixParser: NumberPrefixParser;
    breadcrumbs: boolean;
    sidebarCollapsed: boolean;
    /** The locale's translated files (i18n/<locale>/docusaurus-plugin-content-docs/current). */
    localizedPath?: string;
  };
  blog: null | {
    path: string;
    routeBasePath: string;
    showReadingTime: boolean;
    postsPerPage: number;
    title: string;
    description: string;
    /** The locale's translated posts (absolute). */
    localizedPath?: string;
    /** A blog without posts has its (empty) list page: Docusaurus 3.10 and later, tn-docs' own. */
    listWithoutPosts: boolean;
    /** Path segments under the blog (no slash at either end), as Docusaurus's options of these names. */
    pageBasePath: string;
    tagsBasePath: string;
    /** null: no archive page. */
    archiveBasePath: string | null;
    authorsBasePath: string;
    feedOptions: {
      type: 'rss' | 'atom' | 'all';
      copyright: string;
      title: string;
      description: string;
    };
  };
  pages: { path: string; localizedPath?: string };
  staticDir: string;
  sitemap: null | { changefreq: string; priority: number; ignorePatterns: string[] };
  analytics: null | { trackingID: string; anonymizeIP: boolean };
  tableOfContents: { minHeadingLevel: number; maxHeadingLevel: number };
  storage: { type: 'localStorage' | 'sessionStorage'; namespace: string };
  redirects: { from: string; to: string }[];
  createRedirects?: CreateRedirects;
  /** Absolute paths. */
  customCss: string[];
  headTags: HeadTag[];
  image?: string;
  trailingSlash?: boolean;
  markdown: { mermaid: boolean; math: boolean };
  markdownTwins: boolean;
  customFields: Record<string, unknown>;
  titleDelimiter: string;
  repeatSiteTitle: boolean;
  /** The search page's route and whether the sitemap lists it; false when there is none. */
  searchPage: false | { route: string; sitemap: boolean; siteInTitle: boolean };
  searchExamples: string[];
  docsVersion: DocsVersionConfig;
  docsSets: DocsSet[];
  /** Found while reading the config and not fatal (unknown Docusaurus options). */
  warnings: TnError[];
  /**
   * Module aliases for the site's code (`@components` → an absolute folder): what a Docusaurus
   * plugin's configureWebpack puts in resolve.alias.
   */
  aliases?: Record<string, string>;
  /** Where the file wrote each key, when it is not site.config.ts' shape (docusaurus.config.*). */
  sourceKeys?: SourceKeys;
  /** A Docusaurus site's own remark/rehype plugins, by section ('docs', 'docs:ID', 'blog', 'pages'). */
  sitePlugins?: Record<string, SitePluginsRef>;
  /** Absolute path of the site directory and of site.config.ts. */
  siteDir: string;
  configFile: string;
}
