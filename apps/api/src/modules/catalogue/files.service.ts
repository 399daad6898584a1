import type { FileDetail, FileSummary, KeywordRef, MediaType } from '@stock/contracts';
import type { Db } from '../../db/connection';
import { notFound } from '../../http/http-error';
import { type PageWindow, paged } from '../../http/pagination';
import { sources, toFileSummary } from './file-presenter';
import { loadFileSummaries } from './file-summaries';
import {
  type FileListFilter,
  type FileOrder,
  findFileDetailRow,
  findKeywordsOfFile,
  findPublishedFile,
  findSimilarFileIds,
  listPublishedFileIds,
  scoreThresholds,
} from './files.repo';
import { publicMediaUrl } from './media-urls';
import { memoizeFor } from './ttl-cache';

const THRESHOLDS_TTL_MS = 5 * 60_000;
const thresholdCache = new WeakMap<Db, ReturnType<typeof memoizeFor<MediaType, { trending: number; popular: number }>>>();

/** The scores above which a file is labelled trending or popular; computing them scans the catalogue. */
function cachedScoreThresholds(db: Db, type: MediaType) {
  let cached = thresholdCache.get(db);
  if (!cached) {
    cached = memoizeFor(THRESHOLDS_TTL_MS, (key: MediaType) => scoreThresholds(db, key));
    thresholdCache.set(db, cached);
  }
  return cached(type);
}

export const FILE_NOT_FOUND = 'This file does not exist or is no longer available.';

export async function listFiles(db: Db, filter: FileListFilter, order: FileOrder, window: PageWindow) {
  const { ids, total } = await listPublishedFileIds(db, filter, order, window.offset, window.limit);
  return paged(await loadFileSummaries(db, ids), total, window);
}

export async function getFileDetail(db: Db, mediaId: number): Promise<FileDetail> {
  const row = await findFileDetailRow(db, mediaId);
  if (!row) throw notFound(FILE_NOT_FOUND);
  const summary = toFileSummary(row);
  const thresholds = await cachedScoreThresholds(db, row.type);
  // Previews come narrowest first: the widest is the preview, and all of them are its sizes for srcset.
  const previewOf = (format: string) => row.previews.filter(([kind, f]) => kind === 'preview' && f === format).at(-1)?.[3];
  const poster = row.previews.find(([kind, format]) => kind === 'poster' && format === 'jpeg')?.[3];
  const previewJpeg = previewOf('jpeg');
  return {
    ...summary,
    status: 'published',
    description: row.description,
    keywords: row.keywords.map((k): KeywordRef => ({ keyword_id: Number(k.id), keyword: k.keyword })),
    keyword_ids: row.keywords.map((k) => Number(k.id)),
    category: row.category_name,
    category_id: row.category_id,
    category_slug: row.category_slug,
    parent_id: row.parent_id,
    parent_category: row.parent_name,
    age_group: row.age_groups,
    people_count: row.people_count,
    fps: row.fps,
    megapixels: Math.round(row.megapixels * 10) / 10,
    dominant_colors: row.dominant_colors,
    formats: row.formats.map((f) => ({
      media_format_id: Number(f.id),
      name: f.name,
      label: f.label,
      width: f.width,
      height: f.height,
      bytes: Number(f.bytes),
      mime: f.mime,
    })),
    preview: {
      webp: previewOf('webp') ? publicMediaUrl(previewOf('webp') as string) : (summary.thumbnails.webp.at(-1)?.url ?? ''),
      jpeg: previewJpeg ? publicMediaUrl(previewJpeg) : (summary.thumbnails.jpeg.at(-1)?.url ?? ''),
    },
    // A video's watermarked preview image is its poster frame.
    preview_sizes: { webp: sources(row.previews, 'preview', 'webp'), jpeg: sources(row.previews, 'preview', 'jpeg') },
    poster_url: poster ? publicMediaUrl(poster) : row.type === 'VIDEO' && previewJpeg ? publicMediaUrl(previewJpeg) : null,
    views: row.views,
    downloads: row.downloads,
    is_trending: row.trending_score > 0 && row.trending_score >= thresholds.trending,
    popular: row.popularity_score > 0 && row.popularity_score >= thresholds.popular,
    published_at: row.published_at.toISOString(),
  };
}

export async function similarFiles(
  db: Db,
  params: { mediaId?: number; type: MediaType; keywordIds?: number[]; limit: number },
): Promise<FileSummary[]> {
  let keywordIds = params.keywordIds ?? [];
  let categoryId: number | null = null;
  if (params.mediaId !== undefined) {
    const file = await findPublishedFile(db, params.mediaId);
    if (!file) throw notFound(FILE_NOT_FOUND);
    categoryId = file.category_id;
    if (keywordIds.length === 0) keywordIds = (await findKeywordsOfFile(db, params.mediaId)).map((k) => k.id);
  }
  const ids = await findSimilarFileIds(db, { keywordIds, type: params.type, excludeId: params.mediaId, categoryId, limit: params.limit });
  return loadFileSummaries(db, ids);
}
