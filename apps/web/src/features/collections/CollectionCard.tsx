import type { CollectionSummary } from '@stock/contracts';
import { Link } from 'react-router';
import { paths } from '../../app-paths';
import { placeholderStyle } from '../../components/media/blurhash-data-url';
import { sourceFor, srcSet } from '../../components/media/media-sources';

/** A collection as a mosaic of its first covers: one large, two small, the way stock sites present curated sets. */
/** `headingLevel`: 3 under a home page section heading, 2 directly under the collections page title. */
export function CollectionCard({ collection, headingLevel = 3 }: { collection: CollectionSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const covers = collection.covers.slice(0, 3);
  return (
    <Link
      to={paths.collection(collection)}
      className="group block rounded-2xl focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-sky-500"
    >
      <div className="grid aspect-[3/2] grid-cols-3 grid-rows-2 gap-1 overflow-hidden rounded-2xl bg-slate-100">
        {covers.map((cover, index) => (
          <picture
            key={cover.media_id}
            className={index === 0 ? 'col-span-2 row-span-2' : covers.length === 2 ? 'row-span-2' : ''}
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
      <Heading className="mt-3 font-semibold text-slate-900 group-hover:underline">{collection.name}</Heading>
      <p className="text-sm text-slate-500">{collection.file_count.toLocaleString('en-US')} files</p>
    </Link>
  );
}
