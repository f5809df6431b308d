import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio, MIN_CONTRAST, mix, readableOn } from '../../cli/mdx/accessibleTheme.js';
import {
  CODE_BACKGROUNDS,
  getHighlighter,
  HIGHLIGHTED_LINE_ACCENT,
  THEMES,
} from '../../cli/mdx/highlighter.js';
import { ROOT } from './helpers.js';

describe('contrast helpers', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    // the two failures issue 12 names
    expect(contrastRatio('#6a737d', '#0a0e14')).toBeCloseTo(4.0, 1);
    expect(contrastRatio('#d73a49', '#f6f8fa')).toBeLessThan(MIN_CONTRAST);
  });

  it('keeps a readable colour and moves an unreadable one just far enough', () => {
    expect(readableOn('#e1e4e8', ['#0a0e14'])).toBe('#e1e4e8');
    const comment = readableOn('#6a737d', ['#0a0e14']);
    expect(contrastRatio(comment, '#0a0e14')).toBeGreaterThanOrEqual(MIN_CONTRAST);
    expect(contrastRatio(comment, '#0a0e14')).toBeLessThan(5.2);
    const keyword = readableOn('#d73a49', ['#f6f8fa', '#ffffff']);
    expect(contrastRatio(keyword, '#f6f8fa')).toBeGreaterThanOrEqual(MIN_CONTRAST);
  });
});

describe('code highlighting colours (issue 12, axe color-contrast)', () => {
  const css = fs.readFileSync(path.join(ROOT, 'theme', 'styles.css'), 'utf8');
  const block = (selector: string) => css.slice(css.indexOf(`${selector} {`)).split('\n}')[0];
  const token = (text: string, name: string) =>
    new RegExp(`--${name}: (#[0-9a-f]{6});`).exec(text)?.[1];

  it('checks against the backgrounds styles.css paints', () => {
    for (const [mode, selector] of [
      ['light', ':root'],
      ['dark', "[data-theme='dark']"],
    ] as const) {
      expect(token(block(selector), 'code-bg')).toBe(CODE_BACKGROUNDS[mode].code);
      expect(token(block(selector), 'accent')).toBe(CODE_BACKGROUNDS[mode].accent);
    }
    expect(css).toContain(
      `color-mix(in srgb, var(--accent) ${HIGHLIGHTED_LINE_ACCENT * 100}%, transparent)`,
    );
  });

  it('gives every token of every language the site uses 4.5:1 on its block, plain and highlighted', async () => {
    const langs = ['bash', 'javascript', 'typescript', 'json', 'go', 'solidity', 'yaml', 'toml'];
    const { hl } = await getHighlighter(langs);
    for (const mode of ['light', 'dark'] as const) {
      const bg = CODE_BACKGROUNDS[mode];
      const backgrounds = [bg.code, mix(bg.accent, bg.code, HIGHLIGHTED_LINE_ACCENT)];
      const theme = hl.getTheme(THEMES[mode]);
      const colours = new Set(
        [theme.fg, ...theme.settings.map((s) => s.settings.foreground)].filter(
          (c): c is string => !!c,
        ),
      );
      expect(colours.size).toBeGreaterThan(5);
      for (const c of colours)
        for (const b of backgrounds)
          expect(contrastRatio(c, b), `${mode} ${c} on ${b}`).toBeGreaterThanOrEqual(MIN_CONTRAST);
    }
  });
});
