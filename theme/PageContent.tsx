import type { ComponentType } from 'react';
import type { RouteModule } from '../runtime/types.js';
import { mdxComponents } from './themeChunks.js';

type Content = ComponentType<{ components?: Record<string, unknown> }>;

/** The element around a page's MDX content; the browser entry finds the static HTML by it. */
export const CONTENT_SELECTOR = '#__tn_main .mdx-content';

/**
 * A page's MDX content. On the first visit of a page whose content is static (no imports of
 * interactive components, no event handlers), the browser boots without the page's chunk and this
 * keeps the server's HTML as it is: React does not hydrate inside an element given
 * dangerouslySetInnerHTML, and the HTML is read from that very element, so nothing can mismatch.
 * Pages reached by client navigation render their content component as usual.
 */
export function PageContent({
  mod,
  content = mod.default,
}: {
  mod: RouteModule;
  content?: Content;
}) {
  if (mod.staticHtml !== undefined)
    return (
      <div
        key="static"
        className="mdx-content"
        dangerouslySetInnerHTML={{ __html: mod.staticHtml }}
      />
    );
  const Content = content;
  return (
    <div key="live" className="mdx-content">
      {Content ? <Content components={mdxComponents()} /> : null}
    </div>
  );
}
