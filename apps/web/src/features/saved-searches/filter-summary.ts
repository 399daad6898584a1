import type { SavedSearchFilters } from '@stock/contracts';

const capitalise = (word: string) => `${word[0]?.toUpperCase() ?? ''}${word.slice(1)}`.replaceAll('_', ' ');
const RESOLUTIONS: Record<string, string> = { hd: 'HD', full_hd: 'Full HD', '4k': '4K' };
const WITHIN: Record<string, string> = { day: 'Past day', week: 'Past week', month: 'Past month', year: 'Past year' };

/** The filters of a saved search as short labels, in the order the search page shows them. */
export function filterLabels(filters: SavedSearchFilters): string[] {
  const labels: string[] = [filters.type?.toUpperCase() === 'VIDEO' ? 'Videos' : 'Images'];
  if (filters.category_id !== undefined) labels.push('In a category');
  for (const value of filters.orientation ?? []) labels.push(capitalise(value));
  for (const value of filters.color ?? []) labels.push(capitalise(value));
  for (const value of filters.age_group ?? []) labels.push(capitalise(value));
  if (filters.people !== undefined)
    labels.push(filters.people === '0' ? 'No people' : `${filters.people} ${filters.people === '1' ? 'person' : 'people'}`);
  if (filters.min_megapixels !== undefined) labels.push(`${filters.min_megapixels}+ MP`);
  if (filters.resolution) labels.push(RESOLUTIONS[filters.resolution] ?? filters.resolution);
  if (filters.min_duration !== undefined) labels.push(`${filters.min_duration}s or longer`);
  if (filters.max_duration !== undefined) labels.push(`Up to ${filters.max_duration}s`);
  if (filters.fps !== undefined) labels.push(`${filters.fps} fps`);
  if (filters.uploaded_within) labels.push(WITHIN[filters.uploaded_within] ?? filters.uploaded_within);
  if (filters.safe_search === false) labels.push('Safe search off');
  return labels;
}
