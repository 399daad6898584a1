import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { MediaTypeValue } from '../../db/schema';

export interface CollectionRow {
  id: number;
  name: string;
  slug: string;
  description: string;
  file_count: number;
  cover_ids: number[];
}

function curatedCollections(db: Db, type: MediaTypeValue | undefined) {
  return db
    .selectFrom('collections as c')
    .select([
      'c.id',
      'c.name',
      'c.slug',
      'c.description',
      sql<number>`(SELECT count(*) FROM collection_files cf JOIN media_files f ON f.id = cf.media_id
        WHERE cf.collection_id = c.id AND f.status = 'published' ${type ? sql`AND f.type = ${type}` : sql``})::int`.as('file_count'),
      sql<number[]>`ARRAY(SELECT cf.media_id FROM collection_files cf JOIN media_files f ON f.id = cf.media_id
        WHERE cf.collection_id = c.id AND f.status = 'published' ${type ? sql`AND f.type = ${type}` : sql``}
        ORDER BY cf.position, cf.id LIMIT 4)`.as('cover_ids'),
    ])
    .where('c.is_curated', '=', true);
}

export async function listCuratedCollections(db: Db, type?: MediaTypeValue): Promise<CollectionRow[]> {
  // The console's order first; collections never placed follow, newest first.
  const rows = await curatedCollections(db, type)
    .orderBy(sql`c.position NULLS LAST`)
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id')
    .execute();
  return rows.filter((row) => row.file_count > 0);
}

export async function searchCuratedCollections(db: Db, text: string, limit: number): Promise<CollectionRow[]> {
  return curatedCollections(db, undefined)
    .where(sql<boolean>`c.name ILIKE ${`%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`} OR ${text} <% c.name`)
    .orderBy(sql`word_similarity(${text}, c.name)`, 'desc')
    .limit(limit)
    .execute();
}

export async function findCuratedCollection(db: Db, collectionId: number) {
  return db
    .selectFrom('collections')
    .select(['id', 'name', 'slug', 'description'])
    .where('id', '=', collectionId)
    .where('is_curated', '=', true)
    .executeTakeFirst();
}

export async function listCollectionFileIds(db: Db, collectionId: number, type: MediaTypeValue | undefined, offset: number, limit: number) {
  const base = db
    .selectFrom('collection_files as cf')
    .innerJoin('media_files as f', 'f.id', 'cf.media_id')
    .where('cf.collection_id', '=', collectionId)
    .where('f.status', '=', 'published')
    .$if(type !== undefined, (query) => query.where('f.type', '=', type as MediaTypeValue));
  const [rows, count] = await Promise.all([
    base.select('f.id').orderBy('cf.position').orderBy('cf.id').offset(offset).limit(limit).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { ids: rows.map((row) => row.id), total: Number(count.total) };
}
