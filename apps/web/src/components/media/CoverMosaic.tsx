import type { FileSummary } from '@stock/contracts';
import { placeholderStyle } from './blurhash-data-url';
import { sourceFor, srcSet } from './media-sources';

/** A collection's first covers as a mosaic: one large, two small, the way stock sites present sets of files. */
export function CoverMosaic({ covers: all }: { covers: readonly FileSummary[] }) {
  const covers = all.slice(0, 3);
  return (
    <div className="grid aspect-[3/2] grid-cols-3 grid-rows-2 gap-1 overflow-hidden rounded-2xl bg-slate-100">
      {covers.map((cover, index) => (
        <picture
          key={cover.media_id}
          className={
            index > 0 ? (covers.length === 2 ? 'row-span-2' : '') : covers.length === 1 ? 'col-span-3 row-span-2' : 'col-span-2 row-span-2'
          }
          style={placeholderStyle(cover)}
        >
          <source
            type="image/webp"
            srcSet={srcSet(cover.thumbnails.webp)}
            sizes={index === 0 ? '(min-width: 1024px) 260px, 66vw' : '(min-width: 1024px) 130px, 33vw'}
          />
          <img
            src={sourceFor(cover.thumbnails.jpeg, index === 0 ? 400 : 200)}
            srcSet={srcSet(cover.thumbnails.jpeg)}
            sizes={index === 0 ? '(min-width: 1024px) 260px, 66vw' : '(min-width: 1024px) 130px, 33vw'}
            alt=""
            width={cover.width}
            height={cover.height}
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover transition duration-300 group-hover:scale-[1.03]"
          />
        </picture>
      ))}
    </div>
  );
}
