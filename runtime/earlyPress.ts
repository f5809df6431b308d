/**
 * A button of the shell pressed before the shell has hydrated would do nothing (React drops events on
 * HTML it has not hydrated): the press is held and made again once it has (app/hydratePage.tsx).
 * Held from the entry's start (issue 30): a tap on the phone's hamburger while React and the
 * hydration code were still on their way was lost. The entry hands `releaseEarlyPresses` over, as it
 * does the intent listener, so that it shares no module with the rest.
 */
let held: HTMLElement | null = null;

function onClick(e: MouseEvent) {
  const button = (e.target as Element | null)?.closest?.('#__tn button:not(.copy-button)');
  // the copy buttons work before the shell; the chunk error's Retry must work without it
  if (!(button instanceof HTMLElement) || button.closest('.tn-chunk-error')) return;
  e.preventDefault();
  e.stopPropagation();
  held = button;
}

export function holdEarlyPresses(): void {
  document.addEventListener('click', onClick, true);
}

/** Stops holding presses; the last button pressed meanwhile, if any, to be pressed again. */
export function releaseEarlyPresses(): HTMLElement | null {
  document.removeEventListener('click', onClick, true);
  const button = held;
  held = null;
  return button;
}
