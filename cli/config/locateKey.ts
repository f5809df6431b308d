import { createRequire } from 'node:module';
import type * as TS from 'typescript';
import type { SourceLocation } from '../util/errors.js';

/** A step of a key path: an object key or an array index, e.g. ['navbar', 'items', 2, 'to']. */
export type KeyPath = readonly (string | number)[];

/**
 * Where keys of tn-docs' config were written in a config of another shape (a Docusaurus config):
 * `keyName` of a tn-docs key path (`navbar.items[2]`) → the key path in the file
 * (`['themeConfig', 'navbar', 'items', 3]`). Plain data, so it travels with the config.
 */
export type SourceKeys = Record<string, KeyPath>;

/** A tn-docs key path as written in the file: its longest mapped prefix replaced. */
export function sourcePath(keys: KeyPath, sourceKeys?: SourceKeys): KeyPath {
  if (!sourceKeys) return keys;
  for (let n = keys.length; n > 0; n--) {
    const mapped = sourceKeys[keyPathName(keys.slice(0, n))];
    if (mapped) return [...mapped, ...keys.slice(n)];
  }
  return keys;
}

/** ['navbar', 'items', 2, 'to'] → navbar.items[2].to */
export function keyPathName(keys: KeyPath): string {
  return keys.map((k, i) => (typeof k === 'number' ? `[${k}]` : i ? `.${k}` : k)).join('');
}

/**
 * Points at a key of a config or sidebars file by walking its syntax tree (the TypeScript parser,
 * so types, `satisfies` and comments are no obstacle). Loaded only when an error needs a position:
 * the parser costs ~0.4 s to load, a build without errors never pays it. With `sourceKeys`, paths
 * are tn-docs' own and are looked up where the file wrote them (see SourceKeys).
 */
export function keyLocator(source: string, file: string, sourceKeys?: SourceKeys) {
  let root: TS.Node | undefined | null = null;
  let sf: TS.SourceFile;
  let ts: typeof TS;
  const parse = () => {
    if (root === null) {
      ts = createRequire(import.meta.url)('typescript') as typeof TS;
      sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, scriptKind(ts, file));
      root = exportedObject(ts, sf);
    }
    return root;
  };
  const at = (node: TS.Node): SourceLocation => {
    const pos = sf.getLineAndCharacterOfPosition(node.getStart(sf));
    return { file, line: pos.line + 1, column: pos.character + 1 };
  };
  return {
    /**
     * The position of the deepest key of `keys` that exists: a missing key (a navbar item without
     * its `to`) points at the object that lacks it. A property points at its name, an array element
     * at its first character.
     */
    path(tnKeys: KeyPath): SourceLocation {
      let node = parse();
      if (!node) return { file };
      let found: TS.Node = node;
      for (const key of sourcePath(tnKeys, sourceKeys)) {
        const next = child(ts, sf, node, key);
        if (!next) break;
        found = next.at;
        node = next.value;
      }
      return at(found);
    },
    /**
     * The first `key: 'value'` property (or, with key '', the first string 'value') in the file.
     */
    value(key: string, value?: string): SourceLocation {
      const start = parse();
      if (!start) return { file };
      let hit: TS.Node | undefined;
      const visit = (n: TS.Node): void => {
        if (hit) return;
        if (ts.isPropertyAssignment(n) && (!key || nameOf(ts, n.name) === key)) {
          const v = unwrap(ts, n.initializer);
          if (value === undefined) hit = n.name;
          else if (ts.isStringLiteralLike(v) && v.text === value) hit = key ? n.name : v;
        } else if (!key && value !== undefined && ts.isStringLiteralLike(n) && n.text === value) {
          hit = n;
        }
        ts.forEachChild(n, visit);
      };
      visit(start);
      // items kept in a variable and spread into the export (`docs: [...guide]`): the whole file
      if (!hit) visit(sf);
      return hit ? at(hit) : { file };
    },
  };
}

/** Shorthand for one lookup; use keyLocator to look up several keys of one file. */
export function locateKey(source: string, file: string, key: string, value?: string) {
  return keyLocator(source, file).value(key, value);
}

function scriptKind(ts: typeof TS, file: string): TS.ScriptKind {
  if (/\.[cm]?tsx?$/.test(file)) return file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.ScriptKind.JS;
}

/**
 * `export default defineConfig({...})`, `export default {...} satisfies X`, `module.exports = ...`.
 */
function exportedObject(ts: typeof TS, sf: TS.SourceFile): TS.Node | undefined {
  let expr: TS.Expression | undefined;
  for (const s of sf.statements) {
    // `export default async function createConfig() { ... return {...}; }`
    if (
      ts.isFunctionDeclaration(s) &&
      s.modifiers?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword) &&
      s.body
    )
      return returned(ts, sf, s.body) ?? s;
    if (ts.isExportAssignment(s)) expr = s.expression;
    else if (
      ts.isExpressionStatement(s) &&
      ts.isBinaryExpression(s.expression) &&
      s.expression.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      s.expression.left.getText(sf) === 'module.exports'
    )
      expr = s.expression.right;
  }
  if (!expr) return undefined;
  return resolve(ts, sf, expr);
}

/**
 * Sees through calls (defineConfig), `as`, `satisfies`, parentheses and a name bound in the file.
 */
function resolve(
  ts: typeof TS,
  sf: TS.SourceFile,
  expr: TS.Expression,
  scope: readonly TS.Statement[] = sf.statements,
): TS.Expression {
  const e = unwrap(ts, expr);
  if (ts.isCallExpression(e) && e.arguments[0]) return resolve(ts, sf, e.arguments[0], scope);
  // a config function (`module.exports = async function createConfig() {...}`, an arrow): the
  // object it returns
  if (ts.isFunctionExpression(e) || ts.isArrowFunction(e)) {
    if (!ts.isBlock(e.body)) return resolve(ts, sf, e.body, scope);
    return returned(ts, sf, e.body) ?? e;
  }
  if (ts.isIdentifier(e)) {
    for (const list of scope === sf.statements ? [scope] : [scope, sf.statements])
      for (const s of list) {
        if (ts.isFunctionDeclaration(s) && s.name?.text === e.text && s.body)
          return returned(ts, sf, s.body) ?? e;
        if (!ts.isVariableStatement(s)) continue;
        for (const d of s.declarationList.declarations)
          if (ts.isIdentifier(d.name) && d.name.text === e.text && d.initializer)
            return resolve(ts, sf, d.initializer, list);
      }
  }
  return e;
}

/** The value a function body returns last (its own statements, not nested functions). */
function returned(ts: typeof TS, sf: TS.SourceFile, body: TS.Block): TS.Expression | undefined {
  const ret = [...body.statements]
    .reverse()
    .find((s): s is TS.ReturnStatement => ts.isReturnStatement(s) && !!s.expression);
  return ret?.expression && resolve(ts, sf, ret.expression, body.statements);
}

function unwrap(ts: typeof TS, e: TS.Expression): TS.Expression {
  while (
    ts.isParenthesizedExpression(e) ||
    ts.isAsExpression(e) ||
    ts.isSatisfiesExpression(e) ||
    ts.isTypeAssertionExpression(e) ||
    ts.isNonNullExpression(e)
  )
    e = e.expression;
  return e;
}

function nameOf(ts: typeof TS, name: TS.PropertyName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteralLike(name) || ts.isNumericLiteral(name))
    return name.text;
  return undefined;
}

/**
 * An array literal's elements as they are at run time: a spread of a name bound in the file to an
 * array literal (`[...guide, 'faq']`) stands for that array's elements (issue 30: an item was
 * located at the spread, or at the wrong element after it).
 */
function elementsOf(
  ts: typeof TS,
  sf: TS.SourceFile,
  node: TS.ArrayLiteralExpression,
  depth = 0,
): TS.Expression[] {
  const out: TS.Expression[] = [];
  for (const el of node.elements) {
    if (ts.isSpreadElement(el) && depth < 10) {
      const inner = resolve(ts, sf, el.expression);
      if (ts.isArrayLiteralExpression(inner)) {
        out.push(...elementsOf(ts, sf, inner, depth + 1));
        continue;
      }
    }
    out.push(el);
  }
  return out;
}

/** One step down: a property of an object literal or an element of an array literal. */
function child(
  ts: typeof TS,
  sf: TS.SourceFile,
  node: TS.Node,
  key: string | number,
): { at: TS.Node; value: TS.Node } | undefined {
  if (typeof key === 'number') {
    if (!ts.isArrayLiteralExpression(node)) return undefined;
    const el = elementsOf(ts, sf, node)[key];
    return el && { at: el, value: unwrap(ts, el) };
  }
  if (!ts.isObjectLiteralExpression(node)) return undefined;
  // the last one wins, as at run time
  for (const p of [...node.properties].reverse()) {
    if (ts.isPropertyAssignment(p) && nameOf(ts, p.name) === key)
      return { at: p.name, value: unwrap(ts, p.initializer) };
    if (ts.isShorthandPropertyAssignment(p) && p.name.text === key) return { at: p.name, value: p };
  }
  return undefined;
}
