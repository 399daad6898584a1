import { sql } from 'kysely';
import type { Db } from '../../db/connection';

export interface ModelReleaseRow {
  id: number;
  contributor_id: number;
  model_name: string;
  age_group: string;
  file_name: string;
  mime: string;
  bytes: number;
  storage_key: string;
  created_at: Date;
  file_count: number;
}

function selectReleases(db: Db) {
  return db
    .selectFrom('model_releases as r')
    .select([
      'r.id',
      'r.contributor_id',
      'r.model_name',
      'r.age_group',
      'r.file_name',
      'r.mime',
      'r.bytes',
      'r.storage_key',
      'r.created_at',
      sql<number>`(SELECT count(*)::int FROM media_file_releases fr WHERE fr.release_id = r.id)`.as('file_count'),
    ]);
}

export async function listOwnReleases(db: Db, contributorId: number): Promise<ModelReleaseRow[]> {
  return selectReleases(db).where('r.contributor_id', '=', contributorId).orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').execute();
}

export async function findRelease(db: Db, releaseId: number): Promise<ModelReleaseRow | undefined> {
  return selectReleases(db).where('r.id', '=', releaseId).executeTakeFirst();
}

export async function releasesOfFile(db: Db, mediaId: number): Promise<ModelReleaseRow[]> {
  return selectReleases(db)
    .where('r.id', 'in', (eb) => eb.selectFrom('media_file_releases').select('release_id').where('media_id', '=', mediaId))
    .orderBy('r.id')
    .execute();
}

export async function insertRelease(
  db: Db,
  release: {
    contributorId: number;
    modelName: string;
    ageGroup: string;
    fileName: string;
    mime: string;
    bytes: number;
    storageKey: string;
  },
): Promise<number> {
  const row = await db
    .insertInto('model_releases')
    .values({
      contributor_id: release.contributorId,
      model_name: release.modelName,
      age_group: release.ageGroup,
      file_name: release.fileName,
      mime: release.mime,
      bytes: release.bytes,
      storage_key: release.storageKey,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
