/**
 * Browser entry, small on purpose: the page is complete HTML, so nothing may compete with its first
 * paint (issue 13). What works without React starts at once; React, the theme and the page's
 * modules are fetched after the first frame, all at once (the boot JSON lists them), and hydrate.
 */
import { installCopyButtons } from '../runtime/copyCode.js';
import { holdEarlyPresses, releaseEarlyPresses } from '../runtime/earlyPress.js';
import { listenForIntent, onIntent } from '../runtime/intent.js';
import type { BootData } from '../runtime/types.js';
import '../theme/styles.css';

function chunkError(error: unknown, retry: () => void) {
  // SPEC §8: a red box with the error text and a Retry button; the server HTML stays readable
  // underneath
  const box = document.createElement('div');
  box.className = 'tn-chunk-error';
  box.setAttribute('role', 'alert');
  const msg = document.createElement('p');
  const reason = (error as Error)?.message ?? String(error);
  msg.textContent = `This page's script could not be loaded: ${reason}`;
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

/** Longest wait for the first paint to be reported (a page that paints nothing at all). */
const PAINT_WAIT_MS = 3000;

/**
 * Once the browser reports the page's first contentful paint: on a loaded machine the paint can
 * come long after the first animation frame, and a request made before it delays it. At once in a
 * hidden tab (it paints nothing); after the first frame where paint timing is not reported.
 */
function afterFirstPaint(run: () => void) {
  if (document.visibilityState === 'hidden') return run();
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint'))
    return requestAnimationFrame(() => setTimeout(run, 0));
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    setTimeout(run, 0);
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length) once();
  });
  observer.observe({ type: 'paint', buffered: true });
  const timer = setTimeout(once, PAINT_WAIT_MS);
}

function boot() {
  const data = JSON.parse(document.getElementById('__tn_boot')!.textContent) as BootData;
  for (const href of data.preload ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  import('./hydratePage.js')
    // the intent listener is handed over, not imported: the entry shares no module with the rest,
    // so it fetches nothing more before the first paint
    .then((m) => m.hydratePage(data, onIntent, releaseEarlyPresses))
    .catch((e: unknown) => chunkError(e, boot));
}

// keyboard-navigation marker (SPEC §4): set on Tab, removed on mouse press
document.addEventListener('keydown', (e) => {
  if (e.key === 'Tab') document.documentElement.setAttribute('data-keyboard-nav', '');
});
document.addEventListener('mousedown', () =>
  document.documentElement.removeAttribute('data-keyboard-nav'),
);

installCopyButtons(document);
listenForIntent();
holdEarlyPresses();

afterFirstPaint(boot);
