import type { Db } from '../../db/connection';
import type { MediaTypeValue } from '../../db/schema';
import { publicMediaUrl } from '../catalogue/media-urls';
import { RENDITIONS_VERSION } from '../catalogue/processed-media';

export interface OutdatedFile {
  id: number;
  type: MediaTypeValue;
  width: number;
  height: number;
  duration_ms: number | null;
  processing_status: string;
  processing_revision: string | null;
  original_key: string | null;
}

/**
 * Files with public thumbnails from an older pipeline, after `afterId`, in id order. Files an upload job is working on
 * are left to it: it makes current renditions of their new original.
 */
export async function findOutdatedFiles(db: Db, afterId: number, limit: number): Promise<OutdatedFile[]> {
  return db
    .selectFrom('media_files as f')
    .leftJoin('media_originals as o', 'o.media_id', 'f.id')
    .select([
      'f.id',
      'f.type',
      'f.width',
      'f.height',
      'f.duration_ms',
      'f.processing_status',
      'f.processing_revision',
      'o.storage_key as original_key',
    ])
    .where('f.renditions_version', '<', RENDITIONS_VERSION)
    .where('f.id', '>', afterId)
    .where('f.processing_status', 'not in', ['queued', 'processing'])
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('media_derivatives as d').select('d.media_id').whereRef('d.media_id', '=', 'f.id').where('d.kind', '=', 'thumb')),
    )
    .orderBy('f.id')
    .limit(limit)
    .execute();
}

export async function findPaidSizes(db: Db, mediaId: number): Promise<{ width: number; height: number }[]> {
  return db.selectFrom('media_formats').select(['width', 'height']).where('media_id', '=', mediaId).execute();
}

export interface ThumbnailRow {
  format: string;
  width: number;
  height: number;
  bytes: number;
  key: string;
}

/**
 * Replaces a file's thumbnails in the caller's transaction, if the file is still as it was read (same original, not
 * upgraded meanwhile by another run or a new upload). `thumbnails` null keeps only the old ones within the limit:
 * for a file whose original can no longer be read. The keys no longer referenced are noted as stale in the same
 * transaction and answered; null when the file had changed and nothing was done.
 */
export async function switchThumbnails(
  trx: Db,
  mediaId: number,
  seen: { processing_revision: string | null },
  thumbnails: ThumbnailRow[] | null,
  unwatermarkedLongEdge: number,
): Promise<string[] | null> {
  const row = await trx
    .selectFrom('media_files')
    .select(['processing_revision', 'renditions_version'])
    .where('id', '=', mediaId)
    .forUpdate()
    .executeTakeFirst();
  if (!row || row.renditions_version >= RENDITIONS_VERSION || row.processing_revision !== seen.processing_revision) return null;
  const old = await trx
    .selectFrom('media_derivatives')
    .select(['format', 'width', 'height', 'bytes', 'storage_key as key'])
    .where('media_id', '=', mediaId)
    .where('kind', '=', 'thumb')
    .execute();
  const next = thumbnails ?? old.filter((thumb) => Math.max(thumb.width, thumb.height) <= unwatermarkedLongEdge);
  await trx.deleteFrom('media_derivatives').where('media_id', '=', mediaId).where('kind', '=', 'thumb').execute();
  if (next.length > 0) {
    await trx
      .insertInto('media_derivatives')
      .values(
        next.map((t) => ({
          media_id: mediaId,
          kind: 'thumb',
          format: t.format,
          width: t.width,
          height: t.height,
          bytes: t.bytes,
          storage_key: t.key,
        })),
      )
      .execute();
  }
  await trx.updateTable('media_files').set({ renditions_version: RENDITIONS_VERSION }).where('id', '=', mediaId).execute();
  const kept = new Set(next.map((t) => t.key));
  const stale = old.filter((t) => !kept.has(t.key));
  if (stale.length > 0) {
    await trx
      .insertInto('media_stale_renditions')
      .values(stale.map((t) => ({ storage_key: t.key })))
      .onConflict((conflict) => conflict.column('storage_key').doNothing())
      .execute();
    await repointBlogCovers(trx, stale, next);
  }
  return stale.map((t) => t.key);
}

/**
 * An article whose cover was one of the old thumbnails gets the new thumbnail of that format nearest in width (at
 * least as wide), so that no cover points at a deleted file.
 */
async function repointBlogCovers(trx: Db, stale: ThumbnailRow[], next: ThumbnailRow[]): Promise<void> {
  for (const old of stale) {
    const candidates = next.filter((t) => t.format === old.format).sort((a, b) => a.width - b.width);
    const replacement = candidates.find((t) => t.width >= old.width) ?? candidates.at(-1);
    await trx
      .updateTable('blog_posts')
      .set({ cover_url: replacement ? publicMediaUrl(replacement.key) : null })
      .where('cover_url', '=', publicMediaUrl(old.key))
      .execute();
  }
}

/** Storage keys to delete, oldest first. */
export async function listStaleRenditions(db: Db, limit: number): Promise<string[]> {
  const rows = await db.selectFrom('media_stale_renditions').select('storage_key').orderBy('created_at').limit(limit).execute();
  return rows.map((row) => row.storage_key);
}

export async function forgetStaleRenditions(db: Db, keys: string[]): Promise<void> {
  if (keys.length > 0) await db.deleteFrom('media_stale_renditions').where('storage_key', 'in', keys).execute();
}

/** Which of these keys a file's renditions use: a losing concurrent run must not delete the winner's files. */
export async function referencedKeys(db: Db, mediaId: number, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectFrom('media_derivatives')
    .select('storage_key')
    .where('media_id', '=', mediaId)
    .where('storage_key', 'in', keys)
    .execute();
  return new Set(rows.map((row) => row.storage_key));
}
