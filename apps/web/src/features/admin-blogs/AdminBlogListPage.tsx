import type { AdminBlogPost } from '@stock/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Pagination } from '../../components/pagination/Pagination';
import { EmptyState } from '../../components/states/EmptyState';
import { ErrorState } from '../../components/states/ErrorState';
import { siteConfig } from '../../config/site-config';
import { AdminBlogFiltersBar } from './AdminBlogFiltersBar';
import { AdminBlogRow } from './AdminBlogRow';
import { adminBlogListQuery } from './admin-blog-api';
import { adminBlogPaths, readAdminBlogFilters } from './admin-blog-filters';
import { DeletePostDialog } from './DeletePostDialog';

const buttonClass =
  'inline-flex items-center rounded-lg px-4 py-2.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500';

/** Every article of both blogs, drafts included, for the editors: filter, search, open, delete. */
export function AdminBlogListPage() {
  const { t } = useTranslation('admin-blogs');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filters = readAdminBlogFilters(params);
  const list = useQuery(adminBlogListQuery(filters));
  const [deleting, setDeleting] = useState<AdminBlogPost | null>(null);
  const filtered = Boolean(filters.audience || filters.status || filters.query);

  return (
    <section aria-labelledby="admin-blogs-heading">
      <title>{t('pageTitle', { page: t('list.heading'), brand: siteConfig.brand })}</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="admin-blogs-heading" className="text-3xl font-bold tracking-tight text-slate-900">
            {t('list.heading')}
          </h1>
          <p className="mt-1 text-slate-600">{t('list.intro')}</p>
        </div>
        <div className="flex gap-2">
          <Link to={adminBlogPaths.categories()} className={`${buttonClass} border border-slate-300 text-slate-800 hover:bg-slate-50`}>
            {t('list.categories')}
          </Link>
          <Link to={adminBlogPaths.create()} className={`${buttonClass} bg-sky-700 text-white hover:bg-sky-800`}>
            {t('list.newArticle')}
          </Link>
        </div>
      </div>

      <div className="mt-6">
        <AdminBlogFiltersBar filters={filters} onChange={(next) => navigate(adminBlogPaths.list(next))} />
      </div>

      <div className="mt-6">
        {list.isPending ? (
          <ul
            role="status"
            aria-label={t('list.loading')}
            className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white"
          >
            {[0, 1, 2, 3].map((row) => (
              <li key={row} className="space-y-2 p-4">
                <div className="h-4 w-40 animate-pulse rounded bg-slate-100" />
                <div className="h-5 w-2/3 animate-pulse rounded bg-slate-200" />
              </li>
            ))}
          </ul>
        ) : list.isError ? (
          <ErrorState title={t('list.loadError')} message={list.error.message} onRetry={() => list.refetch()} />
        ) : list.data.results.length === 0 ? (
          <EmptyState title={filtered ? t('list.noMatch') : t('list.none')}>
            {filtered ? (
              <Link to={adminBlogPaths.list({})} className="font-medium text-sky-700 hover:underline">
                {t('list.clearFilters')}
              </Link>
            ) : (
              <Link to={adminBlogPaths.create()} className="font-medium text-sky-700 hover:underline">
                {t('list.writeFirst')}
              </Link>
            )}
          </EmptyState>
        ) : (
          <>
            <p className="mb-2 text-sm text-slate-600" aria-live="polite">
              {t('list.count', { count: list.data.totalCount })}
            </p>
            <ul
              aria-label={t('list.label')}
              aria-busy={list.isFetching || undefined}
              className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-sm"
            >
              {list.data.results.map((post) => (
                <AdminBlogRow key={post.id} post={post} onDelete={setDeleting} />
              ))}
            </ul>
            <Pagination
              page={filters.page}
              totalPages={list.data.total_pages}
              hrefOf={(page) => adminBlogPaths.list({ ...filters, page })}
            />
          </>
        )}
      </div>

      {deleting && <DeletePostDialog post={deleting} onClose={() => setDeleting(null)} onDeleted={() => setDeleting(null)} />}
    </section>
  );
}
