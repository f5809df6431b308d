/** The element around a page's MDX content; the browser entry finds a page's static HTML by it. */
export const CONTENT_SELECTOR = '#__tn_main .mdx-content';
