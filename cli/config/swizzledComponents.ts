/**
 * A Docusaurus site's swizzled theme components (src/theme/X): tn-docs draws its own page layout,
 * navbar, footer, doc and blog pages, so a swizzled one never replaces those. It is used only where
 * the site's own code imports `@theme/X` and tn-docs has no X of its own; each is named in a
 * warning saying which (issue 15), rather than left unused in silence or bundled and failing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { THEME_ALIASES } from './themeAliases.js';

const CODE = /^(index)?\.(tsx|ts|jsx|js)$/;
const SOURCE = /\.(tsx|ts|jsx|js)$/;

/** Component names under src/theme: `Footer`, `DocItem/Layout` (a folder's index or a file). */
export function swizzledComponents(siteDir: string): string[] {
  return swizzledFiles(siteDir).map((s) => s.component);
}

/** Each swizzled component with its file (a folder's index file, or the file itself). */
export function swizzledFiles(siteDir: string): { component: string; file: string }[] {
  const root = path.join(siteDir, 'src', 'theme');
  const found: { component: string; file: string }[] = [];
  const walk = (dir: string, name: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    const index = entries.find((e) => e.isFile() && CODE.test(e.name));
    if (name && index) found.push({ component: name, file: path.join(dir, index.name) });
    for (const e of entries) {
      const child = name ? `${name}/${e.name}` : e.name;
      if (e.isDirectory()) walk(path.join(dir, e.name), child);
      else if (SOURCE.test(e.name) && !/^index\./.test(e.name) && !/\.d\.ts$/.test(e.name))
        found.push({ component: child.replace(SOURCE, ''), file: path.join(dir, e.name) });
    }
  };
  walk(root, '');
  return found.sort((a, b) => (a.component < b.component ? -1 : 1));
}

/** What the reader sees instead of a swizzled component tn-docs draws itself. */
const OWN_PART: [RegExp, string][] = [
  [/^Navbar/, "tn-docs' own navbar"],
  [/^Footer/, "tn-docs' own footer"],
  [/^(Layout|Root|DocRoot|DocPage|DocsRoot)/, "tn-docs' own page layout"],
  [/^(DocItem|DocSidebar|DocBreadcrumbs|DocPaginator|TOC)/, "tn-docs' own doc page"],
  [/^Blog/, "tn-docs' own blog pages"],
  [/^(NotFound|Error)/, "tn-docs' own error pages"],
  [/^(ColorModeToggle|SearchBar|Search)/, "tn-docs' own navbar controls"],
];

/** What happens to each swizzled component, for a warning. */
export function swizzleWarnings(
  siteDir: string,
): { component: string; file: string; message: string }[] {
  return swizzledFiles(siteDir).map(({ component, file: abs }) => {
    const file = `src/theme/${component}`;
    const own = THEME_ALIASES[`@theme/${component}`];
    const instead = OWN_PART.find(([re]) => re.test(component))?.[1];
    return {
      component,
      file: abs,
      message:
        component === 'MDXComponents'
          ? `${file} adds its components to MDX content (Tabs, its own widgets); for the ` +
            "elements tn-docs draws itself (headings, links, code blocks) readers see tn-docs' own."
          : own
            ? `${file} is not used: '@theme/${component}' is tn-docs' own component, in the site's ` +
              `code as in its Markdown; readers see tn-docs' ${component}.`
            : `${file} does not replace tn-docs' own layout (navbar, footer, doc and blog pages); it is ` +
              `used only where the site's code imports '@theme/${component}'` +
              (instead ? `; readers see ${instead} instead.` : '.'),
    };
  });
}
