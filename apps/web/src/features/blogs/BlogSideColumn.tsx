import type { BlogAudience } from '@stock/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BlogLinkList } from './BlogCard';
import { type BlogShelf, blogShelfQuery } from './blog-queries';

function SideList({
  audience,
  title,
  id,
  which,
  excludeId,
}: {
  audience: BlogAudience;
  title: string;
  id: string;
  which: BlogShelf;
  excludeId?: number;
}) {
  const { t } = useTranslation('blogs');
  const { data, isPending, isError, refetch } = useQuery(blogShelfQuery(audience, which));
  const blogs = (data ?? []).filter((blog) => blog.id !== excludeId).slice(0, 5);
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id={id} className="mb-3 text-sm font-semibold tracking-wide text-slate-900 uppercase">
        {title}
      </h2>
      {isPending ? (
        <div role="status" aria-label={t('side.loading', { title, lower: title.toLowerCase() })} className="space-y-3">
          {[0, 1, 2].map((row) => (
            <div key={row} className="h-4 animate-pulse rounded bg-slate-100" />
          ))}
        </div>
      ) : isError ? (
        <p className="text-sm text-slate-600">
          {t('side.loadError')}{' '}
          <button type="button" onClick={() => refetch()} className="font-semibold text-sky-700 underline">
            {t('side.retry')}
          </button>
        </p>
      ) : blogs.length === 0 ? (
        <p className="text-sm text-slate-500">{t('side.empty')}</p>
      ) : (
        <BlogLinkList audience={audience} blogs={blogs} label={title} />
      )}
    </section>
  );
}

/** Recent and most viewed articles, beside the list and beside an article (which leaves itself out). */
export function BlogSideColumn({ audience, excludeId }: { audience: BlogAudience; excludeId?: number }) {
  const { t } = useTranslation('blogs');
  return (
    <aside aria-label={t('side.label')} className="flex flex-col gap-6">
      <SideList audience={audience} title={t('side.recent')} id="recent-blogs-heading" which="recent" excludeId={excludeId} />
      <SideList audience={audience} title={t('side.mostViewed')} id="most-viewed-blogs-heading" which="mostViewed" excludeId={excludeId} />
    </aside>
  );
}
