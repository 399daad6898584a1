import type { SavedSearchFilters } from '@stock/contracts';
import { paths, withQuery } from '../../app-paths';
import { applySearchChange, type SearchChange, type SearchState, toFetchQuery } from '../search/search-params';

/** What a saved search keeps of the search page's state: the query and filters, not the page or the order. */
export function filtersOf(state: SearchState): SavedSearchFilters {
  const { page_no: _page, limit: _limit, sort: _sort, ...filters } = toFetchQuery(state);
  return filters;
}

/** The search page that shows a saved search. */
export function searchPathOf(filters: SavedSearchFilters): string {
  const { query, type, ...rest } = filters;
  const change = { ...rest, q: query, type: type?.toUpperCase() === 'VIDEO' ? 'VIDEO' : 'IMAGE' } as SearchChange;
  return withQuery(paths.search(), applySearchChange(new URLSearchParams(), change));
}
