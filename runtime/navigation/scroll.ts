/** Scrolls the element the hash names into view; false when there is none. */
export function scrollToHash(hash: string): boolean {
  if (!hash) return false;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    /* keep raw */
  }
  const el = document.getElementById(id);
  if (!el) return false;
  el.scrollIntoView();
  return true;
}

/** What to do once a new page has rendered: where to scroll, and whether to move focus to it. */
export interface AfterRender {
  hash: string;
  /** A scroll position to restore (back and forward); else the hash's target, else the top. */
  scroll?: number;
  focus: boolean;
}

/** Scrolls as `job` says and moves focus to the page's main element (SPEC §4). */
export function applyAfterRender(job: AfterRender): void {
  if (job.scroll !== undefined) window.scrollTo(0, job.scroll);
  else if (!scrollToHash(job.hash)) window.scrollTo(0, 0);
  if (job.focus) {
    const target = document.getElementById('__tn_main');
    target?.focus({ preventScroll: true });
  }
}
