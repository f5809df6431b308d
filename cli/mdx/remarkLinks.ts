import fs from 'node:fs';
import path from 'node:path';
import { visit, SKIP } from './visit.js';
import { displayPath } from '../util/displayPath.js';
import { hash } from '../util/hash.js';
import { decodeSafe, EXTERNAL_URL as EXTERNAL, withoutBaseUrl } from '../../runtime/shared/url.js';
import type { AnyNode } from './mdast.js';
import { jsxFlow, stringAttr } from './mdast.js';
import { CANDIDATE_SEPARATOR, mdLinkCandidates } from './mdLinkCandidates.js';
import { prepareSvg } from './sanitizeSvg.js';
import { MD_LINK_PREFIX } from './markers.js';

export interface LinkRef {
  url: string;
  line: number;
  column: number;
  kind: 'link' | 'image';
  /** Written as a JSX element (`<img src>`), which Docusaurus leaves unchecked. */
  jsx?: boolean;
}
export interface AssetRef {
  abs: string;
  out: string;
}
export interface LinkData {
  links: LinkRef[];
  assets: AssetRef[];
  deps: { path: string; hash: string }[];
  problems: {
    code?: string;
    message: string;
    line: number;
    column: number;
    hint: string;
    /** A finding that does not fail a build (the default is an error). */
    severity?: 'warning';
  }[];
}

/** `require('path').default` (Docusaurus's way to a file's URL in MDX), and nothing else. */
const REQUIRE_DEFAULT = /^\s*require\(\s*(['"])([^'"]+)\1\s*\)\.default\s*$/;

// as browsers read a URL: leading spaces and control characters ignored, tabs and newlines removed anywhere
// eslint-disable-next-line no-control-regex -- control characters are what browsers skip here
const SCRIPT_URL = /^[\x00-\x20]*(?:javascript|vbscript):/i;

export { MD_LINK_PREFIX } from './markers.js';

export interface LinkOptions {
  file: string;
  staticDir: string;
  out: LinkData;
  /** Where `/x.md` and bare `x.md` links are looked up: the content folder, then the site's. */
  mdRoots?: string[];
  /** Markdown twins are written (issue 31): an inlined SVG is published too, for the twin's image. */
  twins?: boolean;
  /** The site's base URL: a link written with it ("/sub/docs/a") is the site path "/docs/a". */
  baseUrl?: string;
}

/**
 * Records every link and image with its position (for `tn-docs check`), rewrites relative `.md`
 * links to markers, copies relative images as hashed assets, and inlines SVG diagrams so CSS can
 * theme them.
 */
export function remarkLinks({
  file,
  staticDir,
  out,
  mdRoots = [],
  twins,
  baseUrl = '/',
}: LinkOptions) {
  const dir = path.dirname(file);
  const pos = (n: AnyNode) => ({
    line: n.position?.start.line ?? 0,
    column: n.position?.start.column ?? 0,
  });
  // the site folder is the last of mdRoots (mdRootsOf)
  const siteDir = mdRoots.length ? mdRoots[mdRoots.length - 1] : undefined;
  const resolveLocal = (url: string): string | null => {
    if (EXTERNAL.test(url) || url.startsWith('#')) return null;
    const clean = decodeSafe(url.split(/[?#]/)[0]);
    // `@site/docs/assets/x.png`: from the site folder, as Docusaurus resolves it
    if (siteDir && clean.startsWith('@site/')) return path.join(siteDir, clean.slice(6));
    return url.startsWith('/') ? path.join(staticDir, clean) : path.resolve(dir, clean);
  };
  const readDep = (abs: string): Buffer | null => {
    try {
      const buf = fs.readFileSync(abs);
      out.deps.push({ path: abs, hash: hash(buf) });
      return buf;
    } catch {
      return null;
    }
  };

  /** A relative image (or, in `files`, another file) copied to the output as a hashed asset: its site path. */
  const publish = (abs: string, buf: Buffer, folder: 'img' | 'files' = 'img'): string => {
    const ext = path.extname(abs);
    const name = `/assets/${folder}/${path.basename(abs, ext).replace(/[^\w.-]+/g, '-')}.${hash(buf, 8)}${ext}`;
    out.assets.push({ abs, out: name });
    return name;
  };

  /**
   * A link to a file that is not a page (`[the collection](../assets/collection.json)`,
   * `/files/x.pdf` of the static folder, `@site/x.zip`), as Docusaurus links it: the file is
   * published as a hashed asset, opened in a new tab, and not checked as a page. A path that finds
   * no file is left to the links check. Returns whether the link was one.
   */
  const fileLink = (url: string, node: AnyNode): boolean => {
    if (EXTERNAL.test(url) || /^[a-z][\w+.-]*:/i.test(url)) return false;
    const pathname = url.split(/[?#]/)[0];
    const assetLike = path.posix.extname(pathname) !== '' && !/\.(?:mdx?|html)$/.test(pathname);
    if (!pathname || (!pathname.startsWith('@site/') && !assetLike)) return false;
    const abs = resolveLocal(url);
    // a folder or a path that finds nothing is no file (readDep reads neither)
    const buf = abs && readDep(abs);
    if (!abs || !buf) return false;
    // the query is dropped and the hash kept, as webpack's file URL in Docusaurus has them
    const hashPart = url.indexOf('#') === -1 ? '' : url.slice(url.indexOf('#'));
    node.url = publish(abs, buf, 'files') + hashPart;
    if (node.type === 'link')
      node.data = { ...(node.data as object), hProperties: { target: '_blank' } };
    return true;
  };

  const refuseScript = (url: string, node: AnyNode) => {
    if (!SCRIPT_URL.test(url.replace(/[\t\n\r]/g, ''))) return;
    out.problems.push({
      code: 'SCRIPT_LINK',
      message: `A link runs script when followed: ${url.slice(0, 60)}`,
      ...pos(node),
      hint: 'Links go to pages and sites; put code in a code block instead of a javascript: link.',
    });
  };

  /**
   * `src={require('/img/x.png').default}`: the file's URL, as webpack gives it to a Docusaurus
   * page (`/x` from the static folder, `@site/x` from the site, else from the page's folder): a
   * file of the static folder at its own path, any other one copied as a hashed asset.
   */
  const requiredAsset = (attr: AnyNode, node: AnyNode): boolean => {
    const v = attr.value as AnyNode | string | null | undefined;
    if (attr.type !== 'mdxJsxAttribute' || !v || typeof v !== 'object') return false;
    const m = REQUIRE_DEFAULT.exec(String(v.value ?? ''));
    if (!m) return false;
    const url = m[2];
    const abs = resolveLocal(url);
    const buf = abs && readDep(abs);
    if (!abs || !buf) {
      out.problems.push({
        message: `File not found: ${url}`,
        ...pos(node),
        hint: url.startsWith('/')
          ? `Put the file in the static folder at ${displayPath(abs ?? url)}.`
          : 'Check the path relative to this page.',
      });
      return false;
    }
    const sitePath = url.startsWith('/') ? url.split(/[?#]/)[0] : publish(abs, buf);
    attr.value = baseUrl.replace(/\/$/, '') + sitePath;
    return true;
  };

  return () => (tree: AnyNode) => {
    visit(tree, (node: AnyNode, index, parent: AnyNode | undefined) => {
      if (node.type === 'link' || node.type === 'definition') {
        // as Docusaurus's <Link> reads it: the base URL is not added twice
        const url = withoutBaseUrl(String(node.url), baseUrl);
        node.url = url;
        if (fileLink(url, node)) return undefined;
        out.links.push({ url, ...pos(node), kind: 'link' });
        refuseScript(url, node);
        if (!EXTERNAL.test(url) && /\.mdx?(#|$)/.test(url)) {
          const anchor = url.split('#')[1];
          // the path is decoded once here and encoded whole, so a `#` or `%25` in a file name
          // survives to resolveMdLinks, which decodes it once again (issue 12); the files it may
          // mean are listed in Docusaurus's order, the first that is a page wins
          const targets = mdLinkCandidates(url, dir, mdRoots)
            .map((t) => t.split('/').map(encodeURIComponent).join('/'))
            .join(CANDIDATE_SEPARATOR);
          if (targets)
            node.url = `${MD_LINK_PREFIX}${targets}${anchor !== undefined ? '#' + anchor : ''}`;
        }
        return undefined;
      }
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        // a file found by require() is checked here, and its URL holds the baseUrl already
        const required = new Set<string>();
        for (const attr of (node.attributes ?? []) as AnyNode[])
          if (requiredAsset(attr, node)) required.add(String(attr.name));
        for (const attr of ['href', 'to']) {
          const v = stringAttr(node, attr);
          if (v && (node.name === 'a' || node.name === 'Link'))
            out.links.push({ url: v, ...pos(node), kind: 'link' });
          if (v) refuseScript(v, node);
        }
        const src = stringAttr(node, 'src');
        if (src && node.name === 'img' && !required.has('src'))
          out.links.push({ url: src, ...pos(node), kind: 'image', jsx: true });
        return undefined;
      }
      if (node.type !== 'image') return undefined;
      const url = String(node.url);
      out.links.push({ url, ...pos(node), kind: 'image' });
      const abs = resolveLocal(url);
      if (!abs) return undefined;
      const alt = (node.alt as string | null | undefined) ?? '';
      if (/\.svg$/i.test(abs)) {
        const buf = readDep(abs);
        if (!buf) {
          out.problems.push({
            message: `Image not found: ${url}`,
            ...pos(node),
            hint: url.startsWith('/')
              ? `Put the file in the static folder at ${displayPath(abs)}.`
              : 'Check the path relative to this page.',
          });
          return undefined;
        }
        if (!alt.trim())
          out.problems.push({
            message: `Diagram ${url} has no alt text.`,
            ...pos(node),
            hint: 'Write ![what the diagram shows](path.svg): screen readers read the alt text.',
          });
        const figure = jsxFlow(
          'Diagram',
          { svg: prepareSvg(buf.toString('utf8'), alt), alt },
          [],
          node.position,
        );
        if (twins) figure.data = { src: url.startsWith('/') ? url : publish(abs, buf) };
        if (parent && parent.type === 'paragraph' && parent.children!.length === 1) {
          Object.assign(parent, figure, { children: [] });
        } else {
          parent!.children![index!] = { ...figure, type: 'mdxJsxTextElement' };
        }
        return SKIP;
      }
      if (!url.startsWith('/')) {
        const buf = readDep(abs);
        if (!buf) {
          out.problems.push({
            message: `Image not found: ${url}`,
            ...pos(node),
            hint: 'Check the path relative to this page.',
          });
          return undefined;
        }
        node.url = publish(abs, buf);
      }
      return undefined;
    });
  };
}
