import type { ContributorFile } from '@stock/contracts';
import { useTranslation } from 'react-i18next';
import { placeholderStyle } from '../../components/media/blurhash-data-url';
import { sourceFor, srcSet } from '../../components/media/media-sources';

interface FileThumbProps {
  file: Pick<ContributorFile, 'title' | 'original_filename' | 'thumbnails' | 'blurhash' | 'dominant_colors' | 'processing' | 'type'>;
  /** The width it is shown at, in CSS pixels, to pick the rendition. */
  width: number;
  className?: string;
}

const PROCESSING_KEY = { queued: 'thumb.queued', processing: 'thumb.processing', failed: 'thumb.failed', ready: null } as const;

/** A contributor's file as a square-cropped picture; while the pipeline works on it, a placeholder says so. */
export function FileThumb({ file, width, className = '' }: FileThumbProps) {
  const { t } = useTranslation('contributor-files');
  const hasThumbnail = file.thumbnails.jpeg.length > 0;
  const processingKey = PROCESSING_KEY[file.processing.status];
  const style = placeholderStyle({ blurhash: file.blurhash, dominant_color: file.dominant_colors[0] ?? null });
  return (
    <div className={`relative overflow-hidden bg-slate-200 ${className}`} style={style}>
      {hasThumbnail ? (
        <picture>
          <source type="image/webp" srcSet={srcSet(file.thumbnails.webp)} sizes={`${width}px`} />
          <img
            src={sourceFor(file.thumbnails.jpeg, width)}
            srcSet={srcSet(file.thumbnails.jpeg)}
            sizes={`${width}px`}
            alt={file.title || file.original_filename}
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover text-transparent"
          />
        </picture>
      ) : (
        <div
          className={`flex h-full w-full items-center justify-center p-2 text-center text-xs font-medium ${
            file.processing.status === 'failed' ? 'bg-rose-50 text-rose-800' : 'text-slate-600'
          }`}
        >
          {processingKey ? t(processingKey) : file.original_filename}
        </div>
      )}
      {file.type === 'VIDEO' && (
        <span className="absolute bottom-1.5 left-1.5 rounded bg-slate-900/75 px-1.5 py-0.5 text-[10px] font-semibold tracking-wide text-white uppercase">
          {t('thumb.video')}
        </span>
      )}
    </div>
  );
}
