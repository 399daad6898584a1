import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionUser } from '../../api/session';
import { contributorPaths } from '../../app-paths';
import { formatCount } from '../../components/format/format-count';
import { EmptyState } from '../../components/states/EmptyState';
import { ErrorState } from '../../components/states/ErrorState';
import { ContributorPage, primaryButtonClass } from '../contributor-area/ContributorPage';
import { catalogueQuery } from './contributor-files-api';
import { FileCard } from './FileCard';
import { CATALOGUE_TABS } from './file-status';
import { NeedsAttention } from './NeedsAttention';

function Heading({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="text-lg font-semibold text-slate-900">
      {children}
    </h2>
  );
}

function DashboardSkeleton() {
  const { t } = useTranslation('contributor-files');
  return (
    <div role="status" aria-label={t('dashboard.loading')} className="space-y-8">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {CATALOGUE_TABS.map((tab) => (
          <div key={tab.status} className="h-24 animate-pulse rounded-xl bg-slate-100" />
        ))}
      </div>
      <div className="h-24 animate-pulse rounded-xl bg-slate-100" />
    </div>
  );
}

export function DashboardPage() {
  const { t } = useTranslation('contributor-files');
  const user = useSessionUser<{ name?: string }>('contributor');
  const catalogue = useQuery(catalogueQuery());
  return (
    <ContributorPage
      title={t('dashboard.title')}
      intro={user?.name ? t('dashboard.welcome', { name: user.name }) : t('dashboard.glance')}
      actions={
        <Link to={contributorPaths.upload()} className={primaryButtonClass}>
          {t('catalogue.uploadFiles')}
        </Link>
      }
    >
      {catalogue.isPending ? (
        <DashboardSkeleton />
      ) : catalogue.isError ? (
        <ErrorState message={t('catalogue.loadError')} onRetry={() => catalogue.refetch()} />
      ) : (
        <div className="space-y-10">
          <section aria-labelledby="counts-heading">
            <h2 id="counts-heading" className="sr-only">
              {t('dashboard.byStatus')}
            </h2>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {CATALOGUE_TABS.map((tab) => (
                <li key={tab.status}>
                  <Link
                    to={contributorPaths.catalogue(tab.status)}
                    className="block rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-slate-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500"
                  >
                    <span className="block text-3xl font-bold text-slate-900 tabular-nums">
                      {formatCount(catalogue.data.counts[tab.status])}
                    </span>
                    <span className="mt-1 block text-sm font-medium text-slate-600">{t(tab.labelKey)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="attention-heading">
            <Heading id="attention-heading">{t('dashboard.attention')}</Heading>
            <div className="mt-3">
              <NeedsAttention attention={catalogue.data.needs_attention} />
            </div>
          </section>
          <section aria-labelledby="recent-heading">
            <div className="flex items-baseline justify-between gap-4">
              <Heading id="recent-heading">{t('dashboard.recent')}</Heading>
              {catalogue.data.total > 0 && (
                <Link to={contributorPaths.catalogue()} className="text-sm font-semibold text-sky-700 hover:underline">
                  {t('dashboard.seeCatalogue')}
                </Link>
              )}
            </div>
            <div className="mt-3">
              {catalogue.data.recent.length === 0 ? (
                <EmptyState title={t('dashboard.emptyTitle')}>
                  <p>{t('dashboard.emptyText')}</p>
                  <Link to={contributorPaths.upload()} className={`${primaryButtonClass} mt-4`}>
                    {t('dashboard.uploadFirst')}
                  </Link>
                </EmptyState>
              ) : (
                <ul aria-label={t('dashboard.recent')} className="grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-4">
                  {catalogue.data.recent.map((file) => (
                    <li key={file.media_id}>
                      <FileCard file={file} />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </section>
        </div>
      )}
    </ContributorPage>
  );
}
