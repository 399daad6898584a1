import type { Category, CategoryTree, MediaType } from '@stock/contracts';
import type { Db } from '../../db/connection';
import { notFound } from '../../http/http-error';
import { type PageWindow, paged } from '../../http/pagination';
import {
  type CategoryRow,
  categoryAndChildIds,
  coverFileIds,
  findCategoryRow,
  listCategoryRows,
  listHomeCategoryRows,
} from './categories.repo';
import { loadFileSummaries } from './file-summaries';
import { listPublishedFileIds } from './files.repo';

export const CATEGORY_NOT_FOUND = 'This category does not exist.';

async function withCovers(db: Db, rows: CategoryRow[]): Promise<Category[]> {
  const covers = await coverFileIds(
    db,
    rows.map((row) => row.id),
  );
  const chosen = rows.flatMap((row) => (row.cover_media_id === null ? [] : [row.cover_media_id]));
  const summaries = await loadFileSummaries(db, [...new Set([...covers.values(), ...chosen])]);
  const byId = new Map(summaries.map((summary) => [summary.media_id, summary]));
  // A chosen cover taken down since falls back to the most popular file.
  const coverOf = (row: CategoryRow) => byId.get(row.cover_media_id ?? -1) ?? byId.get(covers.get(row.id) ?? -1) ?? null;
  return rows.map((row) => ({
    category_id: row.id,
    name: row.name,
    slug: row.slug,
    type: row.type,
    parent_id: row.parent_id,
    file_count: row.file_count,
    cover: coverOf(row),
  }));
}

/** The categories of the home page, as the console arranged them. */
export async function homeCategories(db: Db): Promise<Category[]> {
  return withCovers(db, await listHomeCategoryRows(db));
}

/** Top-level categories of a type, or the subcategories of `parentId`, with counts and a cover. */
export async function listCategories(db: Db, type: MediaType, parentId?: number): Promise<Category[]> {
  if (parentId !== undefined && !(await findCategoryRow(db, { id: parentId }))) throw notFound(CATEGORY_NOT_FOUND);
  return withCovers(db, await listCategoryRows(db, { type, parentId: parentId ?? null }));
}

export async function categoryTree(db: Db): Promise<CategoryTree[]> {
  const all = await withCovers(db, await listCategoryRows(db, {}));
  return all
    .filter((c) => c.parent_id === null)
    .map((parent) => ({ ...parent, children: all.filter((c) => c.parent_id === parent.category_id) }));
}

/** Counts only, no covers: the cheap call for filter panels and menus. */
export async function categoryCounts(db: Db, type: MediaType): Promise<Category[]> {
  const rows = await listCategoryRows(db, { type });
  return rows.map((row) => ({
    category_id: row.id,
    name: row.name,
    slug: row.slug,
    type: row.type,
    parent_id: row.parent_id,
    file_count: row.file_count,
    cover: null,
  }));
}

export async function filesByCategory(db: Db, by: { id?: number; slug?: string; parentId?: number }, type: MediaType, window: PageWindow) {
  const row = await findCategoryRow(db, { id: by.id, slug: by.slug, type: by.slug ? type : undefined });
  if (!row || (by.parentId !== undefined && row.parent_id !== by.parentId && row.id !== by.parentId)) throw notFound(CATEGORY_NOT_FOUND);
  const parentRow = row.parent_id ? await findCategoryRow(db, { id: row.parent_id }) : undefined;
  const [category] = await withCovers(db, [row]);
  const parent = parentRow ? ((await withCovers(db, [parentRow]))[0] ?? null) : null;
  const { ids, total } = await listPublishedFileIds(
    db,
    { type: row.type, categoryIds: await categoryAndChildIds(db, row.id) },
    'popular',
    window.offset,
    window.limit,
  );
  return { ...paged(await loadFileSummaries(db, ids), total, window), category: category as Category, parent };
}
