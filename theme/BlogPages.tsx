import type {
  AuthorCard,
  PostAuthor,
  PostSummary,
  RouteModule,
  TocEntry,
} from '../runtime/types.js';
import { Avatar } from './Avatar.js';
import { PageActions } from './CopyPage.js';
import { Pagination } from './DocPage.js';
import { Link } from './Link.js';
import { PageContent } from './PageContent.js';
import { mdxComponents } from './themeChunks.js';
import { TOC } from './TOC.js';
import { useMessage } from './useMessage.js';
import { TagLinks } from './TagLinks.js';
import { TagsByLetter } from './TagsByLetter.js';

const dateFormat = new Intl.DateTimeFormat('en', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
const formatDate = (iso: string) => dateFormat.format(new Date(iso + 'T00:00:00Z'));

/**
 * Where an author's name leads, as Docusaurus's BlogAuthor: their author page, else their `url`,
 * else their e-mail.
 */
const authorHref = (a: PostAuthor): string | undefined =>
  a.page ?? a.url ?? (a.email ? `mailto:${a.email}` : undefined);

function AuthorName({ author }: { author: PostAuthor }) {
  const href = authorHref(author);
  return href ? <Link to={href}>{author.name}</Link> : <>{author.name}</>;
}

/** Docusaurus's labels of the platforms it knows; another is shown as written. */
const PLATFORMS: Record<string, string> = {
  twitter: 'Twitter',
  github: 'GitHub',
  stackoverflow: 'Stack Overflow',
  linkedin: 'LinkedIn',
  x: 'X',
  bluesky: 'Bluesky',
  instagram: 'Instagram',
  threads: 'Threads',
  mastodon: 'Mastodon',
  youtube: 'YouTube',
  twitch: 'Twitch',
};

function AuthorSocials({ author }: { author: AuthorCard }) {
  if (!author.socials?.length) return null;
  return (
    <ul className="author-socials" aria-label={`${author.name} elsewhere`}>
      {author.socials.map((s) => (
        <li key={s.platform}>
          <Link to={s.url} className="tag">
            {PLATFORMS[s.platform] ?? s.platform}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Docusaurus's plural of the posts count ("One post", "3 posts"). */
const postsCount = (n: number) => (n === 1 ? 'One post' : `${n} posts`);

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
                  <AuthorName author={a} />
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
  return (
    <TagLinks tags={tags} className="post-tags" label={<span className="sr-only">Tags:</span>} />
  );
}

/** A page of posts: each post's header, excerpt, tags and "Read more". */
function PostList({ mod, posts }: { mod: RouteModule; posts: PostSummary[] }) {
  return (
    <>
      {posts.map((post, i) => {
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
    </>
  );
}

function ListPagination({
  totalPages,
  prevRoute,
  nextRoute,
}: {
  totalPages: number;
  prevRoute?: string;
  nextRoute?: string;
}) {
  if (totalPages <= 1) return null;
  return (
    <Pagination
      label="Blog list page navigation"
      prev={prevRoute ? { label: 'Newer entries', route: prevRoute } : undefined}
      next={nextRoute ? { label: 'Older entries', route: nextRoute } : undefined}
    />
  );
}

/** An author on the authors page (name as an h2) or atop their own page (as the h1). */
function AuthorProfile({ author, as }: { author: AuthorCard; as: 'h1' | 'h2' }) {
  const H = as;
  return (
    <div className={`author author-profile author-profile-${as}`}>
      <Avatar name={author.name} src={author.imageURL} size={as === 'h1' ? 96 : 64} />
      <span>
        <span className="author-profile-name">
          <H className="author-name">
            {/* on their own page, the name is the heading, not a link to the page itself */}
            {as === 'h1' && author.page ? author.name : <AuthorName author={author} />}
          </H>
          {as === 'h2' ? (
            <span className="author-count">
              <span aria-hidden="true">{author.count}</span>
              <span className="sr-only">{postsCount(author.count)}</span>
            </span>
          ) : null}
        </span>
        {author.title ? <span className="author-title">{author.title}</span> : null}
        <AuthorSocials author={author} />
      </span>
    </div>
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
          <PostList mod={mod} posts={data.posts} />
          <ListPagination {...data} />
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
          <TagsByLetter tags={data.tags} />
        </BlogShell>
      );
    case 'blogAuthors':
      return (
        <BlogShell>
          <h1 className="blog-heading">{t('theme.blog.authorsList.pageTitle', 'Authors')}</h1>
          <ul className="author-list">
            {data.authors.map((a) => (
              <li key={a.key ?? a.name} className="author-card">
                <AuthorProfile author={a} as="h2" />
              </li>
            ))}
          </ul>
        </BlogShell>
      );
    case 'blogAuthorPosts':
      return (
        <BlogShell>
          <header className="author-header">
            <AuthorProfile author={data.author} as="h1" />
            {data.author.description ? <p>{data.author.description}</p> : null}
            <Link to={data.authorsRoute}>
              {t('theme.blog.authorsList.viewAll', 'View all authors')}
            </Link>
          </header>
          {data.posts.length ? (
            <>
              <PostList mod={mod} posts={data.posts} />
              <ListPagination {...data} />
            </>
          ) : (
            <p>{t('theme.blog.author.noPosts', 'This author has not written any posts yet.')}</p>
          )}
        </BlogShell>
      );
    default:
      return null;
  }
}
