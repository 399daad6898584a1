import type { FileSummary, ImageSource } from '@stock/contracts';
import type { DerivativeTuple, FileSummaryRow } from './file-summaries.repo';
import { publicMediaUrl } from './media-urls';

export function sources(derivatives: DerivativeTuple[], kind: string, format: string): ImageSource[] {
  return derivatives.filter(([k, f]) => k === kind && f === format).map(([, , width, key]) => ({ url: publicMediaUrl(key), width }));
}

export function toFileSummary(row: FileSummaryRow): FileSummary {
  const clip = row.derivatives.find(([kind]) => kind === 'clip');
  return {
    media_id: row.id,
    type: row.type,
    title: row.title,
    slug: row.slug,
    width: row.width,
    height: row.height,
    orientation: row.orientation,
    duration_ms: row.duration_ms,
    blurhash: row.blurhash,
    dominant_color: row.dominant_colors[0] ?? null,
    thumbnails: { webp: sources(row.derivatives, 'thumb', 'webp'), jpeg: sources(row.derivatives, 'thumb', 'jpeg') },
    preview_clip_url: clip ? publicMediaUrl(clip[3]) : null,
    contributor: { id: row.contributor_id, name: row.contributor_name, slug: row.contributor_slug },
  };
}
