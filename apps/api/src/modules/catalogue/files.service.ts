import type { FileDetail, FileSummary, MediaType } from '@stock/contracts';
import type { Db } from '../../db/connection';
import { notFound } from '../../http/http-error';
import { type PageWindow, paged } from '../../http/pagination';
import { toFileDetail } from './file-presenter';
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
  return toFileDetail(row, await cachedScoreThresholds(db, row.type));
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
