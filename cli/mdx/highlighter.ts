import { createHighlighter, bundledLanguages, bundledThemes, type Highlighter } from 'shiki';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { accessibleTheme, mix } from './accessibleTheme.js';
import { codeHtml } from './codeHtml.js';
import { dualTheme, type ColorPair } from './dualTheme.js';

export const THEMES = { light: 'tn-light', dark: 'tn-dark' } as const;
/** The theme that tokenizes for both (see dualTheme.ts); loaded by name, which shiki's types do not list. */
const DUAL = 'tn-light-dark';

/**
 * What code tokens are painted on in each mode (styles.css: --code-bg, and a highlighted line's
 * 16 % --accent over it); test/unit/accessibleTheme.test.ts keeps the two files in step.
 */
export const CODE_BACKGROUNDS = {
  light: { code: '#f6f8fa', accent: '#b57900' },
  dark: { code: '#0a0e14', accent: '#f0b429' },
} as const;
export const HIGHLIGHTED_LINE_ACCENT = 0.16;

/** github-light and github-dark, every token colour made readable on our blocks (4.5:1). */
async function themes() {
  const load = async (mode: 'light' | 'dark') => {
    const bg = CODE_BACKGROUNDS[mode];
    const base = (await bundledThemes[`github-${mode}`]()).default;
    const line = mix(bg.accent, bg.code, HIGHLIGHTED_LINE_ACCENT);
    return accessibleTheme(base, THEMES[mode], [bg.code, line]);
  };
  return Promise.all([load('light'), load('dark')]);
}
const ALIASES: Record<string, string> = {
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  console: 'bash',
  js: 'javascript',
  ts: 'typescript',
  yml: 'yaml',
  golang: 'go',
  sol: 'solidity',
  text: 'text',
  txt: 'text',
  plain: 'text',
  plaintext: 'text',
};

interface Loaded {
  hl: Highlighter;
  pairs: Map<string, ColorPair>;
}
let highlighter: Promise<Loaded> | undefined;

async function load(): Promise<Loaded> {
  const hl = await createHighlighter({
    themes: await themes(),
    langs: [],
    engine: createOnigurumaEngine(import('shiki/wasm')),
  });
  const { theme, pairs } = dualTheme(hl.getTheme(THEMES.light), hl.getTheme(THEMES.dark), DUAL);
  await hl.loadTheme(theme);
  return { hl, pairs };
}

export interface HighlightOptions {
  /** A language shiki knows, or 'text' (see getHighlighter's resolve). */
  lang: string;
  highlight: ReadonlySet<number>;
  lineNumbers: boolean;
}

/** What highlights a code block in both themes, as `<pre>` HTML (CSS shows one). */
export type Highlight = (code: string, o: HighlightOptions) => string;

/**
 * One highlighter per thread; languages load on first use, so a worker pays only for the languages
 * it meets.
 */
export async function getHighlighter(langs: string[]): Promise<{
  hl: Highlighter;
  resolve: (lang?: string) => string;
  highlight: Highlight;
}> {
  // the WASM regex engine: the JS engine spends ~350 ms per thread translating grammars' regexes
  highlighter ??= load();
  const { hl, pairs } = await highlighter;
  const resolve = (lang?: string) => {
    const l = (lang ?? 'text').toLowerCase();
    const name = ALIASES[l] ?? l;
    return name in bundledLanguages ? name : 'text';
  };
  const wanted = [...new Set(langs.map(resolve))].filter(
    (l) => l !== 'text' && !hl.getLoadedLanguages().includes(l),
  );
  if (wanted.length) await hl.loadLanguage(...(wanted as Parameters<Highlighter['loadLanguage']>));
  const themeClass = `shiki-themes ${THEMES.light} ${THEMES.dark}`;
  const highlight: Highlight = (code, { lang, ...o }) =>
    codeHtml(hl.codeToTokensBase(code, { lang: lang as never, theme: DUAL as never }), pairs, {
      themeClass,
      ...o,
    });
  return { hl, resolve, highlight };
}
