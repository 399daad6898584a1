import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/connection';
import { prepared } from '../../db/prepared-statements';
import type { Database, MediaTypeValue } from '../../db/schema';

const COLUMNS = ['id', 'name', 'slug', 'type', 'parent_id', 'file_count', 'cover_media_id'] as const;

export type CategoryRow = {
  id: number;
  name: string;
  slug: string;
  type: MediaTypeValue;
  parent_id: number | null;
  file_count: number;
  /** The cover the console chose; without one, the most popular file is the cover. */
  cover_media_id: number | null;
};

export async function listCategoryRows(db: Db, filter: { type?: MediaTypeValue; parentId?: number | null }): Promise<CategoryRow[]> {
  // Every search reads the categories of its type for the category facet.
  let query = db.selectFrom('categories').modifyFront(prepared).select(COLUMNS);
  if (filter.type) query = query.where('type', '=', filter.type);
  if (filter.parentId === null) query = query.where('parent_id', 'is', null);
  else if (filter.parentId !== undefined) query = query.where('parent_id', '=', filter.parentId);
  return query.orderBy('type').orderBy('position').orderBy('name').execute();
}

/** The home page's categories: the top-level ones not taken off it, in the console's order, then the rest as listed. */
export async function listHomeCategoryRows(db: Db): Promise<CategoryRow[]> {
  return db
    .selectFrom('categories')
    .select(COLUMNS)
    .where('parent_id', 'is', null)
    .where('home_hidden', '=', false)
    .orderBy(sql`home_position NULLS LAST`)
    .orderBy('type')
    .orderBy('position')
    .orderBy('name')
    .execute();
}

export async function findCategoryRow(db: Db, by: { id?: number; slug?: string; type?: MediaTypeValue }): Promise<CategoryRow | undefined> {
  let query = db.selectFrom('categories').select(COLUMNS);
  if (by.id !== undefined) query = query.where('id', '=', by.id);
  if (by.slug !== undefined) query = query.where(slugOrOldSlug(by.slug)).orderBy(sql`slug = ${by.slug}`, 'desc');
  if (by.type !== undefined) query = query.where('type', '=', by.type);
  return query.executeTakeFirst();
}

/**
 * The category with this slug now, or the one a renamed or merged category's old slug leads to (same type); order by
 * `slug = <slug>` descending so a live slug wins.
 */
export const slugOrOldSlug =
  (slug: string) =>
  (eb: ExpressionBuilder<Database, 'categories'>): Expression<SqlBool> =>
    eb.or([
      eb('categories.slug', '=', slug),
      eb(
        'categories.id',
        'in',
        eb
          .selectFrom('category_old_slugs as o')
          .select('o.category_id')
          .where('o.slug', '=', slug)
          .whereRef('o.type', '=', 'categories.type'),
      ),
    ]);

/** The category and its direct subcategories: listing a parent shows everything under it. */
export async function categoryAndChildIds(db: Db, categoryId: number): Promise<number[]> {
  const children = await db.selectFrom('categories').select('id').where('parent_id', '=', categoryId).execute();
  return [categoryId, ...children.map((row) => row.id)];
}

/** The most popular published file of each category (and of its subcategories), for cover images. */
export async function coverFileIds(db: Db, categoryIds: number[]): Promise<Map<number, number>> {
  if (categoryIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('categories as c')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('media_files as f')
          .select('f.id as media_id')
          .where('f.status', '=', 'published')
          .where((inner) =>
            inner.or([
              inner('f.category_id', '=', inner.ref('c.id')),
              inner(
                'f.category_id',
                'in',
                inner.selectFrom('categories as child').select('child.id').whereRef('child.parent_id', '=', 'c.id'),
              ),
            ]),
          )
          .orderBy('f.popularity_score', 'desc')
          .limit(1)
          .as('cover'),
      (join) => join.onTrue(),
    )
    .select(['c.id', 'cover.media_id'])
    .where('c.id', 'in', categoryIds)
    .execute();
  return new Map(rows.map((row) => [row.id, row.media_id]));
}
