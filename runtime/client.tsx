/** Browser entry: load this page's chunk, then hydrate the server-rendered HTML. */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import site from 'tn:site';
import { initAnalytics } from './analytics.js';
import { Root } from './Root.js';
import { loadPageKind } from '../theme/LazyBlogPage.js';
import { CONTENT_SELECTOR } from '../theme/PageContent.js';
import { installCopyButtons } from './copyCode.js';
import type { BootData, RouteModule, SidebarNode } from './types.js';
import '../theme/styles.css';

declare const __TN_PRODUCTION__: boolean;

function chunkError(error: unknown, retry: () => void) {
  // SPEC §8: a red box with the error text and a Retry button; the server HTML stays readable
  // underneath
  const box = document.createElement('div');
  box.className = 'tn-chunk-error';
  box.setAttribute('role', 'alert');
  const msg = document.createElement('p');
  msg.textContent = `This page's script could not be loaded: ${(error as Error)?.message ?? String(error)}`;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Retry';
  button.addEventListener('click', () => {
    box.remove();
    retry();
  });
  box.append(msg, button);
  (document.getElementById('__tn_main') ?? document.body).prepend(box);
}

/**
 * The module the page hydrates with. A page with static content carries its route data in the boot
 * JSON and keeps its content as the server's HTML: only its sidebar, if any, is loaded (issue 13).
 */
async function pageModule(boot: BootData): Promise<RouteModule> {
  const content = boot.data && document.querySelector(CONTENT_SELECTOR);
  if (!boot.data || !content)
    return (await import(/* @vite-ignore */ site.baseUrl + boot.chunk)) as RouteModule;
  const sidebar = boot.sidebar
    ? ((await import(/* @vite-ignore */ site.baseUrl + boot.sidebar)) as { default: SidebarNode[] })
    : undefined;
  return { data: boot.data, sidebar: sidebar?.default, staticHtml: content.innerHTML };
}

async function boot() {
  const data = JSON.parse(document.getElementById('__tn_boot')!.textContent) as BootData;
  let mod: RouteModule;
  try {
    mod = await pageModule(data);
    await loadPageKind(mod.data.kind);
  } catch (e) {
    chunkError(e, () => void boot());
    return;
  }
  // before hydration, so the first page view finds the queue (the script itself loads after 'load')
  if (__TN_PRODUCTION__ && site.analytics)
    initAnalytics(site.analytics.trackingID, site.analytics.anonymizeIP);
  startTransition(() => {
    hydrateRoot(
      document.getElementById('__tn')!,
      <StrictMode>
        <Root site={site} path={data.path} mod={mod} production={__TN_PRODUCTION__} />
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

// keyboard-navigation marker (SPEC §4): set on Tab, removed on mouse press
document.addEventListener('keydown', (e) => {
  if (e.key === 'Tab') document.documentElement.setAttribute('data-keyboard-nav', '');
});
document.addEventListener('mousedown', () =>
  document.documentElement.removeAttribute('data-keyboard-nav'),
);

installCopyButtons(document);

void boot();
