import { IMAGE_ONLY_KEYS, readSearchState, type SearchState, VIDEO_ONLY_KEYS } from '@stock/contracts/values';

export {
  IMAGE_ONLY_KEYS,
  readSearchState,
  SEARCH_PAGE_SIZE,
  type SearchState,
  toFetchQuery,
  VIDEO_ONLY_KEYS,
} from '@stock/contracts/values';

export type SearchChange = Partial<Omit<SearchState, 'page'>>;

/**
 * The URL after a change. Any change of filter, sort or query starts again at page 1; changing type drops the filters the
 * other type has, and the category (categories belong to one type).
 */
export function applySearchChange(params: URLSearchParams, change: SearchChange): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  if (change.type !== undefined && change.type !== readSearchState(params).type) {
    for (const key of [...IMAGE_ONLY_KEYS, ...VIDEO_ONLY_KEYS, 'category_id']) next.delete(key);
  }
  for (const [key, value] of Object.entries(change)) {
    // Drop both spellings of a list before writing it back as repeated keys.
    for (const existing of [...next.keys()]) if (existing === key || existing.startsWith(`${key}[`)) next.delete(existing);
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    if (key === 'type' && value === 'IMAGE') continue;
    if (key === 'sort' && value === 'relevance') continue;
    if (key === 'safe_search') {
      if (value === false) next.set(key, 'false');
      continue;
    }
    if (Array.isArray(value)) for (const item of value) next.append(key, String(item));
    else next.set(key, String(value));
  }
  return next;
}

export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  return next;
}

/** How many filters (beyond query, type and sort) narrow the search: shown on the mobile "Filters" button. */
export function activeFilterCount(state: SearchState): number {
  const singles = [
    state.category_id,
    state.people,
    state.min_megapixels,
    state.resolution,
    state.min_duration ?? state.max_duration,
    state.fps,
    state.uploaded_within,
  ].filter((value) => value !== undefined).length;
  return singles + state.orientation.length + state.color.length + state.age_group.length + (state.safe_search ? 0 : 1);
}
