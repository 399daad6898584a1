import type { MediaType } from '@stock/contracts';
import { useQuery } from '@tanstack/react-query';
import { GridSkeleton } from '../../components/media-grid/GridSkeleton';
import { JustifiedGrid } from '../../components/media-grid/JustifiedGrid';
import { EmptyState } from '../../components/states/EmptyState';
import { ErrorState } from '../../components/states/ErrorState';
import { similarFilesQuery } from './file-queries';

export function SimilarFiles({ mediaId, type }: { mediaId: number; type: MediaType }) {
  const { data, isPending, isError, refetch } = useQuery(similarFilesQuery(mediaId, type));
  return (
    <section aria-labelledby="similar-heading" className="mt-14">
      <h2 id="similar-heading" className="mb-4 text-xl font-bold tracking-tight text-slate-900">
        Similar {type === 'VIDEO' ? 'videos' : 'images'}
      </h2>
      {isPending ? (
        <GridSkeleton rows={2} label="Loading similar files" />
      ) : isError ? (
        <ErrorState message="We could not load similar files." onRetry={() => refetch()} />
      ) : data.length === 0 ? (
        <EmptyState title="No similar files yet" />
      ) : (
        <JustifiedGrid files={data} label={`Similar ${type === 'VIDEO' ? 'videos' : 'images'}`} />
      )}
    </section>
  );
}
