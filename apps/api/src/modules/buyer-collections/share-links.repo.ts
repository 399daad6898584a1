import { sql } from 'kysely';
import { hashToken } from '../../crypto/token-hash';
import type { Db } from '../../db/connection';

/** Share tokens are long and random, so a plain SHA-256 is enough: the table alone cannot open a link. */

export async function revokeShareLinks(db: Db, collectionId: number): Promise<void> {
  await db
    .updateTable('buyer_collection_share_links')
    .set({ revoked_at: sql`now()` })
    .where('collection_id', '=', collectionId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function insertShareLink(db: Db, link: { collectionId: number; token: string; createdBy: number; expiresAt: Date | null }) {
  return db
    .insertInto('buyer_collection_share_links')
    .values({ collection_id: link.collectionId, token_hash: hashToken(link.token), created_by: link.createdBy, expires_at: link.expiresAt })
    .returning(['expires_at', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** A link by its token, with its collection's name and owner, whether or not it still works. */
export async function findShareLink(db: Db, token: string) {
  return db
    .selectFrom('buyer_collection_share_links as s')
    .innerJoin('buyer_collections as c', 'c.id', 's.collection_id')
    .innerJoin('users as u', 'u.id', 'c.owner_id')
    .select(['s.collection_id', 's.expires_at', 's.revoked_at', 'c.name as collection_name', 'u.name as owner_name'])
    .where('s.token_hash', '=', hashToken(token))
    .executeTakeFirst();
}

/** The watermarked previews of the given files, as [media_id, format, width, storage key]. */
export async function findWatermarkedPreviews(db: Db, mediaIds: readonly number[]) {
  if (mediaIds.length === 0) return [];
  return db
    .selectFrom('media_derivatives')
    .select(['media_id', 'format', 'width', 'storage_key'])
    .where('media_id', 'in', mediaIds)
    .where('kind', '=', 'preview')
    .where('format', 'in', ['webp', 'jpeg'])
    .orderBy('width')
    .execute();
}
