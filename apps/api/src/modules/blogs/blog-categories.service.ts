import type { AdminBlogCategory } from '@stock/contracts';
import type { Db } from '../../db/connection';
import type { BlogAudienceValue } from '../../db/schema';
import { conflict, notFound } from '../../http/http-error';
import { stateWord } from '../../http/messages/state-words';
import { slugify } from '../catalogue/slug';
import * as repo from './blog-categories.repo';

export const CATEGORY_NOT_FOUND = 'This blog category does not exist.';

const present = (row: repo.CategoryRow): AdminBlogCategory => ({
  blog_category_id: row.id,
  audience: row.audience,
  name: row.name,
  slug: row.slug,
  post_count: row.post_count,
});

/** The name with its spaces tidied, and the address it gets, which no other category of the audience may have. */
async function namedValues(db: Db, audience: BlogAudienceValue, rawName: string, exceptId?: number) {
  const name = rawName.trim().replace(/\s+/g, ' ');
  const slug = slugify(name);
  if (await repo.slugInUse(db, audience, slug, exceptId))
    throw conflict(`The ${stateWord('blog-audience', audience)} blog already has a category called "${name}".`);
  return { name, slug };
}

export async function listCategories(db: Db, audience: BlogAudienceValue): Promise<AdminBlogCategory[]> {
  return (await repo.allCategories(db, audience)).map(present);
}

export async function createCategory(db: Db, audience: BlogAudienceValue, name: string): Promise<AdminBlogCategory> {
  const id = await repo.insertCategory(db, { audience, ...(await namedValues(db, audience, name)) });
  return present((await repo.findCategory(db, id)) as repo.CategoryRow);
}

export async function renameCategory(db: Db, id: number, name: string): Promise<AdminBlogCategory> {
  const existing = await repo.findCategory(db, id);
  if (!existing) throw notFound(CATEGORY_NOT_FOUND);
  await repo.renameCategory(db, id, await namedValues(db, existing.audience, name, id));
  return present((await repo.findCategory(db, id)) as repo.CategoryRow);
}

export async function deleteCategory(db: Db, id: number): Promise<void> {
  if (!(await repo.deleteCategory(db, id))) throw notFound(CATEGORY_NOT_FOUND);
}
