import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { MediaTypeValue } from '../../db/schema';

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
  const unique = [...new Set(words.map((word) => word.trim().toLowerCase()).filter(Boolean))];
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

/** Attaches everything the pipeline made and publishes the file, all at once: a half-made file is never visible. */
export async function publishProcessedFile(db: Db, file: ProcessedFile): Promise<void> {
  const keywordIds = await upsertKeywords(db, file.keywords);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('media_derivatives').where('media_id', '=', file.mediaId).execute();
    await trx.deleteFrom('media_formats').where('media_id', '=', file.mediaId).execute();
    await trx.deleteFrom('media_file_keywords').where('media_id', '=', file.mediaId).execute();
    await trx
      .insertInto('media_originals')
      .values({ media_id: file.mediaId, storage_key: file.original.key, mime: file.original.mime, bytes: file.original.bytes })
      .onConflict((conflict) =>
        conflict.column('media_id').doUpdateSet({ storage_key: file.original.key, mime: file.original.mime, bytes: file.original.bytes }),
      )
      .execute();
    if (file.derivatives.length > 0) {
      await trx
        .insertInto('media_derivatives')
        .values(
          file.derivatives.map((d) => ({
            media_id: file.mediaId,
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
    await trx
      .insertInto('media_formats')
      .values(
        file.formats.map((f, position) => ({
          media_id: file.mediaId,
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
    const ordered = [...new Set(file.keywords.map((word) => word.trim().toLowerCase()))].flatMap((word) => keywordIds.get(word) ?? []);
    if (ordered.length > 0) {
      await trx
        .insertInto('media_file_keywords')
        .values(ordered.map((keyword_id, position) => ({ media_id: file.mediaId, keyword_id, position })))
        .execute();
    }
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

export async function refreshCatalogueCounts(db: Db): Promise<void> {
  await sql`SELECT refresh_catalogue_counts()`.execute(db);
}
