import type { FileSummary } from '@stock/contracts';
import { PORTFOLIO_FEATURED_MAX } from '@stock/contracts/values';
import { useTranslation } from 'react-i18next';
import { sourceFor, srcSet } from '../../components/media/media-sources';

// The grid's columns: 2, 3 from 640 px, 4 from 1024 px. With them the browser takes the small unwatermarked thumbnail
// wherever it is sharp enough, portrait files included (their small thumbnail is narrower than a landscape's).
const PICK_SIZES = '(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw';

/** The contributor's published files as small tiles, each with a cover choice and a featured toggle. */
export function PortfolioPicks({
  files,
  coverId,
  featuredIds,
  onCover,
  onFeatured,
}: {
  files: FileSummary[];
  coverId: number | null;
  featuredIds: number[];
  onCover: (id: number | null) => void;
  onFeatured: (ids: number[]) => void;
}) {
  const { t } = useTranslation('portfolio');
  const full = featuredIds.length >= PORTFOLIO_FEATURED_MAX;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label={t('picks.label')}>
      {files.map((file) => {
        const featured = featuredIds.includes(file.media_id);
        return (
          <li
            key={file.media_id}
            className={`overflow-hidden rounded-xl border ${featured || coverId === file.media_id ? 'border-sky-500' : 'border-slate-200'}`}
          >
            <img
              src={sourceFor(file.thumbnails.jpeg, 300)}
              srcSet={srcSet(file.thumbnails.jpeg)}
              sizes={PICK_SIZES}
              alt=""
              width={file.width}
              height={file.height}
              loading="lazy"
              className="aspect-[3/2] w-full bg-slate-100 object-cover"
            />
            <div className="space-y-1.5 p-2 text-sm">
              <p className="truncate font-medium text-slate-900" title={file.title}>
                {file.title}
              </p>
              <label className="flex items-center gap-2 text-slate-700">
                <input type="radio" name="cover" checked={coverId === file.media_id} onChange={() => onCover(file.media_id)} />
                {t('picks.cover')}
              </label>
              <label className="flex items-center gap-2 text-slate-700">
                <input
                  type="checkbox"
                  checked={featured}
                  disabled={!featured && full}
                  onChange={() => onFeatured(featured ? featuredIds.filter((id) => id !== file.media_id) : [...featuredIds, file.media_id])}
                />
                {t('picks.featured')}
              </label>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
