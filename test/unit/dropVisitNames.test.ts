import fs from 'node:fs';
import { createRequire } from 'node:module';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { dropVisitNames, dropVisitNamesPlugin } from '../../cli/util/dropVisitNames.mjs';
import { workerBundle } from '../../cli/util/workerBundle.js';

const NAMING = "Object.defineProperty(visit, 'name'";

type Node = { type: string; children?: Node[] };
type VisitParents = (tree: Node, visitor: (node: Node, ancestors: Node[]) => void) => void;

describe('dropVisitNames (issue 13: a property definition per visited node)', () => {
  it('finds the naming statement in the installed unist-util-visit-parents and drops it', () => {
    // a version bump that moves or rewrites the statement fails here, not silently in the build
    const file = createRequire(import.meta.url).resolve('unist-util-visit-parents');
    const source = fs.readFileSync(file.replace(/index\.js$/, 'lib/index.js'), 'utf8');
    expect(source).toContain(NAMING);
    const out = dropVisitNames(source);
    expect(out).not.toContain(NAMING);
    expect(source.length - out.length).toBeLessThan(200); // the statement, nothing around it
  });

  it('fails loudly on a walker without the statement', () => {
    expect(() => dropVisitNames('export function visitParents() {}', 'x/lib/index.js')).toThrow(
      /x\/lib\/index\.js: expected one `Object.defineProperty\(visit, 'name', …\)` statement, found 0/,
    );
  });

  it('bundles a walker that still visits every node, in order, with its ancestors', async () => {
    const result = await esbuild.build({
      stdin: {
        contents: "export { visitParents } from 'unist-util-visit-parents';",
        resolveDir: '.',
      },
      bundle: true,
      format: 'esm',
      platform: 'node',
      write: false,
      plugins: [dropVisitNamesPlugin],
    });
    const code = result.outputFiles[0].text;
    expect(code).not.toMatch(/Object\.defineProperty\(visit\d*, "name"/);
    const url = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
    const { visitParents } = (await import(url)) as { visitParents: VisitParents };
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

  it('is applied to the compile workers’ bundle', async () => {
    const code = fs.readFileSync(await workerBundle('cli/mdx/worker.ts'), 'utf8');
    expect(code).toContain('function visitParents(');
    // esbuild renames the function (visit3) and quotes with "
    expect(code).not.toMatch(/Object\.defineProperty\(visit\d*, "name"/);
  });
});
