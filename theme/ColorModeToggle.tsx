import { useColorMode } from '../runtime/colorMode.js';
import { useSite } from '../runtime/context.js';
import { MoonIcon, SunIcon, SystemIcon } from './icons.js';

/**
 * Light/dark (and system, when enabled) switch. Disabled until the page is ready in the browser
 * (SPEC §4).
 */
export function ColorModeToggle() {
  const { site, storage } = useSite();
  const { mode, choice, ready, toggle } = useColorMode(storage, site.colorMode);
  if (site.colorMode.disableSwitch) return null;
  const current = choice === null ? 'system mode' : `${mode} mode`;
  const next = site.colorMode.respectPrefersColorScheme
    ? choice === null
      ? 'light mode'
      : choice === 'light'
        ? 'dark mode'
        : 'system mode'
    : mode === 'dark'
      ? 'light mode'
      : 'dark mode';
  return (
    <button
      type="button"
      className="icon-button color-toggle"
      onClick={toggle}
      disabled={!ready}
      title={`Switch to ${next} (currently ${current})`}
      aria-label={`Switch to ${next} (currently ${current})`}
    >
      {choice === null && ready ? <SystemIcon /> : mode === 'dark' ? <MoonIcon /> : <SunIcon />}
    </button>
  );
}
