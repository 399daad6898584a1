import type { ModelRelease } from '@stock/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../components/format/format-date';
import { EmptyState } from '../../components/states/EmptyState';
import { ErrorState } from '../../components/states/ErrorState';
import { toast } from '../../components/toasts/toast';
import { ContributorPage } from '../contributor-area/ContributorPage';
import { formatFileSize } from '../files/format-file-size';
import { AGE_GROUP_KEYS } from '../search/filter-options';
import { ReleaseForm } from './ReleaseForm';
import { modelReleasesQuery, openReleaseDocument } from './releases-api';

function ReleaseItem({ release }: { release: ModelRelease }) {
  // The age groups' names live with the search filters.
  const { t } = useTranslation(['model-releases', 'search']);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">{release.model_name}</p>
        <p className="text-sm text-slate-600">
          {t(AGE_GROUP_KEYS[release.age_group] ?? release.age_group)} · {release.file_name} · {formatFileSize(release.bytes)}
        </p>
        <p className="text-sm text-slate-500">{t('list.added', { date: formatDate(release.created_at), count: release.file_count })}</p>
      </div>
      <button
        type="button"
        onClick={() => openReleaseDocument(release, 'contributor').catch((error: Error) => toast.error(error.message))}
        className="rounded-full border border-slate-300 px-3.5 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-sky-500"
        aria-label={t('list.viewLabel', { name: release.model_name })}
      >
        {t('list.view')}
      </button>
    </li>
  );
}

export function ModelReleasesPage() {
  const { t } = useTranslation('model-releases');
  const releases = useQuery(modelReleasesQuery());
  // A new key after each saved release gives an empty form, without the "required" messages of a touched one.
  const [formKey, setFormKey] = useState(0);
  return (
    <ContributorPage title={t('page.title')} intro={t('page.intro')}>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <section aria-labelledby="releases-heading" className="order-2 lg:order-1">
          <h2 id="releases-heading" className="text-lg font-semibold text-slate-900">
            {t('list.heading')}
          </h2>
          <div className="mt-3">
            {releases.isPending ? (
              <div role="status" aria-label={t('list.loading')} className="space-y-3">
                {[0, 1, 2].map((row) => (
                  <div key={row} className="h-24 animate-pulse rounded-xl bg-slate-100" />
                ))}
              </div>
            ) : releases.isError ? (
              <ErrorState message={t('list.loadError')} onRetry={() => releases.refetch()} />
            ) : releases.data.length === 0 ? (
              <EmptyState title={t('list.emptyTitle')}>
                <p>{t('list.emptyText')}</p>
              </EmptyState>
            ) : (
              <ul aria-label={t('list.label')} className="space-y-3">
                {releases.data.map((release) => (
                  <ReleaseItem key={release.release_id} release={release} />
                ))}
              </ul>
            )}
          </div>
        </section>
        <div className="order-1 lg:order-2">
          <ReleaseForm key={formKey} onSaved={() => setFormKey((key) => key + 1)} />
        </div>
      </div>
    </ContributorPage>
  );
}
