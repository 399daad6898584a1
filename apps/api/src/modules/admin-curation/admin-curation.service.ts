import {
  type AdminCollection,
  type AdminCollectionBody,
  type AdminCollectionData,
  type AdminCollectionOrderBody,
  type AdminHomeCategoriesBody,
  type AdminHomeData,
  CURATION_MESSAGES,
} from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/connection';
import { invalidField, notFound } from '../../http/http-error';
import { recordAudit } from '../admin-audit/admin-audit.repo';
import type { Outcome } from '../auth/auth.service';
import type { SessionUser } from '../auth/sessions';
import { listHomeCategoryRows } from '../catalogue/categories.repo';
import { slugify } from '../catalogue/slug';
import {
  type CollectionAdminRow,
  findCollectionRow,
  insertCollection,
  listCollectionRows,
  listTopCategories,
  lockCollectionIds,
  lockTopCategories,
  placeCategory,
  publishedAmong,
  setCollectionFiles,
  setCollectionPosition,
  slugTaken,
  updateCollection,
} from './admin-curation.repo';

const presentCollection = (row: CollectionAdminRow): AdminCollection => ({
  collection_id: row.id,
  name: row.name,
  slug: row.slug,
  description: row.description,
  published: row.is_curated,
  position: row.position,
  media_ids: row.media_ids.map(Number),
});

export async function homeOverview({ db }: AppDeps): Promise<Outcome<AdminHomeData>> {
  const [categories, collections] = await Promise.all([listTopCategories(db), listCollectionRows(db)]);
  return {
    data: {
      categories: categories.map((row) => ({
        category_id: row.id,
        name: row.name,
        slug: row.slug,
        type: row.type,
        on_home: !row.home_hidden,
        home_position: row.home_position,
        cover_media_id: row.cover_media_id,
        file_count: row.file_count,
      })),
      collections: collections.map(presentCollection),
    },
    message: 'OK',
  };
}

/**
 * Replaces the home page's categories: the ones listed show in this order with their covers, every other top-level
 * category leaves the home page (it stays in the catalogue).
 */
export async function arrangeHomeCategories(
  deps: AppDeps,
  admin: SessionUser,
  body: AdminHomeCategoriesBody,
): Promise<Outcome<AdminHomeData>> {
  const covers = body.categories.flatMap((entry) => (entry.cover_media_id === null ? [] : [entry.cover_media_id]));
  const published = await publishedAmong(deps.db, covers);
  const unpublished = covers.find((id) => !published.has(id));
  if (unpublished !== undefined) throw invalidField('categories', CURATION_MESSAGES.coverNotPublished(unpublished));
  await deps.db.transaction().execute(async (trx) => {
    const before = await lockTopCategories(trx);
    const old = await listHomeCategoryRows(trx);
    const known = new Set(before.map((row) => row.id));
    const seen = new Set<number>();
    for (const { category_id: id } of body.categories) {
      if (!known.has(id)) throw invalidField('categories', CURATION_MESSAGES.notTopLevel(id));
      if (seen.has(id)) throw invalidField('categories', CURATION_MESSAGES.twice(id));
      seen.add(id);
    }
    const chosen = new Map(body.categories.map((entry, index) => [entry.category_id, { position: index, cover: entry.cover_media_id }]));
    for (const row of before) {
      const place = chosen.get(row.id);
      await placeCategory(trx, row.id, {
        home_position: place?.position ?? null,
        home_hidden: place === undefined,
        cover_media_id: place ? place.cover : row.cover_media_id,
      });
    }
    await recordAudit(trx, {
      adminId: admin.id,
      action: 'home.categories_arrange',
      targetType: 'category',
      targetId: 'home',
      reason: body.reason.trim(),
      details: {
        old: old.map((row) => ({ category_id: row.id, cover_media_id: row.cover_media_id })),
        new: body.categories,
      },
    });
  });
  const overview = await homeOverview(deps);
  return { ...overview, message: `The home page shows ${body.categories.length} categories in the new order.` };
}

async function checkCollection(db: Db, body: AdminCollectionBody, exceptId: number | null): Promise<string> {
  const published = await publishedAmong(db, body.media_ids);
  const missing = body.media_ids.filter((id) => !published.has(id));
  if (missing.length > 0) throw invalidField('media_ids', CURATION_MESSAGES.filesNotPublished(missing));
  const slug = slugify(body.name);
  if (body.published && (await slugTaken(db, slug, exceptId))) throw invalidField('name', CURATION_MESSAGES.nameTaken);
  return slug;
}

const fieldsOf = (body: AdminCollectionBody, slug: string) => ({
  name: body.name.trim(),
  slug,
  description: body.description.trim(),
  is_curated: body.published,
});

export async function createCollection(
  deps: AppDeps,
  admin: SessionUser,
  body: AdminCollectionBody,
): Promise<Outcome<AdminCollectionData>> {
  const id = await deps.db.transaction().execute(async (trx) => {
    const slug = await checkCollection(trx, body, null);
    const created = await insertCollection(trx, fieldsOf(body, slug));
    await setCollectionFiles(trx, created, body.media_ids);
    const { reason, ...after } = body;
    await recordAudit(trx, {
      adminId: admin.id,
      action: 'collection.create',
      targetType: 'collection',
      targetId: created,
      reason: reason.trim(),
      details: { old: null, new: after },
    });
    return created;
  });
  const row = (await findCollectionRow(deps.db, id)) as CollectionAdminRow;
  return { data: { collection: presentCollection(row) }, message: `The collection ${row.name} is created.` };
}

export async function editCollection(
  deps: AppDeps,
  admin: SessionUser,
  id: number,
  body: AdminCollectionBody,
): Promise<Outcome<AdminCollectionData>> {
  await deps.db.transaction().execute(async (trx) => {
    const before = await findCollectionRow(trx, id, { lock: true });
    if (!before) throw notFound(CURATION_MESSAGES.noCollection);
    const slug = await checkCollection(trx, body, id);
    await updateCollection(trx, id, fieldsOf(body, slug));
    await setCollectionFiles(trx, id, body.media_ids);
    const { reason, ...after } = body;
    const old = presentCollection(before);
    await recordAudit(trx, {
      adminId: admin.id,
      action: 'collection.update',
      targetType: 'collection',
      targetId: id,
      reason: reason.trim(),
      details: {
        old: { name: old.name, description: old.description, media_ids: old.media_ids, published: old.published },
        new: after,
      },
    });
  });
  const row = (await findCollectionRow(deps.db, id)) as CollectionAdminRow;
  return { data: { collection: presentCollection(row) }, message: `The collection ${row.name} is saved.` };
}

/** Orders every curated collection at once, as listed. */
export async function orderCollections(deps: AppDeps, admin: SessionUser, body: AdminCollectionOrderBody): Promise<Outcome<AdminHomeData>> {
  await deps.db.transaction().execute(async (trx) => {
    const ids = await lockCollectionIds(trx);
    const listed = new Set(body.collection_ids);
    if (ids.length !== listed.size || ids.some((id) => !listed.has(id)))
      throw invalidField('collection_ids', CURATION_MESSAGES.orderIncomplete);
    const old = (await listCollectionRows(trx)).map((row) => row.id);
    for (const [position, id] of body.collection_ids.entries()) await setCollectionPosition(trx, id, position);
    await recordAudit(trx, {
      adminId: admin.id,
      action: 'collection.order',
      targetType: 'collection',
      targetId: 'home',
      reason: body.reason.trim(),
      details: { old, new: body.collection_ids },
    });
  });
  const overview = await homeOverview(deps);
  return { ...overview, message: 'The collections are in the new order.' };
}
