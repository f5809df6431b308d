import { useDoc, useSite } from '../runtime/context.js';
import type { RouteModule, RouteData } from '../runtime/types.js';
import { DocSidebarContext } from './docusaurus/docSidebarContext.js';
import { PageActions } from './CopyPage.js';
import { DocTagsRow } from './DocTagPages.js';
import { Link } from './Link.js';
import { PageContent } from './PageContent.js';
import { Sidebar } from './Sidebar.js';
import { TOC, TOCCollapsible } from './TOC.js';
import { useMessage } from './useMessage.js';

type Doc = Extract<RouteData, { kind: 'doc' }>;

const dateFormat = new Intl.DateTimeFormat('en', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

function LastUpdated({ lastUpdate }: { lastUpdate?: Doc['lastUpdate'] }) {
  if (!lastUpdate || (!lastUpdate.timestamp && !lastUpdate.author)) return null;
  const date = lastUpdate.timestamp ? new Date(lastUpdate.timestamp * 1000) : undefined;
  return (
    <p className="last-updated">
      Last updated
      {date ? (
        <>
          {' '}
          on <time dateTime={date.toISOString()}>{dateFormat.format(date)}</time>
        </>
      ) : null}
      {lastUpdate.author ? (
        <>
          {' '}
          by <b>{lastUpdate.author}</b>
        </>
      ) : null}
    </p>
  );
}

export function Pagination({
  prev,
  next,
  label,
  prevSub,
  nextSub,
}: {
  prev?: { label: string; route: string };
  next?: { label: string; route: string };
  label: string;
  prevSub?: string;
  nextSub?: string;
}) {
  const t = useMessage();
  if (!prev && !next) return null;
  prevSub ??= t('theme.docs.paginator.previous', 'Previous');
  nextSub ??= t('theme.docs.paginator.next', 'Next');
  return (
    <nav className="pagination" aria-label={label}>
      {prev ? (
        <Link to={prev.route} className="pagination-link prev">
          <span className="pagination-sub">{prevSub}</span>
          <span className="pagination-label">« {prev.label}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link to={next.route} className="pagination-link next">
          <span className="pagination-sub">{nextSub}</span>
          <span className="pagination-label">{next.label} »</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** On a doc of another version than the latest, Docusaurus's note and a link to the latest. */
function VersionBanner({ data }: { data: Doc }) {
  const { site } = useSite();
  const versions = site.docs?.versions ?? [];
  const own = versions.find((v) => v.name === data.version);
  const latest = versions.find((v) => v.isLast);
  // another docs instance than the default one: its own versions, given with the page
  const banner =
    data.versionBanner ??
    (own && latest && own !== latest
      ? {
          banner: own.name === 'current' ? 'unreleased' : 'unmaintained',
          label: own.label,
          latestLabel: latest.label,
        }
      : undefined);
  if (!banner || !data.latestRoute) return null;
  return (
    <div className="admonition admonition-warning version-banner" role="note">
      <p>
        {banner.banner === 'unreleased'
          ? `This is unreleased documentation for ${site.title} ${banner.label} version.`
          : `This is documentation for ${site.title} ${banner.label}, which is no longer ` +
            'actively maintained.'}
      </p>
      <p>
        For up-to-date documentation, see the <Link to={data.latestRoute}>latest version</Link> (
        {banner.latestLabel}).
      </p>
    </div>
  );
}

export function DocPage({ mod }: { mod: RouteModule }) {
  const data = useDoc();
  const t = useMessage();
  return (
    <div className="doc-layout">
      {mod.sidebar ? <Sidebar items={mod.sidebar} loadAll={mod.loadSidebar} /> : null}
      <main id="__tn_main" tabIndex={-1} className="doc-main">
        <div className="doc-container">
          <article className="doc-article">
            {data.breadcrumbs.length ? (
              <nav aria-label="Breadcrumbs" className="breadcrumbs">
                <ol>
                  {data.breadcrumbs.map((b, i) => (
                    <li key={i}>
                      {b.route ? <Link to={b.route}>{b.label}</Link> : <span>{b.label}</span>}
                    </li>
                  ))}
                </ol>
              </nav>
            ) : null}
            <VersionBanner data={data} />
            <PageActions />
            <TOCCollapsible items={data.toc} />
            <div className="markdown">
              {/* a `# H1` in the page is always shown; hide_title hides only the title put in its place */}
              {data.heading !== undefined || !data.hideTitle ? (
                <h1>{data.heading ?? data.title}</h1>
              ) : null}
              <DocSidebarContext.Provider value={mod.sidebar}>
                <PageContent mod={mod} />
              </DocSidebarContext.Provider>
            </div>
            <DocTagsRow tags={data.tags} />
            <footer className="doc-footer">
              {data.editUrl ? (
                <Link to={data.editUrl} className="edit-link">
                  {t('theme.common.editThisPage', 'Edit this page')}
                </Link>
              ) : (
                <span />
              )}
              <LastUpdated lastUpdate={data.lastUpdate} />
            </footer>
            <Pagination prev={data.prev} next={data.next} label="Previous and next docs" />
          </article>
          <div className="doc-toc">
            <TOC items={data.toc} />
          </div>
        </div>
      </main>
    </div>
  );
}
