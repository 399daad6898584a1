import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { MediaTypeValue } from '../../db/schema';
import { RENDITIONS_VERSION } from './processed-media';

export interface NewFileRow {
  type: MediaTypeValue;
  contributorId: number;
  title: string;
  slug: string;
  description: string;
  categoryId: number | null;
  width: number;
  height: number;
  durationMs: number | null;
  fps: number | null;
}

/** A file starts as a DRAFT row: it has an id for storage keys but nobody sees it until it is published. */
export async function insertDraftFile(db: Db, row: NewFileRow): Promise<number> {
  const inserted = await db
    .insertInto('media_files')
    .values({
      type: row.type,
      contributor_id: row.contributorId,
      title: row.title,
      slug: row.slug,
      description: row.description,
      category_id: row.categoryId,
      width: row.width,
      height: row.height,
      duration_ms: row.durationMs,
      fps: row.fps,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** Keyword ids for the given words, creating the ones that are new. */
export async function upsertKeywords(db: Db, words: string[]): Promise<Map<string, number>> {
  // Sorted: transactions that insert overlapping keywords then lock them in the same order and wait for each other
  // instead of deadlocking (the demo seeding and the media workers publish files in parallel).
  const unique = [...new Set(words.map((word) => word.trim().toLowerCase()).filter(Boolean))].sort();
  if (unique.length === 0) return new Map();
  await db
    .insertInto('keywords')
    .values(unique.map((keyword) => ({ keyword })))
    .onConflict((conflict) => conflict.column('keyword').doNothing())
    .execute();
  const rows = await db.selectFrom('keywords').select(['id', 'keyword']).where('keyword', 'in', unique).execute();
  return new Map(rows.map((row) => [row.keyword, row.id]));
}

export interface ProcessedFile {
  mediaId: number;
  keywords: string[];
  analysis: { dominantColors: string[]; colorFamilies: string[]; blurhash: string | null };
  scores: { popularity: number; trending: number; views: number; downloads: number };
  publishedAt: Date;
  original: { key: string; mime: string; bytes: number };
  derivatives: { kind: string; format: string; width: number; height: number; bytes: number; key: string }[];
  formats: { name: string; label: string; width: number; height: number; bytes: number; mime: string }[];
}

export interface Renditions {
  original: { key: string; mime: string; bytes: number };
  derivatives: { kind: string; format: string; width: number; height: number; bytes: number; key: string }[];
  formats: { name: string; label: string; width: number; height: number; bytes: number; mime: string }[];
}

/**
 * Points a file at a new set of renditions and licence formats, replacing the old ones in the caller's transaction:
 * readers see the old set or the new one, never a mix. The set is the pipeline's current generation. Answers the
 * storage keys no longer referenced.
 */
export async function replaceRenditions(trx: Db, mediaId: number, renditions: Renditions): Promise<string[]> {
  const previous = await trx.selectFrom('media_derivatives').select('storage_key').where('media_id', '=', mediaId).execute();
  await trx.deleteFrom('media_derivatives').where('media_id', '=', mediaId).execute();
  await trx.deleteFrom('media_formats').where('media_id', '=', mediaId).execute();
  const { original } = renditions;
  await trx
    .insertInto('media_originals')
    .values({ media_id: mediaId, storage_key: original.key, mime: original.mime, bytes: original.bytes })
    .onConflict((conflict) =>
      conflict.column('media_id').doUpdateSet({ storage_key: original.key, mime: original.mime, bytes: original.bytes }),
    )
    .execute();
  if (renditions.derivatives.length > 0) {
    await trx
      .insertInto('media_derivatives')
      .values(
        renditions.derivatives.map((d) => ({
          media_id: mediaId,
          kind: d.kind,
          format: d.format,
          width: d.width,
          height: d.height,
          bytes: d.bytes,
          storage_key: d.key,
        })),
      )
      .execute();
  }
  if (renditions.formats.length > 0) {
    await trx
      .insertInto('media_formats')
      .values(
        renditions.formats.map((f, position) => ({
          media_id: mediaId,
          name: f.name,
          label: f.label,
          width: f.width,
          height: f.height,
          bytes: f.bytes,
          mime: f.mime,
          position,
        })),
      )
      .execute();
  }
  await trx.updateTable('media_files').set({ renditions_version: RENDITIONS_VERSION }).where('id', '=', mediaId).execute();
  const kept = new Set(renditions.derivatives.map((d) => d.key));
  return previous.map((row) => row.storage_key).filter((key) => !kept.has(key));
}

/** Replaces a file's keywords, in the order given (the first ones weigh most in suggestions), creating new words. */
export async function setFileKeywords(trx: Db, mediaId: number, words: string[]): Promise<void> {
  const keywordIds = await upsertKeywords(trx, words);
  await trx.deleteFrom('media_file_keywords').where('media_id', '=', mediaId).execute();
  const ordered = [...new Set(words.map((word) => word.trim().toLowerCase()))].flatMap((word) => keywordIds.get(word) ?? []);
  if (ordered.length > 0) {
    await trx
      .insertInto('media_file_keywords')
      .values(ordered.map((keyword_id, position) => ({ media_id: mediaId, keyword_id, position })))
      .execute();
  }
}

export interface ProcessedFile extends Renditions {
  mediaId: number;
  keywords: string[];
  analysis: { dominantColors: string[]; colorFamilies: string[]; blurhash: string | null };
  scores: { popularity: number; trending: number; views: number; downloads: number };
  publishedAt: Date;
}

/** Attaches everything the pipeline made and publishes the file, all at once: a half-made file is never visible. */
export async function publishProcessedFile(db: Db, file: ProcessedFile): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await replaceRenditions(trx, file.mediaId, file);
    await setFileKeywords(trx, file.mediaId, file.keywords);
    await trx
      .updateTable('media_files')
      .set({
        status: 'published',
        published_at: file.publishedAt,
        dominant_colors: file.analysis.dominantColors,
        color_families: file.analysis.colorFamilies,
        blurhash: file.analysis.blurhash,
        popularity_score: file.scores.popularity,
        trending_score: file.scores.trending,
        views: file.scores.views,
        downloads: file.scores.downloads,
        updated_at: new Date(),
      })
      .where('id', '=', file.mediaId)
      .execute();
    await sql`SELECT refresh_media_search_vectors(${[file.mediaId]}::bigint[])`.execute(trx);
  });
}

/**
 * Puts a reviewed file on sale now, in the caller's transaction: searchable at once (its search vector is built here)
 * and counted in its keywords' and categories' totals without recounting the whole catalogue.
 */
export async function publishReviewedFile(trx: Db, mediaId: number, publishedAt: Date): Promise<void> {
  await trx
    .updateTable('media_files')
    .set({ status: 'published', published_at: publishedAt, updated_at: publishedAt })
    .where('id', '=', mediaId)
    .execute();
  await sql`SELECT refresh_media_search_vectors(${[mediaId]}::bigint[])`.execute(trx);
  await adjustCatalogueCounts(trx, mediaId, 1);
}

/** Takes a published file off sale (status removed): out of search and counts; licences already sold are untouched. */
export async function withdrawPublishedFile(trx: Db, mediaId: number, at: Date): Promise<void> {
  await adjustCatalogueCounts(trx, mediaId, -1);
  await trx.updateTable('media_files').set({ status: 'removed', removed_at: at, updated_at: at }).where('id', '=', mediaId).execute();
}

/** Keeps keyword and category totals (safe files only, as refresh_catalogue_counts counts) in step with one file. */
export async function adjustCatalogueCounts(trx: Db, mediaId: number, delta: 1 | -1): Promise<void> {
  await sql`
    UPDATE keywords SET file_count = greatest(0, file_count + ${delta})
    WHERE id IN (
      SELECT mk.keyword_id FROM media_file_keywords mk JOIN media_files f ON f.id = mk.media_id
      WHERE mk.media_id = ${mediaId} AND f.is_safe
    )`.execute(trx);
  await sql`
    UPDATE categories SET file_count = greatest(0, file_count + ${delta})
    WHERE id IN (
      SELECT c.id FROM media_files f JOIN categories own ON own.id = f.category_id
      JOIN categories c ON c.id = own.id OR c.id = own.parent_id
      WHERE f.id = ${mediaId} AND f.is_safe
    )`.execute(trx);
}

export async function refreshCatalogueCounts(db: Db): Promise<void> {
  await sql`SELECT refresh_catalogue_counts()`.execute(db);
}
