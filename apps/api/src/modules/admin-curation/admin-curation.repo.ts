import { sql } from 'kysely';
import type { Db } from '../../db/connection';

export async function listTopCategories(db: Db) {
  return db
    .selectFrom('categories')
    .select(['id', 'name', 'slug', 'type', 'home_position', 'home_hidden', 'cover_media_id', 'file_count'])
    .where('parent_id', 'is', null)
    .orderBy('home_hidden')
    .orderBy(sql`home_position NULLS LAST`)
    .orderBy('type')
    .orderBy('position')
    .orderBy('name')
    .execute();
}

/** Locks the top-level categories while the home page's arrangement is replaced (two admins at once: one wins whole). */
export async function lockTopCategories(db: Db) {
  return db
    .selectFrom('categories')
    .select(['id', 'home_position', 'home_hidden', 'cover_media_id'])
    .where('parent_id', 'is', null)
    .orderBy('id')
    .forUpdate()
    .execute();
}

export async function placeCategory(
  db: Db,
  id: number,
  place: { home_position: number | null; home_hidden: boolean; cover_media_id: number | null },
) {
  await db.updateTable('categories').set(place).where('id', '=', id).execute();
}

/** Which of these files are published (a cover or a collection holds only those). */
export async function publishedAmong(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('media_files')
    .select('id')
    .where('id', 'in', [...ids])
    .where('status', '=', 'published')
    .execute();
  return new Set(rows.map((row) => row.id));
}

const COLLECTION_COLUMNS = [
  'c.id',
  'c.name',
  'c.slug',
  'c.description',
  'c.is_curated',
  'c.position',
  sql<number[]>`ARRAY(SELECT cf.media_id FROM collection_files cf WHERE cf.collection_id = c.id ORDER BY cf.position, cf.id)`.as(
    'media_ids',
  ),
] as const;

export type CollectionAdminRow = Awaited<ReturnType<typeof listCollectionRows>>[number];

export async function listCollectionRows(db: Db) {
  return db
    .selectFrom('collections as c')
    .select(COLLECTION_COLUMNS)
    .orderBy(sql`c.position NULLS LAST`)
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id')
    .execute();
}

export async function findCollectionRow(db: Db, id: number, options: { lock?: boolean } = {}) {
  const query = db.selectFrom('collections as c').select(COLLECTION_COLUMNS).where('c.id', '=', id);
  return (options.lock ? query.forUpdate() : query).executeTakeFirst();
}

/** Whether another published collection already has this slug. */
export async function slugTaken(db: Db, slug: string, exceptId: number | null): Promise<boolean> {
  let query = db.selectFrom('collections').select('id').where('slug', '=', slug).where('is_curated', '=', true);
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export interface CollectionFields {
  name: string;
  slug: string;
  description: string;
  is_curated: boolean;
}

export async function insertCollection(db: Db, fields: CollectionFields): Promise<number> {
  const row = await db.insertInto('collections').values(fields).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCollection(db: Db, id: number, fields: CollectionFields): Promise<void> {
  await db
    .updateTable('collections')
    .set({ ...fields, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** Replaces the collection's files with these, in this order. */
export async function setCollectionFiles(db: Db, id: number, mediaIds: readonly number[]): Promise<void> {
  await db.deleteFrom('collection_files').where('collection_id', '=', id).execute();
  if (mediaIds.length === 0) return;
  await db
    .insertInto('collection_files')
    .values(mediaIds.map((mediaId, position) => ({ collection_id: id, media_id: mediaId, position })))
    .execute();
}

export async function lockCollectionIds(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('collections').select('id').orderBy('id').forUpdate().execute();
  return rows.map((row) => row.id);
}

export async function setCollectionPosition(db: Db, id: number, position: number): Promise<void> {
  await db.updateTable('collections').set({ position }).where('id', '=', id).execute();
}
