/** Plain data passed between pipeline stages. */
import type { RouteData, SidebarNode } from '../../runtime/types.js';

export interface LastUpdate {
  timestamp?: number;
  author?: string;
}

export interface SourceFile {
  /** Absolute path. */
  abs: string;
  /** Path relative to the current directory, for messages. */
  rel: string;
  source: string;
  body: string;
  frontMatter: Record<string, unknown>;
  keyLines: Record<string, number>;
  /** Size and modification time when read, to tell a file changed while the build ran. */
  stamp?: string;
}

export interface DocMeta {
  kind: 'doc';
  id: string;
  /** Decoded route, e.g. "/docs/6/Staking & Rewards". */
  route: string;
  /** Path relative to the docs folder, posix. */
  relPath: string;
  file: SourceFile;
  title: string;
  sidebarLabel?: string;
  sidebarPosition?: number;
  description?: string;
  hideTitle: boolean;
  hideTableOfContents: boolean;
  tocMin: number;
  tocMax: number;
  paginationPrev?: string | null;
  paginationNext?: string | null;
  /** `sidebar_class_name`: the class of its sidebar item. */
  sidebarClassName?: string;
  /** `pagination_label`: its label in other docs' previous and next links. */
  paginationLabel?: string;
  /** `displayed_sidebar`: the sidebar its page shows (null: none), whatever sidebar lists it. */
  displayedSidebar?: string | null;
  unlisted: boolean;
  lastUpdate: LastUpdate;
  editUrl?: string;
  /**
   * Docusaurus gives a folder's index doc (and a slug ending in '/') a URL ending in '/': its
   * relative links start from the folder itself.
   */
  trailingSlash: boolean;
  /** The docs folder it was read from: `/x.md` links start there. */
  contentRoot: string;
  /**
   * The locale's translation folder of those docs, when a locale other than the site's own is built:
   * the doc is at relPath in either folder, so a relative link from a translated doc to one that is
   * not (or the other way round) finds it, as in Docusaurus.
   */
  localizedRoot?: string;
  /** The docs version it belongs to, when the site has versions. */
  version?: string;
  /** A category's generated index page (generatedIndexDocs.ts), not a file of the docs folder. */
  generatedIndex?: boolean;
  /** Its `tags`, each with its tag page's route, and the route of its docs' tags page. */
  tags?: { label: string; route: string }[];
  tagsRoute?: string;
}

export interface BlogAuthor {
  key?: string;
  name: string;
  title?: string;
  url?: string;
  imageURL?: string;
  email?: string;
  description?: string;
  /** Profile links, Docusaurus's `socials` normalised (a handle made a URL). */
  socials?: { platform: string; url: string }[];
  /** The route of the author's page (authors.yml `page`, Docusaurus 3.5 and later). */
  page?: string;
}

export interface BlogPost {
  kind: 'blogPost';
  route: string;
  file: SourceFile;
  title: string;
  description?: string;
  date: string; // ISO date (YYYY-MM-DD)
  authors: BlogAuthor[];
  tags: { label: string; route: string }[];
  /** Source up to the truncate marker, when there is one. */
  excerptBody?: string;
  unlisted: boolean;
}

export interface PageMeta {
  kind: 'page';
  route: string;
  file: SourceFile;
  /** 'mdx' for .md/.mdx, 'tsx' for React pages. */
  format: 'mdx' | 'tsx';
  title?: string;
  description?: string;
  hideTableOfContents: boolean;
  wrapperClassName?: string;
}

export interface DocsVersion {
  name: string;
  label: string;
  path: string;
  isLast: boolean;
  /** The doc the version's link opens. */
  mainDocId: string;
}

export interface ContentGraph {
  docs: DocMeta[];
  sidebars: Record<string, SidebarNode[]>;
  /** doc id → sidebar id, for docs that appear in a sidebar. */
  docSidebar: Record<string, string>;
  versions: DocsVersion[];
  posts: BlogPost[];
  /** The blog's authors map (authors.yml), in its order. */
  blogAuthors?: BlogAuthor[];
  pages: PageMeta[];
  redirects: { from: string; to: string }[];
  staticFiles: string[];
}

/** One route of the site: its data, and the modules its chunk is made of. */
export interface RouteEntry {
  /** Decoded path, e.g. "/docs/6/Staking & Rewards"; also the route's identity in the bundler. */
  route: string;
  data: RouteData;
  /** Compile key of the MDX content (see compileKey), or a React page file. */
  content?: { mdx: string } | { tsx: string };
  /** Blog lists: the compile keys of the excerpts shown, in order. */
  excerpts?: string[];
  sidebar?: string;
  /** Left out of the sitemap and search, marked noindex. */
  noIndex?: boolean;
  /** Last update (Unix seconds), for the sitemap's lastmod. */
  lastmod?: number;
  /** The file this route comes from, for messages. */
  source?: string;
  /** Its `slug:` line, when front matter chose the URL (a route clash is reported there). */
  slugLine?: number;
  /** Front matter `keywords` and `image` (the page's social card), for its <head>. */
  meta?: HeadMeta;
}

export interface HeadMeta {
  keywords?: string[];
  image?: string;
}

/** Sidebar items as authors write them (Docusaurus's shapes). */
export type SidebarInput =
  | string
  | { type: 'doc' | 'ref'; id: string; label?: string; className?: string }
  | { type: 'link'; href: string; label: string; className?: string }
  | {
      type: 'category';
      label: string;
      className?: string;
      items: SidebarInput[];
      link?: { type: 'doc'; id: string } | GeneratedIndexLink;
      collapsed?: boolean;
      collapsible?: boolean;
    }
  | { type: 'autogenerated'; dirName: string }
  | { type: 'html'; value: string }
  | Record<string, SidebarInput[]>;

/** A folder's `_category_.json`/`.yml`. */
export interface CategoryMeta {
  label?: string;
  className?: string;
  position?: number;
  collapsed?: boolean;
  collapsible?: boolean;
  link?: { type: 'doc'; id: string } | GeneratedIndexLink | null;
}

/** A category's link to a page that lists its items (Docusaurus's generated index). */
export interface GeneratedIndexLink {
  type: 'generated-index';
  slug?: string;
  title?: string;
  description?: string;
}
