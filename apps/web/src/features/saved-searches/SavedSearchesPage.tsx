import type { SavedSearch } from '@stock/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../app-paths';
import { EmptyState } from '../../components/states/EmptyState';
import { ErrorState } from '../../components/states/ErrorState';
import { toast } from '../../components/toasts/toast';
import { siteConfig } from '../../config/site-config';
import { RequireSession } from '../account/RequireSession';
import { SentencePart } from '../account/SentencePart';
import { messageOf } from '../auth/form/server-errors';
import { WorkspaceNav } from '../buyer-workspace/WorkspaceNav';
import { filterLabels } from './filter-summary';
import { savedSearchCalls, savedSearchesQuery, savedSearchKeys } from './saved-search-queries';
import { searchPathOf } from './saved-search-url';

export function SavedSearchesPage() {
  return (
    <RequireSession forRole="buyer">
      <SavedSearchList />
    </RequireSession>
  );
}

function SavedSearchList() {
  const { t } = useTranslation('saved-searches');
  const { data, isPending, isError, refetch } = useQuery(savedSearchesQuery());
  return (
    <div className="mx-auto max-w-screen-lg px-4 py-8 sm:px-8">
      <title>{t('page.pageTitle', { brand: siteConfig.brand })}</title>
      <WorkspaceNav />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('page.title')}</h1>
      <p className="mt-2 max-w-2xl text-slate-600">{t('page.intro')}</p>
      <div className="mt-8">
        {isPending ? (
          <ul role="status" aria-label={t('page.loading')} className="space-y-3">
            {[0, 1, 2].map((i) => (
              <li key={i} className="h-24 animate-pulse rounded-2xl bg-slate-100" />
            ))}
          </ul>
        ) : isError ? (
          <ErrorState message={t('page.loadError')} onRetry={() => refetch()} />
        ) : data.length === 0 ? (
          <EmptyState title={t('page.empty.title')}>
            <SentencePart sentence={t('page.empty.text', { button: t('button.save') })} part={t('button.save')} />{' '}
            <Link to={paths.search()} className="font-semibold text-sky-700 hover:underline">
              {t('page.empty.start')}
            </Link>
          </EmptyState>
        ) : (
          <ul className="space-y-3">
            {data.map((search) => (
              <li key={search.saved_search_id}>
                <SavedSearchRow search={search} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function SavedSearchRow({ search }: { search: SavedSearch }) {
  const { t } = useTranslation('saved-searches');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const refresh = () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all });
  const open = useMutation({
    mutationFn: () => savedSearchCalls.visit(search.saved_search_id),
    onSettled: () => {
      void refresh();
      navigate(searchPathOf(search.filters));
    },
  });
  const alerts = useMutation({
    mutationFn: (on: boolean) => savedSearchCalls.setAlerts(search.saved_search_id, on),
    onSuccess: ({ saved_search }) => toast.success(saved_search.email_alerts ? t('row.alertsOn') : t('row.alertsOff')),
    onError: (error) => toast.error(messageOf(error)),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: () => savedSearchCalls.remove(search.saved_search_id),
    onSuccess: () => toast.success(t('row.deleted', { name: search.name })),
    onError: (error) => toast.error(messageOf(error)),
    onSettled: refresh,
  });
  const fresh = search.new_since_visit;
  return (
    <article
      aria-label={search.name}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="truncate font-semibold text-slate-900 first-letter:uppercase">{search.name}</h2>
          {fresh > 0 && (
            <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
              {t('row.newSinceVisit', { count: fresh, more: search.new_since_visit_more ? 'yes' : 'no' })}
            </span>
          )}
        </div>
        <ul aria-label={t('row.filters')} className="mt-2 flex flex-wrap gap-1">
          {filterLabels(search.filters, t).map((label) => (
            <li key={label} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
              {label}
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={search.email_alerts}
            disabled={alerts.isPending}
            onChange={(event) => alerts.mutate(event.target.checked)}
            className="h-4 w-4 accent-slate-900"
          />
          {t('row.alerts')}
        </label>
        <button
          type="button"
          onClick={() => open.mutate()}
          className="rounded-full bg-slate-900 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500"
        >
          {t('row.open')}
          <span className="sr-only"> {search.name}</span>
        </button>
        <button
          type="button"
          onClick={() => remove.mutate()}
          disabled={remove.isPending}
          aria-label={t('row.deleteLabel', { name: search.name })}
          className="rounded-full px-3 py-2 text-sm font-semibold text-rose-700 hover:bg-rose-50"
        >
          {t('row.delete')}
        </button>
      </div>
    </article>
  );
}
