export type ColorMode = 'light' | 'dark';

/**
 * The inline script that runs before first paint (no flash, no layout shift). Runs before React;
 * kept tiny.
 * - Colour mode: default dark; the system preference is consulted only when
 *   respectPrefersColorScheme is on (SPEC §4). data-theme-choice records what the reader chose
 *   ('system' when following it).
 * - Announcement bar: marks <html data-announcement-dismissed> when the stored dismissal names the
 *   current bar's id, so CSS hides a dismissed bar before it is ever painted (issue 10).
 */
export function colorModeScript(opts: {
  defaultMode: ColorMode;
  respectPrefersColorScheme: boolean;
  storageType: string;
  key: string;
  announcement?: { key: string; id: string } | null;
}): string {
  const s = `window.${opts.storageType}`;
  const a = opts.announcement;
  return (
    `(function(){var h=document.documentElement,d=${JSON.stringify(opts.defaultMode)},m,c;` +
    `try{m=${s}.getItem(${JSON.stringify(opts.key)})}catch(e){}` +
    (opts.respectPrefersColorScheme
      ? `if(m!=='light'&&m!=='dark'){c='system';m=window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}`
      : `if(m!=='light'&&m!=='dark'){m=d}`) +
    `h.setAttribute('data-theme',m);h.setAttribute('data-theme-choice',c||m);` +
    (a
      ? `try{if(${s}.getItem(${JSON.stringify(a.key)})===${JSON.stringify(a.id)})h.setAttribute('data-announcement-dismissed','')}catch(e){}`
      : '') +
    `})()`
  );
}
