import type { Db } from '../../db/connection';
import type { BlogAudienceValue } from '../../db/schema';

export interface CategoryRow {
  id: number;
  audience: BlogAudienceValue;
  name: string;
  slug: string;
  post_count: number;
}

function withCounts(db: Db) {
  return db
    .selectFrom('blog_categories as c')
    .leftJoin('blog_posts as p', 'p.category_id', 'c.id')
    .select(['c.id', 'c.audience', 'c.name', 'c.slug', (eb) => eb.fn.count<string>('p.id').as('post_count')])
    .groupBy(['c.id', 'c.audience', 'c.name', 'c.slug']);
}

const counted = <T extends { post_count: string | number }>(row: T) => ({ ...row, post_count: Number(row.post_count) });

/** Every category of an audience, empty ones too, with all its articles counted (drafts and scheduled included). */
export async function allCategories(db: Db, audience: BlogAudienceValue): Promise<CategoryRow[]> {
  return (await withCounts(db).where('c.audience', '=', audience).orderBy('c.name').execute()).map(counted);
}

export async function findCategory(db: Db, id: number): Promise<CategoryRow | undefined> {
  const row = await withCounts(db).where('c.id', '=', id).executeTakeFirst();
  return row && counted(row);
}

export async function slugInUse(db: Db, audience: BlogAudienceValue, slug: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('blog_categories').select('id').where('audience', '=', audience).where('slug', '=', slug);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertCategory(db: Db, values: { audience: BlogAudienceValue; name: string; slug: string }): Promise<number> {
  return (await db.insertInto('blog_categories').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function renameCategory(db: Db, id: number, values: { name: string; slug: string }): Promise<void> {
  await db.updateTable('blog_categories').set(values).where('id', '=', id).execute();
}

/** Its articles stay, without a category; answers whether there was such a category. */
export async function deleteCategory(db: Db, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx.updateTable('blog_posts').set({ category_id: null, updated_at: new Date() }).where('category_id', '=', id).execute();
    const result = await trx.deleteFrom('blog_categories').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  });
}
