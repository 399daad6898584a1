import type { FileSummary } from '@stock/contracts';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GridSkeleton } from '../../components/media-grid/GridSkeleton';
import { JustifiedGrid } from '../../components/media-grid/JustifiedGrid';
import { EmptyState } from '../../components/states/EmptyState';
import { ErrorState } from '../../components/states/ErrorState';
import { HomeSection } from './HomeSection';

interface HomeShelfProps<TKey extends QueryKey> {
  id: string;
  title: string;
  /** The shelf's name inside a sentence ("Loading popular images"): German keeps its capitals, English lowers them. */
  name: string;
  moreHref: string;
  /** Each shelf runs its own query, so a shelf's answer re-renders that shelf alone. */
  query: UseQueryOptions<FileSummary[], Error, FileSummary[], TKey>;
  emptyText: string;
  rows?: number;
  /** The shelf nearest the top holds the likely LCP image: its first row loads at once. */
  aboveTheFold?: boolean;
}

/** A few full rows of files with a link to the full listing. */
export function HomeShelf<TKey extends QueryKey>({
  id,
  title,
  name,
  moreHref,
  query,
  emptyText,
  rows = 2,
  aboveTheFold = false,
}: HomeShelfProps<TKey>) {
  const { t } = useTranslation('home');
  const { data, isPending, isError, refetch } = useQuery(query);
  return (
    <HomeSection
      id={id}
      title={title}
      aboveTheFold={aboveTheFold}
      action={
        <Link
          to={moreHref}
          className="text-sm font-semibold text-sky-700 hover:underline focus-visible:outline-2 focus-visible:outline-sky-500"
        >
          {t('seeAll')}
          <span className="sr-only"> {name}</span> <span aria-hidden="true">→</span>
        </Link>
      }
    >
      {isPending ? (
        <GridSkeleton rows={rows} label={t('shelf.loading', { name })} />
      ) : isError ? (
        <ErrorState message={t('shelf.loadError', { name })} onRetry={() => refetch()} />
      ) : data.length === 0 ? (
        <EmptyState title={emptyText} />
      ) : (
        <JustifiedGrid files={data} label={title} maxRows={rows} aboveTheFold={aboveTheFold} />
      )}
    </HomeSection>
  );
}
