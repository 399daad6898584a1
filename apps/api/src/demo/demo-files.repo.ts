import type { AgeGroup } from '@stock/contracts';
import type { Db } from '../db/connection';

/** Records who a generated picture shows, as a contributor states it on the edit page, before the file is published. */
export async function setDemoFilePeople(db: Db, mediaId: number, people: { count: number; ageGroups: AgeGroup[] }): Promise<void> {
  await db.updateTable('media_files').set({ people_count: people.count, age_groups: people.ageGroups }).where('id', '=', mediaId).execute();
}

export interface DemoLicensable {
  fileId: number;
  formatId: number;
  publishedAt: Date;
  type: 'IMAGE' | 'VIDEO';
}

/**
 * One licence size (the largest, what a buyer takes most) of each published image of a contributor, or of everyone
 * else's: what the demo buyers license. Oldest first.
 */
export async function licensableImages(db: Db, contributorId: number, whose: 'own' | 'others', limit = 500): Promise<DemoLicensable[]> {
  const rows = await db
    .selectFrom('media_files as f')
    .innerJoin('media_formats as mf', 'mf.media_id', 'f.id')
    .select(['f.id as fileId', 'f.type', 'f.published_at as publishedAt', 'mf.id as formatId'])
    .where('f.contributor_id', whose === 'own' ? '=' : '!=', contributorId)
    .where('f.status', '=', 'published')
    .where('f.type', '=', 'IMAGE')
    .distinctOn('f.id')
    .orderBy('f.id')
    .orderBy('mf.width', 'desc')
    .limit(limit)
    .execute();
  return rows
    .map((row) => ({ fileId: row.fileId, formatId: Number(row.formatId), publishedAt: row.publishedAt ?? new Date(), type: row.type }))
    .sort((x, y) => x.publishedAt.getTime() - y.publishedAt.getTime());
}

/** The demo contributor's files still drafts: those the demo history sends through review. */
export async function draftIdsOf(db: Db, contributorId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('media_files')
    .select('id')
    .where('contributor_id', '=', contributorId)
    .where('status', '=', 'DRAFT')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

export async function userIdByEmail(db: Db, email: string): Promise<number | undefined> {
  return (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst())?.id;
}
