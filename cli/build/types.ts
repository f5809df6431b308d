/** Plain data passed between pipeline stages. */

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
  keywords?: string[];
  hideTitle: boolean;
  hideTableOfContents: boolean;
  tocMin: number;
  tocMax: number;
  paginationPrev?: string | null;
  paginationNext?: string | null;
  draft: boolean;
  unlisted: boolean;
  lastUpdate: LastUpdate;
  editUrl?: string;
}

export interface BlogAuthor {
  key?: string;
  name: string;
  title?: string;
  url?: string;
  imageURL?: string;
}

export interface BlogPost {
  kind: 'blogPost';
  route: string;
  file: SourceFile;
  slug: string;
  title: string;
  description?: string;
  date: string; // ISO date (YYYY-MM-DD)
  authors: BlogAuthor[];
  tags: { label: string; route: string }[];
  /** Source up to the truncate marker, when there is one. */
  excerptBody?: string;
  draft: boolean;
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

export type SidebarItem =
  | { type: 'doc'; id: string; label: string; route: string }
  | { type: 'link'; label: string; href: string }
  | {
      type: 'category';
      label: string;
      items: SidebarItem[];
      link?: { id: string; route: string };
      collapsed: boolean;
      collapsible: boolean;
    };

export interface DocsVersion {
  name: 'current';
  label: string;
  path: string;
  isLast: boolean;
  mainDocId: string;
  docs: string[];
  draftIds: string[];
  sidebars: string[];
}

export interface ContentGraph {
  docs: DocMeta[];
  sidebars: Record<string, SidebarItem[]>;
  /** doc id → sidebar id, for docs that appear in a sidebar. */
  docSidebar: Record<string, string>;
  versions: DocsVersion[];
  posts: BlogPost[];
  authors: Record<string, BlogAuthor>;
  pages: PageMeta[];
  redirects: { from: string; to: string }[];
  staticFiles: string[];
}
