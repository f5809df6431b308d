import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from '../../cli/build/parseFrontMatter.js';
import { preprocess } from '../../cli/mdx/preprocess.js';
import { applyPatch, PATCHES, patchDependenciesPlugin } from '../../cli/util/patchDependencies.mjs';
import { workerBundle } from '../../cli/util/workerBundle.js';

const root = path.resolve(import.meta.dirname, '..', '..');
const NAMING = "Object.defineProperty(visit, 'name'";
const COPY = /\.\.\.context,\s*sliceSerialize/;

type Node = { type: string; children?: Node[] };
type VisitParents = (tree: Node, visitor: (node: Node, ancestors: Node[]) => void) => void;

function patchOf(name: string) {
  const patch = PATCHES.find((p) => p.package === name);
  if (!patch) throw new Error(`no patch for ${name}`);
  return patch;
}

/** The file esbuild bundles (not the `development` build some resolvers pick). */
function installedFile(name: string, file: string): string {
  return fs.readFileSync(path.join(root, 'node_modules', name, file), 'utf8');
}

const installedLib = (name: string) => installedFile(name, 'lib/index.js');

/** `contents` bundled (with or without the patches) and imported. */
async function load<T>(contents: string, patched: boolean): Promise<T> {
  const result = await esbuild.build({
    stdin: { contents, resolveDir: root, loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    plugins: patched ? [patchDependenciesPlugin] : [],
  });
  const url = `data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString('base64')}`;
  return (await import(url)) as T;
}

describe('patchDependencies (issue 13: work in a compile worker that changes nothing)', () => {
  it('finds each edit’s text in the installed packages and makes it', () => {
    const visit = applyPatch(
      patchOf('unist-util-visit-parents'),
      installedLib('unist-util-visit-parents'),
    );
    expect(installedLib('unist-util-visit-parents')).toContain(NAMING);
    expect(visit).not.toContain(NAMING);
    const before = installedLib('mdast-util-from-markdown');
    const after = applyPatch(patchOf('mdast-util-from-markdown'), before);
    expect(before).toMatch(COPY);
    expect(after).not.toMatch(COPY);
    expect(after).toContain('context.sliceSerialize = events[index][2].sliceSerialize;');
    const subtokenize = installedFile('micromark-util-subtokenize', 'index.js');
    const maps = applyPatch(patchOf('micromark-util-subtokenize'), subtokenize);
    expect(subtokenize).toContain('index in jumps');
    expect(maps).not.toContain('index in jumps');
    expect(maps.match(/new Map\(\)/g)).toHaveLength(2);
    // the tables merged from the extensions, made once per list of them
    expect(after).toContain('configs.get(extensions)');
    const parse = installedFile('micromark', 'lib/parse.js');
    expect(applyPatch(patchOf('micromark'), parse)).toContain('combined.get(extensions)');
  });

  it('fails loudly on a version without the expected text', () => {
    const visit = patchOf('unist-util-visit-parents');
    expect(() => applyPatch(visit, 'export function visitParents() {}', 'x/lib/index.js')).toThrow(
      /x\/lib\/index\.js: expected 1 × `Object.defineProperty\(visit, 'name', …\)` statement, found 0/,
    );
    // a partial match is no match: two copies of three
    const source = installedLib('mdast-util-from-markdown').replace(
      COPY,
      'context, sliceSerialize',
    );
    expect(() => applyPatch(patchOf('mdast-util-from-markdown'), source)).toThrow(
      /expected 3 × `\{ \.\.\.context, sliceSerialize \}` copy, found 2\..*update cli\/util\/patchDependencies\.mjs/,
    );
  });

  it('bundles a walker that still visits every node, in order, with its ancestors', async () => {
    const { visitParents } = await load<{ visitParents: VisitParents }>(
      "export { visitParents } from 'unist-util-visit-parents';",
      true,
    );
    const tree: Node = {
      type: 'root',
      children: [{ type: 'heading', children: [{ type: 'text' }] }, { type: 'paragraph' }],
    };
    const seen: string[] = [];
    visitParents(tree, (node, ancestors) => {
      seen.push(`${ancestors.map((a) => a.type).join('>')}:${node.type}`);
    });
    expect(seen).toEqual([':root', 'root:heading', 'root>heading:text', 'root:paragraph']);
  });

  it('gives the same trees as the unpatched parser on every page of this site', async () => {
    const entry = [
      "import remarkDirective from 'remark-directive';",
      "import remarkGfm from 'remark-gfm';",
      "import remarkMdx from 'remark-mdx';",
      "import remarkParse from 'remark-parse';",
      "import { unified } from 'unified';",
      'const parser = unified().use(remarkParse).use(remarkMdx).use([remarkGfm, remarkDirective]);',
      'export const parse = (value) => { try { return parser.parse(value); } catch (e) { return String(e); } };',
    ].join('\n');
    type Parse = { parse: (value: string) => unknown };
    // the build's own parser too: one per set of literal autolinks, each with its cached tables
    const build = [
      "import { VFile } from 'vfile';",
      "import { parseMarkdown } from './cli/mdx/markdownParser.ts';",
      'export const parse = (value) => { try { return parseMarkdown(new VFile(value)); } catch (e) { return String(e); } };',
    ].join('\n');
    const [patched, original, pages] = await Promise.all([
      load<Parse>(entry, true),
      load<Parse>(entry, false),
      load<Parse>(build, true),
    ]);
    const files = await fg(['content/**/*.{md,mdx}', 'test/fixtures/**/*.{md,mdx}'], {
      cwd: root,
      absolute: true,
    });
    expect(files.length).toBeGreaterThan(100);
    const sources = [
      '- a\n- b\n\n  c\n1. x\n   > q\n\n| t | u |\n| - | :-: |\n| *v* | `w` |\n\n<A b={1}>x</A> {2}\n',
      '<Unclosed>\n\n# h', // an error: its message must not change either
      '> - a\n>   - b\n>\n>     c\n> 2. d\n\nSetext\n===\n\n[ref]: /x "t"\n\n[a][ref] and [ref]\n',
      '1. one\n\n   ```js\n   x\n   ```\n\n   | a |\n   | - |\n   | b |\n2. two\n   - [x] done\n   - [ ] not\n',
      '::::note[Outer]\n:::tip\n- in\n\n  > deep *em **strong** em*\n:::\n::::\n\nText ~~gone~~ www.a.com a@b.co[^1]\n\n[^1]: Foot.\n',
      '***a* b**c** _d_e_ `` ` `` \\* &amp; &#35; line  \nbreak\\\nagain\n\n---\n* * *\n',
      '- a\n\n\n- b\n  c\n-\n  d\n\n10) x\n11) y\n',
    ];
    for (const file of files) {
      try {
        sources.push(preprocess(parseFrontMatter(fs.readFileSync(file, 'utf8'), file).body));
      } catch {
        // fixtures of broken front matter
      }
    }
    for (const source of sources) {
      const expected = original.parse(source);
      expect(patched.parse(source)).toEqual(expected);
      expect(pages.parse(source)).toEqual(expected);
    }
  });

  it('is applied to the compile workers’ bundle', async () => {
    const code = fs.readFileSync(await workerBundle('cli/mdx/worker.ts'), 'utf8');
    expect(code).toContain('function visitParents(');
    // esbuild renames functions (visit3) and quotes with "
    expect(code).not.toMatch(/Object\.defineProperty\(visit\d*, "name"/);
    expect(code).toContain('function fromMarkdown(');
    expect(code).not.toMatch(COPY);
    expect(code).toContain('function subtokenize(');
    expect(code).not.toContain('in jumps');
    expect(code).toMatch(/combined\d*\.get\(extensions\d*\)/);
    expect(code).toMatch(/configs\d*\.get\(extensions\d*\)/);
  });
});
