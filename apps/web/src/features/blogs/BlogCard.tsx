import type { BlogAudience, BlogSummary } from '@stock/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { blogPaths } from '../../app-paths';
import { BlogFacts } from './BlogFacts';
import { formatBlogDate } from './blog-format';
import { useContentLang } from './use-content-lang';

/** Category, date and reading time; each part only when it is known. */
export function BlogMeta({ blog, className = '' }: { blog: BlogSummary; className?: string }) {
  const { t } = useTranslation('blogs');
  const date = formatBlogDate(blog.published_at);
  const facts = [
    blog.category ? { key: 'category', node: blog.category } : null,
    date && blog.published_at ? { key: 'date', node: <time dateTime={blog.published_at}>{date}</time> } : null,
    { key: 'reading', node: t('readingTime', { minutes: Math.max(1, blog.reading_minutes) }) },
  ].filter((fact) => fact !== null);
  return <BlogFacts facts={facts} className={className} />;
}

/** One article in the list: its title links to it, with the excerpt and the facts below. */
export function BlogCard({ audience, blog }: { audience: BlogAudience; blog: BlogSummary }) {
  const lang = useContentLang(blog.language);
  return (
    <article
      lang={lang}
      className="group relative flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 transition hover:border-slate-300 hover:shadow-md sm:flex-row sm:p-6"
    >
      {blog.cover_url && (
        <img
          src={blog.cover_url}
          alt=""
          loading="lazy"
          className="aspect-[3/2] w-full shrink-0 rounded-xl bg-slate-100 object-cover sm:w-56"
        />
      )}
      <div className="min-w-0">
        {blog.category && <p className="text-xs font-semibold tracking-wide text-sky-700 uppercase">{blog.category}</p>}
        <h2 className="mt-1 text-xl font-bold tracking-tight text-slate-900">
          <Link
            to={blogPaths.post(audience, blog.slug)}
            className="after:absolute after:inset-0 after:rounded-2xl group-hover:text-sky-800 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-sky-500"
          >
            {blog.title}
          </Link>
        </h2>
        {blog.excerpt && <p className="mt-2 line-clamp-3 text-slate-600">{blog.excerpt}</p>}
        <BlogMeta blog={{ ...blog, category: null }} className="mt-3" />
      </div>
    </article>
  );
}

/** A short list of article links, for the side column and the similar articles. */
export function BlogLinkList({ audience, blogs, label }: { audience: BlogAudience; blogs: BlogSummary[]; label: string }) {
  const { t } = useTranslation('blogs');
  return (
    <ol aria-label={label} className="divide-y divide-slate-100">
      {blogs.map((blog) => (
        <li key={blog.id} className="py-3 first:pt-0 last:pb-0">
          <Link
            to={blogPaths.post(audience, blog.slug)}
            className="font-medium text-slate-900 hover:text-sky-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500"
          >
            {blog.title}
          </Link>
          <p className="mt-1 text-xs text-slate-500">
            {[formatBlogDate(blog.published_at), t('readingTime', { minutes: Math.max(1, blog.reading_minutes) })]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </li>
      ))}
    </ol>
  );
}
