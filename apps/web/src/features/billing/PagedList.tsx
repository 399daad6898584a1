import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Pagination } from '../../components/pagination/Pagination';
import { EmptyState } from '../../components/states/EmptyState';
import { ErrorState } from '../../components/states/ErrorState';

/** One page of a list, as every paged call answers it. */
export interface PageOf<T> {
  results: T[];
  totalCount: number;
  total_pages: number;
  page_no: number;
  limit: number;
}

/** The page number in the URL's page_no, the spec's name for it; 1 when absent or not a page. */
export function usePageNumber(): number {
  const [params] = useSearchParams();
  return Math.max(1, Number.parseInt(params.get('page_no') ?? '1', 10) || 1);
}

/** A paged list of the buyer's records with its loading, error and empty states and its page links. */
export function PagedList<T>({
  label,
  texts,
  query,
  page,
  hrefOf,
  empty,
  renderItem,
  itemKey,
}: {
  label: string;
  /** What the list says while loading, when it failed to load, and as the title of its empty state. */
  texts: { loading: string; error: string; empty: string };
  query: UseQueryResult<PageOf<T>>;
  page: number;
  hrefOf: (page: number) => string;
  empty: ReactNode;
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => number;
}) {
  if (query.isPending)
    return (
      <div role="status" aria-label={texts.loading} className="space-y-3">
        {[0, 1, 2].map((row) => (
          <div key={row} className="h-20 animate-pulse rounded-xl bg-slate-100" />
        ))}
      </div>
    );
  if (query.isError) return <ErrorState message={texts.error} onRetry={() => query.refetch()} />;
  if (query.data.results.length === 0) return <EmptyState title={texts.empty}>{empty}</EmptyState>;
  return (
    <>
      <ul
        aria-label={label}
        aria-busy={query.isFetching}
        className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
      >
        {query.data.results.map((item) => (
          <li key={itemKey(item)} className="px-4 py-4 sm:px-5">
            {renderItem(item)}
          </li>
        ))}
      </ul>
      <Pagination page={page} totalPages={query.data.total_pages} hrefOf={hrefOf} />
    </>
  );
}
