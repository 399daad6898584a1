import type { Orientation } from './media-types';

/** Panoramic from 2:1 either way, square within 5 %, so search filters match what a buyer calls each shape. */
export function orientationOf(width: number, height: number): Orientation {
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  if (long >= 2 * short) return 'panoramic';
  if ((long - short) / long <= 0.05) return 'square';
  return width > height ? 'horizontal' : 'vertical';
}
