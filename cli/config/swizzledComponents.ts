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
  const root = path.join(siteDir, 'src', 'theme');
  const found: string[] = [];
  const walk = (dir: string, name: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    if (name && entries.some((e) => e.isFile() && CODE.test(e.name))) found.push(name);
    for (const e of entries) {
      const child = name ? `${name}/${e.name}` : e.name;
      if (e.isDirectory()) walk(path.join(dir, e.name), child);
      else if (SOURCE.test(e.name) && !/^index\./.test(e.name) && !/\.d\.ts$/.test(e.name))
        found.push(child.replace(SOURCE, ''));
    }
  };
  walk(root, '');
  return found.sort();
}

/** What happens to each swizzled component, for a warning. */
export function swizzleWarnings(siteDir: string): { component: string; message: string }[] {
  return swizzledComponents(siteDir).map((component) => {
    const file = `src/theme/${component}`;
    const own = THEME_ALIASES[`@theme/${component}`];
    return {
      component,
      message: own
        ? `${file} is not used: '@theme/${component}' is tn-docs' own component, in the site's ` +
          'code as in its Markdown.'
        : `${file} does not replace tn-docs' own layout (navbar, footer, doc and blog pages); it is ` +
          `used only where the site's code imports '@theme/${component}'.`,
    };
  });
}
