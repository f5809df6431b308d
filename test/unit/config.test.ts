import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { keyLocator } from '../../cli/config/locateKey.js';
import { validateConfig } from '../../cli/config/validateConfig.js';
import type { SiteConfigInput } from '../../cli/config/types.js';
import { TnError, TnErrorList } from '../../cli/util/errors.js';

const source = `import { defineConfig } from 'tn-docs';

// a comment with title: 'not this one'
export default defineConfig({
  title: 'Site',
  url: 'https://example.com',
  navbar: {
    items: [
      { label: 'Blog', to: '/blog' },
      {
        type: 'dropdown',
        label: 'More',
        items: [
          { label: 'A', href: 'https://a.example' },
          { href: 'https://b.example' },
        ],
      },
    ],
  },
});
`;
const lineOf = (text: string) => source.split('\n').findIndex((l) => l.includes(text)) + 1;

/** Evaluates the object literal of `source` the way the config loader would (it is plain data). */
function load(src: string): SiteConfigInput {
  const body = src.slice(src.indexOf('defineConfig(') + 13, src.lastIndexOf(')'));
  return vm.runInNewContext(`(${body})`) as SiteConfigInput;
}

function errorsOf(src: string): TnError[] {
  try {
    validateConfig(load(src), { siteDir: '/site', configFile: 'site.config.ts', source: src });
  } catch (e) {
    if (e instanceof TnErrorList) return e.errors;
    if (e instanceof TnError) return [e];
    throw e;
  }
  return [];
}

describe('config key positions (syntax tree)', () => {
  it('finds keys along their path, not the first same-named key in the text', () => {
    const locate = keyLocator(source, 'site.config.ts');
    expect(locate.path(['title'])).toEqual({ file: 'site.config.ts', line: 5, column: 3 });
    expect(locate.path(['navbar', 'items', 1, 'items', 1, 'href']).line).toBe(
      lineOf("{ href: 'https://b.example' }"),
    );
    expect(locate.path(['navbar', 'items', 0, 'to'])).toEqual({
      file: 'site.config.ts',
      line: 9,
      column: 24,
    });
  });

  it('points a missing key at the object that lacks it', () => {
    const locate = keyLocator(source, 'site.config.ts');
    expect(locate.path(['navbar', 'items', 1, 'items', 1, 'label'])).toEqual({
      file: 'site.config.ts',
      line: lineOf("{ href: 'https://b.example' }"),
      column: 11,
    });
  });

  it('sees through satisfies, as, a named object and module.exports', () => {
    const named = 'const config = { a: { b: 1 } } satisfies object;\nexport default config;\n';
    expect(keyLocator(named, 'x.ts').path(['a', 'b'])).toMatchObject({ line: 1, column: 23 });
    const cjs = 'module.exports = (\n  { sidebar: ["x"] } as const\n);\n';
    expect(keyLocator(cjs, 'x.js').path(['sidebar', 0])).toMatchObject({ line: 2, column: 15 });
  });

  it('finds a key with a given value anywhere in the file', () => {
    const locate = keyLocator(source, 'site.config.ts');
    expect(locate.value('to', '/blog')).toMatchObject({ line: 9, column: 24 });
    expect(locate.value('', 'https://b.example')).toMatchObject({ line: 15, column: 19 });
    expect(locate.value('to', '/none')).toEqual({ file: 'site.config.ts' });
  });
});

describe('validateConfig', () => {
  it('a nested navbar item without its own label points at that item, with a frame', () => {
    const [e, ...rest] = errorsOf(source);
    expect(rest).toEqual([]);
    expect(e.code).toBe('NAVBAR_ITEM_INVALID');
    expect(e.message).toBe('site config: navbar.items[1].items[1] has no label.');
    expect(e.loc).toEqual({ file: 'site.config.ts', line: 15, column: 11 });
    expect(e.frame).toContain("> 15 |           { href: 'https://b.example' },");
    expect(e.hint).toMatch(/label/);
  });

  const fix = source.replace(
    "{ href: 'https://b.example' }",
    "{ label: 'B', href: 'https://b.example' }",
  );
  const withKey = (line: string) => fix.replace("  url: 'https://example.com',", `$&\n  ${line}`);

  it('accepts a valid config and fills in the defaults', () => {
    const config = validateConfig(load(fix), { siteDir: '/s', configFile: 'c.ts', source: fix });
    expect(config.navbar.items.map((i) => i.position)).toEqual(['right', 'right']);
    expect(config.navbar.title).toBe('Site');
    expect([config.onBrokenLinks, config.onBrokenAnchors, config.onBrokenMarkdownLinks]).toEqual([
      'throw',
      'throw',
      'throw',
    ]);
    expect(config.blog?.postsPerPage).toBe(10);
  });

  it('accepts every value Docusaurus accepts for the three onBroken* options', () => {
    for (const v of ['ignore', 'log', 'warn', 'throw'])
      for (const key of ['onBrokenLinks', 'onBrokenAnchors', 'onBrokenMarkdownLinks'])
        expect(errorsOf(withKey(`${key}: '${v}',`)), `${key}: ${v}`).toEqual([]);
    const [e] = errorsOf(withKey("onBrokenAnchors: 'loud',"));
    expect(e.message).toBe('site config: onBrokenAnchors is "loud", which is not allowed.');
    expect(e.hint).toBe("Use one of: 'ignore', 'log', 'warn', 'throw'.");
    expect(e.loc).toEqual({ file: 'site.config.ts', line: 7, column: 3 });
  });

  it('keeps the message of every rule, each at its key', () => {
    const cases: [string, string, RegExp, RegExp?][] = [
      [
        "tagline: 'x', titel: 'y',",
        'CONFIG_INVALID',
        /titel is not a known option/,
        /Did you mean 'title'\?/,
      ],
      ["baseUrl: 'docs',", 'CONFIG_INVALID', /baseUrl must start and end with '\/', got "docs"/],
      [
        "colorMode: { disableSwitch: 'yes' },",
        'CONFIG_INVALID',
        /colorMode\.disableSwitch must be true or false, got "yes"/,
        /Write colorMode\.disableSwitch: false/,
      ],
      [
        'blog: { postsPerPage: 0 },',
        'CONFIG_INVALID',
        /blog\.postsPerPage must be a positive integer, got 0/,
      ],
      [
        'sitemap: { priority: 2 },',
        'CONFIG_INVALID',
        /sitemap\.priority must be a number from 0 to 1/,
      ],
      [
        'tableOfContents: { minHeadingLevel: 4, maxHeadingLevel: 3 },',
        'CONFIG_INVALID',
        /levels must satisfy 2 <= minHeadingLevel <= maxHeadingLevel <= 6, got 4\.\.3/,
      ],
      [
        "redirects: [{ from: 'old', to: '/new' }],",
        'CONFIG_INVALID',
        /redirects\[0\] must be \{ from: '\/old', to: '\/new' \}/,
      ],
      [
        "announcementBar: { id: 'x' },",
        'CONFIG_INVALID',
        /announcementBar\.content is missing/,
        /Set announcementBar\.content: '\.\.\.'/,
      ],
      [
        "storage: { type: 'cookie' },",
        'CONFIG_INVALID',
        /storage\.type is "cookie", which is not allowed/,
        /'localStorage', 'sessionStorage'/,
      ],
    ];
    for (const [line, code, message, hint] of cases) {
      const errors = errorsOf(withKey(line));
      expect(errors, line).toHaveLength(1);
      expect(errors[0].code).toBe(code);
      expect(errors[0].message).toMatch(message);
      if (hint) expect(errors[0].hint).toMatch(hint);
      expect(errors[0].loc?.line, line).toBe(7);
      expect(errors[0].frame).toContain('> 7 |');
    }
  });

  it('reports a missing title and a bad url together, the url at its own line', () => {
    const errors = errorsOf(
      fix.replace("  title: 'Site',\n", '').replace('https://example.com', 'example.com'),
    );
    expect(errors.map((e) => [e.message, e.loc?.line])).toEqual([
      ['site config: title is missing.', 4],
      [
        "site config: url must be an absolute http(s) URL such as 'https://docs.example.com', " +
          'got "example.com".',
        5,
      ],
    ]);
  });

  it('names the navbar catalogue errors (SPEC §8) at the item', () => {
    const fancy = fix.replace("{ label: 'Blog', to: '/blog' }", "{ type: 'fancy', label: 'Blog' }");
    const [e] = errorsOf(fancy);
    expect(e.code).toBe('NAVBAR_UNKNOWN_TYPE');
    expect(e.message).toBe("site config: navbar.items[0] has unknown navbar item type 'fancy'.");
    expect(e.hint).toMatch(/^Valid types: default, doc, docSidebar, dropdown/);
    expect(e.loc).toMatchObject({ line: 9, column: 9 });
    const noTarget = errorsOf(fix.replace("to: '/blog'", "position: 'left'"));
    expect(noTarget[0].message).toBe(
      "site config: navbar.items[0] ('Blog') has neither 'to' nor 'href'.",
    );
    expect(noTarget[0].loc).toMatchObject({ line: 9, column: 7 });
  });
});
