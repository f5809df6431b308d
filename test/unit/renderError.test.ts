import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderError, throwingComponent } from '../../cli/build/renderError.js';
import type { RouteEntry } from '../../cli/build/types.js';

const react = '/site/node_modules/react-dom/cjs/react-dom-server.node.production.js';
const stackOf = (message: string, frames: string[]) => {
  const e = new Error(message);
  e.stack = [`Error: ${message}`, ...frames.map((f) => `    at ${f}`)].join('\n');
  return e;
};

describe('render errors (issue 12)', () => {
  it('names the component above React in the stack, not a helper or the renderer', () => {
    const boom = stackOf('boom', [
      'helper (file:///c/server.mjs:10:3)',
      'Boom2 (file:///c/server.mjs:20:9)',
      `renderWithHooks (${react}:4196:18)`,
      `Layout (file:///c/server.mjs:90:1)`,
    ]);
    expect(throwingComponent(boom)).toBe('Boom');
    const content = stackOf('x is not defined', [
      '_createMdxContent3 (file:///c/server.mjs:5:1)',
      'MDXContent3 (file:///c/server.mjs:9:1)',
      `renderWithHooks (${react}:1:1)`,
    ]);
    expect(throwingComponent(content)).toBe('the page content');
    expect(throwingComponent(stackOf('x', [`renderElement (${react}:1:1)`]))).toBeUndefined();
    expect(throwingComponent('not an error')).toBeUndefined();
  });

  it("points at the line using the component, in the page's own file", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tn-render-'));
    const file = path.join(dir, 'page.md');
    fs.writeFileSync(file, '---\ntitle: T\n---\n\nText.\n\n  <Boom size={2} />\n');
    const route = { route: '/page', source: file } as RouteEntry;
    const boom = stackOf('boom', ['Boom (file:///c/s.mjs:1:1)', `renderWithHooks (${react}:1:1)`]);
    const e = renderError(boom, route);
    expect(e.code).toBe('RENDER');
    expect(e.message).toBe('Rendering /page failed in <Boom>: boom');
    expect([e.line, e.column]).toEqual([7, 3]);
    expect(e.hint).toMatch(/<Boom> threw/);
    const missing = renderError(
      stackOf('Expected component `Boom` to be defined: you likely forgot to import it', [
        'MDXContent (file:///c/s.mjs:1:1)',
      ]),
      route,
    );
    expect([missing.line, missing.hint]).toEqual([7, expect.stringMatching(/Import Boom/)]);
  });
});
