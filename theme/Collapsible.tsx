import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/**
 * How long opening or closing takes: longer for taller content, 1 ms under prefers-reduced-motion
 * (SPEC §9). The curve is the one Docusaurus uses, so the site feels the same.
 */
export function collapseDuration(height: number, reducedMotion: boolean): number {
  if (reducedMotion) return 1;
  const c = height / 36;
  return Math.round((4 + 15 * c ** 0.25 + c / 5) * 10);
}

/**
 * A list that animates its height when `open` changes. Its children are rendered only while it is
 * open or closing: collapsed categories cost nothing on large sites.
 */
export function Collapsible({
  open,
  id,
  className,
  children,
}: {
  open: boolean;
  id: string;
  className: string;
  children: () => ReactNode;
}) {
  const ref = useRef<HTMLUListElement>(null);
  const animation = useRef<Animation | null>(null);
  // what the last effect saw: mounting (twice, under StrictMode) is not a change to animate
  const shown = useRef(open);
  const [rendered, setRendered] = useState(open);
  if (open && !rendered) setRendered(true);

  useLayoutEffect(() => {
    if (shown.current === open) return;
    shown.current = open;
    const el = ref.current;
    if (!el || typeof el.animate !== 'function') {
      if (!open) setRendered(false);
      return;
    }
    animation.current?.cancel();
    const height = el.scrollHeight;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const a = el.animate(
      [
        { height: `${open ? 0 : height}px`, overflow: 'hidden' },
        { height: `${open ? height : 0}px`, overflow: 'hidden' },
      ],
      { duration: collapseDuration(height, reduced), easing: 'ease-in-out', fill: 'forwards' },
    );
    animation.current = a;
    a.onfinish = () => {
      if (animation.current !== a) return;
      if (!open) {
        el.hidden = true; // now, not at React's next render: no frame at full height
        setRendered(false);
      }
      a.cancel(); // back to the stylesheet's height: auto
      animation.current = null;
    };
  }, [open]);

  return (
    <ul ref={ref} id={id} className={className} hidden={!rendered}>
      {rendered ? children() : null}
    </ul>
  );
}
