/**
 * A self-contained page's component on the server, made from its module's code (see plainChunks.ts).
 * A file of its own: a render worker imports it, and plainChunks.ts imports the bundling code (and,
 * through it, the MDX compiler), which a render worker does not need.
 */
import type { ComponentType } from 'react';
import { componentExpression } from '../mdx/componentExpression.js';

/** The JSX runtime as the server bundle exports it (see bundleServer's entry). */
export interface JsxRuntime {
  Fragment: unknown;
  jsx: unknown;
  jsxs: unknown;
}

type Content = ComponentType<{ components?: Record<string, unknown> }>;

/** A self-contained page's component on the server, made from its module's code. */
export function plainComponent(code: string, runtime: JsxRuntime): Content {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the compiler's own output
  const make = new Function('__tn_require', plainBody(code)) as (
    require: () => JsxRuntime,
  ) => Content;
  return make(() => runtime);
}

const plainBody = (code: string) => `"use strict";\nreturn ${componentExpression(code)!};`;

/**
 * The text a plain page's stack frames (`<anonymous>:line:col`) count in: the function
 * `new Function` makes, as V8 writes it (for locating an error in the page: renderError.ts).
 */
export function plainComponentSource(code: string): string {
  return `function anonymous(__tn_require\n) {\n${plainBody(code)}\n}`;
}
