// What a render worker is sent is copied by structured clone: the config's functions, such as a
// Docusaurus `editUrl: (params) => ...` (gofiber/docs), are left out of it (they were used before
// rendering), or the build stopped with "could not be cloned".
import { describe, expect, it } from 'vitest';
import { withoutFunctions } from '../../cli/build/renderPages.js';

describe('withoutFunctions', () => {
  it('drops functions from plain objects and arrays, keeping everything else', () => {
    const config = {
      title: 'T',
      docs: { routeBasePath: 'docs', editUrl: () => 'https://e.example.com' },
      docsSets: [{ key: 'v1', docs: { editUrl: (p: unknown) => String(p), path: 'v1' } }],
      list: [1, () => 2, 'three'],
      when: new Date(0),
      none: null,
    };
    const copy = withoutFunctions(config);
    expect(copy).toEqual({
      title: 'T',
      docs: { routeBasePath: 'docs' },
      docsSets: [{ key: 'v1', docs: { path: 'v1' } }],
      list: [1, 'three'],
      when: new Date(0),
      none: null,
    });
    expect(() => structuredClone(copy)).not.toThrow();
    expect(() => structuredClone(config)).toThrow(/could not be cloned/);
    // the config itself is left as it was
    expect(typeof config.docs.editUrl).toBe('function');
  });
});
