// The import graph of the engine's own sources (cli/, runtime/, theme/, app/): which file imports
// which, its cycles, and the imports that run against the layers (app -> theme -> runtime; cli reads
// runtime/shared and runtime/types only). Read with TypeScript's own scanner, so an import inside a
// string or a template (generated code) is no edge.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export type Graph = Map<string, string[]>;

const SOURCE = /\.(ts|tsx|mts)$/;

function filesUnder(root: string, dir: string): string[] {
  const abs = path.join(root, dir);
  if (!fs.existsSync(abs)) return [];
  const out: string[] = [];
  for (const e of fs.readdirSync(abs, { withFileTypes: true })) {
    const rel = path.posix.join(dir, e.name);
    if (e.isDirectory()) out.push(...filesUnder(root, rel));
    else if (SOURCE.test(e.name) && !e.name.endsWith('.d.ts') && !e.name.endsWith('.d.mts'))
      out.push(rel);
  }
  return out;
}

/** The file a relative specifier names (`./x.js` is `./x.ts` or `./x.tsx`), or undefined. */
function resolve(root: string, from: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  const stem = base.replace(/\.(m?js|jsx)$/, '');
  const candidates = [base, `${stem}.ts`, `${stem}.tsx`, `${stem}.mts`, `${base}/index.ts`];
  return candidates.find((c) => SOURCE.test(c) && fs.existsSync(path.join(root, c)));
}

/** Every static, type-only and dynamic import between the files under `dirs` (paths from root). */
export function importGraph(root: string, dirs: string[]): Graph {
  const graph: Graph = new Map();
  for (const file of dirs.flatMap((d) => filesUnder(root, d))) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    const info = ts.preProcessFile(text, true, true);
    const targets = new Set<string>();
    for (const ref of info.importedFiles) {
      const target = resolve(root, file, ref.fileName);
      if (target) targets.add(target);
    }
    graph.set(file, [...targets].sort());
  }
  return graph;
}

/** The strongly connected components of more than one file, or of one file importing itself. */
export function cyclesOf(graph: Graph): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    order.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!order.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, order.get(w)!));
    }
    if (low.get(v) === order.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1 || graph.get(v)?.includes(v)) found.push(scc.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!order.has(v)) visit(v);
  return found;
}

/**
 * The graph of folders: cli/'s own folders (cli/build, cli/serve, ...; cli/index.ts stands alone)
 * and the other layers whole (app, runtime, theme). An import inside one folder is no edge.
 */
export function folderGraph(graph: Graph): Graph {
  const folderOf = (f: string) => {
    const parts = f.split('/');
    return parts[0] === 'cli' && parts.length > 2
      ? `${parts[0]}/${parts[1]}/`
      : parts.length > 1 && parts[0] !== 'cli'
        ? `${parts[0]}/`
        : f;
  };
  const out: Graph = new Map();
  for (const [file, targets] of graph) {
    const from = folderOf(file);
    const edges = new Set(out.get(from) ?? []);
    for (const t of targets) if (folderOf(t) !== from) edges.add(folderOf(t));
    out.set(from, [...edges].sort());
  }
  return out;
}

/** A layer rule: no file under `from` imports a file under `to` (except under `except`). */
export interface LayerRule {
  from: string;
  to: string;
  except?: string[];
  why: string;
}

export const LAYER_RULES: LayerRule[] = [
  { from: 'runtime/', to: 'theme/', why: 'runtime never imports theme: app/ composes them' },
  { from: 'runtime/', to: 'app/', why: 'app/ is the top layer of the browser code' },
  { from: 'theme/', to: 'app/', why: 'app/ is the top layer of the browser code' },
  { from: 'runtime/', to: 'cli/', why: 'the browser runtime never imports the Node engine' },
  { from: 'theme/', to: 'cli/', why: 'the theme never imports the Node engine' },
  { from: 'app/', to: 'cli/', why: 'the browser entries never import the Node engine' },
  {
    from: 'cli/',
    to: 'runtime/',
    except: ['runtime/shared/', 'runtime/types.ts', 'runtime/search/searchFormat.ts'],
    why: 'the engine reads only the runtime pieces shared with Node',
  },
  { from: 'cli/', to: 'theme/', why: 'the engine bundles the theme; it never imports it' },
  { from: 'cli/', to: 'app/', why: 'the engine bundles app/; it never imports it' },
];

/** Every import that breaks one of `rules`, as "from -> to (why)". */
export function layerViolations(graph: Graph, rules: LayerRule[] = LAYER_RULES): string[] {
  const out: string[] = [];
  for (const [file, targets] of graph) {
    for (const target of targets) {
      for (const r of rules) {
        if (!file.startsWith(r.from) || !target.startsWith(r.to)) continue;
        if (r.except?.some((e) => target.startsWith(e))) continue;
        out.push(`${file} -> ${target} (${r.why})`);
      }
    }
  }
  return out.sort();
}
