import type { PagedAdminUsers } from '@stock/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adminPaths } from '../../app-paths';
import { formatDate } from '../../components/format/format-date';
import { EmptyState } from '../../components/states/EmptyState';
import { ErrorState } from '../../components/states/ErrorState';
import { siteConfig } from '../../config/site-config';
import { ConsoleSearch } from '../admin/ConsoleSearch';
import { useConsoleSearch } from '../admin/use-console-search';
import { PagerButtons } from '../earnings/PagerButtons';
import { TableSkeleton } from '../earnings/TableSkeleton';
import { roleList } from './role-names';

export function PeoplePage() {
  const { t } = useTranslation('admin-people');
  const { data, isPending, isError, refetch, search, setPage } = useConsoleSearch<PagedAdminUsers>('users', '/admin/users');
  return (
    <section>
      <title>{t('list.pageTitle', { brand: siteConfig.brand })}</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('list.heading')}</h1>
      <ConsoleSearch label={t('list.search')} field={t('list.searchField')} onSearch={search} />
      <div className="mt-6">
        {isPending ? (
          <TableSkeleton rows={5} />
        ) : isError ? (
          <ErrorState message={t('list.loadError')} onRetry={() => refetch()} />
        ) : data.results.length === 0 ? (
          <EmptyState title={t('list.empty')} />
        ) : (
          <>
            <ul aria-label={t('list.label')} className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
              {data.results.map((user) => (
                <li key={user.id} className="flex flex-wrap items-center justify-between gap-2 p-4 text-sm">
                  <div className="min-w-0">
                    <Link to={adminPaths.user(user.id)} className="font-semibold break-words text-sky-800 underline">
                      {user.name}
                    </Link>
                    <p className="break-all text-slate-600">{user.email}</p>
                  </div>
                  <p className="text-slate-600">
                    {t('list.facts', { id: user.id, roles: roleList(t, user.roles), date: formatDate(user.created_at) })}
                    {user.suspended_at && (
                      <span className="ml-2 rounded bg-rose-100 px-2 py-0.5 font-medium text-rose-800">{t('list.suspended')}</span>
                    )}
                  </p>
                </li>
              ))}
            </ul>
            <PagerButtons page={data.page_no} totalPages={data.total_pages} onPage={setPage} label={t('list.pages')} />
          </>
        )}
      </div>
    </section>
  );
}
