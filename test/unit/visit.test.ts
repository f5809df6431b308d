import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { visit as unistVisit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from '../../cli/build/parseFrontMatter.js';
import { parseMarkdown } from '../../cli/mdx/markdownParser.js';
import { preprocess } from '../../cli/mdx/preprocess.js';
import { EXIT, SKIP, visit, type VisitResult, type WalkNode } from '../../cli/mdx/visit.js';

const root = path.resolve(import.meta.dirname, '..', '..');

interface Node extends WalkNode {
  children?: Node[];
  value?: string;
  [key: string]: unknown;
}
type Visitor = (node: Node, index: number | undefined, parent: Node | undefined) => VisitResult;
type Walk = (tree: Node, visitor: Visitor, type?: string) => void;

const ours: Walk = (tree, visitor, type) =>
  type === undefined ? visit(tree, visitor) : visit(tree, type, visitor);
const theirs: Walk = (tree, visitor, type) =>
  type === undefined
    ? unistVisit(tree as never, visitor as never)
    : unistVisit(tree as never, type, visitor as never);

/**
 * Runs `make()`'s visitor with both walks on `tree` (on copies of it when the visitor edits): what
 * each visitor saw (type, index, parent type, value) and the trees they left must be the same.
 */
function expectSameWalk(
  label: string,
  tree: Node,
  make: () => Visitor,
  type?: string,
  edits = true,
) {
  const run = (walk: Walk) => {
    // a visitor that edits gets a copy of its own
    const copy = edits ? structuredClone(tree) : tree;
    const seen: unknown[] = [];
    const visitor = make();
    walk(
      copy,
      (node, index, parent) => {
        seen.push([node.type, index, parent?.type, node.value]);
        return visitor(node, index, parent);
      },
      type,
    );
    return { seen, copy };
  };
  const a = run(ours);
  const b = run(theirs);
  expect(a.seen.length, label).toBeGreaterThan(0);
  expect(a.seen, label).toEqual(b.seen);
  expect(a.copy, label).toEqual(b.copy);
}

const text = (value: string): Node => ({ type: 'text', value });
const para = (...children: Node[]): Node => ({ type: 'paragraph', children });

/** A tree with nesting, siblings and a node listed twice in its parent. */
function sample(): Node {
  const shared = text('twice');
  return {
    type: 'root',
    children: [
      para(text('a'), { type: 'emphasis', children: [text('b'), text('c')] }, text('d')),
      { type: 'directive', name: 'note', children: [para(text('inside')), para(text('more'))] },
      para(shared, text('between'), shared),
      { type: 'code', value: 'x = 1' },
      para(text('end')),
    ],
  };
}

describe('visit (issue 13: the pipeline’s own tree walk)', () => {
  it('visits what unist-util-visit visits, in its order, with its indexes, on every page', async () => {
    const files = await fg(['content/**/*.{md,mdx}'], { cwd: root, absolute: true });
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      const { body } = parseFrontMatter(fs.readFileSync(file, 'utf8'), file);
      const tree = parseMarkdown(new VFile({ value: preprocess(body), path: file })) as Node;
      expectSameWalk(file, tree, () => () => undefined, undefined, false);
      expectSameWalk(file, tree, () => () => undefined, 'text', false);
    }
  });

  it('follows the visitor’s edits and answers as unist-util-visit does', () => {
    const cases: Record<string, () => Visitor> = {
      // replaced, then visited again from the same index (the old node's children are walked first)
      replace: () => (node, index, parent) => {
        if (node.type !== 'directive') return undefined;
        parent!.children![index!] = { type: 'admonition', children: node.children };
        return index;
      },
      // a node swapped for several, the new ones visited, the old one's children not
      splice: () => (node, index, parent) => {
        if (node.type !== 'emphasis') return undefined;
        parent!.children!.splice(index!, 1, text('x'), para(text('y')));
        return [SKIP, index];
      },
      skip: () => (node) => (node.type === 'directive' ? SKIP : undefined),
      exit: () => (node) => (node.value === 'more' ? EXIT : undefined),
      exitInArray: () => (node) => (node.value === 'c' ? [EXIT] : undefined),
      // a parent emptied while one of its children is visited
      emptied: () => (node, _index, parent) => {
        if (node.value === 'a') Object.assign(parent!, { type: 'figure', children: [] });
        return undefined;
      },
      backwards: () => {
        let jumped = false;
        return (node, index) => {
          if (node.value !== 'end' || jumped) return undefined;
          jumped = true;
          return index! - 3;
        };
      },
      negative: () => (node) => (node.value === 'b' ? -1 : undefined),
      pastTheEnd: () => (node) => (node.value === 'a' ? 99 : undefined),
      removed: () => (node, index, parent) => {
        if (node.value !== 'between') return undefined;
        parent!.children!.splice(index!, 1);
        return index;
      },
    };
    for (const [name, make] of Object.entries(cases)) {
      expectSameWalk(name, sample(), make);
      expectSameWalk(`${name}, text nodes`, sample(), make, 'text');
    }
  });
});
