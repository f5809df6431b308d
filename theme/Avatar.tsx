import { useEffect, useRef, useState } from 'react';

const initialsOf = (name: string): string =>
  name
    .split(/[\s(]+/)
    .filter((w) => /^\p{L}/u.test(w))
    .slice(0, 2)
    .map((w) => w[0].toUpperCase())
    .join('');

/**
 * An author's picture over their initials. A picture that cannot be loaded (offline, a hot-linked
 * host gone) leaves the initials, never a broken image (issue 10). The initials are there from the
 * first paint; the check after hydration catches an image that failed before React was listening.
 */
export function Avatar({ name, src, size }: { name: string; src?: string; size: number }) {
  const img = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const el = img.current;
    if (el && el.complete && el.naturalWidth === 0) setFailed(true);
  }, []);
  return (
    <span className="avatar" style={{ width: size, height: size }} aria-hidden="true">
      <span className="avatar-initials">{initialsOf(name)}</span>
      {src && !failed ? (
        <img
          ref={img}
          src={src}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          referrerPolicy="no-referrer"
          onError={() => setFailed(true)}
        />
      ) : null}
    </span>
  );
}
