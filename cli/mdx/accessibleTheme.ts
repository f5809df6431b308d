import type { ThemeRegistration } from 'shiki';

/** WCAG 2 AA for normal text (code is 14 px). */
export const MIN_CONTRAST = 4.5;

type Rgb = [number, number, number];

function parseHex(hex: string): { rgb: Rgb; alpha: number } {
  let h = hex.replace('#', '');
  if (h.length <= 4) h = [...h].map((c) => c + c).join('');
  const n = (i: number) => parseInt(h.slice(i, i + 2), 16);
  return { rgb: [n(0), n(2), n(4)], alpha: h.length === 8 ? n(6) / 255 : 1 };
}

const toHex = (rgb: Rgb) =>
  '#' + rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('');

/** `weight` of `a` over `b`, as the browser composites a translucent colour. */
export function mix(a: string, b: string, weight: number): string {
  const [x, y] = [parseHex(a).rgb, parseHex(b).rgb];
  return toHex(x.map((c, i) => c * weight + y[i] * (1 - weight)) as Rgb);
}

function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two opaque colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The colour itself if it reaches MIN_CONTRAST on every background, else the nearest step towards
 * white (dark backgrounds) or black (light ones) that does: the hue stays recognisable.
 */
export function readableOn(color: string, backgrounds: string[]): string {
  const { rgb, alpha } = parseHex(color);
  // a translucent token colour is seen composited over the block
  let c = alpha < 1 ? mix(toHex(rgb), backgrounds[0], alpha) : toHex(rgb);
  const pole = luminance(backgrounds[0]) < 0.5 ? '#ffffff' : '#000000';
  const ok = (x: string) => backgrounds.every((bg) => contrastRatio(x, bg) >= MIN_CONTRAST);
  for (let step = 1; !ok(c) && step <= 50; step++) c = mix(pole, toHex(rgb), step / 50);
  return c;
}

/**
 * A copy of a shiki theme whose every foreground colour is readable on the given backgrounds
 * (issue 12: github-dark's comments and github-light's keywords and constants fall below 4.5:1 on
 * our code blocks).
 */
export function accessibleTheme(
  theme: ThemeRegistration,
  name: string,
  backgrounds: string[],
): ThemeRegistration {
  const fix = (c: string) => (c.startsWith('#') ? readableOn(c, backgrounds) : c);
  const colors = { ...theme.colors };
  if (colors['editor.foreground']) colors['editor.foreground'] = fix(colors['editor.foreground']);
  return {
    ...theme,
    name,
    colors,
    tokenColors: theme.tokenColors?.map((t) =>
      t.settings.foreground
        ? { ...t, settings: { ...t.settings, foreground: fix(t.settings.foreground) } }
        : t,
    ),
  };
}
