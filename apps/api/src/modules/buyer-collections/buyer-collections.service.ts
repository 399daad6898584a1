import {
  type BuyerCollection,
  type BuyerCollectionFiles,
  COLLECTION_MESSAGES,
  type CollectionFilesBody,
  type RemoveCollectionFileBody,
  type SavedToCollections,
  type UpdateCollectionBody,
} from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/connection';
import { HttpError, invalidField, notFound } from '../../http/http-error';
import { type PageWindow, paged } from '../../http/pagination';
import type { SessionUser } from '../auth/sessions';
import { loadFileSummaries } from '../catalogue/file-summaries';
import { mediaTypeOf } from '../catalogue/media-type';
import {
  addFileToCollections,
  type BuyerCollectionRow,
  deleteBuyerCollection,
  editableCollectionIds,
  findBuyerCollection,
  findCollectionEntry,
  insertBuyerCollection,
  isPublishedFile,
  isUniqueNameViolation,
  listBuyerCollections,
  listCollectionEntries,
  removeFileFromCollection,
  savedMediaIds,
  updateBuyerCollection,
} from './buyer-collections.repo';
import { presentCollections } from './collection-presenter';

const duplicateName = () =>
  new HttpError(409, COLLECTION_MESSAGES.duplicateName, [{ field: 'collection_name', message: COLLECTION_MESSAGES.duplicateName }]);

/** Names are trimmed; one of only spaces is no name. */
function readName(raw: string, field: string): string {
  const name = raw.trim();
  if (!name) throw invalidField(field, COLLECTION_MESSAGES.emptyName);
  return name;
}

async function collectionFor(db: Db, user: SessionUser, collectionId: number): Promise<BuyerCollectionRow> {
  const collection = await findBuyerCollection(db, user.id, collectionId);
  if (!collection) throw notFound(COLLECTION_MESSAGES.notFound);
  return collection;
}

export async function ownedCollection(db: Db, user: SessionUser, collectionId: number): Promise<BuyerCollectionRow> {
  const collection = await collectionFor(db, user, collectionId);
  if (collection.role !== 'owner') throw new HttpError(403, COLLECTION_MESSAGES.ownerOnly);
  return collection;
}

async function editableCollection(db: Db, user: SessionUser, collectionId: number): Promise<BuyerCollectionRow> {
  const collection = await collectionFor(db, user, collectionId);
  if (collection.role === 'viewer') throw new HttpError(403, COLLECTION_MESSAGES.viewerOnly);
  return collection;
}

async function requirePublishedFile(db: Db, mediaId: number, field: string): Promise<void> {
  if (!(await isPublishedFile(db, mediaId)))
    throw new HttpError(404, COLLECTION_MESSAGES.fileNotFound, [{ field, message: COLLECTION_MESSAGES.fileNotFound }]);
}

async function presentOne(deps: AppDeps, user: SessionUser, collectionId: number): Promise<BuyerCollection> {
  const [collection] = await presentCollections(deps, [await collectionFor(deps.db, user, collectionId)]);
  return collection as BuyerCollection;
}

export async function listCollections(deps: AppDeps, user: SessionUser, mediaId?: number) {
  return { collections: await presentCollections(deps, await listBuyerCollections(deps.db, user.id, mediaId)) };
}

export async function createCollection(deps: AppDeps, user: SessionUser, rawName: string, mediaId?: number) {
  const name = readName(rawName, 'collection_name');
  if (mediaId !== undefined) await requirePublishedFile(deps.db, mediaId, 'media_id');
  let collectionId: number;
  try {
    collectionId = await deps.db.transaction().execute(async (trx) => {
      const id = await insertBuyerCollection(trx, user.id, name);
      if (mediaId !== undefined) await addFileToCollections(trx, [id], mediaId, user.id);
      return id;
    });
  } catch (error) {
    if (isUniqueNameViolation(error)) throw duplicateName();
    throw error;
  }
  return { collection: await presentOne(deps, user, collectionId) };
}

export async function collectionFiles(
  deps: AppDeps,
  user: SessionUser,
  body: CollectionFilesBody,
  window: PageWindow,
): Promise<BuyerCollectionFiles> {
  const row = await collectionFor(deps.db, user, body.collection_id);
  const type = body.type === undefined ? undefined : mediaTypeOf(body.type);
  const { entries, total } = await listCollectionEntries(deps.db, row.id, type, window.offset, window.limit);
  const summaries = new Map(
    (
      await loadFileSummaries(
        deps.db,
        entries.map((entry) => entry.media_id),
      )
    ).map((file) => [file.media_id, file]),
  );
  const files = entries.flatMap((entry) => {
    const summary = summaries.get(entry.media_id);
    return summary ? [{ ...summary, media_collection_id: entry.media_collection_id, added_at: entry.added_at.toISOString() }] : [];
  });
  const [collection] = await presentCollections(deps, [row]);
  const { results: _results, ...paging } = paged(files, total, window);
  return { collection: collection as BuyerCollection, files, ...paging };
}

export async function deleteCollection({ db }: AppDeps, user: SessionUser, collectionId: number) {
  await ownedCollection(db, user, collectionId);
  await deleteBuyerCollection(db, collectionId);
  return { collection_id: collectionId };
}

export async function updateCollection(deps: AppDeps, user: SessionUser, body: UpdateCollectionBody) {
  await ownedCollection(deps.db, user, body.collection_id);
  const changes: Parameters<typeof updateBuyerCollection>[2] = {};
  if (body.name !== undefined) changes.name = readName(body.name, 'name');
  if (body.team_access !== undefined) changes.team_access = body.team_access;
  try {
    await updateBuyerCollection(deps.db, body.collection_id, changes);
  } catch (error) {
    if (isUniqueNameViolation(error))
      throw new HttpError(409, COLLECTION_MESSAGES.duplicateName, [{ field: 'name', message: COLLECTION_MESSAGES.duplicateName }]);
    throw error;
  }
  return { collection: await presentOne(deps, user, body.collection_id) };
}

/** Saves one file to one or several collections at once: all of them or, when any is not the buyer's to edit, none. */
export async function saveToCollections(
  { db }: AppDeps,
  user: SessionUser,
  collectionIdOrIds: number | number[],
  mediaId: number,
): Promise<SavedToCollections> {
  const wanted = [...new Set(Array.isArray(collectionIdOrIds) ? collectionIdOrIds : [collectionIdOrIds])];
  const editable = new Set(await editableCollectionIds(db, user.id, wanted));
  const refused = wanted.find((id) => !editable.has(id));
  if (refused !== undefined) {
    // A team collection the buyer only views is named as such; anything else does not exist for them.
    await editableCollection(db, user, refused);
  }
  await requirePublishedFile(db, mediaId, 'data.media_id');
  const collections = await db.transaction().execute((trx) => addFileToCollections(trx, wanted, mediaId, user.id));
  return { media_id: mediaId, collections };
}

export async function removeCollectionFile({ db }: AppDeps, user: SessionUser, body: RemoveCollectionFileBody) {
  let target: { collection_id: number; media_id: number };
  if (body.media_collection_id !== undefined) {
    const entry = await findCollectionEntry(db, body.media_collection_id);
    // An entry of someone else's collection answers exactly as one that does not exist.
    if (!entry || !(await findBuyerCollection(db, user.id, entry.collection_id))) throw notFound(COLLECTION_MESSAGES.fileNotInCollection);
    target = entry;
  } else if (body.collection_id !== undefined && body.media_id !== undefined) {
    target = { collection_id: body.collection_id, media_id: body.media_id };
  } else {
    throw invalidField(body.collection_id === undefined ? 'collection_id' : 'media_id', COLLECTION_MESSAGES.whichFile);
  }
  await editableCollection(db, user, target.collection_id);
  if (!(await removeFileFromCollection(db, target.collection_id, target.media_id))) throw notFound(COLLECTION_MESSAGES.fileNotInCollection);
  return { collection_id: target.collection_id, media_id: target.media_id };
}

export async function savedFiles({ db }: AppDeps, user: SessionUser, mediaIds: number[]) {
  return { media_ids: await savedMediaIds(db, user.id, [...new Set(mediaIds)]) };
}
