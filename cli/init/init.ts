import fs from 'node:fs/promises';
import path from 'node:path';
import { TnError } from '../util/errors.js';

export interface InitOptions {
  /** The folder to create the site in (made if missing; must be empty). */
  dir: string;
  /** The site's title (default: the folder's name). */
  title?: string;
  /** The new package.json's dependency on tn-docs (`^0.1.0`, or `file:` a checkout). */
  dependency: string;
  /** Today, as YYYY-MM-DD: the first blog post's date. */
  today: string;
}

/**
 * How the new site depends on tn-docs: the running copy's version when it was installed as a
 * package, or its folder when it runs from a checkout of its repository (not installed anywhere).
 */
export function dependencySpec(root: string, version: string, siteDir: string): string {
  if (root.split(path.sep).includes('node_modules')) return `^${version}`;
  const rel = path.relative(siteDir, root).split(path.sep).join('/');
  return `file:${rel.startsWith('.') ? rel : `./${rel}`}`;
}

/** Files a folder may hold and still count as empty (a new repository, an editor's settings). */
const IGNORABLE = new Set(['.git', '.gitignore', '.DS_Store', 'Thumbs.db', '.idea', '.vscode']);

const titleOf = (dir: string) =>
  path
    .basename(dir)
    .replace(/[-_]+/g, ' ')
    .replace(/\b\w/g, (c) => c.toUpperCase());

/** The new site's files, by path. */
export function siteFiles(o: InitOptions): Record<string, string> {
  const title = o.title ?? titleOf(o.dir);
  const name =
    path
      .basename(o.dir)
      .toLowerCase()
      .replace(/[^a-z0-9-._~]+/g, '-')
      .replace(/^[-._]+|-+$/g, '') || 'docs-site';
  return {
    'package.json': `${JSON.stringify(
      {
        name,
        private: true,
        type: 'module',
        scripts: {
          start: 'tn-docs serve',
          build: 'tn-docs build',
          preview: 'tn-docs serve --preview',
          check: 'tn-docs check',
        },
        devDependencies: { 'tn-docs': o.dependency },
      },
      null,
      2,
    )}\n`,
    '.gitignore': 'node_modules/\n/build/\n.tn-cache/\n',
    'site.config.ts': `import { defineConfig } from 'tn-docs';

export default defineConfig({
  title: ${JSON.stringify(title)},
  tagline: 'Documentation built with tn-docs',
  // where the site will be published: canonical links, the sitemap and feeds use it
  url: 'https://example.com',
  baseUrl: '/',
  docs: { path: 'docs', sidebarPath: 'sidebars.ts' },
  blog: { path: 'blog' },
  pages: { path: 'pages' },
  staticDir: 'static',
  navbar: {
    items: [
      { type: 'docSidebar', sidebarId: 'docs', label: 'Docs', position: 'left' },
      { to: '/blog', label: 'Blog', position: 'left' },
    ],
  },
  footer: {
    links: [
      {
        title: 'Docs',
        items: [
          { label: 'Introduction', to: '/docs/intro' },
          { label: 'Writing pages', to: '/docs/writing-pages' },
        ],
      },
      { title: 'More', items: [{ label: 'Blog', to: '/blog' }] },
    ],
    copyright: ${JSON.stringify(`Copyright © ${o.today.slice(0, 4)} ${title}.`)},
  },
});
`,
    'sidebars.ts': `export default {
  docs: ['intro', 'writing-pages'],
};
`,
    'docs/intro.md': `---
title: Introduction
description: What this site is and how to work on it.
---

# Introduction

This is the first page of your documentation. Edit \`docs/intro.md\` while \`npm start\` runs and the
page in your browser updates as you save.

## Commands

| command         | what it does                                             |
| --------------- | -------------------------------------------------------- |
| \`npm start\`     | runs the site locally and reloads open pages on every save |
| \`npm run build\` | writes the static site into \`build/\`                     |
| \`npm run check\` | checks every link, anchor and image; exits 1 on errors   |

Next, read [Writing pages](./writing-pages.md).
`,
    'docs/writing-pages.md': `---
title: Writing pages
description: Front matter, sidebars, admonitions and code blocks.
---

# Writing pages

Every Markdown or MDX file under \`docs/\` is a page; its path is its URL. List a page in
\`sidebars.ts\` to show it in the sidebar.

:::tip
The \`title\` and \`description\` in the front matter name the page in the sidebar, in search
results and in link previews.
:::

\`\`\`ts title="site.config.ts"
export default defineConfig({ title: 'My docs' });
\`\`\`
`,
    [`blog/${o.today}-welcome.md`]: `---
title: Welcome
description: The first post of this blog.
tags: [news]
---

The blog lives in \`blog/\`: one Markdown file per post, its date at the start of its name.

<!-- truncate -->

Posts are listed newest first, with an RSS and an Atom feed.
`,
    'pages/index.md': `---
title: ${JSON.stringify(title)}
description: The home page.
---

# ${title.replace(/[<>{}[\]`*_\\]/g, '')}

Start with the [introduction](/docs/intro), or read the [blog](/blog).
`,
    'static/.gitkeep': '',
  };
}

/**
 * Creates a new site in `o.dir`: a config, two docs pages, a sidebar, a blog post and a package.json
 * with the scripts. A folder that already holds files is refused, and nothing is written.
 */
export async function initSite(o: InitOptions): Promise<string[]> {
  const existing = await fs.readdir(o.dir).catch((e: NodeJS.ErrnoException) => {
    if (e.code === 'ENOENT') return [];
    if (e.code === 'ENOTDIR')
      throw new TnError('INIT_NOT_A_FOLDER', `${o.dir} is a file, not a folder.`, {
        hint: 'Name a new or empty folder: tn-docs init my-docs',
      });
    throw e;
  });
  const blocking = existing.filter((f) => !IGNORABLE.has(f));
  if (blocking.length)
    throw new TnError(
      'INIT_NOT_EMPTY',
      `${o.dir} is not empty (${blocking.slice(0, 3).join(', ')}` +
        `${blocking.length > 3 ? `, and ${blocking.length - 3} more` : ''}); nothing was written.`,
      { hint: 'Name a new or empty folder: tn-docs init my-docs' },
    );
  const files = siteFiles(o);
  for (const [rel, text] of Object.entries(files)) {
    const file = path.join(o.dir, rel);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // 'wx': never replace a file that appeared meanwhile
    await fs.writeFile(file, text, { flag: 'wx' });
  }
  return Object.keys(files);
}
