import type { ThemeRegistrationResolved } from 'shiki';

/** Light and dark colour of a token, as shiki's colour map writes them (upper case). */
export type ColorPair = readonly [light: string, dark: string];

export interface DualTheme {
  theme: ThemeRegistrationResolved;
  /** The dual theme's stand-in colour → the two themes' colours it stands for. */
  pairs: Map<string, ColorPair>;
}

/**
 * One theme that carries two. github-light and github-dark (and so our accessible copies of them)
 * have the same rules in the same order, differing only in colours: the rule a token's scopes select
 * is the same in both. Each pair of colours the two themes give a rule becomes one stand-in colour
 * of the dual theme, so the grammar runs once per block instead of once per theme (issue 13:
 * tokenizing was half of the highlighting), and tokens split exactly where either theme's would.
 * Two themes whose rules differ in selectors or font styles cannot be merged this way: that throws,
 * naming the first rule that differs.
 */
export function dualTheme(
  light: ThemeRegistrationResolved,
  dark: ThemeRegistrationResolved,
  name: string,
): DualTheme {
  const [a, b] = [light.settings, dark.settings];
  if (a.length !== b.length)
    throw new Error(`${light.name} has ${a.length} rules and ${dark.name} ${b.length}`);
  const pairs = new Map<string, ColorPair>();
  const byPair = new Map<string, string>();
  /**
   * One stand-in per pair: rules giving both themes the same colours stay one token, as they
   * would in each theme.
   */
  const standIn = (l: string | undefined, d: string | undefined): string | undefined => {
    if (!l || !d) return undefined;
    if (!l.startsWith('#') || !d.startsWith('#'))
      throw new Error(`Cannot pair colours ${l} and ${d}: both must be hex`);
    const pair: ColorPair = [l.toUpperCase(), d.toUpperCase()];
    const key = pair.join(' ');
    let color = byPair.get(key);
    if (!color) {
      color = `#${(byPair.size + 1).toString(16).padStart(6, '0')}`.toUpperCase();
      byPair.set(key, color);
      pairs.set(color, pair);
    }
    return color;
  };
  const settings = a.map((rule, i) => {
    const other = b[i].settings;
    const same =
      JSON.stringify(rule.scope) === JSON.stringify(b[i].scope) &&
      rule.settings.fontStyle === other.fontStyle &&
      !rule.settings.foreground === !other.foreground &&
      !rule.settings.background === !other.background;
    if (!same) throw new Error(`Rule ${i} of ${light.name} and ${dark.name} differ`);
    const { foreground, background } = rule.settings;
    // backgrounds are not written, but they split tokens where they change, in either theme
    return {
      ...rule,
      settings: {
        ...rule.settings,
        foreground: standIn(foreground, other.foreground),
        background: standIn(background, other.background),
      },
    };
  });
  // shiki's normalised themes open with the rule of no scope that gives the default colours
  const fg = settings[0]?.scope === undefined ? settings[0].settings.foreground : undefined;
  const bg = settings[0]?.settings.background;
  if (!fg) throw new Error(`${light.name} has no default foreground rule`);
  const theme: ThemeRegistrationResolved = {
    ...light,
    name,
    fg,
    bg: bg ?? light.bg,
    settings,
    colorReplacements: {},
  };
  return { theme, pairs };
}
