import { createHighlighter, bundledLanguages, type Highlighter } from 'shiki';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';

export const THEMES = { light: 'github-light', dark: 'github-dark' } as const;
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

let highlighter: Promise<Highlighter> | undefined;

/**
 * One highlighter per thread; languages load on first use, so a worker pays only for the languages
 * it meets.
 */
export async function getHighlighter(
  langs: string[],
): Promise<{ hl: Highlighter; resolve: (lang?: string) => string }> {
  // the WASM regex engine: the JS engine spends ~350 ms per thread translating grammars' regexes
  highlighter ??= createHighlighter({
    themes: [THEMES.light, THEMES.dark],
    langs: [],
    engine: createOnigurumaEngine(import('shiki/wasm')),
  });
  const hl = await highlighter;
  const resolve = (lang?: string) => {
    const l = (lang ?? 'text').toLowerCase();
    const name = ALIASES[l] ?? l;
    return name in bundledLanguages ? name : 'text';
  };
  const wanted = [...new Set(langs.map(resolve))].filter(
    (l) => l !== 'text' && !hl.getLoadedLanguages().includes(l),
  );
  if (wanted.length) await hl.loadLanguage(...(wanted as Parameters<Highlighter['loadLanguage']>));
  return { hl, resolve };
}
