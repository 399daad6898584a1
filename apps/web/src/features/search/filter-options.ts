import type { ColorFamily } from '@stock/contracts';

/** The swatch each colour family is shown as; the API groups a file's dominant colours into these families. */
export const COLOR_SWATCHES: Record<ColorFamily, { labelKey: string; hex: string }> = {
  red: { labelKey: 'search:colours.red', hex: '#dc2626' },
  orange: { labelKey: 'search:colours.orange', hex: '#f97316' },
  yellow: { labelKey: 'search:colours.yellow', hex: '#facc15' },
  green: { labelKey: 'search:colours.green', hex: '#16a34a' },
  teal: { labelKey: 'search:colours.teal', hex: '#0d9488' },
  blue: { labelKey: 'search:colours.blue', hex: '#2563eb' },
  purple: { labelKey: 'search:colours.purple', hex: '#9333ea' },
  pink: { labelKey: 'search:colours.pink', hex: '#ec4899' },
  brown: { labelKey: 'search:colours.brown', hex: '#92400e' },
  black: { labelKey: 'search:colours.black', hex: '#111827' },
  white: { labelKey: 'search:colours.white', hex: '#ffffff' },
  grey: { labelKey: 'search:colours.grey', hex: '#9ca3af' },
};

/** The age groups' names in the `search` namespace, for t(). */
export const AGE_GROUP_KEYS: Record<string, string> = {
  infant: 'search:ageGroups.infant',
  child: 'search:ageGroups.child',
  teen: 'search:ageGroups.teen',
  young_adult: 'search:ageGroups.youngAdult',
  adult: 'search:ageGroups.adult',
  senior: 'search:ageGroups.senior',
};

export const PEOPLE_OPTIONS = [
  { value: undefined, labelKey: 'search:filters.people.any' },
  { value: '0', labelKey: 'search:filters.people.none' },
  { value: '1', labelKey: 'search:filters.people.one' },
  { value: '2', labelKey: 'search:filters.people.two' },
  { value: '3+', labelKey: 'search:filters.people.threeOrMore' },
] as const;

export const MEGAPIXEL_OPTIONS = [
  { value: undefined, labelKey: 'search:filters.size.any' },
  { value: 4, labelKey: 'search:filters.size.mp4' },
  { value: 12, labelKey: 'search:filters.size.mp12' },
  { value: 24, labelKey: 'search:filters.size.mp24' },
] as const;

export const RESOLUTION_OPTIONS = [
  { value: undefined, labelKey: 'search:filters.resolution.any' },
  { value: 'hd', labelKey: 'search:filters.resolution.hd' },
  { value: 'full_hd', labelKey: 'search:filters.resolution.fullHd' },
  { value: '4k', labelKey: 'search:filters.resolution.uhd' },
] as const;

/** Duration presets in seconds, the ranges stock sites offer. */
export const DURATION_OPTIONS = [
  { id: 'any', labelKey: 'search:filters.duration.any', min: undefined, max: undefined },
  { id: 'short', labelKey: 'search:filters.duration.short', min: undefined, max: 10 },
  { id: 'medium', labelKey: 'search:filters.duration.medium', min: 10, max: 30 },
  { id: 'long', labelKey: 'search:filters.duration.long', min: 30, max: 60 },
  { id: 'longer', labelKey: 'search:filters.duration.longer', min: 60, max: undefined },
] as const;

export const FPS_OPTIONS = [undefined, 24, 25, 30, 50, 60] as const;

export const UPLOADED_WITHIN_OPTIONS = [
  { value: undefined, labelKey: 'search:filters.uploaded.any' },
  { value: 'day', labelKey: 'search:filters.uploaded.day' },
  { value: 'week', labelKey: 'search:filters.uploaded.week' },
  { value: 'month', labelKey: 'search:filters.uploaded.month' },
  { value: 'year', labelKey: 'search:filters.uploaded.year' },
] as const;

export const SORT_OPTIONS = [
  { value: 'relevance', labelKey: 'search:sort.relevance' },
  { value: 'newest', labelKey: 'search:sort.newest' },
  { value: 'popular', labelKey: 'search:sort.popular' },
] as const;
