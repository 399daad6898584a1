import type { CategoryNames } from '@stock/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { MediaTypeValue } from '../../db/schema';

const COLUMNS = [
  'id',
  'name',
  'slug',
  'type',
  'parent_id',
  'position',
  'file_count',
  sql<CategoryNames>`(SELECT coalesce(jsonb_object_agg(t.lang, t.name), '{}') FROM category_translations t WHERE t.category_id = categories.id)`.as(
    'names',
  ),
] as const;

export type AdminCategoryRow = Awaited<ReturnType<typeof listAllCategories>>[number];

export async function listAllCategories(db: Db) {
  return db
    .selectFrom('categories')
    .select(COLUMNS)
    .orderBy('type')
    .orderBy(sql`coalesce(parent_id, id)`)
    .orderBy(sql`parent_id NULLS FIRST`)
    .orderBy('position')
    .orderBy('name')
    .execute();
}

/**
 * Changes to the tree are rare and read-then-write (free name, next position, sibling order): one lock for the whole
 * tree makes two admins' changes wait for each other instead of racing into a unique violation.
 */
export async function lockCategoryTree(db: Db): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext('category-tree'))`.execute(db);
}

export async function findCategoryForUpdate(db: Db, id: number) {
  return db.selectFrom('categories').select(COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function childIds(db: Db, id: number): Promise<number[]> {
  const rows = await db.selectFrom('categories').select('id').where('parent_id', '=', id).orderBy('position').orderBy('id').execute();
  return rows.map((row) => row.id);
}

/** Siblings under a parent (or the top level of a type), locked while they are renumbered. */
export async function lockSiblingIds(db: Db, type: MediaTypeValue, parentId: number | null): Promise<number[]> {
  let query = db.selectFrom('categories').select('id').where('type', '=', type);
  query = parentId === null ? query.where('parent_id', 'is', null) : query.where('parent_id', '=', parentId);
  const rows = await query.orderBy('position').orderBy('id').forUpdate().execute();
  return rows.map((row) => row.id);
}

export async function nextPosition(db: Db, type: MediaTypeValue, parentId: number | null): Promise<number> {
  let query = db.selectFrom('categories').select(sql<number>`coalesce(max(position) + 1, 0)::int`.as('next')).where('type', '=', type);
  query = parentId === null ? query.where('parent_id', 'is', null) : query.where('parent_id', '=', parentId);
  return (await query.executeTakeFirstOrThrow()).next;
}

/** Whether a live category other than `exceptId` has this slug (old slugs give way). */
export async function slugInUse(db: Db, type: MediaTypeValue, slug: string, exceptId: number | null): Promise<boolean> {
  let query = db.selectFrom('categories').select('id').where('type', '=', type).where('slug', '=', slug);
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export interface NewCategory {
  type: MediaTypeValue;
  name: string;
  slug: string;
  parent_id: number | null;
  position: number;
}

export async function insertCategory(db: Db, values: NewCategory): Promise<number> {
  await forgetOldSlug(db, values.type, values.slug);
  return (await db.insertInto('categories').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateCategory(
  db: Db,
  id: number,
  values: Partial<{ name: string; slug: string; parent_id: number | null; position: number }>,
): Promise<void> {
  await db.updateTable('categories').set(values).where('id', '=', id).execute();
}

/** A live category takes this slug: an old address that pointed elsewhere now means it. */
export async function forgetOldSlug(db: Db, type: MediaTypeValue, slug: string): Promise<void> {
  await db.deleteFrom('category_old_slugs').where('type', '=', type).where('slug', '=', slug).execute();
}

export async function keepOldSlug(db: Db, type: MediaTypeValue, slug: string, categoryId: number): Promise<void> {
  await db
    .insertInto('category_old_slugs')
    .values({ type, slug, category_id: categoryId })
    .onConflict((oc) => oc.columns(['type', 'slug']).doUpdateSet({ category_id: categoryId }))
    .execute();
}

/** Files of these categories: their search text names the category, so it is rebuilt after a rename or a move. */
export async function fileIdsIn(db: Db, categoryIds: number[]): Promise<number[]> {
  if (categoryIds.length === 0) return [];
  const rows = await db.selectFrom('media_files').select('id').where('category_id', 'in', categoryIds).execute();
  return rows.map((row) => row.id);
}

export async function refreshSearchText(db: Db, mediaIds: number[]): Promise<void> {
  if (mediaIds.length > 0) await sql`SELECT refresh_media_search_vectors(${mediaIds}::bigint[])`.execute(db);
}

/**
 * Everything of `from` goes to `into`: files through an ordinary UPDATE (the statement triggers keep the search term
 * index in step), subcategories, old addresses; then `from` is removed and the counts recomputed.
 */
export async function mergeCategory(db: Db, from: { id: number; type: MediaTypeValue; slug: string }, intoId: number): Promise<number[]> {
  const moved = await db
    .updateTable('media_files')
    .set({ category_id: intoId })
    .where('category_id', '=', from.id)
    .returning('id')
    .execute();
  const start = await nextPosition(db, from.type, intoId);
  const children = await childIds(db, from.id);
  for (const [offset, id] of children.entries()) await updateCategory(db, id, { parent_id: intoId, position: start + offset });
  await db.updateTable('category_old_slugs').set({ category_id: intoId }).where('category_id', '=', from.id).execute();
  await keepHomePlacement(db, from.id, intoId);
  await db.deleteFrom('categories').where('id', '=', from.id).execute();
  await keepOldSlug(db, from.type, from.slug, intoId);
  await refreshCounts(db);
  return moved.map((row) => row.id);
}

/** The surviving category keeps the earlier of the two home places, and the merged one's cover if it had none. */
async function keepHomePlacement(db: Db, fromId: number, intoId: number): Promise<void> {
  await sql`
    UPDATE categories AS kept
    SET home_position = least(kept.home_position, merged.home_position),
        cover_media_id = coalesce(kept.cover_media_id, merged.cover_media_id)
    FROM categories AS merged
    WHERE kept.id = ${intoId} AND merged.id = ${fromId} AND kept.parent_id IS NULL AND merged.parent_id IS NULL`.execute(db);
}

export async function refreshCounts(db: Db): Promise<void> {
  await sql`SELECT refresh_catalogue_counts()`.execute(db);
}
