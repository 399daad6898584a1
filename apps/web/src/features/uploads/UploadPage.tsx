import { useQuery } from '@tanstack/react-query';
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
  const limits = useQuery(uploadLimitsQuery());
  const { rows, addFiles, retry, remove } = useUploader(limits.data);
  const online = useOnline();
  const uploaded = rows.filter((row) => row.phase.name === 'uploaded').length;
  const needsAttention = rows.filter((row) => ['blocked', 'refused', 'failed'].includes(row.phase.name)).length;

  return (
    <ContributorPage
      title="Upload"
      intro="Photos and videos go to your drafts; add titles and keywords there, then submit them for review."
      actions={
        <Link to={contributorPaths.catalogue('DRAFT')} className={secondaryButtonClass}>
          Go to your drafts
        </Link>
      }
    >
      {limits.isError ? (
        <ErrorState
          message="We could not load the upload settings. Check your connection and try again."
          onRetry={() => limits.refetch()}
        />
      ) : (
        <div className="space-y-6">
          {!online && (
            <p role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
              You are offline. Uploads wait and carry on from where they stopped when the connection is back.
            </p>
          )}
          <DropZone disabled={!limits.data} onFiles={(files) => void addFiles(files)} />
          {rows.length > 0 && (
            <section aria-labelledby="queue-heading">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 id="queue-heading" className="text-lg font-semibold text-slate-900">
                  Your uploads
                </h2>
                <p className="text-sm text-slate-600" aria-live="polite">
                  {uploaded} of {rows.length} uploaded
                  {needsAttention > 0 && ` · ${needsAttention} need${needsAttention === 1 ? 's' : ''} attention`}
                </p>
              </div>
              <ul aria-label="Upload queue" className="mt-3 space-y-3">
                {rows.map((row) => (
                  <UploadRowView key={row.id} row={row} onRetry={() => retry(row.id)} onRemove={() => remove(row.id)} />
                ))}
              </ul>
            </section>
          )}
          {limits.isPending ? (
            <div role="status" aria-label="Loading the upload settings" className="h-28 animate-pulse rounded-xl bg-slate-100" />
          ) : (
            limits.data && <AllowanceSummary limits={limits.data} />
          )}
        </div>
      )}
    </ContributorPage>
  );
}
