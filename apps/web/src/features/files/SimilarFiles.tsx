import type { MediaType } from '@stock/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GridSkeleton } from '../../components/media-grid/GridSkeleton';
import { JustifiedGrid } from '../../components/media-grid/JustifiedGrid';
import { EmptyState } from '../../components/states/EmptyState';
import { ErrorState } from '../../components/states/ErrorState';
import { similarFilesQuery } from './file-queries';

export function SimilarFiles({ mediaId, type }: { mediaId: number; type: MediaType }) {
  const { t } = useTranslation('files');
  const { data, isPending, isError, refetch } = useQuery(similarFilesQuery(mediaId, type));
  return (
    <section aria-labelledby="similar-heading" className="mt-14">
      <h2 id="similar-heading" className="mb-4 text-xl font-bold tracking-tight text-slate-900">
        {t('similar.heading', { kind: type })}
      </h2>
      {isPending ? (
        <GridSkeleton rows={2} label={t('similar.loading')} />
      ) : isError ? (
        <ErrorState message={t('similar.loadError')} onRetry={() => refetch()} />
      ) : data.length === 0 ? (
        <EmptyState title={t('similar.empty')} />
      ) : (
        <JustifiedGrid files={data} label={t('similar.heading', { kind: type })} />
      )}
    </section>
  );
}
