// Writes a synthetic site of N docs (headings, code, tables, admonitions, links) for the scale benchmark.
import fs from 'node:fs';
import path from 'node:path';

export function generateSite(dir, pages) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, 'docs'), { recursive: true });
  const perFolder = 100;
  for (let i = 0; i < pages; i++) {
    const folder = `section-${String(Math.floor(i / perFolder)).padStart(3, '0')}`;
    fs.mkdirSync(path.join(dir, 'docs', folder), { recursive: true });
    const next =
      i + 1 < pages
        ? `section-${String(Math.floor((i + 1) / perFolder)).padStart(3, '0')}/page-${i + 1}`
        : 'section-000/page-0';
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
