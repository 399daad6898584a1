import type { MediaType, SearchResults } from '@stock/contracts';
import { Link } from 'react-router';
import { paths } from '../../app-paths';
import { countOf } from '../../components/format/format-count';
import { EmptyState } from '../../components/states/EmptyState';

interface NoResultsProps {
  query: string;
  type: MediaType;
  results: SearchResults;
  filtered: boolean;
  onClearFilters: () => void;
}

/** An empty result is a dead end unless it offers a way on: the spelling, fewer filters, the other type. */
export function NoResults({ query, type, results, filtered, onClearFilters }: NoResultsProps) {
  const otherType: MediaType = type === 'IMAGE' ? 'VIDEO' : 'IMAGE';
  const otherCount = results.facets.type.find((facet) => facet.value === otherType)?.count ?? 0;
  const link = 'font-semibold text-sky-700 underline underline-offset-2 hover:text-sky-900';
  return (
    <EmptyState title={query ? `No results for “${query}”` : 'No files match these filters'}>
      <ul className="mx-auto max-w-md space-y-2">
        {results.did_you_mean && (
          <li>
            Did you mean{' '}
            <Link to={paths.search(results.did_you_mean, type)} className={link}>
              {results.did_you_mean}
            </Link>
            ?
          </li>
        )}
        {filtered && (
          <li>
            <button type="button" onClick={onClearFilters} className={link}>
              Remove all filters
            </button>
          </li>
        )}
        {otherCount > 0 && (
          <li>
            <Link to={paths.search(query, otherType)} className={link}>
              See {otherType === 'VIDEO' ? countOf(otherCount, 'video', 'videos') : countOf(otherCount, 'image', 'images')}
            </Link>{' '}
            for this search
          </li>
        )}
        <li>Check the spelling, or try fewer or more general words.</li>
      </ul>
    </EmptyState>
  );
}
