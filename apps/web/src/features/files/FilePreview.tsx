import type { FileDetail } from '@stock/contracts';
import { FILE_PREVIEW_SIZES, srcSet } from '@stock/contracts/values';
import { placeholderStyle } from '../../components/media/blurhash-data-url';

/**
 * The watermarked preview, in a frame that has the file's aspect ratio before anything loads (no layout shift), as large
 * as the column allows without growing taller than most of the viewport.
 */
export function FilePreview({ file }: { file: FileDetail }) {
  const aspect = file.width / file.height;
  const frame = {
    aspectRatio: `${file.width} / ${file.height}`,
    width: `min(100%, calc(72vh * ${aspect.toFixed(4)}))`,
    ...placeholderStyle(file),
  };
  return (
    <div className="flex items-start justify-center self-start rounded-xl bg-slate-100 p-2 sm:p-4">
      <div className="relative overflow-hidden rounded-lg" style={frame}>
        {file.type === 'VIDEO' && file.preview_clip_url ? (
          <video
            src={file.preview_clip_url}
            poster={file.poster_url ?? undefined}
            controls
            muted
            playsInline
            loop
            preload="metadata"
            width={file.width}
            height={file.height}
            aria-label={file.title}
            className="h-full w-full bg-black object-contain"
          />
        ) : (
          <picture>
            {/* Phones take the smaller preview; with no sizes listed (an older file), the one preview. */}
            <source
              type="image/webp"
              srcSet={file.preview_sizes.webp.length > 0 ? srcSet(file.preview_sizes.webp) : file.preview.webp}
              sizes={file.preview_sizes.webp.length > 0 ? FILE_PREVIEW_SIZES : undefined}
            />
            <img
              src={file.preview.jpeg}
              srcSet={file.preview_sizes.jpeg.length > 0 ? srcSet(file.preview_sizes.jpeg) : undefined}
              sizes={file.preview_sizes.jpeg.length > 0 ? FILE_PREVIEW_SIZES : undefined}
              alt={file.title}
              width={file.width}
              height={file.height}
              fetchPriority="high"
              decoding="async"
              className="h-full w-full object-contain"
            />
          </picture>
        )}
      </div>
    </div>
  );
}
