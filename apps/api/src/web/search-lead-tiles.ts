import type { FileSummary } from '@stock/contracts';
import { srcSet } from '@stock/contracts/values';
import type { PageMeta } from '../modules/seo/page-meta';

type LeadImage = NonNullable<PageMeta['leadImage']>;

/** The first row of a phone's results holds two or three tiles: the page's largest picture is among the first two. */
const LEAD_TILES = 2;

/**
 * A first-row tile's width, as the grid will likely lay it out: a 3:2 picture at the grid's target row height (150, 200
 * and 240 px by width, apps/web/src/components/media-grid/grid-metrics.ts). The grid computes the real width only once
 * it is measured; the browser picks the same rendition from the srcset for any width near this one.
 */
const TILE_SIZES = '(max-width: 639px) 225px, (max-width: 1023px) 300px, 360px';

/**
 * The pictures of a search page's first tiles, from the answer the server puts into the page: hinted in its head, the
 * browser downloads them beside the scripts instead of after the scripts have drawn the grid.
 */
export function searchLeadTiles(answerBody: string): LeadImage[] {
  const answer = JSON.parse(answerBody) as { data?: { results?: FileSummary[] } };
  return (answer.data?.results ?? []).slice(0, LEAD_TILES).flatMap((file) => {
    const sources = file.thumbnails.webp;
    const smallest = sources[0];
    return smallest ? [{ url: smallest.url, type: 'image/webp', srcset: srcSet(sources), sizes: TILE_SIZES }] : [];
  });
}
