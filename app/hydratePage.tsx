/** Hydration of the server-rendered page, loaded by the entry once the page has painted. */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Root } from '../runtime/Root.js';
import { CONTENT_SELECTOR } from '../runtime/shared/contentSelector.js';
import { isSearchShortcut } from '../runtime/searchShortcut.js';
import { loadShell, setShellLoader, shellReady } from '../runtime/shell.js';
import type { BootData, RouteModule, SidebarNode } from '../runtime/types.js';

declare const __TN_PRODUCTION__: boolean;

/**
 * The module the page hydrates with. A page with static content carries its route data and the part
 * of its sidebar it draws in the boot JSON, and keeps its content as the server's HTML: nothing
 * else is loaded (issue 13). The whole sidebar comes when the reader opens a category left out.
 */
async function pageModule(boot: BootData): Promise<RouteModule> {
  const content = boot.data && document.querySelector(CONTENT_SELECTOR);
  if (!boot.data || !content)
    return (await import(/* @vite-ignore */ boot.baseUrl + boot.chunk)) as RouteModule;
  const whole = boot.sidebar;
  const loadSidebar = whole
    ? async () => {
        const m = (await import(/* @vite-ignore */ boot.baseUrl + whole)) as {
          default: SidebarNode[];
        };
        return m.default;
      }
    : undefined;
  return {
    data: boot.data,
    sidebar: boot.sidebarItems,
    loadSidebar,
    staticHtml: content.innerHTML,
  };
}

/** Loads what the page needs and hydrates it; rejects if a chunk cannot be loaded. */
export async function hydratePage(
  boot: BootData,
  onIntent: (run: () => void) => void,
  /** Ends the entry's hold on early presses (runtime/earlyPress.ts); the button pressed, if any. */
  releaseEarlyPresses: () => HTMLElement | null,
): Promise<void> {
  const mod = await pageModule(boot);
  // the shell, with the theme chunks this page draws with: a page of static content (route data in
  // the boot JSON) hydrates it when the browser is idle after the load event, or at the reader's
  // first intent if that comes first (runtime/shell.tsx); a page whose content needs its script,
  // and any development build (to show mismatches at once), at once
  setShellLoader(async () => {
    const [{ siteLayout }, { default: site }, { loadThemeFor }] = await Promise.all([
      import('./siteLayout.js'),
      import('tn:site'),
      import('./loadThemeChunks.js'),
    ]);
    await loadThemeFor(mod);
    return siteLayout(site, __TN_PRODUCTION__);
  });
  holdEarlyInput(releaseEarlyPresses);
  const load = () => void loadShell().catch((e: unknown) => shellError(e));
  if (__TN_PRODUCTION__ && boot.data) {
    onIntent(load);
    whenIdleAfterLoad(load);
  } else load();
  // before hydration, so the first page view finds the queue (the script itself loads after 'load')
  const analytics = __TN_PRODUCTION__ ? boot.analytics : null;
  if (analytics)
    await import('../runtime/analytics.js').then((a) =>
      a.initAnalytics(analytics.trackingID, analytics.anonymizeIP),
    );
  // a task of its own: evaluating React and the theme is one long task already; hydration (a
  // transition, so React yields every few ms) starts after it, not inside it
  await new Promise((resolve) => setTimeout(resolve, 0));
  startTransition(() => {
    hydrateRoot(
      document.getElementById('__tn')!,
      <StrictMode>
        <Root
          baseUrl={boot.baseUrl}
          trailingSlash={boot.trailingSlash}
          manifestUrl={boot.manifestUrl}
          analytics={analytics !== null}
          path={boot.path}
          mod={mod}
          prepare={prepareRoute}
        />
      </StrictMode>,
      {
        onRecoverableError(error, info) {
          console.error(
            'tn-docs: hydration recovered from an error',
            error,
            info?.componentStack ?? '',
          );
        },
      },
    );
  });
}

/**
 * Longest wait for an idle moment once the page has loaded: a page left alone (a screen-reader user
 * who does not move focus) still gets a working shell within about a second of its load (issue 30).
 */
export const IDLE_TIMEOUT_MS = 1000;

/**
 * Runs `run` once the load event has passed and the browser is idle (after IDLE_TIMEOUT_MS at the
 * latest): the first paint and the page's own resources come first.
 */
function whenIdleAfterLoad(run: () => void) {
  const idle = () => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(run, 0);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * The entry holds a button of the shell pressed before the shell has hydrated (runtime/earlyPress.ts);
 * it is pressed again once it has. So is the search shortcut (Ctrl/⌘+K, `/`), whose listener comes
 * with the shell: a reader's first key would otherwise be lost, or go to the browser (Ctrl+K focuses
 * its address bar). The letters typed after it are the start of the query: they are held too and
 * handed to the search listener in order, once it is there.
 */
function holdEarlyInput(releaseEarlyPresses: () => HTMLElement | null) {
  const keys: KeyboardEvent[] = [];
  const onKey = (e: KeyboardEvent) => {
    const letter = !e.metaKey && !e.ctrlKey && !e.altKey && e.key.length === 1;
    if (!isSearchShortcut(e) && !(keys.length > 0 && letter)) return;
    e.preventDefault();
    keys.push(e);
  };
  document.addEventListener('keydown', onKey, true);
  void shellReady.then(() => {
    document.removeEventListener('keydown', onKey, true);
    releaseEarlyPresses()?.click();
    for (const key of keys) document.dispatchEvent(new KeyboardEvent('keydown', key));
  });
}

/** A page the router loads is shown once the theme chunks it renders with are here. */
function prepareRoute(mod: RouteModule): Promise<void> {
  return import('./loadThemeChunks.js').then((t) => t.loadThemeFor(mod));
}

function shellError(e: unknown) {
  console.error('tn-docs: the page could not load its interactive parts', e);
}
