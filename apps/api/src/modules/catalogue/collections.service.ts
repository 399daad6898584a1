import type { CollectionSummary, MediaType } from '@stock/contracts';
import type { Db } from '../../db/connection';
import { notFound } from '../../http/http-error';
import { type PageWindow, paged } from '../../http/pagination';
import {
  type CollectionRow,
  findCuratedCollection,
  listCollectionFileIds,
  listCuratedCollections,
  searchCuratedCollections,
} from './collections.repo';
import { loadFileSummaries } from './file-summaries';

export const COLLECTION_NOT_FOUND = 'This collection does not exist.';

async function present(db: Db, rows: CollectionRow[]): Promise<CollectionSummary[]> {
  const summaries = await loadFileSummaries(db, [...new Set(rows.flatMap((row) => row.cover_ids))]);
  const byId = new Map(summaries.map((summary) => [summary.media_id, summary]));
  return rows.map((row) => ({
    collection_id: row.id,
    collection_name: row.name,
    name: row.name,
    slug: row.slug,
    description: row.description,
    file_count: row.file_count,
    covers: row.cover_ids.flatMap((id) => byId.get(id) ?? []),
  }));
}

export async function curatedCollections(db: Db, type?: MediaType) {
  return present(db, await listCuratedCollections(db, type));
}

export async function suggestCollections(db: Db, text: string) {
  return present(db, await searchCuratedCollections(db, text.trim(), 8));
}

export async function collectionFiles(db: Db, collectionId: number, type: MediaType | undefined, window: PageWindow) {
  const collection = await findCuratedCollection(db, collectionId);
  if (!collection) throw notFound(COLLECTION_NOT_FOUND);
  const { ids, total } = await listCollectionFileIds(db, collectionId, type, window.offset, window.limit);
  return {
    ...paged(await loadFileSummaries(db, ids), total, window),
    collection_id: collection.id,
    collection_name: collection.name,
    description: collection.description,
  };
}
