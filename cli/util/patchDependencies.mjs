// Plain JavaScript: bin/tn-docs.mjs imports it before any TypeScript is bundled.
import fs from 'node:fs/promises';

/**
 * Edits to four dependencies' sources, made when the engine is bundled (issue 13). Each removes
 * work from the hottest loop of a compile worker and changes nothing the code returns: the tests
 * parse every page of the site with and without them and compare the trees.
 *
 * Each edit names the text it expects and how many times. A new version of the package that
 * rewrites that text makes the engine's bundle fail to build, and the tests with it, rather than
 * silently run the slow code or a half-edited file.
 */
export const PATCHES = [
  {
    package: 'unist-util-visit-parents',
    file: /[\\/]unist-util-visit-parents[\\/]lib[\\/]index\.js$/,
    /**
     * The walker names each node's visit function after the node (`node (heading)`) for stack
     * traces: a property definition for every node of every walk, about a tenth of a compile
     * worker's time. Nothing reads the name.
     */
    edits: [
      {
        what: "`Object.defineProperty(visit, 'name', …)` statement",
        find: /Object\.defineProperty\(visit, 'name', \{[^}]*\}\)/g,
        count: 1,
        replace: '',
      },
    ],
  },
  {
    package: 'mdast-util-from-markdown',
    file: /[\\/]mdast-util-from-markdown[\\/]lib[\\/]index\.js$/,
    /**
     * The tree builder calls each event's handler on a fresh copy of its context (`{...context,
     * sliceSerialize}`): an object of nine properties for every event of every page, and handlers
     * that see a new object each time. About a third of the parse. The handlers only read the
     * context and never keep it, so one context whose `sliceSerialize` is set per event does the
     * same. It also merged every extension's handlers into a new table for each page (a tenth of a
     * small page's parse); the table is only read, so one is kept per list of extensions.
     */
    edits: [
      {
        what: '`{ ...context, sliceSerialize }` copy',
        find: /\{\s*\.\.\.context,\s*sliceSerialize: events\[index\]\[2\]\.sliceSerialize\s*\}/g,
        count: 3,
        replace: 'context',
      },
      {
        what: 'the handler table built at the top of `compiler`',
        find: /function compiler\(options\) \{\s*\/\*\* @type \{Config\} \*\/\s*const config = \{/g,
        count: 1,
        replace:
          'const configs = new WeakMap();\nfunction compiler(options) {\n' +
          '  const extensions = (options || {}).mdastExtensions || [];\n' +
          '  let config = configs.get(extensions);\n  if (!config) { config = {',
      },
      {
        what: "`configure(config, …)` merging the extensions' handlers",
        find: /configure\(config, \(options \|\| \{\}\)\.mdastExtensions \|\| \[\]\);/g,
        count: 1,
        replace: 'configure(config, extensions); configs.set(extensions, config); }',
      },
      {
        what: 'handler lookup at the top of the event loop',
        find: /const handler = config\[events\[index\]\[0\]\];?/g,
        count: 1,
        replace:
          'const handler = config[events[index][0]]; context.sliceSerialize = events[index][2].sliceSerialize;',
      },
    ],
  },
  {
    package: 'micromark',
    file: /[\\/]micromark[\\/]lib[\\/]parse\.js$/,
    /**
     * Each page's parse merged the default constructs with every syntax extension's into new tables
     * (`combineExtensions`), a tenth of a small page's parse. The tables are only read while
     * parsing, so one is kept per list of extensions.
     */
    edits: [
      {
        what: '`combineExtensions([defaultConstructs, …])` call',
        find: /const constructs = (\/\*\*[^*]*\*\/\s*)?combineExtensions\(\[defaultConstructs, \.\.\.\(settings\.extensions \|\| \[\]\)\]\);/g,
        count: 1,
        replace:
          'const extensions = settings.extensions || [];\n' +
          '  let constructs = combined.get(extensions);\n' +
          '  if (!constructs) combined.set(extensions, (constructs = ' +
          'combineExtensions([defaultConstructs, ...extensions])));',
      },
      {
        what: '`export function parse(options)`',
        find: /export function parse\(options\) \{/g,
        count: 1,
        replace: 'const combined = new WeakMap();\nexport function parse(options) {',
      },
    ],
  },
  {
    package: 'micromark-util-subtokenize',
    file: /[\\/]micromark-util-subtokenize[\\/]index\.js$/,
    /**
     * The pass that tokenizes the content inside each block keeps where to jump in plain objects
     * keyed by event index (`jumps`, `gaps`), asked `index in jumps` at every event. Integer keys
     * that far apart put the object in dictionary mode: a hash lookup per event, a sixth of the
     * parse. Maps hold the same pairs.
     */
    edits: [
      {
        what: '`jumps` object',
        find: /const jumps = \{\};/g,
        count: 1,
        replace: 'const jumps = new Map();',
      },
      {
        what: '`index in jumps` loop',
        find: /while \(index in jumps\) \{\s*index = jumps\[index\];/g,
        count: 1,
        replace: 'while (jumps.has(index)) { index = jumps.get(index);',
      },
      {
        what: '`Object.assign(jumps, subcontent(…))`',
        find: /Object\.assign\(jumps, subcontent\(events, index\)\);\s*index = jumps\[index\];/g,
        count: 1,
        replace:
          'for (const [from, to] of subcontent(events, index)) jumps.set(from, to); index = jumps.get(index);',
      },
      {
        what: '`gaps` object',
        find: /const gaps = \{\};/g,
        count: 1,
        replace: 'const gaps = new Map();',
      },
      {
        what: '`gaps[…] = …` assignment',
        find: /gaps\[adjust \+ jumps\[index\]\[0\]\] = adjust \+ jumps\[index\]\[1\];/g,
        count: 1,
        replace: 'gaps.set(adjust + jumps[index][0], adjust + jumps[index][1]);',
      },
      // nothing else may read them as objects
      {
        what: 'other use of `jumps[…]` or `gaps`',
        find: /jumps\[index\]\s*=|gaps\[|in jumps/g,
        count: 0,
        replace: '',
      },
    ],
  },
];

/** `source` of `patch`'s file with its edits made; throws when a text is not there as expected. */
export function applyPatch(patch, source, file = `${patch.package}/lib/index.js`) {
  let out = source;
  for (const edit of patch.edits) {
    const found = out.match(edit.find)?.length ?? 0;
    if (found !== edit.count)
      throw new Error(
        `${file}: expected ${edit.count} × ${edit.what}, found ${found}. ` +
          `${patch.package} has changed: update cli/util/patchDependencies.mjs.`,
      );
    out = out.replace(edit.find, edit.replace);
  }
  return out;
}

/** esbuild plugin: bundles the patched packages with their edits made (see PATCHES). */
export const patchDependenciesPlugin = {
  name: 'tn-patch-dependencies',
  setup(build) {
    for (const patch of PATCHES)
      build.onLoad({ filter: patch.file }, async (args) => ({
        contents: applyPatch(patch, await fs.readFile(args.path, 'utf8'), args.path),
        loader: 'js',
      }));
  },
};
