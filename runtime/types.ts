/**
 * Data shapes shared by the build (which writes them) and the browser/SSR runtime (which reads
 * them).
 */
import type { ComponentType } from 'react';

/** A heading of a page: its text, its anchor id and its level (2 for `##`). */
export interface TocEntry {
  value: string;
  id: string;
  level: number;
}
export interface NavLink {
  label: string;
  to?: string;
  href?: string;
  /** Raw HTML written by the site's author in the config, shown instead of a link. */
  html?: string;
}
export type NavItem =
  | { type?: 'default'; label: string; to?: string; href?: string; position: 'left' | 'right' }
  | { type: 'dropdown'; label: string; position: 'left' | 'right'; items: NavLink[] }
  | { type: 'docsVersionDropdown' | 'localeDropdown' | 'search'; position: 'left' | 'right' }
  | { type: 'html'; value: string; position: 'left' | 'right' };

/** A resolved sidebar item: what the build writes into each docs chunk and the theme draws. */
/** `className`: the item's own class (Docusaurus's `className`, `sidebar_class_name`). */
export type SidebarNode =
  | { type: 'doc'; id: string; label: string; route: string; className?: string }
  | { type: 'link'; label: string; href: string; className?: string }
  | {
      type: 'category';
      label: string;
      className?: string;
      items: SidebarNode[];
      link?: { id: string; route: string };
      collapsed: boolean;
      collapsible: boolean;
      /**
       * A first visit's slice left this closed category's items out (runtime/shared/sidebarSlice.ts):
       * opening it loads the whole sidebar first.
       */
      pruned?: true;
    };

export interface SiteData {
  title: string;
  tagline: string;
  baseUrl: string;
  url: string;
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
    items: NavItem[];
  };
  footer: {
    links: { title: string; items: NavLink[] }[];
    copyright: string;
    logo?: { alt: string; src: string };
  };
  storage: { type: 'localStorage' | 'sessionStorage'; namespace: string };
  analytics: { trackingID: string; anonymizeIP: boolean } | null;
  docs: null | {
    routeBasePath: string;
    versions: {
      name: string;
      label: string;
      path: string;
      isLast: boolean;
      mainDocRoute: string;
    }[];
  };
  /**
   * Every docs plugin instance ('default': the main docs) and its versions, for Docusaurus's
   * `@docusaurus/plugin-content-docs/client` hooks. `key`: the docs set a version's doc ids are
   * prefixed with (`key::id`), none for the main docs.
   */
  docsInstances?: Record<
    string,
    {
      path: string;
      versions: {
        name: string;
        label: string;
        path: string;
        isLast: boolean;
        mainDocId: string;
        key?: string;
      }[];
    }
  >;
  blog: null | { routeBasePath: string; title: string };
  /** The pages' `<html lang>`. */
  locale: string;
  /** A site of several locales (Docusaurus's i18n); absent for one. */
  i18n?: SiteI18nData;
  /** The config's free data, for Docusaurus's useDocusaurusContext().siteConfig.customFields. */
  customFields: Record<string, unknown>;
  /** Between a page's title and the site's ('|'). */
  titleDelimiter?: string;
  /** A React page titled like the site is titled "Site | Site" (Docusaurus before 3.8). */
  repeatSiteTitle?: boolean;
  /** Docusaurus's `trailingSlash`: page URLs end in '/' (true), never do (false), or as written. */
  trailingSlash?: boolean;
  /** Assets the runtime fetches on demand (route manifest, search index), with baseUrl. */
  manifestUrl: string;
  searchUrl: string;
  /** The search page's route, where the site has one (the dialog's "All results" link goes there). */
  searchPage?: string;
  /** Queries the search dialog suggests before the reader types (`searchExamples`). */
  searchExamples?: string[];
  /** Pages have Markdown twins at their URL + `.md` (issue 31): the "Copy page" control is shown. */
  markdownTwins?: boolean;
}

export interface SiteI18nData {
  defaultLocale: string;
  currentLocale: string;
  locales: string[];
  localeConfigs: Record<string, { label: string; htmlLang: string; direction: 'ltr' | 'rtl' }>;
  /** Each locale's baseUrl: the same route under another locale's is that page in that locale. */
  baseUrls: Record<string, string>;
  /** The locale's code.json: id (or message) → translated message. */
  codeTranslations: Record<string, string>;
}

export interface PostSummary {
  title: string;
  route: string;
  date: string;
  description?: string;
  authors: PostAuthor[];
  tags: { label: string; route: string }[];
  truncated: boolean;
}

/** A post's author as its header shows them. */
export interface PostAuthor {
  name: string;
  title?: string;
  url?: string;
  imageURL?: string;
  email?: string;
  /** Their author page (authors.yml `page`): their name links there rather than to `url`. */
  page?: string;
}

/** An author as the authors pages show them: with their profile links and number of posts. */
export interface AuthorCard extends PostAuthor {
  key?: string;
  description?: string;
  socials?: { platform: string; url: string }[];
  count: number;
}

export type RouteData =
  | {
      kind: 'doc';
      id: string;
      title: string;
      /** The page's own `# H1` when it has one, shown instead of the title (as Docusaurus does). */
      heading?: string;
      /** Its URL ends in '/' (a folder's index doc): relative links start from the folder. */
      trailingSlash?: boolean;
      /** The docs version it belongs to, when the site has several. */
      version?: string;
      /** For a doc of another version than the latest: the same doc in the latest version. */
      latestRoute?: string;
      /**
       * The banner of a doc in a version of another docs instance than the default one, as
       * Docusaurus words it: its version's label and banner, the label of the instance's latest.
       */
      versionBanner?: { banner: 'unreleased' | 'unmaintained'; label: string; latestLabel: string };
      description?: string;
      hideTitle: boolean;
      toc: TocEntry[];
      lastUpdate?: { timestamp?: number; author?: string };
      editUrl?: string;
      prev?: { label: string; route: string };
      next?: { label: string; route: string };
      sidebar?: string;
      breadcrumbs: { label: string; route?: string }[];
      /** Its tags, each linking to the page of the docs with that tag. */
      tags?: { label: string; route: string }[];
    }
  | {
      kind: 'page';
      title: string;
      description?: string;
      toc: TocEntry[];
      hideTableOfContents: boolean;
      markdown: boolean;
      showTitle?: boolean;
      /** Its title is an h1 in the content (not its first node): no title is drawn above it. */
      titleInContent?: boolean;
      wrapperClassName?: string;
      /**
       * A React page that draws its own `<main>`: the layout wraps it in a plain element, as
       * Docusaurus's does, so the page has one main landmark, not one inside another.
       */
      ownMain?: boolean;
    }
  | {
      kind: 'blogPost';
      title: string;
      description?: string;
      post: PostSummary;
      toc: TocEntry[];
      prev?: { label: string; route: string };
      next?: { label: string; route: string };
    }
  | {
      kind: 'blogList';
      title: string;
      description?: string;
      heading?: string;
      posts: PostSummary[];
      page: number;
      totalPages: number;
      prevRoute?: string;
      nextRoute?: string;
    }
  | {
      kind: 'blogArchive';
      title: string;
      description?: string;
      years: { year: string; posts: { title: string; route: string; date: string }[] }[];
    }
  | {
      kind: 'blogTags';
      title: string;
      description?: string;
      tags: { label: string; route: string; count: number }[];
    }
  | {
      kind: 'blogAuthors';
      title: string;
      description?: string;
      authors: AuthorCard[];
    }
  | {
      /** One author's page: their posts, paginated as the blog list is (Docusaurus 3.5 and later). */
      kind: 'blogAuthorPosts';
      title: string;
      description?: string;
      author: AuthorCard;
      /** The page listing every author ("View all authors"). */
      authorsRoute: string;
      posts: PostSummary[];
      page: number;
      totalPages: number;
      prevRoute?: string;
      nextRoute?: string;
    }
  | {
      /** A docs version's tags page: every tag of its docs, with how many docs have it. */
      kind: 'docTags';
      title: string;
      description?: string;
      tags: { label: string; route: string; count: number }[];
    }
  | {
      /** The docs with one tag, as Docusaurus lists them: each title (h2) and description. */
      kind: 'docTag';
      title: string;
      description?: string;
      allTagsRoute: string;
      docs: { title: string; route: string; description?: string }[];
    }
  | { kind: 'redirect'; title: string; description?: string; to: string }
  | { kind: 'notFound'; title: string; description?: string }
  /** `/search?q=`: the search page (issue 11); its results are made in the browser. */
  | {
      kind: 'search';
      title: string;
      description?: string;
      /** false: the <title> is the page's alone (@easyops-cn/docusaurus-search-local's page). */
      siteInTitle?: false;
    };

/** What a route chunk exports. */
export interface RouteModule {
  data: RouteData;
  default?: ComponentType<{ components?: Record<string, unknown> }>;
  /** Blog list pages: one excerpt component per post, in order. */
  excerpts?: ComponentType<{ components?: Record<string, unknown> }>[];
  /** Docs pages: the items of their sidebar. */
  sidebar?: SidebarNode[];
  /** When `sidebar` is a first visit's slice: loads the whole sidebar. */
  loadSidebar?: () => Promise<SidebarNode[]>;
  /**
   * First visit of a page whose content is static HTML: that HTML as the server sent it, kept as
   * is instead of hydrated, so the page's chunk is not loaded at all (see theme/PageContent.tsx).
   */
  staticHtml?: string;
}

/** The route manifest (assets/routes.json): where the router finds every route's chunk. */
export interface Manifest {
  /** Route → [its chunk, relative to baseUrl; its title]. */
  routes: Record<string, [chunk: string, title: string]>;
  /** The 404 page's chunk, for routes not in `routes`. */
  notFound: string;
  /** Redirect source route → target (route, optionally with #anchor). */
  redirects: Record<string, string>;
}

/** The page's own route and chunk, written into each HTML file as JSON (#__tn_boot). */
export interface BootData {
  path: string;
  chunk: string;
  /** What the router needs of the site data (the rest comes with the theme's shell). */
  baseUrl: string;
  manifestUrl: string;
  trailingSlash?: boolean;
  analytics: SiteData['analytics'];
  /**
   * A page whose content is static HTML carries its route data here and boots without its chunk
   * (issue 13: first-visit JavaScript); `sidebar` is then the module holding its whole sidebar,
   * loaded only when the reader opens a category `sidebarItems`, the part the page draws, left out.
   */
  data?: RouteData;
  sidebar?: string;
  sidebarItems?: SidebarNode[];
  /**
   * Every module the page runs before it is interactive (hrefs): the entry preloads them all at
   * once after the first paint, instead of the head asking for them before it.
   */
  preload?: string[];
}

/**
 * What a page's own components ask of <head> while it is rendered on the server (Docusaurus's
 * `<Layout title>` and `<Head><title>`): the build writes it into the page's <head>. Null in the
 * browser, where those components set the document title themselves.
 */
export interface PageHead {
  /** The whole document title. */
  title?: string;
  description?: string;
}
