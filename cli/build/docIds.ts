/** Docusaurus's rules for doc ids, slugs and URLs, as pure functions (tested against Docusaurus's own output). */

const NUMBER_PREFIX = /^(\d+)\s*[-_.]+\s*(?=[^-_.\s])/;

/** "01-intro" → { name: "intro", position: 1 }. A bare number ("1") is a name, not a prefix. */
export function stripNumberPrefix(segment: string): { name: string; position?: number } {
  const m = NUMBER_PREFIX.exec(segment);
  return m ? { name: segment.slice(m[0].length), position: Number(m[1]) } : { name: segment };
}

export interface DocPathInfo {
  id: string;
  /** Slug relative to the docs route base, starting with '/'. */
  slug: string;
  position?: number;
  dir: string;
  isIndex: boolean;
}

/** relPath is the posix path of the file inside the docs folder, e.g. "6/Staking & Rewards.md". */
export function docPathInfo(relPath: string, fm: { id?: string; slug?: string } = {}): DocPathInfo {
  const parts = relPath.replace(/\.mdx?$/, '').split('/');
  const file = parts.pop()!;
  const dirs = parts.map((p) => stripNumberPrefix(p).name);
  const { name, position } = stripNumberPrefix(file);
  const dir = dirs.join('/');
  const baseId = fm.id ?? name;
  const id = dir ? `${dir}/${baseId}` : baseId;
  const parent = parts.length ? stripNumberPrefix(parts[parts.length - 1]).name : '';
  const lower = name.toLowerCase();
  const isIndex =
    lower === 'index' || lower === 'readme' || (parent !== '' && lower === parent.toLowerCase());
  let slug: string;
  if (fm.slug !== undefined) {
    slug = fm.slug.startsWith('/') ? fm.slug : `/${dir ? dir + '/' : ''}${fm.slug}`;
  } else if (isIndex) {
    slug = `/${dir}`;
  } else {
    slug = `/${dir ? dir + '/' : ''}${fm.id ?? name}`;
  }
  slug = resolveDots(slug);
  return { id, slug, position, dir, isIndex };
}

function resolveDots(p: string): string {
  const out: string[] = [];
  for (const seg of p.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') out.pop();
    else out.push(seg);
  }
  return '/' + out.join('/');
}

/** Builds a route from a base path segment and a slug, e.g. ("docs", "/1/Introduction") → "/docs/1/Introduction". */
export function routeFor(base: string, slug: string): string {
  const r = `/${base}/${slug}`.replace(/\/{2,}/g, '/');
  return r.length > 1 ? r.replace(/\/$/, '') : r;
}
