/**
 * "Copy page" and "View as Markdown" (issue 31), in a doc's and a blog post's header: the page's
 * Markdown twin (its URL + `.md`) copied to the clipboard, or opened. Nothing is fetched until the
 * reader asks; the result is shown on the button and announced to screen readers.
 */
import { useEffect, useRef, useState } from 'react';
import { useRouter, useSite } from '../runtime/context.js';
import { twinPath } from '../runtime/shared/url.js';
import { iconBase } from './icons.js';

type State = 'idle' | 'copying' | 'copied' | 'failed';

/** How long "Copied" stays on the button. */
const SHOWN_MS = 2500;

const MESSAGES: Record<State, string> = {
  idle: '',
  copying: 'Copying the page…',
  copied: 'Page copied to the clipboard as Markdown.',
  failed: 'The page could not be copied. Open “View as Markdown” and copy it from there.',
};

const PageIcon = () => (
  <svg {...iconBase} width={16} height={16}>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
  </svg>
);
const DoneIcon = () => (
  <svg {...iconBase} width={16} height={16}>
    <path d="M20 6 9 17l-5-5" />
  </svg>
);
const MarkdownIcon = () => (
  <svg {...iconBase} width={16} height={16}>
    <rect x="2" y="5" width="20" height="14" rx="2" />
    <path d="M6 15V9l3 3 3-3v6M16 9v6M14 13l2 2 2-2" />
  </svg>
);

/** The twin's text onto the clipboard; the fetch starts inside the click (Safari's rule). */
async function copyTwin(href: string): Promise<void> {
  const text = () =>
    fetch(href, { headers: { Accept: 'text/markdown' } }).then((r) => {
      if (!r.ok) throw new Error(`${href}: ${r.status}`);
      return r.text();
    });
  const clipboard = navigator.clipboard as Clipboard | undefined;
  if (!clipboard) throw new Error('No clipboard');
  if (typeof ClipboardItem === 'function' && typeof clipboard.write === 'function') {
    const blob = text().then((t) => new Blob([t], { type: 'text/plain' }));
    try {
      await clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      return;
    } catch (e) {
      // a fetch that failed fails the copy; a browser without promised items writes the text below
      await blob;
      if (!(e instanceof Error) || e.name === 'NotAllowedError') throw e;
    }
  }
  await clipboard.writeText(await text());
}

export function PageActions() {
  const { site } = useSite();
  const { path } = useRouter();
  const [state, setState] = useState<State>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // another page: its own button
  useEffect(() => {
    clearTimeout(timer.current);
    setState('idle');
  }, [path]);
  if (!site.markdownTwins) return null;
  const href = site.baseUrl.replace(/\/$/, '') + twinPath(path);
  const copy = () => {
    clearTimeout(timer.current);
    setState('copying');
    copyTwin(href).then(
      () => {
        setState('copied');
        timer.current = setTimeout(() => setState('idle'), SHOWN_MS);
      },
      () => setState('failed'),
    );
  };
  return (
    <div className="page-actions">
      <button
        type="button"
        className="page-action"
        onClick={copy}
        aria-busy={state === 'copying' || undefined}
        data-state={state}
      >
        {state === 'copied' ? <DoneIcon /> : <PageIcon />}
        <span>{state === 'copied' ? 'Copied' : 'Copy page'}</span>
      </button>
      <a className="page-action" href={href} type="text/markdown">
        <MarkdownIcon />
        <span>View as Markdown</span>
      </a>
      <p
        role="status"
        aria-live="polite"
        className={state === 'failed' ? 'page-actions-status' : 'sr-only'}
      >
        {MESSAGES[state]}
      </p>
    </div>
  );
}
