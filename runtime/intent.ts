/**
 * The first sign that the reader is about to use the page rather than only read it (issue 13): the
 * theme's shell is loaded then (runtime/shell.tsx). Listening starts with the entry, before React.
 */
// not pointerover: a browser fires it at load under a pointer that has not moved (headless Chromium
// 138 at its virtual mouse's place), which is not the reader doing anything
const EVENTS = [
  'pointermove',
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'scroll',
  'wheel',
];

let shown = false;
const waiting: (() => void)[] = [];

function fire() {
  if (shown) return;
  shown = true;
  for (const e of EVENTS) window.removeEventListener(e, fire, true);
  for (const run of waiting.splice(0)) run();
}

export function listenForIntent(): void {
  for (const e of EVENTS) window.addEventListener(e, fire, { capture: true, passive: true });
}

/** Runs `run` at the reader's first intent (at once if it has been shown). */
export function onIntent(run: () => void): void {
  if (shown) run();
  else waiting.push(run);
}
