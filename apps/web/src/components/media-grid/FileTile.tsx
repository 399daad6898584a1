import type { FileSummary } from '@stock/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app-paths';
import { placeholderStyle } from '../media/blurhash-data-url';
import { formatDuration } from '../media/format-duration';
import { sourceFor, srcSet } from '../media/media-sources';

interface FileTileProps {
  file: FileSummary;
  width: number;
  height: number;
  /** Tiles in the first row are above the fold: load them at once instead of lazily. */
  eager?: boolean;
  /** The first tile is the likely Largest Contentful Paint: ask for it before anything else. */
  priority?: boolean;
}

export function FileTile({ file, width, height, eager = false, priority = false }: FileTileProps) {
  // The clip is heavy: its <video> exists only while the tile is hovered or focused.
  const { t } = useTranslation();
  const [previewing, setPreviewing] = useState(false);
  const sizes = `${width}px`;
  const isVideo = file.type === 'VIDEO';
  const clip = isVideo ? file.preview_clip_url : null;
  const start = () => clip && setPreviewing(true);
  const stop = () => setPreviewing(false);

  return (
    <Link
      to={paths.file(file)}
      className="group relative block shrink-0 overflow-hidden rounded-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-500"
      style={{ width, height, ...placeholderStyle(file) }}
      onMouseEnter={start}
      onMouseLeave={stop}
      onFocus={start}
      onBlur={stop}
      data-testid="file-tile"
    >
      <picture>
        <source type="image/webp" srcSet={srcSet(file.thumbnails.webp)} sizes={sizes} />
        <img
          src={sourceFor(file.thumbnails.jpeg, width)}
          srcSet={srcSet(file.thumbnails.jpeg)}
          sizes={sizes}
          width={width}
          height={height}
          alt={file.title}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={priority ? 'high' : undefined}
          // Transparent text: should a thumbnail fail, its alt text (still read aloud) does not spill over the placeholder.
          className="h-full w-full object-cover text-transparent"
        />
      </picture>
      {previewing && clip && (
        <video
          src={clip}
          muted
          loop
          autoPlay
          playsInline
          preload="auto"
          aria-hidden="true"
          tabIndex={-1}
          className="pointer-events-none absolute inset-0 h-full w-full object-cover"
        />
      )}
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 bottom-0 translate-y-1 bg-gradient-to-t from-black/70 to-transparent px-3 pt-8 pb-2 text-left text-sm font-medium text-white opacity-0 transition group-hover:translate-y-0 group-hover:opacity-100 group-focus-visible:translate-y-0 group-focus-visible:opacity-100"
      >
        <span className="line-clamp-2">{file.title}</span>
      </span>
      {isVideo && file.duration_ms !== null && (
        <span className="pointer-events-none absolute top-2 left-2 flex items-center gap-1 rounded bg-black/65 px-1.5 py-0.5 text-xs font-semibold text-white tabular-nums">
          <svg viewBox="0 0 12 12" aria-hidden="true" className="h-2.5 w-2.5 fill-current">
            <path d="M3 1.5v9l7-4.5z" />
          </svg>
          <span className="sr-only">{t('fileTile.video')}</span>
          {formatDuration(file.duration_ms)}
        </span>
      )}
    </Link>
  );
}
