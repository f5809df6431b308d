/**
 * The route-change progress bar: appears only when a navigation takes longer than 200 ms (SPEC §9);
 * no spinner.
 */
export const PROGRESS_DELAY_MS = 200;

export function startProgress(): () => void {
  let bar: HTMLDivElement | null = null;
  let width = 0;
  let tick: ReturnType<typeof setInterval> | undefined;
  const timer = setTimeout(() => {
    bar = document.createElement('div');
    bar.className = 'tn-progress';
    bar.setAttribute('role', 'progressbar');
    bar.setAttribute('aria-label', 'Loading page');
    document.body.appendChild(bar);
    tick = setInterval(() => {
      width += (90 - width) * 0.1;
      bar!.style.transform = `scaleX(${width / 100})`;
    }, 100);
  }, PROGRESS_DELAY_MS);
  return () => {
    clearTimeout(timer);
    if (tick) clearInterval(tick);
    if (bar) {
      const b = bar;
      b.style.transform = 'scaleX(1)';
      b.style.opacity = '0';
      setTimeout(() => b.remove(), 300);
    }
  };
}
