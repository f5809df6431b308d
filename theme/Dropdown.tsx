import { useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { RouteDataContext, useDocsVersion, useRouter, useSite } from '../runtime/context.js';
import { STORAGE_KEYS } from '../runtime/storage.js';
import { GlobeIcon } from './icons.js';
import { Link, resolveHref, useHref } from './Link.js';

/**
 * A navbar dropdown. A mouse opens it on hover; a click or tap always leaves it open (on a touch
 * screen the tap's emulated hover must not open it for the click to close again: issue 10); from
 * the keyboard Enter and Space toggle it and Escape closes it.
 */
export function Dropdown({
  label,
  children,
  icon,
}: {
  label: string;
  children: ReactNode;
  icon?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    const close = (e: Event) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    const esc = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        ref.current?.querySelector('button')?.focus();
      }
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('focusin', close);
    document.addEventListener('keydown', esc);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('focusin', close);
      document.removeEventListener('keydown', esc);
    };
  }, [open]);
  return (
    <div
      className={`dropdown${open ? ' open' : ''}`}
      ref={ref}
      onPointerEnter={(e) => e.pointerType === 'mouse' && setOpen(true)}
      onPointerLeave={(e) => e.pointerType === 'mouse' && setOpen(false)}
    >
      <button
        type="button"
        className="navbar-link dropdown-toggle"
        aria-expanded={open}
        aria-haspopup="true"
        // detail is 0 for a click made with Enter or Space
        onClick={(e) => setOpen((o) => (e.detail === 0 ? !o : true))}
      >
        {icon}
        {label}
        <span className="caret" aria-hidden="true" />
      </button>
      <ul className="dropdown-menu" onClick={() => setOpen(false)}>
        {children}
      </ul>
    </div>
  );
}

/** In the phone drawer a dropdown is a titled group of links. */
export function MenuGroup({ label, children }: { label: string; children: ReactNode }) {
  // the label names the list, so a screen reader announces "Language, list" and the drawer's
  // language menu can be found by its name as the navbar's dropdown can (issue 30)
  const id = useId();
  return (
    <li className="menu-group">
      <span className="menu-group-label" id={id}>
        {label}
      </span>
      <ul aria-labelledby={id}>{children}</ul>
    </li>
  );
}

/**
 * The locale switcher: every locale of the site, each linking to this page in it (another locale is
 * another site under its own baseUrl: a full page load), keeping the query and hash of the current
 * address (SPEC §2). A site of one locale lists English alone.
 */
export function LocaleDropdown({ mobile }: { mobile?: boolean }) {
  const { site } = useSite();
  const { path, search, hash } = useRouter();
  const here = useHref(path) + search + hash;
  const i18n = site.i18n;
  const locales = i18n
    ? i18n.locales.map((l) => ({
        name: l,
        label: i18n.localeConfigs[l].label,
        lang: i18n.localeConfigs[l].htmlLang,
        href: resolveHref(path, i18n.baseUrls[l], site.trailingSlash) + search + hash,
        current: l === i18n.currentLocale,
      }))
    : [{ name: 'en', label: 'English', lang: site.locale, href: here, current: true }];
  const items = locales.map((l) => (
    <li key={l.name}>
      <a
        className={`${mobile ? 'menu-link' : 'dropdown-link'}${l.current ? ' active' : ''}`}
        href={l.href}
        lang={l.lang}
        aria-current={l.current ? 'true' : undefined}
        // another locale is another site: a page load, never the router (runtime/routable.ts)
        data-tn-reload={l.current ? undefined : ''}
      >
        {l.label}
      </a>
    </li>
  ));
  const label = locales.find((l) => l.current)!.label;
  if (mobile) return <MenuGroup label="Language">{items}</MenuGroup>;
  return (
    <Dropdown label={label} icon={<GlobeIcon />}>
      {items}
    </Dropdown>
  );
}

/** The docs versions; the reader's pick is remembered (SPEC §2, §7). */
export function VersionDropdown({ mobile }: { mobile?: boolean }) {
  const { site, storage } = useSite();
  const latest = useDocsVersion(); // throws when the docs plugin is off
  const versions = site.docs!.versions;
  // on a docs page, the version it belongs to
  const data = useContext(RouteDataContext);
  const onPage = data?.kind === 'doc' ? versions.find((v) => v.name === data.version) : undefined;
  const current = onPage ?? latest;
  const items = versions.map((v) => (
    <li key={v.name}>
      <Link
        to={v.mainDocRoute}
        className={`${mobile ? 'menu-link' : 'dropdown-link'}${v === current ? ' active' : ''}`}
        onClick={() => storage?.set(STORAGE_KEYS.docsVersion, v.name)}
      >
        {v.label}
      </Link>
    </li>
  ));
  if (mobile) return <MenuGroup label="Version">{items}</MenuGroup>;
  return <Dropdown label={current.label}>{items}</Dropdown>;
}
