import { memo, type ComponentType } from 'react';
import type { RouteModule } from '../runtime/types.js';
import { mdxComponents } from './themeChunks.js';

type Content = ComponentType<{ components?: Record<string, unknown> }>;

/**
 * Memoised: React writes `dangerouslySetInnerHTML` again whenever the object differs, and a new
 * object every render would re-parse the whole content on any re-render of the page.
 */
const StaticContent = memo(function StaticContent({ html }: { html: string }) {
  return <div className="mdx-content" dangerouslySetInnerHTML={{ __html: html }} />;
});

/**
 * A page's MDX content. On the first visit of a page whose content is static (no imports of
 * interactive components, no event handlers), the browser boots without the page's chunk and this
 * keeps the server's HTML as it is: React does not hydrate inside an element given
 * dangerouslySetInnerHTML, and the HTML is read from that very element, so nothing can mismatch.
 * Pages reached by client navigation render their content component as usual.
 */
export function PageContent({ mod }: { mod: RouteModule }) {
  if (mod.staticHtml !== undefined) return <StaticContent key="static" html={mod.staticHtml} />;
  const Content = mod.default as Content | undefined;
  return (
    <div key="live" className="mdx-content">
      {Content ? <Content components={mdxComponents()} /> : null}
    </div>
  );
}
