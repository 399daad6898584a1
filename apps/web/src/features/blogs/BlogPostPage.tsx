import type { BlogAudience, BlogPost } from '@stock/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { blogPaths } from '../../app-paths';
import { EmptyState } from '../../components/states/EmptyState';
import { ErrorState } from '../../components/states/ErrorState';
import { isNotFound } from '../../components/states/is-not-found';
import { siteConfig } from '../../config/site-config';
import { BlogLinkList } from './BlogCard';
import { BlogCategoryChips } from './BlogCategoryChips';
import { BlogFacts } from './BlogFacts';
import { BlogSideColumn } from './BlogSideColumn';
import { formatBlogDate } from './blog-format';
import { blogCategoriesQuery, blogPostQuery, similarBlogsQuery } from './blog-queries';
import { useContentLang } from './use-content-lang';

/** One article of the blog, by the slug in its address. */
export function BlogPostPage({ audience }: { audience: BlogAudience }) {
  const slug = useParams().slug ?? '';
  // A new article is a new page: keying by slug resets everything below it.
  return <BlogPostView key={slug} audience={audience} slug={slug} />;
}

function BlogPostView({ audience, slug }: { audience: BlogAudience; slug: string }) {
  const { t } = useTranslation('blogs');
  const { data: blog, error, isPending, refetch } = useQuery(blogPostQuery(audience, slug));
  if (isPending) return <BlogPostSkeleton />;
  if (error) {
    if (isNotFound(error)) return <BlogNotFound audience={audience} />;
    return (
      <div className="mx-auto max-w-3xl px-5 py-16">
        <ErrorState message={t('post.loadError')} onRetry={() => refetch()} />
      </div>
    );
  }
  // Authors' words can be longer than a phone is wide (a URL, a made-up name): they break rather than push the page sideways.
  return (
    <div className="mx-auto max-w-screen-xl px-4 py-8 wrap-anywhere sm:px-8 sm:py-12">
      <title>{t('post.pageTitle', { title: blog.title, blog: t('brandBlog', { brand: siteConfig.brand, audience }) })}</title>
      <nav aria-label={t('post.breadcrumb')} className="mb-6 text-sm text-slate-500">
        <Link to={blogPaths.list(audience)} className="font-medium text-sky-700 hover:underline">
          {t('name', { audience })}
        </Link>
        {blog.category && blog.blog_category_id && (
          <>
            <span aria-hidden="true" className="mx-2">
              /
            </span>
            <Link to={blogPaths.list(audience, { categoryId: blog.blog_category_id })} className="hover:underline">
              {blog.category}
            </Link>
          </>
        )}
      </nav>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          <BlogArticle blog={blog} />
          <SimilarBlogs audience={audience} blog={blog} />
          <RelatedCategories audience={audience} />
        </div>
        <BlogSideColumn audience={audience} excludeId={blog.id} />
      </div>
    </div>
  );
}

function BlogArticle({ blog }: { blog: BlogPost }) {
  const { t } = useTranslation('blogs');
  const date = formatBlogDate(blog.published_at);
  const facts = [
    date && blog.published_at ? { key: 'date', node: <time dateTime={blog.published_at}>{date}</time> } : null,
    blog.author ? { key: 'author', node: t('post.byAuthor', { author: blog.author }) } : null,
    { key: 'reading', node: t('readingTime', { minutes: Math.max(1, blog.reading_minutes) }) },
    { key: 'views', node: t('post.views', { count: blog.view_count }) },
  ].filter((fact) => fact !== null);
  const lang = useContentLang(blog.language);
  return (
    <article lang={lang}>
      <header>
        {blog.category && <p className="text-sm font-semibold tracking-wide text-sky-700 uppercase">{blog.category}</p>}
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">{blog.title}</h1>
        <BlogFacts facts={facts} className="mt-4" />
      </header>
      {blog.cover_url && <img src={blog.cover_url} alt="" className="mt-6 aspect-[2/1] w-full rounded-2xl bg-slate-100 object-cover" />}
      <div
        data-testid="blog-body"
        className="prose prose-slate mt-8 max-w-none prose-headings:tracking-tight prose-a:text-sky-700 prose-img:rounded-xl sm:prose-lg"
        // The server renders the Markdown and sanitises it (no scripts, no event handlers, safe links only).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: body_html is sanitised by the API before it is stored or sent
        dangerouslySetInnerHTML={{ __html: blog.body_html }}
      />
      {blog.tags.length > 0 && (
        <ul aria-label={t('post.tags')} className="mt-8 flex flex-wrap gap-1.5">
          {blog.tags.map((tag) => (
            <li key={tag} className="rounded-md bg-slate-100 px-2.5 py-1 text-sm text-slate-700">
              #{tag}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

function SimilarBlogs({ audience, blog }: { audience: BlogAudience; blog: BlogPost }) {
  const { t } = useTranslation('blogs');
  const { data, isPending, isError, refetch } = useQuery(similarBlogsQuery(audience, blog.id, blog.blog_category_id));
  const others = data?.filter((item) => item.id !== blog.id) ?? [];
  return (
    <section aria-labelledby="similar-blogs-heading" className="mt-14 border-t border-slate-200 pt-8">
      <h2 id="similar-blogs-heading" className="mb-4 text-xl font-bold tracking-tight text-slate-900">
        {t('post.similar')}
      </h2>
      {isPending ? (
        <div role="status" aria-label={t('post.similarLoading')} className="space-y-3">
          {[0, 1, 2].map((row) => (
            <div key={row} className="h-5 animate-pulse rounded bg-slate-100" />
          ))}
        </div>
      ) : isError ? (
        <ErrorState message={t('post.similarError')} onRetry={() => refetch()} />
      ) : others.length === 0 ? (
        <EmptyState title={t('post.similarEmpty')} />
      ) : (
        <BlogLinkList audience={audience} blogs={others} label={t('post.similar')} />
      )}
    </section>
  );
}

function RelatedCategories({ audience }: { audience: BlogAudience }) {
  const { t } = useTranslation('blogs');
  const { data } = useQuery(blogCategoriesQuery(audience));
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby="related-categories-heading" className="mt-12">
      <h2 id="related-categories-heading" className="mb-4 text-xl font-bold tracking-tight text-slate-900">
        {t('post.relatedCategories')}
      </h2>
      <BlogCategoryChips audience={audience} categories={data} withAll={false} label={t('post.relatedCategories')} />
    </section>
  );
}

function BlogNotFound({ audience }: { audience: BlogAudience }) {
  const { t } = useTranslation('blogs');
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-5 py-24 text-center">
      <title>{t('notFound.pageTitle', { brand: siteConfig.brand })}</title>
      <p className="text-sm font-semibold tracking-wide text-sky-700 uppercase">{t('notFound.label')}</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900">{t('notFound.heading')}</h1>
      <p className="mt-4 text-lg text-slate-600">{t('notFound.text')}</p>
      <Link
        to={blogPaths.list(audience)}
        className="mt-8 rounded-full bg-slate-900 px-5 py-2.5 text-sm font-semibold text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500"
      >
        {t('seeAll')}
      </Link>
    </section>
  );
}

function BlogPostSkeleton() {
  const { t } = useTranslation('blogs');
  return (
    <div role="status" aria-label={t('post.loading')} className="mx-auto max-w-screen-xl px-4 py-8 sm:px-8 sm:py-12">
      <div className="max-w-3xl space-y-4">
        <div className="h-4 w-32 animate-pulse rounded bg-slate-200" />
        <div className="h-10 w-3/4 animate-pulse rounded bg-slate-200" />
        <div className="h-4 w-1/2 animate-pulse rounded bg-slate-200" />
        <div className="mt-8 h-80 animate-pulse rounded-2xl bg-slate-100" />
      </div>
    </div>
  );
}
