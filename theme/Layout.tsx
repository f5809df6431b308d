import { useEffect, useRef, useState, type ComponentType } from 'react';
import { RouteDataContext, useSite } from '../runtime/context.js';
import { pageTitle } from '../runtime/shared/pageTitle.js';
import { STORAGE_KEYS } from '../runtime/storage.js';
import { shellMounted } from '../runtime/shell.js';
import type { RouteModule } from '../runtime/types.js';
import { DocPage } from './DocPage.js';
import { ErrorBoundary } from './ErrorBoundary.js';
import { Footer } from './Footer.js';
import { CloseIcon } from './icons.js';
import { resolveHref } from './Link.js';
import { Navbar } from './Navbar.js';
import { NotFound } from './NotFound.js';
import { DocTagPage, DocTagsPage } from './DocTagPages.js';
import { PageContent } from './PageContent.js';
import { SearchProvider, useSearchLauncher, type SearchLauncher } from './search/SearchProvider.js';
import { CategoryMemoryContext, type CategoryMemory } from './Sidebar.js';
import { LazyBlogPage } from './themeChunks.js';
import { TOC } from './TOC.js';
import useDocusaurusContext from './docusaurus/useDocusaurusContext.js';
import { useMessage } from './useMessage.js';

/**
 * A dismissal is remembered until the bar's id changes (SPEC §4), in one key holding that id (SPEC
 * §7). The pre-paint script marks <html data-announcement-dismissed> and CSS hides the bar from the
 * first paint; this state only removes it from the tree once hydrated.
 */
function AnnouncementBar() {
  const { site, storage } = useSite();
  const bar = site.announcementBar;
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    if (bar && storage?.get(STORAGE_KEYS.announcementDismissed) === bar.id) setDismissed(true);
  }, [bar, storage]);
  if (!bar || dismissed) return null;
  return (
    <div className="announcement" role="region" aria-label="Announcement">
      <p dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable ? (
        <button
          type="button"
          className="icon-button"
          aria-label="Close announcement"
          onClick={() => {
            setDismissed(true);
            storage?.set(STORAGE_KEYS.announcementDismissed, bar.id);
          }}
        >
          <CloseIcon />
        </button>
      ) : null}
    </div>
  );
}

function PlainPage({ mod }: { mod: RouteModule }) {
  const data = mod.data;
  const Content = mod.default as ComponentType<Record<string, unknown>>;
  if (data.kind === 'page' && data.markdown) {
    return (
      <div className={`page-layout${data.wrapperClassName ? ` ${data.wrapperClassName}` : ''}`}>
        <main id="__tn_main" tabIndex={-1} className="page-main markdown">
          {/* the front matter's or the leading # title; a page with its own wrapper class lays out
              its own heading (the home page's hero) unless it starts with a # title */}
          {!data.titleInContent && (data.showTitle || !data.wrapperClassName) ? (
            <h1>{data.title}</h1>
          ) : null}
          <PageContent mod={mod} />
        </main>
        {!data.hideTableOfContents && data.toc.length ? (
          <div className="doc-toc">
            <TOC items={data.toc} />
          </div>
        ) : null}
      </div>
    );
  }
  // a React page of its own (pages/*.tsx), in a main landmark unless it draws its own
  const Wrapper = data.kind === 'page' && data.ownMain ? 'div' : 'main';
  return (
    <Wrapper id="__tn_main" tabIndex={-1} className="custom-page">
      <ReactPage Content={Content} />
    </Wrapper>
  );
}

/** A React page gets the site config as `config`, as Docusaurus's pages plugin gives it. */
function ReactPage({ Content }: { Content: ComponentType<Record<string, unknown>> }) {
  const { siteConfig } = useDocusaurusContext();
  return <Content config={siteConfig} />;
}

function RedirectPage({ to }: { to: string }) {
  const { site } = useSite();
  const href = resolveHref(to, site.baseUrl, site.trailingSlash);
  return (
    <main id="__tn_main" tabIndex={-1} className="page-main">
      <h1>This page has moved</h1>
      <p>
        It now lives at <a href={href}>{to}</a>.
      </p>
    </main>
  );
}

function PageBody({ mod }: { mod: RouteModule }) {
  const launcher = useSearchLauncher();
  const t = useMessage();
  const kind = mod.data.kind;
  if (kind === 'doc') return <DocPage mod={mod} />;
  if (kind === 'page') return <PlainPage mod={mod} />;
  if (kind === 'notFound') return <NotFound />;
  if (kind === 'docTags') return <DocTagsPage data={mod.data} />;
  if (kind === 'docTag') return <DocTagPage data={mod.data} />;
  if (kind === 'redirect') return <RedirectPage to={mod.data.to} />;
  if (kind === 'search') {
    // theme/search/SearchPage.tsx, shipped in the /search route's own chunk
    type Props = { launcher: SearchLauncher; title: string; t: typeof t };
    const Search = mod.default as ComponentType<Props>;
    const title = t('theme.SearchPage.emptyResultsTitle', mod.data.title);
    return <Search launcher={launcher} title={title} t={t} />;
  }
  return <LazyBlogPage mod={mod} />;
}

/** Keeps <head> in step with client navigation; deferred so it never delays the swap (SPEC §9). */
function useHead(mod: RouteModule, path: string) {
  const { site } = useSite();
  const first = useRef(true);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    const t = setTimeout(() => {
      const title = pageTitle(site, path, mod.data);
      document.title = title;
      const desc = mod.data.description ?? site.tagline;
      document.querySelector('meta[name="description"]')?.setAttribute('content', desc);
      document.querySelector('meta[property="og:title"]')?.setAttribute('content', title);
      document.querySelector('meta[property="og:description"]')?.setAttribute('content', desc);
      const url = site.url + resolveHref(path, site.baseUrl, site.trailingSlash);
      document.querySelector('link[rel="canonical"]')?.setAttribute('href', url);
      document.querySelector('meta[property="og:url"]')?.setAttribute('content', url);
      setAnnouncement(mod.data.title);
    }, 0);
    return () => clearTimeout(t);
  }, [mod, path, site]);
  return announcement;
}

export function Layout({ path, mod }: { path: string; mod: RouteModule }) {
  const announcement = useHead(mod, path);
  const t = useMessage();
  // outlives the page, which is remounted on every navigation
  const [categoryMemory] = useState<CategoryMemory>(() => new Map());
  // hydrated: the router may now update the shell (runtime/shell.tsx)
  useEffect(shellMounted, []);
  return (
    <CategoryMemoryContext.Provider value={categoryMemory}>
      <RouteDataContext.Provider value={mod.data}>
        <SearchProvider>
          <a className="skip-link" href="#__tn_main">
            {t('theme.common.skipToMainContent', 'Skip to main content')}
          </a>
          <AnnouncementBar />
          <Navbar sidebar={mod.sidebar} loadSidebar={mod.loadSidebar} />
          <div className="main-wrapper">
            <ErrorBoundary key={path}>
              <PageBody mod={mod} />
            </ErrorBoundary>
          </div>
          <Footer />
          <div className="sr-only" aria-live="polite" aria-atomic="true">
            {announcement}
          </div>
        </SearchProvider>
      </RouteDataContext.Provider>
    </CategoryMemoryContext.Provider>
  );
}
