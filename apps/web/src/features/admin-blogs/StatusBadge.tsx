import type { AdminBlogPost } from '@stock/contracts';
import { useTranslation } from 'react-i18next';
import { formatBlogDate } from '../blogs/blog-format';

const tone = {
  draft: 'bg-slate-100 text-slate-700 ring-slate-300',
  scheduled: 'bg-amber-50 text-amber-800 ring-amber-300',
  published: 'bg-emerald-50 text-emerald-800 ring-emerald-300',
} as const;

/** Draft, "Scheduled · Dec 2, 2026", or "Published · Nov 19, 2026" (a scheduled article whose time came is published). */
export function StatusBadge({ post, now = new Date() }: { post: Pick<AdminBlogPost, 'status' | 'publish_at'>; now?: Date }) {
  const { t } = useTranslation('admin-blogs');
  const live = post.status !== 'draft' && post.publish_at !== null && new Date(post.publish_at) <= now;
  const kind = post.status === 'draft' ? 'draft' : live ? 'published' : 'scheduled';
  const label = kind === 'draft' ? t('status.draft') : t('status.on', { status: kind, date: formatBlogDate(post.publish_at) });
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${tone[kind]}`}>
      {label}
    </span>
  );
}
