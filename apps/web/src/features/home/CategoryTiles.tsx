import type { Category } from '@stock/contracts';
import { useQuery } from '@tanstack/react-query';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app-paths';
import { useNearViewport } from '../../components/layout/use-near-viewport';
import { placeholderStyle } from '../../components/media/blurhash-data-url';
import { sourceFor, srcSet } from '../../components/media/media-sources';
import { EmptyState } from '../../components/states/EmptyState';
import { ErrorState } from '../../components/states/ErrorState';
import { homeCategoriesQuery } from '../categories/category-queries';

const TILE_SIZES = '(min-width: 1024px) 16vw, (min-width: 640px) 33vw, 50vw';
const GRID = 'grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6';

function CategoryTile({ category }: { category: Category }) {
  const { t } = useTranslation('home');
  const cover = category.cover;
  return (
    <Link
      to={paths.category(category)}
      className="group relative block aspect-[4/3] overflow-hidden rounded-xl bg-slate-200 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-500"
      style={cover ? placeholderStyle(cover) : undefined}
    >
      {cover && (
        <picture>
          <source type="image/webp" srcSet={srcSet(cover.thumbnails.webp)} sizes={TILE_SIZES} />
          <img
            src={sourceFor(cover.thumbnails.jpeg, 320)}
            srcSet={srcSet(cover.thumbnails.jpeg)}
            sizes={TILE_SIZES}
            alt=""
            width={cover.width}
            height={cover.height}
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover transition duration-300 group-hover:scale-105"
          />
        </picture>
      )}
      <span className="absolute inset-0 bg-gradient-to-t from-black/75 via-black/10 to-transparent" />
      <span className="absolute inset-x-3 bottom-2.5 text-white">
        <span className="block font-semibold leading-tight">{category.name}</span>
        <span className="text-xs text-slate-200 tabular-nums">
          {t(category.type === 'VIDEO' ? 'categories.videoCount' : 'categories.imageCount', { count: category.file_count })}
        </span>
      </span>
    </Link>
  );
}

/**
 * Boxes the size of the tiles: the grid's place while it loads (a status named for it), or, with `placeRef`, while it
 * waits to be built (nothing to announce: the categories are there, only not built yet).
 */
function TilePlaces({ count, loadingLabel, placeRef }: { count: number; loadingLabel?: string; placeRef?: Ref<HTMLDivElement> }) {
  const boxes = Array.from({ length: count }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
    <div key={i} className="aspect-[4/3] animate-pulse rounded-xl bg-slate-200" />
  ));
  return loadingLabel ? (
    <div role="status" aria-label={loadingLabel} className={GRID}>
      {boxes}
    </div>
  ) : (
    <div ref={placeRef} aria-hidden="true" className={GRID}>
      {boxes}
    </div>
  );
}

/**
 * The home page's categories of both types in one grid, in the operator's order, each with its cover and file count.
 * They lie just below a phone's first screen: the tiles are built once their place scrolls into view (a long task on
 * a phone otherwise, as the page loads); until then boxes of the tiles' own size hold it, so nothing moves.
 */
export function CategoryTiles() {
  const { t } = useTranslation('home');
  const { data, isPending, isError, refetch } = useQuery(homeCategoriesQuery());
  const [inView, placeRef] = useNearViewport(true, '0px');
  if (isPending) return <TilePlaces count={6} loadingLabel={t('categories.loading')} />;
  if (isError) return <ErrorState message={t('categories.loadError')} onRetry={() => refetch()} />;
  const categories = data;
  if (categories.length === 0) return <EmptyState title={t('categories.empty')} />;
  if (!inView) return <TilePlaces count={categories.length} placeRef={placeRef} />;
  return (
    <ul aria-label={t('categories.label')} className={GRID}>
      {categories.map((category) => (
        <li key={category.category_id}>
          <CategoryTile category={category} />
        </li>
      ))}
    </ul>
  );
}
