import { useSite } from '../runtime/context.js';
import { Link } from './Link.js';
import { useMessage } from './useMessage.js';

export function NotFound() {
  const { site } = useSite();
  const t = useMessage();
  return (
    <main id="__tn_main" tabIndex={-1} className="page-main not-found">
      <h1>{t('theme.NotFound.title', 'Page Not Found')}</h1>
      <p>
        We could not find what you were looking for. The link may be out of date, or the page may
        have moved.
      </p>
      <ul>
        <li>
          <Link to="/">Go to the home page</Link>
        </li>
        {site.docs ? (
          <li>
            <Link to={site.docs.versions[0]?.mainDocRoute ?? '/'}>Start reading the guide</Link>
          </li>
        ) : null}
        {site.blog ? (
          <li>
            <Link to={`/${site.blog.routeBasePath}`}>Read the blog</Link>
          </li>
        ) : null}
      </ul>
      <p>Or use the search box at the top of the page.</p>
    </main>
  );
}
