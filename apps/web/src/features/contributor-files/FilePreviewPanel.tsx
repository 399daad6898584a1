import type { ContributorFile } from '@stock/contracts';
import { placeholderStyle } from '../../components/media/blurhash-data-url';
import { FileThumb } from './FileThumb';

type PreviewFile = Pick<
  ContributorFile,
  | 'title'
  | 'original_filename'
  | 'width'
  | 'height'
  | 'preview'
  | 'preview_clip_url'
  | 'thumbnails'
  | 'blurhash'
  | 'dominant_colors'
  | 'processing'
  | 'type'
>;

/** The watermarked preview (the clip for a video), at the file's own proportions; a placeholder until it is made. */
export function FilePreviewPanel({ file }: { file: PreviewFile }) {
  const ratio = file.width > 0 && file.height > 0 ? `${file.width} / ${file.height}` : '4 / 3';
  const frame = 'mx-auto max-h-[70vh] w-full rounded-xl object-contain';
  if (file.type === 'VIDEO' && file.preview_clip_url) {
    return (
      <video
        src={file.preview_clip_url}
        poster={file.preview?.jpeg}
        controls
        muted
        loop
        playsInline
        className={`${frame} bg-slate-900`}
        style={{ aspectRatio: ratio }}
      />
    );
  }
  if (file.preview) {
    return (
      <picture>
        <source type="image/webp" srcSet={file.preview.webp} />
        <img
          src={file.preview.jpeg}
          alt={file.title || file.original_filename}
          className={frame}
          style={{ aspectRatio: ratio, ...placeholderStyle({ blurhash: file.blurhash, dominant_color: file.dominant_colors[0] ?? null }) }}
        />
      </picture>
    );
  }
  return <FileThumb file={file} width={800} className="aspect-[4/3] w-full rounded-xl" />;
}
