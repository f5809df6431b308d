import { TnError } from './errors.js';

/**
 * The accelerators: code of tn-docs' own that stands in for a library call on a hot path and must
 * give the library's output. The libraries are the reference: `--no-accelerators` (or
 * TN_DOCS_ACCELERATORS=none) runs every stage on them alone, and test/compat/accelerators.mjs builds
 * a site both ways and compares every output file (test/unit/accelerators.test.ts runs it in CI).
 */
export const ACCELERATORS = {
  /** cli/mdx/fastMarkdown.ts reads the plainest Markdown regions; the reference is micromark. */
  fastMarkdown: 'the fast Markdown reader instead of micromark for plain regions',
  /** cli/mdx/hastToModule.ts writes a plain page's module; the reference is MDX's compiler. */
  plainCompile: "a plain page's module written from its HTML tree instead of by MDX's compiler",
  /** cli/mdx/dualTheme.ts + codeHtml.ts: one tokenization for both themes; reference: codeToHtml. */
  dualTheme: "one shiki tokenization for both colour themes instead of shiki's codeToHtml",
  /** cli/build/plainChunks.ts writes self-contained page chunks as text; reference: esbuild. */
  plainChunks: 'chunks of self-contained pages written as text instead of bundled by esbuild',
} as const;

export type Accelerator = keyof typeof ACCELERATORS;

export const ACCELERATORS_ENV = 'TN_DOCS_ACCELERATORS';

const NAMES = Object.keys(ACCELERATORS) as Accelerator[];

/**
 * The accelerators a setting turns on: unset or `all`, every one; `none`, none; otherwise a comma
 * list of names to use, or of `-name`s to leave out of all.
 */
export function parseAccelerators(setting: string | undefined): Set<Accelerator> {
  const value = (setting ?? 'all').trim();
  if (value === '' || value === 'all') return new Set(NAMES);
  if (value === 'none') return new Set();
  const items = value.split(',').map((s) => s.trim());
  const unknown = items.filter((s) => !NAMES.includes(s.replace(/^-/, '') as Accelerator));
  if (unknown.length)
    throw new TnError(
      'ACCELERATORS',
      `Unknown accelerator ${unknown.join(', ')} in ${ACCELERATORS_ENV}.`,
      {
        hint: `Use all, none, or a comma list of: ${NAMES.join(', ')} (a leading - leaves one out).`,
      },
    );
  const off = items.filter((s) => s.startsWith('-')).map((s) => s.slice(1) as Accelerator);
  if (off.length === items.length) return new Set(NAMES.filter((n) => !off.includes(n)));
  if (off.length)
    throw new TnError(
      'ACCELERATORS',
      `${ACCELERATORS_ENV} mixes names to use and names to leave out.`,
      {
        hint: 'List the accelerators to use (fastMarkdown,dualTheme) or those to leave out (-plainChunks).',
      },
    );
  return new Set(items as Accelerator[]);
}

let current: Set<Accelerator> | undefined;

/** Whether an accelerator is on in this process (and its worker threads, which share the setting). */
export function accelerated(name: Accelerator): boolean {
  current ??= parseAccelerators(process.env[ACCELERATORS_ENV]);
  return current.has(name);
}

/** The setting as a short stable text, for cache keys: output made one way is never reused the other. */
export function acceleratorKey(): string {
  return NAMES.filter((n) => accelerated(n)).join(',');
}
