// Imports point one way: no cycle among the engine's sources, and no import against the layers
// (app -> theme -> runtime; cli reads only runtime/shared and runtime/types; nothing imports cli
// but cli). The checker itself is tried on small planted trees, so a pass here means something.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tempFolder } from './helpers.js';
import { cyclesOf, folderGraph, importGraph, layerViolations } from './importGraph.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const LAYERS = ['app', 'cli', 'runtime', 'theme'];

const tree = (files: Record<string, string>) => tempFolder('tn-imports-', files);

describe("the engine's import graph", () => {
  const graph = importGraph(root, LAYERS);

  it('reads every layer', () => {
    for (const layer of LAYERS)
      expect([...graph.keys()].filter((f) => f.startsWith(`${layer}/`)).length).toBeGreaterThan(3);
    expect(graph.get('app/server.tsx')).toContain('runtime/Root.tsx');
  });

  it('has no import cycle', () => {
    expect(cyclesOf(graph)).toEqual([]);
  });

  it("has no cycle between cli's folders either (commands above check, build, search, mdx, config)", () => {
    expect(cyclesOf(folderGraph(graph))).toEqual([]);
  });

  it('has no import against the layers', () => {
    expect(layerViolations(graph)).toEqual([]);
  });
});

describe('the import checker', () => {
  it('finds a cycle, through static, type-only and dynamic imports alike', () => {
    const dir = tree({
      'cli/a.ts': "import { b } from './b.js';\nexport const a = b;\n",
      'cli/b.ts': "import type { C } from './sub/c.js';\nexport const b = 1;\nexport type B = C;\n",
      'cli/sub/c.ts': "export type C = number;\nexport const c = () => import('../a.js');\n",
      'cli/d.ts': "import { a } from './a.js';\nexport const d = a;\n",
    });
    expect(cyclesOf(importGraph(dir, ['cli']))).toEqual([['cli/a.ts', 'cli/b.ts', 'cli/sub/c.ts']]);
  });

  it('finds a cycle of folders that no cycle of files makes', () => {
    const dir = tree({
      'cli/build/build.ts': "import '../check/checkSite.js';\n",
      'cli/build/analyze.ts': 'export const a = 1;\n',
      'cli/check/checkSite.ts': "import '../build/analyze.js';\n",
      'cli/index.ts': "import './build/build.js';\n",
    });
    const graph = importGraph(dir, ['cli']);
    expect(cyclesOf(graph)).toEqual([]);
    expect(cyclesOf(folderGraph(graph))).toEqual([['cli/build/', 'cli/check/']]);
  });

  it('finds a file importing itself', () => {
    const dir = tree({ 'theme/x.tsx': "import './x.js';\nexport const x = 1;\n" });
    expect(cyclesOf(importGraph(dir, ['theme']))).toEqual([['theme/x.tsx']]);
  });

  it('takes no import for one inside a string or a template (generated code)', () => {
    const dir = tree({
      'cli/gen.ts':
        "export const code = `import './other.js';`;\nexport const s = \"import './other.js'\";\n",
      'cli/other.ts': "import { code } from './gen.js';\nexport const o = code;\n",
    });
    expect(cyclesOf(importGraph(dir, ['cli']))).toEqual([]);
  });

  it('finds runtime -> theme, theme -> cli and runtime -> cli', () => {
    const dir = tree({
      'runtime/router.tsx': "import { x } from '../theme/x.js';\nimport '../cli/y.js';\n",
      'runtime/shared/url.ts': 'export const u = 1;\n',
      'theme/x.tsx': "import { y } from '../cli/y.js';\nexport const x = y;\n",
      'cli/y.ts': "import { u } from '../runtime/shared/url.js';\nexport const y = u;\n",
    });
    expect(layerViolations(importGraph(dir, LAYERS))).toEqual([
      'runtime/router.tsx -> cli/y.ts (the browser runtime never imports the Node engine)',
      'runtime/router.tsx -> theme/x.tsx (runtime never imports theme: app/ composes them)',
      'theme/x.tsx -> cli/y.ts (the theme never imports the Node engine)',
    ]);
  });

  it('finds cli reaching past runtime/shared and runtime/types', () => {
    const dir = tree({
      'cli/a.ts': "import { Root } from '../runtime/Root.js';\nimport '../runtime/types.js';\n",
      'runtime/Root.tsx': 'export const Root = 1;\n',
      'runtime/types.ts': 'export type T = 1;\n',
    });
    expect(layerViolations(importGraph(dir, LAYERS))).toEqual([
      'cli/a.ts -> runtime/Root.tsx (the engine reads only the runtime pieces shared with Node)',
    ]);
  });
});
