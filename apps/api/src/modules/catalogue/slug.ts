import { slugWords } from '@stock/contracts/values';

/** A URL-friendly form of a title (see slugWords); a title with no letters or digits still gets one. */
export function slugify(text: string): string {
  return slugWords(text) || 'file';
}
