import { useSite } from '../runtime/context.js';
import { ExternalIcon } from './icons.js';
import { configAssetUrl } from '../runtime/shared/url.js';
import { Link } from './Link.js';

export function Footer() {
  const { site } = useSite();
  return (
    <footer className="footer">
      <div className="footer-inner">
        <div className="footer-groups">
          {site.footer.links.map((group) => (
            <div key={group.title} className="footer-group">
              {group.title ? <h2 className="footer-title">{group.title}</h2> : null}
              <ul>
                {group.items.map((item, i) =>
                  item.html !== undefined && item.to === undefined && item.href === undefined ? (
                    // the site author's own markup from the config, as Docusaurus shows it
                    <li key={i} dangerouslySetInnerHTML={{ __html: item.html }} />
                  ) : (
                    <li key={item.label || i}>
                      {item.html !== undefined ? (
                        // a link whose text is the author's HTML, as Docusaurus shows it
                        <Link
                          to={item.to ?? item.href}
                          className="footer-link"
                          dangerouslySetInnerHTML={{ __html: item.html }}
                        />
                      ) : (
                        <Link to={item.to ?? item.href} className="footer-link">
                          {item.label}
                          {item.href ? <ExternalIcon /> : null}
                        </Link>
                      )}
                    </li>
                  ),
                )}
              </ul>
            </div>
          ))}
        </div>
        <div className="footer-bottom">
          {site.footer.logo ? (
            <img
              className="footer-logo"
              src={configAssetUrl(site.footer.logo.src, site.baseUrl)}
              alt={site.footer.logo.alt}
              width={40}
              height={40}
              loading="lazy"
            />
          ) : null}
          {site.footer.copyright ? (
            <p className="footer-copyright">{site.footer.copyright}</p>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
