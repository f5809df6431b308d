import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { useRouter, useSite } from '../runtime/context.js';
import type { NavItem, NavLink, SidebarNode } from '../runtime/types.js';
import { ColorModeToggle } from './ColorModeToggle.js';
import { Dropdown, LocaleDropdown, MenuGroup, VersionDropdown } from './Dropdown.js';
import { ChevronIcon, CloseIcon, ExternalIcon, MenuIcon } from './icons.js';
import { Link, useHref } from './Link.js';
import { SearchBox } from './SearchBox.js';
import { sidebarContains } from '../runtime/shared/sidebarSlice.js';
import { configAssetUrl } from '../runtime/shared/url.js';
import { SidebarTree } from './Sidebar.js';
import { useWindowSize } from './useWindowSize.js';

/** The sidebar of the page on screen: a navbar item is active on every page of its sidebar. */
const PageSidebarContext = createContext<SidebarNode[] | undefined>(undefined);

function ItemLink({
  item,
  className,
  onNavigate,
}: {
  item: NavLink;
  className?: string;
  onNavigate?: () => void;
}) {
  const { path } = useRouter();
  const sidebar = useContext(PageSidebarContext);
  if (item.html !== undefined && item.to === undefined && item.href === undefined)
    return <span className={className} dangerouslySetInnerHTML={{ __html: item.html }} />;
  // like Docusaurus: "Guide" stays highlighted on every page of the sidebar its target belongs to
  const active =
    item.to !== undefined &&
    (path === item.to ||
      (item.to !== '/' && path.startsWith(item.to + '/')) ||
      (sidebar !== undefined && sidebarContains(sidebar, item.to)));
  const props = {
    to: item.to ?? item.href,
    className: `${className ?? ''}${active && item.to ? ' active' : ''}`,
    'aria-current': path === item.to ? ('page' as const) : undefined,
    onClick: onNavigate,
  };
  // a link whose text is the author's HTML (Docusaurus's `html` with `to` or `href`)
  if (item.html !== undefined)
    return <Link {...props} dangerouslySetInnerHTML={{ __html: item.html }} />;
  return (
    <Link {...props}>
      {item.label}
      {item.href && !item.to ? <ExternalIcon /> : null}
    </Link>
  );
}

function NavbarItem({
  item,
  mobile,
  onNavigate,
}: {
  item: NavItem;
  mobile?: boolean;
  onNavigate?: () => void;
}) {
  switch (item.type) {
    case 'dropdown':
      if (mobile) {
        return (
          <MenuGroup label={item.label}>
            {item.items.map((sub) => (
              <li key={sub.label}>
                <ItemLink item={sub} className="menu-link" onNavigate={onNavigate} />
              </li>
            ))}
          </MenuGroup>
        );
      }
      return (
        <Dropdown label={item.label}>
          {item.items.map((sub) => (
            <li key={sub.label}>
              <ItemLink item={sub} className="dropdown-link" />
            </li>
          ))}
        </Dropdown>
      );
    case 'docsVersionDropdown':
      return <VersionDropdown mobile={mobile} />;
    case 'localeDropdown':
      return <LocaleDropdown mobile={mobile} />;
    case 'search':
      // the drawer has its search box at the top
      return mobile ? null : <SearchBox />;
    case 'html':
      // the site author's own markup from the config, as Docusaurus shows it
      return mobile ? (
        <li className="menu-html" dangerouslySetInnerHTML={{ __html: item.value }} />
      ) : (
        <div className="navbar-html" dangerouslySetInnerHTML={{ __html: item.value }} />
      );
    default: {
      const link = item as NavLink;
      return mobile ? (
        <li>
          <ItemLink item={link} className="menu-link" onNavigate={onNavigate} />
        </li>
      ) : (
        <ItemLink item={link} className="navbar-link" />
      );
    }
  }
}

export function Navbar({
  sidebar,
  loadSidebar,
}: {
  sidebar?: SidebarNode[];
  loadSidebar?: () => Promise<SidebarNode[]>;
}) {
  const { site } = useSite();
  const { path } = useRouter();
  const home = useHref('/');
  const logo = site.navbar.logo;
  const [open, setOpen] = useState(false);
  const [showMain, setShowMain] = useState(!sidebar);
  const [hidden, setHidden] = useState(false);
  const { desktop } = useWindowSize();
  const drawer = useRef<HTMLDivElement>(null);
  const toggleButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    setOpen(false);
  }, [path]);
  useEffect(() => {
    if (desktop) setOpen(false);
  }, [desktop]);
  useEffect(() => {
    setShowMain(!sidebar);
  }, [sidebar, open]);
  useEffect(() => {
    if (!open) return undefined;
    document.body.style.overflow = 'hidden';
    drawer.current?.querySelector<HTMLElement>('button, a')?.focus();
    const esc = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        toggleButton.current?.focus();
      }
    };
    document.addEventListener('keydown', esc);
    return () => {
      document.body.style.overflow = '';
      document.removeEventListener('keydown', esc);
    };
  }, [open]);
  useEffect(() => {
    if (!site.navbar.hideOnScroll) return undefined;
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      setHidden(y > last && y > 60);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [site.navbar.hideOnScroll]);

  const left = site.navbar.items.filter((i) => i.position === 'left');
  const right = site.navbar.items.filter((i) => i.position !== 'left');
  const hasSearch = site.navbar.items.some((i) => i.type === 'search');

  return (
    <PageSidebarContext.Provider value={sidebar}>
      <nav className={`navbar${hidden ? ' navbar-hidden' : ''}`} aria-label="Main">
        <div className="navbar-inner">
          <button
            ref={toggleButton}
            type="button"
            className="icon-button navbar-toggle"
            aria-label="Toggle navigation bar"
            aria-expanded={open}
            aria-controls="tn-drawer"
            onClick={() => setOpen(true)}
          >
            <MenuIcon />
          </button>
          <a className="navbar-brand" href={home}>
            {logo ? (
              <img
                className={logo.srcDark ? 'navbar-logo-light' : undefined}
                src={configAssetUrl(logo.src, site.baseUrl)}
                alt={logo.alt}
                width={32}
                height={32}
              />
            ) : null}
            {logo?.srcDark ? (
              <img
                className="navbar-logo-dark"
                src={configAssetUrl(logo.srcDark, site.baseUrl)}
                alt={logo.alt}
                width={32}
                height={32}
              />
            ) : null}
            <span className="navbar-title">{site.navbar.title}</span>
          </a>
          <div className="navbar-items navbar-left">
            {left.map((item, i) => (
              <NavbarItem key={i} item={item} />
            ))}
          </div>
          <div className="navbar-items navbar-right">
            {right.map((item, i) => (
              <NavbarItem key={i} item={item} />
            ))}
            <ColorModeToggle />
            {hasSearch ? null : <SearchBox />}
          </div>
        </div>
        <div
          className={`drawer-backdrop${open ? ' open' : ''}`}
          onClick={() => setOpen(false)}
          aria-hidden="true"
        />
        <div
          id="tn-drawer"
          ref={drawer}
          className={`drawer${open ? ' open' : ''}`}
          role="dialog"
          aria-modal="true"
          aria-label="Navigation"
          hidden={!open}
        >
          <div className="drawer-header">
            <a className="navbar-brand" href={home}>
              <span className="navbar-title">{site.navbar.title}</span>
            </a>
            <ColorModeToggle />
            <button
              type="button"
              className="icon-button"
              aria-label="Close navigation bar"
              onClick={() => {
                setOpen(false);
                toggleButton.current?.focus();
              }}
            >
              <CloseIcon />
            </button>
          </div>
          {/* mounted only while open: the server HTML carries the sidebar once, not twice; search
              heads both panels (issue 11) */}
          {!open ? null : sidebar && !showMain ? (
            <div className="drawer-panel">
              <SearchBox />
              <button type="button" className="back-button" onClick={() => setShowMain(true)}>
                ← Back to main menu
              </button>
              <SidebarTree items={sidebar} loadAll={loadSidebar} />
            </div>
          ) : (
            <div className="drawer-panel">
              <SearchBox />
              {sidebar ? (
                <button type="button" className="back-button" onClick={() => setShowMain(false)}>
                  Show this section <ChevronIcon />
                </button>
              ) : null}
              <ul className="menu">
                {site.navbar.items.map((item, i) => (
                  <NavbarItem key={i} item={item} mobile onNavigate={() => setOpen(false)} />
                ))}
              </ul>
            </div>
          )}
        </div>
      </nav>
    </PageSidebarContext.Provider>
  );
}
