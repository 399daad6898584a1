import type { SavedSearchFilters } from '@stock/contracts';
import type { TFunction } from 'i18next';

/**
 * The filters of a saved search as short labels, in the order the search page shows them. Filter values are the
 * contract's fixed lists (orientations, colour families, age groups...), each with its own key; a value the list does
 * not know yet shows as sent. The keys name their namespace: the check reads a namespace from `useTranslation` only.
 */
const PEOPLE: Record<string, string> = { '0': 'none', '1': 'one', '2': 'two' };

export function filterLabels(filters: SavedSearchFilters, t: TFunction<'saved-searches'>): string[] {
  const known = (group: string, value: string) =>
    t(`saved-searches:filters.${group}.${value}`, { defaultValue: value.replaceAll('_', ' ') });
  const labels: string[] = [
    filters.type?.toUpperCase() === 'VIDEO' ? t('saved-searches:filters.videos') : t('saved-searches:filters.images'),
  ];
  if (filters.category_id !== undefined) labels.push(t('saved-searches:filters.inCategory'));
  for (const value of filters.orientation ?? []) labels.push(known('orientation', value));
  for (const value of filters.color ?? []) labels.push(known('color', value));
  for (const value of filters.age_group ?? []) labels.push(known('ageGroup', value));
  if (filters.people !== undefined) labels.push(t('saved-searches:filters.people', { people: PEOPLE[filters.people] ?? 'many' }));
  if (filters.min_megapixels !== undefined) labels.push(t('saved-searches:filters.minMegapixels', { value: filters.min_megapixels }));
  if (filters.resolution) labels.push(known('resolution', filters.resolution));
  if (filters.min_duration !== undefined) labels.push(t('saved-searches:filters.minDuration', { seconds: filters.min_duration }));
  if (filters.max_duration !== undefined) labels.push(t('saved-searches:filters.maxDuration', { seconds: filters.max_duration }));
  if (filters.fps !== undefined) labels.push(t('saved-searches:filters.fps', { fps: filters.fps }));
  if (filters.uploaded_within) labels.push(known('within', filters.uploaded_within));
  if (filters.safe_search === false) labels.push(t('saved-searches:filters.safeSearchOff'));
  return labels;
}
