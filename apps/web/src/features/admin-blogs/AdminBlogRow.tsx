import type { AdminBlogPost } from '@stock/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { blogPaths } from '../../app-paths';
import { formatCount } from '../../components/format/format-count';
import { formatBlogDate } from '../blogs/blog-format';
import { adminBlogPaths } from './admin-blog-filters';
import { StatusBadge } from './StatusBadge';

/** One article in the editors' list: what it is, where it stands, and what can be done with it. */
export function AdminBlogRow({ post, onDelete }: { post: AdminBlogPost; onDelete: (post: AdminBlogPost) => void }) {
  const { t } = useTranslation('admin-blogs');
  const live = post.status !== 'draft' && post.publish_at !== null && new Date(post.publish_at) <= new Date();
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:gap-5">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge post={post} />
          <span className="text-xs font-medium text-slate-500 uppercase">{t(`audience.${post.audience}`)}</span>
          {post.category && <span className="text-xs text-slate-500">· {post.category}</span>}
        </div>
        <Link
          to={adminBlogPaths.edit(post.id)}
          className="mt-1 block font-semibold sm:truncate text-slate-900 hover:text-sky-700 hover:underline"
        >
          {post.title}
        </Link>
        <p className="mt-0.5 text-xs text-slate-500">
          {t('row.edited', { date: formatBlogDate(post.updated_at), views: formatCount(post.view_count) })}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        {live && (
          <a
            href={blogPaths.post(post.audience, post.slug)}
            target="_blank"
            rel="noreferrer"
            className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50"
          >
            {t('row.view')}
            <span className="sr-only"> {post.title}</span>
          </a>
        )}
        <Link
          to={adminBlogPaths.edit(post.id)}
          className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50"
        >
          {t('row.edit')}
          <span className="sr-only"> {post.title}</span>
        </Link>
        <button
          type="button"
          onClick={() => onDelete(post)}
          className="rounded-lg border border-red-200 px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-500"
        >
          {t('row.delete')}
          <span className="sr-only"> {post.title}</span>
        </button>
      </div>
    </li>
  );
}
