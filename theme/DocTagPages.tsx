import type { RouteData } from '../runtime/types.js';
import { Link } from './Link.js';
import { TagLinks } from './TagLinks.js';
import { TagsByLetter } from './TagsByLetter.js';
import { useMessage } from './useMessage.js';

type DocTags = Extract<RouteData, { kind: 'docTags' }>;
type DocTag = Extract<RouteData, { kind: 'docTag' }>;

/** A docs version's tags page: every tag of its docs, with how many docs have it. */
export function DocTagsPage({ data }: { data: DocTags }) {
  return (
    <div className="page-layout">
      <main id="__tn_main" tabIndex={-1} className="page-main markdown doc-tag-index-page">
        <h1>{data.title}</h1>
        <TagsByLetter tags={data.tags} />
      </main>
    </div>
  );
}

/** The docs with one tag: each doc's title and description, as Docusaurus lists them. */
export function DocTagPage({ data }: { data: DocTag }) {
  const t = useMessage();
  return (
    <div className="page-layout">
      <main id="__tn_main" tabIndex={-1} className="page-main markdown doc-tag-page">
        <header className="doc-tag-header">
          <h1>{data.title}</h1>
          <Link to={data.allTagsRoute}>{t('theme.tags.tagsPageLink', 'View All Tags')}</Link>
        </header>
        {data.docs.map((doc) => (
          <article key={doc.route} className="doc-tag-item">
            <h2>
              <Link to={doc.route}>{doc.title}</Link>
            </h2>
            {doc.description ? <p>{doc.description}</p> : null}
          </article>
        ))}
      </main>
    </div>
  );
}

/** A doc's tags, below its content. */
export function DocTagsRow({ tags }: { tags?: { label: string; route: string }[] }) {
  const t = useMessage();
  return (
    <TagLinks
      tags={tags}
      className="doc-tags"
      label={<b>{t('theme.tags.tagsListLabel', 'Tags:')}</b>}
    />
  );
}
