import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contributorPaths } from '../../app-paths';
import { ErrorState } from '../../components/states/ErrorState';
import { ContributorPage, secondaryButtonClass } from '../contributor-area/ContributorPage';
import { AllowanceSummary } from './AllowanceSummary';
import { DropZone } from './DropZone';
import { UploadRowView } from './UploadRowView';
import { uploadLimitsQuery } from './uploads-api';
import { useOnline } from './use-online';
import { useUploader } from './use-uploader';

export function UploadPage() {
  const { t } = useTranslation('uploads');
  const limits = useQuery(uploadLimitsQuery());
  const { rows, addFiles, retry, remove } = useUploader(limits.data);
  const online = useOnline();
  const uploaded = rows.filter((row) => row.phase.name === 'uploaded').length;
  const needsAttention = rows.filter((row) => ['blocked', 'refused', 'failed'].includes(row.phase.name)).length;

  return (
    <ContributorPage
      title={t('page.title')}
      intro={t('page.intro')}
      actions={
        <Link to={contributorPaths.catalogue('DRAFT')} className={secondaryButtonClass}>
          {t('page.goToDrafts')}
        </Link>
      }
    >
      {limits.isError ? (
        <ErrorState message={t('page.loadError')} onRetry={() => limits.refetch()} />
      ) : (
        <div className="space-y-6">
          {!online && (
            <p role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
              {t('page.offline')}
            </p>
          )}
          <DropZone disabled={!limits.data} onFiles={(files) => void addFiles(files)} />
          {rows.length > 0 && (
            <section aria-labelledby="queue-heading">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 id="queue-heading" className="text-lg font-semibold text-slate-900">
                  {t('page.yourUploads')}
                </h2>
                <p className="text-sm text-slate-600" aria-live="polite">
                  {t('page.progress', { uploaded, total: rows.length })}
                  {needsAttention > 0 && t('page.needAttention', { count: needsAttention })}
                </p>
              </div>
              <ul aria-label={t('page.queue')} className="mt-3 space-y-3">
                {rows.map((row) => (
                  <UploadRowView key={row.id} row={row} onRetry={() => retry(row.id)} onRemove={() => remove(row.id)} />
                ))}
              </ul>
            </section>
          )}
          {limits.isPending ? (
            <div role="status" aria-label={t('page.loadingSettings')} className="h-28 animate-pulse rounded-xl bg-slate-100" />
          ) : (
            limits.data && <AllowanceSummary limits={limits.data} />
          )}
        </div>
      )}
    </ContributorPage>
  );
}
