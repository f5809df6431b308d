export type ColorMode = 'light' | 'dark';

/**
 * The inline script that sets data-theme before first paint (no flash). Runs before React; kept
 * tiny. Default dark; the system preference is consulted only when respectPrefersColorScheme is on
 * (SPEC §4).
 */
export function colorModeScript(opts: {
  defaultMode: ColorMode;
  respectPrefersColorScheme: boolean;
  storageType: string;
  key: string;
}): string {
  return (
    `(function(){var d=${JSON.stringify(opts.defaultMode)},m;try{m=window.${opts.storageType}.getItem(${JSON.stringify(opts.key)})}catch(e){}` +
    (opts.respectPrefersColorScheme
      ? `if(m!=='light'&&m!=='dark'){m=window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}`
      : `if(m!=='light'&&m!=='dark'){m=d}`) +
    `document.documentElement.setAttribute('data-theme',m);document.documentElement.setAttribute('data-theme-choice',m)})()`
  );
}
