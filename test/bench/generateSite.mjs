// Writes a synthetic site of N docs for the scale benchmark: headings, code, tables, admonitions, links, and
// a sidebar nested two levels deep (parts of 1,000 pages, sections of 100).
import fs from 'node:fs';
import path from 'node:path';

export function generateSite(dir, pages) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, 'docs'), { recursive: true });
  const perFolder = 100;
  const folderOf = (i) =>
    `part-${String(Math.floor(i / 1000)).padStart(2, '0')}/` +
    `section-${String(Math.floor(i / perFolder)).padStart(3, '0')}`;
  for (let i = 0; i < pages; i++) {
    const folder = folderOf(i);
    fs.mkdirSync(path.join(dir, 'docs', folder), { recursive: true });
    const next = i + 1 < pages ? `${folderOf(i + 1)}/page-${i + 1}` : `${folderOf(0)}/page-0`;
    fs.writeFileSync(
      path.join(dir, 'docs', folder, `page-${i}.md`),
      `---
title: Page ${i}
description: Generated page ${i} for the scale benchmark.
sidebar_position: ${i % perFolder}
---

Page ${i} explains a topic in a few paragraphs so the compiler has real work. See [the next page](/docs/${next}#overview).

## Overview

A paragraph with **bold**, _emphasis_, \`inline code\` and a [link](https://example.com/${i}).

:::tip Remember
Admonitions nest markdown: a list follows.

- one
- two
:::

## Configuration

| key | type | default |
| --- | --- | --- |
| port | number | ${26656 + (i % 10)} |
| moniker | string | node-${i} |

\`\`\`bash title="Start node ${i}"
treasurenetd start --home ~/.node-${i}
\`\`\`

### Details

${'Some more prose to make the page a realistic size. '.repeat(12)}
`,
    );
  }
  fs.writeFileSync(
    path.join(dir, 'site.config.ts'),
    `import { defineConfig } from 'tn-docs';
export default defineConfig({ title: 'Scale', url: 'https://scale.example.com', docs: { path: 'docs' }, blog: false, pages: { path: 'pages' }, staticDir: 'static' });
`,
  );
}
