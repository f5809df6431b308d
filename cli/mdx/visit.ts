/**
 * The tree walk of the compile pipeline's own plugins: unist-util-visit's `visit(tree, [type,]
 * visitor)`, with the same order, arguments and return protocol, without its per-node costs. It
 * made a closure and, for every parent, a copy of the ancestor list at each node it passed, for
 * parents no visitor here reads: a tenth of a compile worker's time on small pages (issue 13), with
 * eleven walks of every page. test/unit/visit.test.ts runs both on the same trees and edits.
 */

/** Go on into the node's children (also what returning nothing means). */
export const CONTINUE = true;
/** Do not visit the node's children. */
export const SKIP = 'skip';
/** Stop the whole walk. */
export const EXIT = false;

type Action = typeof CONTINUE | typeof SKIP | typeof EXIT;

/**
 * What a visitor may return: an action, the index in the parent to go on from (the node there is
 * visited next, so a visitor that replaced itself can have its replacement visited), or both.
 */
export type VisitResult = Action | number | [Action, number?] | [] | null | undefined | void;

export interface WalkNode {
  type: string;
  children?: WalkNode[];
}

/** A visitor; the node and parent types are the caller's to name (the walk does not check them). */
type Visitor<T extends WalkNode, P extends WalkNode> = (
  node: T,
  index: number | undefined,
  parent: P | undefined,
) => VisitResult;

/**
 * Walks `tree` in preorder, calling `visitor` on every node (or every node of type `type`) with its
 * index in its parent and the parent. Children are read after the visitor returns, and the parent's
 * list at each step, so a visitor may replace, insert or remove nodes as with unist-util-visit.
 */
export function visit<T extends WalkNode = WalkNode, P extends WalkNode = T>(
  tree: WalkNode,
  visitor: Visitor<T, P>,
): void;
export function visit<T extends WalkNode = WalkNode, P extends WalkNode = WalkNode>(
  tree: WalkNode,
  type: string,
  visitor: Visitor<T, P>,
): void;
export function visit(
  tree: WalkNode,
  typeOrVisitor: string | Visitor<WalkNode, WalkNode>,
  maybeVisitor?: Visitor<WalkNode, WalkNode>,
): void {
  const type = typeof typeOrVisitor === 'string' ? typeOrVisitor : undefined;
  const visitor = typeof typeOrVisitor === 'string' ? maybeVisitor! : typeOrVisitor;

  let exited = false;
  /** Visits `node` and its children; returns where its parent goes on, if the visitor said. */
  const one = (node: WalkNode, parent: WalkNode | undefined): number | undefined => {
    let action: Action | undefined;
    let next: number | undefined;
    if (type === undefined || node.type === type) {
      // the visitor gets the node's first place in its parent, as unist-util-visit gives it
      const result = visitor(node, parent ? parent.children!.indexOf(node) : undefined, parent);
      if (typeof result === 'number') next = result;
      else if (Array.isArray(result)) [action, next] = result;
      else if (result !== null && result !== undefined) action = result;
      if (action === EXIT) {
        exited = true;
        return undefined;
      }
    }
    if (node.children && action !== SKIP) {
      let i = 0;
      while (i > -1 && i < node.children.length) {
        const goOn = one(node.children[i], node);
        if (exited) return undefined;
        i = typeof goOn === 'number' ? goOn : i + 1;
      }
    }
    return typeof next === 'number' ? next : undefined;
  };
  one(tree, undefined);
}
