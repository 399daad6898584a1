import { type Expression, sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { MediaTypeValue, TeamAccessValue } from '../../db/schema';
import { accessibleCollectionsSql } from './collection-access.repo';

export type CollectionRoleValue = 'owner' | 'editor' | 'viewer';

export interface BuyerCollectionRow {
  id: number;
  owner_id: number;
  name: string;
  team_access: TeamAccessValue | null;
  role: CollectionRoleValue;
  owner_name: string;
  file_count: number;
  cover_ids: number[];
  has_media: boolean;
  updated_at: Date;
  share_id: number | null;
  share_expires_at: Date | null;
  share_created_at: Date | null;
}

const publishedFilesOf = (collectionId: Expression<number>) =>
  sql`FROM buyer_collection_files bf JOIN media_files f ON f.id = bf.media_id AND f.status = 'published'
      WHERE bf.collection_id = ${collectionId}`;

/** The collections a buyer can see (own and the team's), with counts and covers of their published files. */
function collectionsOf(db: Db, userId: number, mediaId: number | undefined) {
  return db
    .selectFrom(accessibleCollectionsSql(userId).as('a'))
    .innerJoin('buyer_collections as c', 'c.id', 'a.collection_id')
    .innerJoin('users as u', 'u.id', 'c.owner_id')
    .leftJoin('buyer_collection_share_links as s', (join) =>
      // Only the owner manages (and so sees) the public link.
      join.onRef('s.collection_id', '=', 'c.id').on('s.revoked_at', 'is', null).on('a.role', '=', 'owner'),
    )
    .select((eb) => [
      'c.id',
      'c.owner_id',
      'c.name',
      'c.team_access',
      'a.role',
      'u.name as owner_name',
      'c.updated_at',
      's.id as share_id',
      's.expires_at as share_expires_at',
      's.created_at as share_created_at',
      sql<number>`(SELECT count(*) ${publishedFilesOf(eb.ref('c.id'))})::int`.as('file_count'),
      sql<number[]>`ARRAY(SELECT bf.media_id ${publishedFilesOf(eb.ref('c.id'))} ORDER BY bf.added_at DESC, bf.id DESC LIMIT 3)`.as(
        'cover_ids',
      ),
      (mediaId === undefined
        ? sql<boolean>`false`
        : sql<boolean>`EXISTS (SELECT 1 FROM buyer_collection_files bf WHERE bf.collection_id = c.id AND bf.media_id = ${mediaId})`
      ).as('has_media'),
    ]);
}

export async function listBuyerCollections(db: Db, userId: number, mediaId?: number): Promise<BuyerCollectionRow[]> {
  const rows = await collectionsOf(db, userId, mediaId).orderBy('c.updated_at', 'desc').orderBy('c.id', 'desc').execute();
  return rows as BuyerCollectionRow[];
}

/** One collection as the buyer sees it, or undefined when it is not theirs to see (unknown and foreign look the same). */
export async function findBuyerCollection(db: Db, userId: number, collectionId: number): Promise<BuyerCollectionRow | undefined> {
  return (await collectionsOf(db, userId, undefined).where('c.id', '=', collectionId).executeTakeFirst()) as BuyerCollectionRow | undefined;
}

/** The ids among `collectionIds` that the buyer may add files to. */
export async function editableCollectionIds(db: Db, userId: number, collectionIds: readonly number[]): Promise<number[]> {
  const rows = await db
    .selectFrom(accessibleCollectionsSql(userId).as('a'))
    .select('a.collection_id')
    .where('a.collection_id', 'in', collectionIds)
    .where('a.role', 'in', ['owner', 'editor'])
    .execute();
  return rows.map((row) => Number(row.collection_id));
}

export async function insertBuyerCollection(db: Db, ownerId: number, name: string): Promise<number> {
  const row = await db.insertInto('buyer_collections').values({ owner_id: ownerId, name }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateBuyerCollection(
  db: Db,
  collectionId: number,
  changes: { name?: string; team_access?: TeamAccessValue | null },
): Promise<void> {
  await db
    .updateTable('buyer_collections')
    .set({ ...changes, updated_at: sql`now()` })
    .where('id', '=', collectionId)
    .execute();
}

export async function deleteBuyerCollection(db: Db, collectionId: number): Promise<void> {
  await db.deleteFrom('buyer_collections').where('id', '=', collectionId).execute();
}

export async function isPublishedFile(db: Db, mediaId: number): Promise<boolean> {
  const row = await db
    .selectFrom('media_files')
    .select('id')
    .where('id', '=', mediaId)
    .where('status', '=', 'published')
    .executeTakeFirst();
  return row !== undefined;
}

/** Adds one file to several collections; a file already there stays as it was. Returns each collection's entry. */
export async function addFileToCollections(db: Db, collectionIds: readonly number[], mediaId: number, userId: number) {
  await db
    .insertInto('buyer_collection_files')
    .values(collectionIds.map((collection_id) => ({ collection_id, media_id: mediaId, added_by: userId })))
    .onConflict((oc) => oc.columns(['collection_id', 'media_id']).doNothing())
    .execute();
  await db.updateTable('buyer_collections').set({ updated_at: sql`now()` }).where('id', 'in', collectionIds).execute();
  return db
    .selectFrom('buyer_collection_files as bf')
    .innerJoin('buyer_collections as c', 'c.id', 'bf.collection_id')
    .select(['bf.id as media_collection_id', 'c.id as collection_id', 'c.name as collection_name'])
    .where('bf.media_id', '=', mediaId)
    .where('bf.collection_id', 'in', collectionIds)
    .orderBy('c.name')
    .execute();
}

export async function findCollectionEntry(db: Db, mediaCollectionId: number) {
  return db
    .selectFrom('buyer_collection_files')
    .select(['collection_id', 'media_id'])
    .where('id', '=', mediaCollectionId)
    .executeTakeFirst();
}

/** Returns whether the file was in the collection. */
export async function removeFileFromCollection(db: Db, collectionId: number, mediaId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('buyer_collection_files')
    .where('collection_id', '=', collectionId)
    .where('media_id', '=', mediaId)
    .executeTakeFirst();
  if (result.numDeletedRows === 0n) return false;
  await db.updateTable('buyer_collections').set({ updated_at: sql`now()` }).where('id', '=', collectionId).execute();
  return true;
}

/** A page of the collection's published files, newest saved first. */
export async function listCollectionEntries(db: Db, collectionId: number, type: MediaTypeValue | undefined, offset: number, limit: number) {
  const base = db
    .selectFrom('buyer_collection_files as bf')
    .innerJoin('media_files as f', 'f.id', 'bf.media_id')
    .where('bf.collection_id', '=', collectionId)
    .where('f.status', '=', 'published')
    .$if(type !== undefined, (query) => query.where('f.type', '=', type as MediaTypeValue));
  const [rows, count] = await Promise.all([
    base
      .select(['bf.id as media_collection_id', 'bf.media_id', 'bf.added_at'])
      .orderBy('bf.added_at', 'desc')
      .orderBy('bf.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { entries: rows, total: Number(count.total) };
}

/** Which of the given files are in any collection the buyer can save to: the heart on a grid tile. */
export async function savedMediaIds(db: Db, userId: number, mediaIds: readonly number[]): Promise<number[]> {
  const rows = await db
    .selectFrom('buyer_collection_files as bf')
    .innerJoin(accessibleCollectionsSql(userId).as('a'), 'a.collection_id', 'bf.collection_id')
    .select('bf.media_id')
    .distinct()
    .where('bf.media_id', 'in', mediaIds)
    .where('a.role', 'in', ['owner', 'editor'])
    .execute();
  return rows.map((row) => row.media_id).sort((a, b) => a - b);
}

export function isUniqueNameViolation(error: unknown): boolean {
  const { code, constraint } = error as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'buyer_collections_owner_name';
}
