import type { ColorFamily } from '@stock/contracts';

/** The swatch each colour family is shown as; the API groups a file's dominant colours into these families. */
export const COLOR_SWATCHES: Record<ColorFamily, { label: string; hex: string }> = {
  red: { label: 'Red', hex: '#dc2626' },
  orange: { label: 'Orange', hex: '#f97316' },
  yellow: { label: 'Yellow', hex: '#facc15' },
  green: { label: 'Green', hex: '#16a34a' },
  teal: { label: 'Teal', hex: '#0d9488' },
  blue: { label: 'Blue', hex: '#2563eb' },
  purple: { label: 'Purple', hex: '#9333ea' },
  pink: { label: 'Pink', hex: '#ec4899' },
  brown: { label: 'Brown', hex: '#92400e' },
  black: { label: 'Black', hex: '#111827' },
  white: { label: 'White', hex: '#ffffff' },
  grey: { label: 'Grey', hex: '#9ca3af' },
};

export const AGE_GROUP_LABELS: Record<string, string> = {
  infant: 'Babies',
  child: 'Children',
  teen: 'Teenagers',
  young_adult: 'Young adults',
  adult: 'Adults',
  senior: 'Seniors',
};

export const PEOPLE_OPTIONS = [
  { value: undefined, label: 'Any' },
  { value: '0', label: 'No people' },
  { value: '1', label: '1 person' },
  { value: '2', label: '2 people' },
  { value: '3+', label: '3 or more' },
] as const;

export const MEGAPIXEL_OPTIONS = [
  { value: undefined, label: 'Any size' },
  { value: 4, label: 'At least 4 MP' },
  { value: 12, label: 'At least 12 MP' },
  { value: 24, label: 'At least 24 MP' },
] as const;

export const RESOLUTION_OPTIONS = [
  { value: undefined, label: 'Any resolution' },
  { value: 'hd', label: 'HD (720p) and up' },
  { value: 'full_hd', label: 'Full HD (1080p) and up' },
  { value: '4k', label: '4K' },
] as const;

/** Duration presets in seconds, the ranges stock sites offer. */
export const DURATION_OPTIONS = [
  { id: 'any', label: 'Any length', min: undefined, max: undefined },
  { id: 'short', label: 'Under 10 seconds', min: undefined, max: 10 },
  { id: 'medium', label: '10 to 30 seconds', min: 10, max: 30 },
  { id: 'long', label: '30 to 60 seconds', min: 30, max: 60 },
  { id: 'longer', label: 'Over 1 minute', min: 60, max: undefined },
] as const;

export const FPS_OPTIONS = [undefined, 24, 25, 30, 50, 60] as const;

export const UPLOADED_WITHIN_OPTIONS = [
  { value: undefined, label: 'Any time' },
  { value: 'day', label: 'Past 24 hours' },
  { value: 'week', label: 'Past week' },
  { value: 'month', label: 'Past month' },
  { value: 'year', label: 'Past year' },
] as const;

export const SORT_OPTIONS = [
  { value: 'relevance', label: 'Most relevant' },
  { value: 'newest', label: 'Newest' },
  { value: 'popular', label: 'Most popular' },
] as const;
