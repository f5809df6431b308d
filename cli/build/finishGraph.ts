import type { SiteConfig } from '../config/types.js';
import type { CompiledPage } from '../mdx/compileMdx.js';
import type { SidebarNode } from '../../runtime/types.js';
import { TnError } from '../util/errors.js';
import { compileKey } from './compileKey.js';
import { docsTranslations } from '../config/i18n.js';
import type { RawContent } from './loadContent.js';
import { inSet, ownId, setKeyOf } from './loadDocsSets.js';
import { flattenSidebar, resolveSidebars } from './resolveSidebars.js';
import type { ContentGraph, DocMeta, DocsVersion } from './types.js';

/**
 * The content graph: titles from the compiled pages, then sidebars, the doc → sidebar map and the
 * version record. Returns new data; `raw` is left as it was read.
 */
export function finishGraph(
  raw: RawContent,
  compiled: Map<string, CompiledPage>,
  config: SiteConfig,
): ContentGraph {
  const titled = (d: DocMeta, key = d.id) => ({
    ...d,
    // no title of its own: the file's name, as Docusaurus (a docs set's id is prefixed 'set::')
    title:
      d.title ||
      (compiled.get(compileKey.doc(key))?.contentTitle ??
        d.id.replace(/^.*::/, '').split('/').pop()!),
  });
  const docs = raw.graph.docs.map((d) => titled(d));
  const posts = raw.graph.posts.map((p) => {
    const contentTitle = compiled.get(compileKey.post(p.route))?.contentTitle;
    return !p.file.frontMatter.title && contentTitle ? { ...p, title: contentTitle } : p;
  });
  const mainDocs = docs.filter((d) => !raw.sets.some((s) => d.id.startsWith(`${s.set.key}::`)));
  const mainT = docsTranslations(config.i18n);
  const sidebars = config.docs
    ? translateSidebars(
        mainT,
        resolveSidebars(raw.sidebarInput, {
          docs: mainDocs,
          sidebarsFile: raw.sidebarsFile,
          categories: raw.categories,
          collapsible: config.docs.sidebarCollapsible,
          routeBasePath: config.docs.routeBasePath,
          numberPrefixParser: config.docs.numberPrefixParser,
          collapsed: config.docs.sidebarCollapsed,
        }),
      )
    : {};
  const versions: DocsVersion[] = [];
  if (config.docs) {
    const { routeBasePath } = config.docs;
    const version = {
      ...config.docsVersion,
      label: mainT['version.label'] ?? config.docsVersion.label,
    };
    versions.push(versionOf(version, mainDocs, sidebars, routeBasePath));
  }
  // each docs set resolves its sidebars against its own docs, then joins with prefixed names
  for (const c of raw.sets) {
    const setT = docsTranslations(config.i18n, c.set.instance, c.set.version?.name);
    const own = translateSidebars(
      setT,
      resolveSidebars(c.sidebarInput, {
        docs: c.docs.map((d) => titled(d, inSet(c.set.key, d.id))),
        sidebarsFile: c.sidebarsFile,
        categories: c.categories,
        collapsible: c.set.docs.sidebarCollapsible,
        routeBasePath: c.set.docs.routeBasePath,
        numberPrefixParser: c.set.docs.numberPrefixParser,
        collapsed: c.set.docs.sidebarCollapsed,
      }),
    );
    const prefixed = Object.fromEntries(
      Object.entries(own).map(([name, items]) => [
        inSet(c.set.key, name),
        items.map((n) => prefixNode(c.set.key, n)),
      ]),
    );
    Object.assign(sidebars, prefixed);
    // the version dropdown lists the main docs' versions
    if (c.set.version && (c.set.instance ?? 'default') === 'default') {
      const setDocs = docs.filter((d) => d.id.startsWith(`${c.set.key}::`));
      const version = { ...c.set.version, label: setT['version.label'] ?? c.set.version.label };
      versions.push(versionOf(version, setDocs, prefixed, c.set.docs.routeBasePath));
    }
  }
  const docSidebar: Record<string, string> = {};
  for (const [name, items] of Object.entries(sidebars))
    for (const item of flattenSidebar(items)) docSidebar[item.id] ??= name;
  for (const doc of docs) displaySidebar(doc, sidebars, docSidebar);
  return { ...raw.graph, docs, posts, sidebars, docSidebar, versions };
}

/**
 * `displayed_sidebar`: the doc's page shows that sidebar of its own docs set (null: none), as
 * Docusaurus does; its previous and next links come from it only if it lists the doc. A name no
 * sidebar has is an error at its line, as in Docusaurus.
 */
function displaySidebar(
  doc: DocMeta,
  sidebars: Record<string, unknown>,
  docSidebar: Record<string, string>,
): void {
  const wanted = doc.displayedSidebar;
  if (wanted === undefined) return;
  if (wanted === null) {
    delete docSidebar[doc.id];
    return;
  }
  const set = setKeyOf(doc.id);
  const name = set === undefined ? wanted : inSet(set, wanted);
  if (!Object.hasOwn(sidebars, name)) {
    const own = Object.keys(sidebars)
      .filter((n) => setKeyOf(n) === set)
      .map((n) => `'${ownId(n)}'`);
    throw new TnError(
      'FRONT_MATTER_SIDEBAR',
      `displayed_sidebar names the sidebar '${wanted}', which does not exist.`,
      {
        loc: { file: doc.file.rel, line: doc.file.keyLines.displayed_sidebar, column: 1 },
        hint: own.length
          ? `Use one of the sidebars: ${own.join(', ')}; or null for none.`
          : 'This docs folder has no sidebars; remove displayed_sidebar.',
      },
    );
  }
  docSidebar[doc.id] = name;
}

/**
 * Sidebars with their labels translated, by Docusaurus's keys: `sidebar.<name>.category.<label>`,
 * `sidebar.<name>.link.<label>`, `sidebar.<name>.doc.<label>`.
 */
function translateSidebars(
  t: Record<string, string>,
  sidebars: Record<string, SidebarNode[]>,
): Record<string, SidebarNode[]> {
  if (Object.keys(t).length === 0) return sidebars;
  const node =
    (name: string) =>
    (n: SidebarNode): SidebarNode => {
      if (n.type === 'category')
        return {
          ...n,
          label: t[`sidebar.${name}.category.${n.label}`] ?? n.label,
          items: n.items.map(node(name)),
        };
      return { ...n, label: t[`sidebar.${name}.${n.type}.${n.label}`] ?? n.label };
    };
  return Object.fromEntries(
    Object.entries(sidebars).map(([name, items]) => [name, items.map(node(name))]),
  );
}

function prefixNode(key: string, n: SidebarNode): SidebarNode {
  if (n.type === 'doc') return { ...n, id: inSet(key, n.id) };
  if (n.type === 'link') return n;
  return {
    ...n,
    link: n.link && { ...n.link, id: inSet(key, n.link.id) },
    items: n.items.map((i) => prefixNode(key, i)),
  };
}

/**
 * A docs version ('current', labelled 'Next' as in Docusaurus, when there are no others) and the
 * doc its link opens: the doc at its root, else the first of its sidebars.
 */
function versionOf(
  version: { name: string; label: string; isLast: boolean },
  docs: DocMeta[],
  sidebars: Record<string, SidebarNode[]>,
  routeBasePath: string,
): DocsVersion {
  const firstInSidebar = Object.values(sidebars)
    .map((s) => flattenSidebar(s)[0])
    .find(Boolean);
  const root = `/${routeBasePath}`.replace(/\/$/, '') || '/';
  const rootDoc = docs.find((d) => d.route === root);
  return {
    ...version,
    path: root,
    mainDocId: rootDoc?.id ?? firstInSidebar?.id ?? docs[0]?.id ?? '',
  };
}
