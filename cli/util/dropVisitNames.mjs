// Plain JavaScript: bin/tn-docs.mjs imports it before any TypeScript is bundled.
import fs from 'node:fs/promises';

/** unist-util-visit-parents's walker, in whichever node_modules folder it is installed. */
export const VISIT_PARENTS_FILE = /[\\/]unist-util-visit-parents[\\/]lib[\\/]index\.js$/;

/**
 * The statement that names each node's visit function after the node (`node (heading)`), for stack
 * traces: a property definition for every node of every walk, about a tenth of a compile worker's time
 * (issue 13). Nothing reads the name.
 */
const NAMING = /Object\.defineProperty\(visit, 'name', \{[^}]*\}\)/g;

/**
 * The walker's source without its naming statement. Throws when the statement is not there exactly once
 * (another version of the package): the engine's bundles then fail to build, and so does the test that
 * checks them, rather than silently walking slower.
 */
export function dropVisitNames(source, file = 'unist-util-visit-parents/lib/index.js') {
  const found = source.match(NAMING)?.length ?? 0;
  if (found !== 1)
    throw new Error(
      `${file}: expected one \`Object.defineProperty(visit, 'name', …)\` statement, found ${found}. ` +
        'unist-util-visit-parents has changed: update cli/util/dropVisitNames.mjs.',
    );
  return source.replace(NAMING, '');
}

/** esbuild plugin: bundles unist-util-visit-parents without its per-node naming (see dropVisitNames). */
export const dropVisitNamesPlugin = {
  name: 'tn-drop-visit-names',
  setup(build) {
    build.onLoad({ filter: VISIT_PARENTS_FILE }, async (args) => ({
      contents: dropVisitNames(await fs.readFile(args.path, 'utf8'), args.path),
      loader: 'js',
    }));
  },
};
