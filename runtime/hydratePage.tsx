/** Hydration of the server-rendered page, loaded by the entry once the page has painted. */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import site from 'tn:site';
import { CONTENT_SELECTOR } from '../theme/PageContent.js';
import { loadThemeFor } from '../theme/themeChunks.js';
import { initAnalytics } from './analytics.js';
import { Root } from './Root.js';
import type { BootData, RouteModule, SidebarNode } from './types.js';

declare const __TN_PRODUCTION__: boolean;

/**
 * The module the page hydrates with. A page with static content carries its route data and the part
 * of its sidebar it draws in the boot JSON, and keeps its content as the server's HTML: nothing
 * else is loaded (issue 13). The whole sidebar comes when the reader opens a category left out.
 */
async function pageModule(boot: BootData): Promise<RouteModule> {
  const content = boot.data && document.querySelector(CONTENT_SELECTOR);
  if (!boot.data || !content)
    return (await import(/* @vite-ignore */ site.baseUrl + boot.chunk)) as RouteModule;
  const whole = boot.sidebar;
  const loadSidebar = whole
    ? async () => {
        const m = (await import(/* @vite-ignore */ site.baseUrl + whole)) as {
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
export async function hydratePage(boot: BootData): Promise<void> {
  const mod = await pageModule(boot);
  await loadThemeFor(mod);
  // before hydration, so the first page view finds the queue (the script itself loads after 'load')
  if (__TN_PRODUCTION__ && site.analytics)
    initAnalytics(site.analytics.trackingID, site.analytics.anonymizeIP);
  // a task of its own: evaluating React and the theme is one long task already; hydration (a
  // transition, so React yields every few ms) starts after it, not inside it
  await new Promise((resolve) => setTimeout(resolve, 0));
  startTransition(() => {
    hydrateRoot(
      document.getElementById('__tn')!,
      <StrictMode>
        <Root site={site} path={boot.path} mod={mod} production={__TN_PRODUCTION__} />
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
