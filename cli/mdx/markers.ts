/**
 * The markers the compiler leaves in a page's code and twin for the build to fill in once every page
 * is known. Here, in a module of their own with no imports, so that the build can look for them
 * without loading the compiler (see compilePages.ts: a rebuild with every page cached never loads it).
 */

/**
 * Marker left in compiled code for a link to another markdown file; replaced by its route after all
 * pages are known.
 */
export const MD_LINK_PREFIX = 'tnmd:';

/** Written in a twin where a link or image URL will go, once the routes are known. */
export const TWIN_LINK = 'tntwin:';
export const TWIN_LINK_PATTERN = /tntwin:(\d+)/g;

/**
 * Written where `<DocCardList />` lists its category's items: markdownTwins.ts puts the list there
 * (the sidebars are known after every page is compiled).
 */
export const TWIN_CARDS = 'tntwincards';

/** The code of the finding a ```mermaid fence makes on a site with diagrams off. */
export const MERMAID_OFF = 'MERMAID_OFF';
