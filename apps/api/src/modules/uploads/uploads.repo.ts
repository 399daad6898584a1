import { sql } from 'kysely';
import type { Db } from '../../db/connection';

/** Files the contributor started uploading in the last 24 hours, deleted ones included (the audit rows stay). */
export async function uploadsInLastDay(db: Db, contributorId: number): Promise<number> {
  const row = await db
    .selectFrom('media_status_transitions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('contributor_id', '=', contributorId)
    .where('from_status', 'is', null)
    .where('created_at', '>', sql<Date>`now() - interval '1 day'`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Bytes the contributor keeps with us: the originals of their files (removed ones still count: buyers may download
 * them) and their model releases' documents.
 */
export async function storageUsedBytes(db: Db, contributorId: number): Promise<number> {
  const { rows } = await sql<{ bytes: string }>`
    SELECT (
      SELECT coalesce(sum(o.bytes), 0) FROM media_originals o JOIN media_files f ON f.id = o.media_id
      WHERE f.contributor_id = ${contributorId}
    ) + (
      SELECT coalesce(sum(r.bytes), 0) FROM model_releases r WHERE r.contributor_id = ${contributorId}
    ) AS bytes`.execute(db);
  return Number(rows[0]?.bytes ?? 0);
}

/**
 * Serialises one contributor's uploads until the transaction ends: the daily limit and the storage quota are checked
 * and used by one upload at a time, so parallel uploads (tus finishes, multipart requests) cannot all pass at the edge.
 */
export async function lockContributorUploads(db: Db, contributorId: number): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext('contributor-uploads'), (${contributorId}::bigint % 2147483647)::int)`.execute(db);
}

/** A contributor's file's status, its row locked until the transaction ends (a review decision waits for it). */
export async function lockOwnFileStatus(db: Db, contributorId: number, mediaId: number) {
  return db
    .selectFrom('media_files')
    .select('status')
    .where('id', '=', mediaId)
    .where('contributor_id', '=', contributorId)
    .where('status', '<>', 'removed')
    .forUpdate()
    .executeTakeFirst();
}

export async function setUploadedOriginal(
  db: Db,
  mediaId: number,
  original: { key: string; mime: string; bytes: number; fileName: string; revision: string },
): Promise<void> {
  await db
    .insertInto('media_originals')
    .values({ media_id: mediaId, storage_key: original.key, mime: original.mime, bytes: original.bytes })
    .onConflict((conflict) =>
      conflict.column('media_id').doUpdateSet({ storage_key: original.key, mime: original.mime, bytes: original.bytes }),
    )
    .execute();
  await db
    .updateTable('media_files')
    .set({
      original_filename: original.fileName,
      processing_status: 'queued',
      processing_error: null,
      processing_revision: original.revision,
      updated_at: new Date(),
    })
    .where('id', '=', mediaId)
    .execute();
}

export async function updateProbedSize(
  db: Db,
  mediaId: number,
  size: { width: number; height: number; duration_ms: number | null; fps: number | null },
): Promise<void> {
  await db.updateTable('media_files').set(size).where('id', '=', mediaId).execute();
}

export async function originalKeyOf(db: Db, mediaId: number): Promise<string | undefined> {
  return (await db.selectFrom('media_originals').select('storage_key').where('media_id', '=', mediaId).executeTakeFirst())?.storage_key;
}
