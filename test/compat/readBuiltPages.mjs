// What a built site shows, page by page, in a form two generators can be compared by: the route,
// the <title>, the page's <h1>, the ids of its h2/h3 headings and the targets of the links in its
// content. Works on a Docusaurus build and on a tn-docs build: content is what <main> holds, less
// the page furniture both themes draw their own way (headers, footers, navs, TOC, author lines).
import fs from 'node:fs';
import path from 'node:path';
import { fromHtml } from 'hast-util-from-html';

const classes = (n) => [n.properties?.className ?? []].flat().map(String);
const textOf = (n) => (n.type === 'text' ? n.value : (n.children ?? []).map(textOf).join(''));

// page-actions: tn-docs' Copy page / View as Markdown controls (issue 31), which Docusaurus has not
const FURNITURE =
  /table-of-contents|toc|pagination|breadcrumb|post-meta|tags|author|avatar|page-actions/i;
/**
 * The same furniture matched as class name parts only (the corpus run, `detail`): a class such as
 * Docusaurus's `docs-doc-id-…/spore-protocol` holds "toc" without being a TOC.
 */
const FURNITURE_PART =
  /(^|[-_/])(table-of-contents|toc|pagination|breadcrumbs?|breadcrumbHomeIcon|post-meta|tags|authors?|avatar|page-actions)(?=$|[-_A-Z])/;

/** Whether an element lies in the navbar or footer (set by walk's visit). */
const chrome = (n) => n.inChrome === true;

/** Visits every element; `content` says whether it is page content (see above). */
function walk(
  n,
  visit,
  state = { main: false, furniture: false, inChrome: false },
  re = FURNITURE,
) {
  let { main, furniture, inChrome } = state;
  if (n.type === 'element') {
    main ||= n.tagName === 'main';
    // <html> and <body> classes name the page, not a part of it: Docusaurus's `blog-tags-list-page`,
    // `blog-authors-posts-page` would otherwise make a whole page furniture
    furniture ||=
      ['header', 'footer', 'nav'].includes(n.tagName) ||
      (n.tagName !== 'html' && n.tagName !== 'body' && classes(n).some((c) => re.test(c)));
    inChrome ||= ['footer', 'nav'].includes(n.tagName) || classes(n).includes('navbar');
    if (inChrome) n.inChrome = true;
    visit(n, { main, content: main && !furniture });
  }
  for (const c of n.children ?? []) walk(c, visit, { main, furniture, inChrome }, re);
}

/** A link target as both generators may write it: decoded, without trailing slash or index. */
export function normalizeHref(href) {
  if (!href || /^[a-z]+:/i.test(href) || href.startsWith('#')) return href;
  const [p, hash] = href.split('#');
  let route = decodeURI(p)
    .replace(/\/index(\.html)?$/, '')
    .replace(/\.html$/, '');
  if (route.length > 1) route = route.replace(/\/$/, '');
  // a linked file published with its content hash: Docusaurus's `name-<32 hex>.ext`, tn-docs'
  // `name.<8 hex>.ext`
  route = route.replace(/^(.*\/assets\/files\/.+?)(?:-[0-9a-f]{32}|\.[0-9a-f]{8})(\.\w+)$/, '$1$2');
  return route + (hash !== undefined ? `#${hash}` : '');
}

/**
 * What one page shows. With `detail`, also `headingTexts`: `level id text` of each content h2/h3
 * (the corpus run compares heading text as well as ids), and `h1s`: the text of every h1 outside
 * the navbar and footer (a custom page's hero h1 is outside <main> in Docusaurus's layout, inside
 * it in tn-docs': the reader sees the same headings).
 */
export function readPage(html, { detail = false } = {}) {
  const tree = fromHtml(html);
  let title = '';
  let h1;
  const headings = [];
  const headingTexts = [];
  const h1s = [];
  const links = [];
  // a redirect page (client-redirects): its route counts, what it shows does not
  let redirect = false;
  walk(
    tree,
    (n, { main, content }) => {
      if (n.tagName === 'title' && !title) title = textOf(n).trim();
      if (n.tagName === 'meta' && String(n.properties?.httpEquiv).toLowerCase() === 'refresh')
        redirect = true;
      if (main && n.tagName === 'h1' && h1 === undefined)
        h1 = textOf(n)
          .replace(/[#\u200b]/g, '')
          .trim();
      if (n.tagName === 'h1' && !chrome(n))
        h1s.push(
          textOf(n)
            .replace(/[#\u200b]/g, '')
            .replace(/\s+/g, ' ')
            .trim(),
        );
      if (!content) return;
      if ((n.tagName === 'h2' || n.tagName === 'h3') && n.properties?.id) {
        headings.push(String(n.properties.id));
        const text = textOf(n)
          .replace(/[#\u200b]/g, '')
          .replace(/\s+/g, ' ')
          .trim();
        headingTexts.push(`${n.tagName} ${n.properties.id} ${text}`);
      }
      if (
        n.tagName === 'a' &&
        typeof n.properties?.href === 'string' &&
        !classes(n).includes('hash-link')
      )
        links.push(normalizeHref(n.properties.href));
    },
    undefined,
    detail ? FURNITURE_PART : FURNITURE,
  );
  return detail
    ? { title, h1, h1s, headings, headingTexts, links, ...(redirect ? { redirect } : {}) }
    : { title, h1, headings, links };
}

/** Route → what the page shows, for every HTML page of a build folder (404 left out). */
export function readBuiltPages(dir, options = {}) {
  const pages = {};
  const visit = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) visit(p);
      else if (e.name.endsWith('.html') && e.name !== '404.html') {
        const rel = path.relative(dir, p).split(path.sep).join('/');
        // `x.html/index.html` is a redirect page (Docusaurus's client-redirects, fromExtensions)
        if (/\.html\/index\.html$/.test(rel)) continue;
        let route = '/' + rel.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
        if (route.length > 1) route = route.replace(/\/$/, '');
        // `x.html` beside `x/index.html` is a redirect page (Docusaurus's client-redirects)
        const isIndex = e.name === 'index.html';
        if (pages[route] && !isIndex) continue;
        pages[route] = readPage(fs.readFileSync(p, 'utf8'), options);
      }
    }
  };
  visit(dir);
  return Object.fromEntries(Object.entries(pages).sort(([a], [b]) => (a < b ? -1 : 1)));
}
