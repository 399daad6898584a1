import type { MediaType } from '@stock/contracts';

/** The spec's rule: types travel upper-cased and default to IMAGE. */
export function mediaTypeOf(raw: string | undefined): MediaType {
  return raw?.toUpperCase() === 'VIDEO' ? 'VIDEO' : 'IMAGE';
}
