import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { MediaTypeValue } from '../../db/schema';

export interface ProcessingTarget {
  id: number;
  type: MediaTypeValue;
  contributor_id: number;
  processing_revision: string | null;
  original_key: string | null;
  original_mime: string | null;
  original_bytes: number | null;
}

export async function findProcessingTarget(db: Db, mediaId: number): Promise<ProcessingTarget | undefined> {
  return db
    .selectFrom('media_files as f')
    .leftJoin('media_originals as o', 'o.media_id', 'f.id')
    .select([
      'f.id',
      'f.type',
      'f.contributor_id',
      'f.processing_revision',
      'o.storage_key as original_key',
      'o.mime as original_mime',
      'o.bytes as original_bytes',
    ])
    .where('f.id', '=', mediaId)
    .executeTakeFirst();
}

/** Only while the revision is still the file's: a newer original makes this run stale. Answers whether it was. */
export async function setProcessingState(
  db: Db,
  mediaId: number,
  revision: string,
  state: { processing_status: 'processing' | 'failed'; processing_error?: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('media_files')
    .set({ processing_error: null, ...state })
    .where('id', '=', mediaId)
    .where('processing_revision', '=', revision)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Locks the file's row for the switch to new renditions and answers whether the revision is still current. */
export async function lockCurrentRevision(trx: Db, mediaId: number, revision: string): Promise<boolean> {
  const row = await trx.selectFrom('media_files').select('processing_revision').where('id', '=', mediaId).forUpdate().executeTakeFirst();
  return row?.processing_revision === revision;
}

export interface ProcessedFacts {
  width: number;
  height: number;
  dominantColors: string[];
  colorFamilies: string[];
  blurhash: string;
  phash: string;
  exifCamera: string | null;
  exifTakenAt: string | null;
}

export async function markProcessed(trx: Db, mediaId: number, facts: ProcessedFacts): Promise<void> {
  await trx
    .updateTable('media_files')
    .set({
      width: facts.width,
      height: facts.height,
      dominant_colors: facts.dominantColors,
      color_families: facts.colorFamilies,
      blurhash: facts.blurhash,
      phash: sql<string>`${`x${facts.phash}`}::bit(64)`,
      exif_camera: facts.exifCamera,
      exif_taken_at: facts.exifTakenAt,
      processing_status: 'ready',
      processing_error: null,
      updated_at: new Date(),
    })
    .where('id', '=', mediaId)
    .execute();
}

/** Pictures within this many differing bits (of 64) look the same to a person: resized, recompressed, retouched. */
export const NEAR_DUPLICATE_MAX_DISTANCE = 8;

/**
 * Records the near-duplicates of a processed file: the contributor's own files (any status but removed, both ways)
 * and anyone's published files, nearest first.
 */
export async function recordNearDuplicates(trx: Db, mediaId: number, contributorId: number): Promise<void> {
  await trx
    .deleteFrom('media_near_duplicates')
    .where((eb) => eb.or([eb('media_id', '=', mediaId), eb('similar_media_id', '=', mediaId)]))
    .execute();
  await sql`
    WITH me AS (SELECT phash FROM media_files WHERE id = ${mediaId}),
    found AS (
      SELECT f.id, f.contributor_id, bit_count(f.phash # me.phash)::int AS distance
      FROM media_files f, me
      WHERE f.id <> ${mediaId} AND f.phash IS NOT NULL AND me.phash IS NOT NULL
        AND ((f.contributor_id = ${contributorId} AND f.status <> 'removed') OR f.status = 'published')
        AND bit_count(f.phash # me.phash) <= ${NEAR_DUPLICATE_MAX_DISTANCE}
      ORDER BY distance, f.id LIMIT 20
    ),
    forward AS (
      INSERT INTO media_near_duplicates (media_id, similar_media_id, distance) SELECT ${mediaId}, id, distance FROM found
    )
    INSERT INTO media_near_duplicates (media_id, similar_media_id, distance)
    SELECT id, ${mediaId}, distance FROM found WHERE contributor_id = ${contributorId}
    ON CONFLICT (media_id, similar_media_id) DO UPDATE SET distance = excluded.distance`.execute(trx);
}
