/**
 * site.config.ts as a declared schema (zod). Each rule carries its own message and hint, so a
 * problem reads the same whichever rule found it; validateConfig.ts turns each issue into a TnError
 * at the key's position. Defaults are filled in afterwards (validateConfig), not here.
 */
import * as z from 'zod';

export const NAVBAR_TYPES = [
  'default',
  'doc',
  'docSidebar',
  'dropdown',
  'docsVersionDropdown',
  'localeDropdown',
  'search',
  'html',
] as const;

/** The values Docusaurus accepts for onBrokenLinks, onBrokenAnchors, onBrokenMarkdownLinks and onDuplicateRoutes. */
export const REPORTING_SEVERITIES = ['ignore', 'log', 'warn', 'throw'] as const;
export type ReportingSeverity = (typeof REPORTING_SEVERITIES)[number];

/**
 * What an issue says, as zod carries it (a string): `{key}` becomes the key's path, `{parent}` the
 * path of the object holding it. `code` is the TnError code (CONFIG_INVALID unless the catalogue
 * names one).
 */
export interface Problem {
  message: string;
  hint: string;
  code?: string;
}
const problem = (p: Problem) => JSON.stringify(p);
const show = (v: unknown) => (v === undefined ? 'nothing' : JSON.stringify(v));
const quoted = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

const oneOf = <T extends readonly [string, ...string[]]>(values: T, hint?: string) =>
  z.enum(values, {
    error: (iss) =>
      problem({
        message: `is ${show(iss.input)}, which is not allowed.`,
        hint: hint ?? `Use one of: ${quoted(values)}.`,
      }),
  });

const text = () => {
  const error = (iss: { input: unknown }) =>
    problem({
      message:
        iss.input === undefined
          ? 'is missing.'
          : `must be a non-empty string, got ${show(iss.input)}.`,
      hint: "Set {key}: '...' in site.config.ts.",
    });
  return z.string({ error }).min(1, { error });
};

const flag = (dflt: boolean) =>
  z
    .boolean({
      error: (iss) =>
        problem({
          message: `must be true or false, got ${show(iss.input)}.`,
          hint: `Write {key}: ${dflt}.`,
        }),
    })
    .optional();

/** `false` turns a plugin off; anything else must match the plugin's options. */
const offOr = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === false ? undefined : v), schema.optional());

const position = z
  .enum(['left', 'right'], {
    error: (iss) =>
      problem({
        message: `is ${show(iss.input)}.`,
        hint: "Use 'left' or 'right' (default 'right').",
      }),
  })
  .optional();

const link = z
  .looseObject({
    label: z.string().optional(),
    to: z.string().optional(),
    href: z.string().optional(),
  })
  .superRefine((item, ctx) => {
    if (typeof item.html === 'string') return;
    if (!item.label)
      ctx.addIssue({
        code: 'custom',
        path: [],
        message: problem({
          code: 'NAVBAR_ITEM_INVALID',
          message: 'has no label.',
          hint: "Give every link a label: { label: 'Text', to: '/path' }.",
        }),
      });
    else if (!item.to && !item.href)
      ctx.addIssue({
        code: 'custom',
        path: [],
        message: problem({
          code: 'NAVBAR_ITEM_INVALID',
          message: `('${item.label}') has neither 'to' nor 'href'.`,
          hint: "Give a link item 'to' (an internal path) or 'href' (an external URL).",
        }),
      });
  });

const navbarItem = z
  .looseObject({
    type: z
      .enum(NAVBAR_TYPES, {
        error: (iss) =>
          problem({
            code: 'NAVBAR_UNKNOWN_TYPE',
            message: `{parent} has unknown navbar item type '${String(iss.input)}'.`,
            hint: `Valid types: ${NAVBAR_TYPES.join(', ')}.`,
          }),
      })
      .optional(),
    position,
    label: z.string().optional(),
    items: z
      .array(link, {
        error: () =>
          problem({
            message: 'must be a list of links.',
            hint: 'A dropdown needs items: [{ label, href | to }].',
          }),
      })
      .optional(),
  })
  .superRefine((item, ctx) => {
    const type = item.type ?? 'default';
    if (type === 'html' && typeof item.value !== 'string')
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: problem({
          code: 'NAVBAR_ITEM_INVALID',
          message: 'must be a string of HTML.',
          hint: "An html item is { type: 'html', value: '<b>text</b>' }.",
        }),
      });
    if (type === 'default' && !item.to && !item.href)
      ctx.addIssue({
        code: 'custom',
        path: [],
        message: problem({
          code: 'NAVBAR_ITEM_INVALID',
          message: `('${item.label ?? '?'}') has neither 'to' nor 'href'.`,
          hint: "Give a link item 'to' (an internal path) or 'href' (an external URL).",
        }),
      });
    if (type === 'dropdown' && !item.items)
      ctx.addIssue({
        code: 'custom',
        path: ['items'],
        message: problem({
          message: 'must be a list of links.',
          hint: 'A dropdown needs items: [{ label, href | to }].',
        }),
      });
  });

/** A value checked by one predicate, for rules zod has no single type for. */
function rule<T>(test: (v: unknown) => boolean, message: (v: unknown) => string, hint: string) {
  return z.custom<T>(test, { error: (iss) => problem({ message: message(iss.input), hint }) });
}

/** A path under the blog, such as 'tags' or 'topics/all': plain segments, never '..'. */
const subPath = (dflt: string) =>
  rule<string>(
    (v) =>
      typeof v === 'string' &&
      !/[?#\\]/.test(v) &&
      v.split('/').every((seg) => seg !== '..' && seg !== '.'),
    (v) => `must be a path inside the blog, such as '${dflt}', got ${show(v)}.`,
    `Write path segments without '..', '?' or '#'; the default is '${dflt}'.`,
  );

const redirect = rule<{ from: string; to: string }>(
  (r) => {
    const v = r as { from?: unknown; to?: unknown } | null;
    return (
      typeof v?.from === 'string' &&
      typeof v.to === 'string' &&
      v.from.startsWith('/') &&
      (v.to.startsWith('/') || /^https?:\/\//.test(v.to))
    );
  },
  (v) =>
    "must be { from: '/old', to: '/new' } with paths starting with '/' (or `to` an http(s) URL), " +
    `got ${show(v)}.`,
  'Redirect paths are site paths without the baseUrl; a redirect may lead to another site.',
);

export const configSchema = z.strictObject({
  title: text(),
  tagline: z.string().optional(),
  url: text().regex(/^https?:\/\/[^/]+/, {
    error: (iss) =>
      problem({
        message:
          "must be an absolute http(s) URL such as 'https://docs.example.com', " +
          `got ${show(iss.input)}.`,
        hint: 'The site URL is used for canonical links, the sitemap and feeds.',
      }),
  }),
  baseUrl: rule<string>(
    (v) => typeof v === 'string' && v.startsWith('/') && v.endsWith('/'),
    (v) => `must start and end with '/', got ${show(v)}.`,
    "Examples: '/', '/docs-site/'.",
  ).optional(),
  locale: rule<string>(
    (v) => typeof v === 'string' && /^[A-Za-z]{2,8}(?:-[A-Za-z0-9]{1,8})*$/.test(v),
    (v) => `must be a BCP 47 language tag, got ${show(v)}.`,
    "It is the pages' <html lang>: 'en', 'fr', 'pt-BR', 'zh-Hans'.",
  ).optional(),
  direction: oneOf(['ltr', 'rtl']).optional(),
  favicon: z.string().optional(),
  onBrokenLinks: oneOf(REPORTING_SEVERITIES).optional(),
  onBrokenAnchors: oneOf(REPORTING_SEVERITIES).optional(),
  onBrokenMarkdownLinks: oneOf(REPORTING_SEVERITIES).optional(),
  onDuplicateRoutes: oneOf(REPORTING_SEVERITIES).optional(),
  colorMode: z
    .looseObject({
      defaultMode: oneOf(['light', 'dark']).optional(),
      respectPrefersColorScheme: flag(false),
      disableSwitch: flag(false),
    })
    .optional(),
  announcementBar: offOr(z.looseObject({ id: text(), content: text(), isCloseable: flag(true) })),
  navbar: z
    .looseObject({
      title: z.string().optional(),
      hideOnScroll: flag(false),
      items: z.array(navbarItem).optional(),
    })
    .optional(),
  footer: z
    .looseObject({
      links: z
        .array(z.looseObject({ title: z.string().optional(), items: z.array(link) }))
        .optional(),
      copyright: z.string().optional(),
    })
    .optional(),
  docs: offOr(
    z.looseObject({
      showLastUpdateAuthor: flag(false),
      showLastUpdateTime: flag(false),
      sidebarCollapsible: flag(true),
    }),
  ),
  blog: offOr(
    z.looseObject({
      showReadingTime: flag(false),
      postsPerPage: rule<number>(
        (v) => Number.isInteger(v) && (v as number) >= 1,
        (v) => `must be a positive integer, got ${show(v)}.`,
        'The default is 10.',
      ).optional(),
      feedOptions: z.looseObject({ type: oneOf(['rss', 'atom', 'all']).optional() }).optional(),
      pageBasePath: subPath('page').optional(),
      tagsBasePath: subPath('tags').optional(),
      archiveBasePath: subPath('archive').nullable().optional(),
      authorsBasePath: subPath('authors').optional(),
    }),
  ),
  pages: z.looseObject({ path: z.string().optional() }).optional(),
  staticDir: z.string().optional(),
  sitemap: offOr(
    z.looseObject({
      changefreq: oneOf([
        'always',
        'hourly',
        'daily',
        'weekly',
        'monthly',
        'yearly',
        'never',
      ]).optional(),
      priority: rule<number>(
        (v) => typeof v === 'number' && v >= 0 && v <= 1,
        (v) => `must be a number from 0 to 1, got ${show(v)}.`,
        'The default is 0.5.',
      ).optional(),
    }),
  ),
  analytics: offOr(z.looseObject({ trackingID: text(), anonymizeIP: flag(true) })),
  tableOfContents: z
    .looseObject({ minHeadingLevel: z.unknown(), maxHeadingLevel: z.unknown() })
    .superRefine((toc, ctx) => {
      const min = toc.minHeadingLevel ?? 2;
      const max = toc.maxHeadingLevel ?? 3;
      const level = (v: unknown) => typeof v === 'number' && [2, 3, 4, 5, 6].includes(v);
      if (level(min) && level(max) && (min as number) <= (max as number)) return;
      ctx.addIssue({
        code: 'custom',
        path: [],
        message: problem({
          message:
            'levels must satisfy 2 <= minHeadingLevel <= maxHeadingLevel <= 6, ' +
            `got ${show(min)}..${show(max)}.`,
          hint: 'The default is 2..3.',
        }),
      });
    })
    .optional(),
  storage: z
    .looseObject({
      type: oneOf(['localStorage', 'sessionStorage']).optional(),
      namespace: z.string().optional(),
    })
    .optional(),
  redirects: z.array(redirect).optional(),
  createRedirects: rule<(existingPath: string) => string | string[] | null | undefined>(
    (v) => typeof v === 'function',
    () => 'must be a function.',
    "Write createRedirects: (existingPath) => [...paths that redirect to it] (plugin-client-redirects' option).",
  ).optional(),
  customCss: z.array(z.string()).optional(),
  image: z.string().optional(),
  headTags: z
    .array(z.looseObject({ tagName: z.string(), attributes: z.record(z.string(), z.unknown()) }))
    .optional(),
  trailingSlash: flag(false),
  markdown: z.looseObject({ mermaid: flag(false), math: flag(false) }).optional(),
  markdownTwins: flag(true),
  customFields: z.record(z.string(), z.unknown()).optional(),
  titleDelimiter: z.string().optional(),
  repeatSiteTitle: flag(false),
  searchPage: z
    .union([
      z.literal(false),
      z.looseObject({
        path: z
          .string()
          .regex(/^\/?[\w.~-]+(\/[\w.~-]+)*\/?$/, 'a path of letters, digits, "-", "_", "." or "~"')
          .optional(),
        sitemap: flag(false),
        siteInTitle: flag(true),
      }),
    ])
    .optional(),
  searchExamples: z.array(z.string().min(1)).max(5).optional(),
  docsVersion: z.looseObject({ name: z.string(), label: z.string() }).optional(),
  docsSets: z.array(z.looseObject({ key: z.string(), docs: z.looseObject({}) })).optional(),
});
