/**
 * The copy buttons of code blocks, as one delegated listener instead of React state: on a first
 * visit a page's content is static HTML that React never hydrates (theme/PageContent.tsx), and the
 * button must work there as on a page reached by client navigation.
 */
const COPIED_LABEL = 'Copied';
const FEEDBACK_MS = 1500;

export function installCopyButtons(root: Document): () => void {
  const shown = new WeakMap<Element, { label: string; timer: ReturnType<typeof setTimeout> }>();
  const onClick = (e: MouseEvent) => {
    const button = (e.target as Element | null)?.closest?.('.code-block .copy-button');
    if (!button) return;
    const code = button.closest('.code-block')?.querySelector('code')?.textContent ?? '';
    void navigator.clipboard
      ?.writeText(code)
      .then(() => {
        const before = shown.get(button);
        clearTimeout(before?.timer);
        // the button's own label, as the theme rendered it, comes back afterwards
        const label = before?.label ?? button.getAttribute('aria-label') ?? '';
        button.setAttribute('data-copied', '');
        button.setAttribute('aria-label', COPIED_LABEL);
        const timer = setTimeout(() => {
          shown.delete(button);
          button.removeAttribute('data-copied');
          button.setAttribute('aria-label', label);
        }, FEEDBACK_MS);
        shown.set(button, { label, timer });
      })
      .catch(() => {
        /* clipboard refused (permissions): nothing to show */
      });
  };
  // capturing: React stops clicks on HTML it has not hydrated yet before they bubble (shell.tsx)
  root.addEventListener('click', onClick, true);
  return () => root.removeEventListener('click', onClick, true);
}
