import {
  type AdminCategoriesData,
  type AdminCategory,
  type AdminCategoryCreateBody,
  type AdminCategoryData,
  type AdminCategoryEditBody,
  type AdminCategoryMergeBody,
  type AdminCategoryNamesBody,
  type AdminCategoryOrderBody,
  CATEGORY_MESSAGES,
} from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/connection';
import type { MediaTypeValue } from '../../db/schema';
import { invalidField, notFound } from '../../http/http-error';
import { requireRecentPassword } from '../admin-access/reauth';
import { recordAudit } from '../admin-audit/admin-audit.repo';
import type { Outcome } from '../auth/auth.service';
import type { SessionUser } from '../auth/sessions';
import { replaceCategoryNames } from '../catalogue/category-names';
import { slugify } from '../catalogue/slug';
import {
  type AdminCategoryRow,
  childIds,
  fileIdsIn,
  findCategoryForUpdate,
  forgetOldSlug,
  insertCategory,
  keepOldSlug,
  listAllCategories,
  lockCategoryTree,
  lockSiblingIds,
  mergeCategory,
  nextPosition,
  refreshCounts,
  refreshSearchText,
  slugInUse,
  updateCategory,
} from './admin-categories.repo';

const present = (row: AdminCategoryRow): AdminCategory => ({
  category_id: row.id,
  name: row.name,
  slug: row.slug,
  type: row.type,
  parent_id: row.parent_id,
  position: row.position,
  file_count: row.file_count,
  names: row.names,
});

const audited = (row: AdminCategoryRow) => ({ name: row.name, slug: row.slug, parent_id: row.parent_id, position: row.position });

export async function listForConsole({ db }: AppDeps): Promise<Outcome<AdminCategoriesData>> {
  return { data: { categories: (await listAllCategories(db)).map(present) }, message: 'OK' };
}

async function reload(db: Db, id: number): Promise<AdminCategoryRow> {
  return (await findCategoryForUpdate(db, id)) as AdminCategoryRow;
}

/** A parent is a top-level category of the same type (one level of nesting), locked so it stays one. */
async function checkParent(db: Db, type: MediaTypeValue, parentId: number | null, selfId: number | null): Promise<void> {
  if (parentId === null) return;
  if (parentId === selfId) throw invalidField('parent_id', CATEGORY_MESSAGES.notUnderItself);
  const parent = await findCategoryForUpdate(db, parentId);
  if (!parent || parent.type !== type || parent.parent_id !== null) throw invalidField('parent_id', CATEGORY_MESSAGES.noParent);
}

async function checkName(db: Db, type: MediaTypeValue, name: string, selfId: number | null): Promise<string> {
  const slug = slugify(name);
  if (await slugInUse(db, type, slug, selfId)) throw invalidField('name', CATEGORY_MESSAGES.nameTaken);
  return slug;
}

export async function createCategory(
  deps: AppDeps,
  admin: SessionUser,
  body: AdminCategoryCreateBody,
): Promise<Outcome<AdminCategoryData>> {
  const row = await deps.db.transaction().execute(async (trx) => {
    await lockCategoryTree(trx);
    await checkParent(trx, body.type, body.parent_id, null);
    const name = body.name.trim();
    const slug = await checkName(trx, body.type, name, null);
    const position = await nextPosition(trx, body.type, body.parent_id);
    const id = await insertCategory(trx, { type: body.type, name, slug, parent_id: body.parent_id, position });
    const created = await reload(trx, id);
    await recordAudit(trx, {
      adminId: admin.id,
      action: 'category.create',
      targetType: 'category',
      targetId: id,
      reason: body.reason.trim(),
      details: { old: null, new: { type: body.type, ...audited(created) } },
    });
    return created;
  });
  return { data: { category: present(row) }, message: `The category ${row.name} is created.` };
}

/** Renames and moves in one: a new name gives a new slug and the old one redirects; a move goes to the end of its new siblings. */
export async function editCategory(
  deps: AppDeps,
  admin: SessionUser,
  id: number,
  body: AdminCategoryEditBody,
): Promise<Outcome<AdminCategoryData>> {
  const row = await deps.db.transaction().execute(async (trx) => {
    await lockCategoryTree(trx);
    const before = await findCategoryForUpdate(trx, id);
    if (!before) throw notFound(CATEGORY_MESSAGES.noCategory);
    const moving = body.parent_id !== before.parent_id;
    if (moving) {
      await checkParent(trx, before.type, body.parent_id, id);
      if (body.parent_id !== null && (await childIds(trx, id)).length > 0) throw invalidField('parent_id', CATEGORY_MESSAGES.hasChildren);
    }
    const name = body.name.trim();
    const slug = await checkName(trx, before.type, name, id);
    if (slug !== before.slug) {
      await forgetOldSlug(trx, before.type, slug);
      await keepOldSlug(trx, before.type, before.slug, id);
    }
    const position = moving ? await nextPosition(trx, before.type, body.parent_id) : before.position;
    await updateCategory(trx, id, { name, slug, parent_id: body.parent_id, position });
    await refreshSearchText(trx, await fileIdsIn(trx, [id, ...(await childIds(trx, id))]));
    if (moving) await refreshCounts(trx);
    const after = await reload(trx, id);
    await recordAudit(trx, {
      adminId: admin.id,
      action: 'category.update',
      targetType: 'category',
      targetId: id,
      reason: body.reason.trim(),
      details: { old: audited(before), new: audited(after) },
    });
    return after;
  });
  return { data: { category: present(row) }, message: `The category ${row.name} is saved.` };
}

/** Sets the category's names in the other languages; the audit row keeps the names before and after. */
export async function nameCategoryInLanguages(
  deps: AppDeps,
  admin: SessionUser,
  id: number,
  body: AdminCategoryNamesBody,
): Promise<Outcome<AdminCategoryData>> {
  const row = await deps.db.transaction().execute(async (trx) => {
    const before = await findCategoryForUpdate(trx, id);
    if (!before) throw notFound(CATEGORY_MESSAGES.noCategory);
    const names = Object.fromEntries(Object.entries(body.names).map(([lang, name]) => [lang, name?.trim()]));
    await replaceCategoryNames(trx, id, names);
    const after = await reload(trx, id);
    await recordAudit(trx, {
      adminId: admin.id,
      action: 'category.names',
      targetType: 'category',
      targetId: id,
      reason: body.reason.trim(),
      details: { old: before.names, new: after.names },
    });
    return after;
  });
  return { data: { category: present(row) }, message: `The category ${row.name} is saved.` };
}

/** Moves every file and subcategory of one category into another and removes the first; a sensitive action. */
export async function mergeCategories(
  deps: AppDeps,
  admin: SessionUser,
  id: number,
  body: AdminCategoryMergeBody,
): Promise<Outcome<AdminCategoryData>> {
  await requireRecentPassword(deps.db, admin);
  const row = await deps.db.transaction().execute(async (trx) => {
    await lockCategoryTree(trx);
    if (body.into_id === id) throw invalidField('into_id', CATEGORY_MESSAGES.mergeSelf);
    const from = await findCategoryForUpdate(trx, id);
    if (!from) throw notFound(CATEGORY_MESSAGES.noCategory);
    const into = await findCategoryForUpdate(trx, body.into_id);
    if (!into) throw invalidField('into_id', CATEGORY_MESSAGES.noCategory);
    if (into.type !== from.type) throw invalidField('into_id', CATEGORY_MESSAGES.mergeType);
    if (into.parent_id === id) throw invalidField('into_id', CATEGORY_MESSAGES.mergeIntoChild);
    const children = await childIds(trx, id);
    if (children.length > 0 && into.parent_id !== null) throw invalidField('into_id', CATEGORY_MESSAGES.mergeChildrenDeep);
    const files = await mergeCategory(trx, from, into.id);
    await refreshSearchText(trx, [...files, ...(await fileIdsIn(trx, children))]);
    await recordAudit(trx, {
      adminId: admin.id,
      action: 'category.merge',
      targetType: 'category',
      targetId: id,
      reason: body.reason.trim(),
      details: {
        old: { ...audited(from), type: from.type, file_ids: files, subcategory_ids: children },
        new: { into_id: into.id, name: into.name, slug: into.slug },
      },
    });
    return reload(trx, into.id);
  });
  return { data: { category: present(row) }, message: `Merged into ${row.name}.` };
}

/** Orders the categories under one parent (or the top level of a type): every sibling listed once. */
export async function orderCategories(
  deps: AppDeps,
  admin: SessionUser,
  body: AdminCategoryOrderBody,
): Promise<Outcome<AdminCategoriesData>> {
  await deps.db.transaction().execute(async (trx) => {
    await lockCategoryTree(trx);
    const old = await lockSiblingIds(trx, body.type, body.parent_id);
    const listed = new Set(body.category_ids);
    if (old.length !== listed.size || old.some((id) => !listed.has(id)))
      throw invalidField('category_ids', CATEGORY_MESSAGES.orderIncomplete);
    for (const [position, id] of body.category_ids.entries()) await updateCategory(trx, id, { position });
    await recordAudit(trx, {
      adminId: admin.id,
      action: 'category.order',
      targetType: 'category',
      targetId: body.parent_id ?? `top:${body.type}`,
      reason: body.reason.trim(),
      details: { old, new: body.category_ids },
    });
  });
  const listing = await listForConsole(deps);
  return { ...listing, message: 'The categories are in the new order.' };
}
