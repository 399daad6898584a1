import type { SavedSearchFilters } from '@stock/contracts';
import { mediaTypeOf } from '../catalogue/media-type';
import { cleanSearchText } from '../search/search-filters';

/**
 * The filters as they are kept: cleaned text, upper-cased type, lists sorted and without repeats, defaults left out.
 * Two ways of writing the same search come out identical, so its canonical JSON can be unique per buyer.
 */
export function normaliseFilters(raw: SavedSearchFilters): SavedSearchFilters {
  const filters: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    filters[key] = Array.isArray(value) ? [...new Set(value.map((item) => String(item).trim().toLowerCase()))].sort() : value;
  }
  const text = cleanSearchText(raw.query);
  if (text) filters.query = text;
  else delete filters.query;
  filters.type = mediaTypeOf(raw.type);
  if (raw.safe_search !== false) delete filters.safe_search;
  for (const key of ['orientation', 'color', 'age_group']) if ((filters[key] as unknown[] | undefined)?.length === 0) delete filters[key];
  return filters as SavedSearchFilters;
}

export function criteriaKeyOf(filters: SavedSearchFilters): string {
  return JSON.stringify(Object.fromEntries(Object.entries(filters).sort(([a], [b]) => a.localeCompare(b))));
}

const TYPE_WORDS = { IMAGE: 'images', VIDEO: 'videos' } as const;

/** A name when the buyer gives none: the words searched for and the type, e.g. "mountain lake images". */
export function defaultName(filters: SavedSearchFilters): string {
  const type = TYPE_WORDS[mediaTypeOf(filters.type)];
  const name = filters.query ? `${filters.query} ${type}` : `All ${type}`;
  return name.length > 100 ? `${name.slice(0, 99)}…` : name;
}
