import type { PostSummary, RouteModule, TocEntry } from '../runtime/types.js';
import { Avatar } from './Avatar.js';
import { PageActions } from './CopyPage.js';
import { Pagination } from './DocPage.js';
import { Link } from './Link.js';
import { PageContent } from './PageContent.js';
import { mdxComponents } from './themeChunks.js';
import { TOC } from './TOC.js';
import { useMessage } from './useMessage.js';

const dateFormat = new Intl.DateTimeFormat('en', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
const formatDate = (iso: string) => dateFormat.format(new Date(iso + 'T00:00:00Z'));

function PostHeader({
  post,
  headingLevel,
  link,
}: {
  post: PostSummary;
  headingLevel: 1 | 2;
  link: boolean;
}) {
  const H = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <header className="post-header">
      <H className="post-title">{link ? <Link to={post.route}>{post.title}</Link> : post.title}</H>
      <p className="post-meta">
        <time dateTime={post.date}>{formatDate(post.date)}</time>
      </p>
      {post.authors.length ? (
        <ul className="post-authors">
          {post.authors.map((a) => (
            <li key={a.name} className="author">
              <Avatar name={a.name} src={a.imageURL} size={40} />
              <span>
                <span className="author-name">
                  {a.url ? <Link to={a.url}>{a.name}</Link> : a.name}
                </span>
                {a.title ? <span className="author-title">{a.title}</span> : null}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </header>
  );
}

function Tags({ tags }: { tags: PostSummary['tags'] }) {
  if (!tags.length) return null;
  return (
    <p className="post-tags">
      <span className="sr-only">Tags:</span>
      {tags.map((t) => (
        <Link key={t.route} to={t.route} className="tag">
          {t.label}
        </Link>
      ))}
    </p>
  );
}

function BlogShell({ children, toc }: { children: React.ReactNode; toc?: TocEntry[] }) {
  return (
    <div className="blog-layout">
      <main id="__tn_main" tabIndex={-1} className="blog-main">
        {children}
      </main>
      {toc && toc.length ? (
        <div className="doc-toc">
          <TOC items={toc} />
        </div>
      ) : null}
    </div>
  );
}

export function BlogPage({ mod }: { mod: RouteModule }) {
  const data = mod.data;
  const t = useMessage();
  switch (data.kind) {
    case 'blogPost': {
      return (
        <BlogShell toc={data.toc}>
          <article className="post markdown">
            <PostHeader post={data.post} headingLevel={1} link={false} />
            <PageActions />
            <PageContent mod={mod} />
            <footer className="post-footer">
              <Tags tags={data.post.tags} />
            </footer>
          </article>
          <Pagination
            prev={data.prev}
            next={data.next}
            label="Blog post navigation"
            prevSub={t('theme.blog.post.paginator.newerPost', 'Newer post')}
            nextSub={t('theme.blog.post.paginator.olderPost', 'Older post')}
          />
        </BlogShell>
      );
    }
    case 'blogList':
      return (
        <BlogShell>
          <h1 className="blog-heading">{data.heading ?? data.title}</h1>
          {data.posts.map((post, i) => {
            const Excerpt = mod.excerpts?.[i];
            return (
              <article key={post.route} className="post post-summary markdown">
                <PostHeader post={post} headingLevel={2} link />
                {Excerpt ? <Excerpt components={mdxComponents()} /> : null}
                <footer className="post-footer">
                  <Tags tags={post.tags} />
                  {post.truncated ? (
                    <Link
                      to={post.route}
                      className="read-more"
                      aria-label={`Read more about ${post.title}`}
                    >
                      Read more
                    </Link>
                  ) : null}
                </footer>
              </article>
            );
          })}
          {data.totalPages > 1 ? (
            <Pagination
              label="Blog list page navigation"
              prev={data.prevRoute ? { label: 'Newer entries', route: data.prevRoute } : undefined}
              next={data.nextRoute ? { label: 'Older entries', route: data.nextRoute } : undefined}
            />
          ) : null}
        </BlogShell>
      );
    case 'blogArchive':
      return (
        <BlogShell>
          <h1 className="blog-heading">Archive</h1>
          {data.years.map((y) => (
            // the year alone as the id, as Docusaurus's archive has it, so links to /blog/archive#2025 hold
            <section key={y.year} className="archive-year" aria-labelledby={String(y.year)}>
              <h2 id={String(y.year)}>{y.year}</h2>
              <ul>
                {y.posts.map((p) => (
                  <li key={p.route}>
                    <Link to={p.route}>
                      <time dateTime={p.date}>{formatDate(p.date)}</time> — {p.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </BlogShell>
      );
    case 'blogTags':
      return (
        <BlogShell>
          <h1 className="blog-heading">Tags</h1>
          <ul className="tag-cloud">
            {data.tags.map((t) => (
              <li key={t.route}>
                <Link to={t.route} className="tag">
                  {t.label} <span className="tag-count">{t.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </BlogShell>
      );
    case 'blogAuthors':
      return (
        <BlogShell>
          <h1 className="blog-heading">Authors</h1>
          <ul className="author-list">
            {data.authors.map((a) => (
              <li key={a.name} className="author author-card">
                <Avatar name={a.name} src={a.imageURL} size={56} />
                <span>
                  <span className="author-name">
                    {a.url ? <Link to={a.url}>{a.name}</Link> : a.name}
                  </span>
                  {a.title ? <span className="author-title">{a.title}</span> : null}
                  <span className="author-count">
                    {a.count} post{a.count === 1 ? '' : 's'}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </BlogShell>
      );
    default:
      return null;
  }
}
