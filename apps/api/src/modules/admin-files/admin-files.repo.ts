import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { containsPattern, idIn } from '../../db/like-pattern';
import type { MediaStatusValue } from '../../db/schema';
import type { PageWindow } from '../../http/pagination';

export interface AdminFileFilter {
  status?: MediaStatusValue;
  contributorId?: number;
  q?: string;
  from?: string;
  to?: string;
}

export interface AdminFileRow {
  id: number;
  title: string;
  type: string;
  status: MediaStatusValue;
  category_id: number | null;
  contributor_id: number;
  contributor_name: string;
  created_at: Date;
  published_at: Date | null;
  removed_at: Date | null;
  licence_count: string;
}

function filtered(db: Db, filter: AdminFileFilter) {
  let query = db.selectFrom('media_files as f').innerJoin('users as u', 'u.id', 'f.contributor_id');
  if (filter.status) query = query.where('f.status', '=', filter.status);
  if (filter.contributorId) query = query.where('f.contributor_id', '=', filter.contributorId);
  if (filter.from) query = query.where('f.created_at', '>=', sql<Date>`${filter.from}::date`);
  if (filter.to) query = query.where('f.created_at', '<', sql<Date>`${filter.to}::date + 1`);
  const text = filter.q?.trim();
  if (text) {
    const id = idIn(text);
    query = query.where((eb) => eb.or([eb('f.title', 'ilike', containsPattern(text)), ...(id === null ? [] : [eb('f.id', '=', id)])]));
  }
  return query;
}

function fileColumns(db: Db) {
  return db
    .selectFrom('media_files as f')
    .innerJoin('users as u', 'u.id', 'f.contributor_id')
    .select([
      'f.id',
      'f.title',
      'f.type',
      'f.status',
      'f.category_id',
      'f.contributor_id',
      'u.name as contributor_name',
      'f.created_at',
      'f.published_at',
      'f.removed_at',
      sql<string>`(SELECT count(*) FROM licences l WHERE l.file_id = f.id)`.as('licence_count'),
    ]);
}

export async function listAdminFiles(
  db: Db,
  filter: AdminFileFilter,
  window: PageWindow,
): Promise<{ rows: AdminFileRow[]; total: number }> {
  const ids = filtered(db, filter)
    .select('f.id')
    .orderBy('f.created_at', 'desc')
    .orderBy('f.id', 'desc')
    .limit(window.limit)
    .offset(window.offset);
  const rows = await fileColumns(db).where('f.id', 'in', ids).orderBy('f.created_at', 'desc').orderBy('f.id', 'desc').execute();
  const count = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}

export async function findAdminFile(db: Db, mediaId: number): Promise<AdminFileRow | undefined> {
  return fileColumns(db).where('f.id', '=', mediaId).executeTakeFirst();
}

/** Locks the file's row for a status change, so two admins deciding at once are served one after the other. */
export async function lockFile(db: Db, mediaId: number) {
  return db
    .selectFrom('media_files')
    .select(['id', 'status', 'contributor_id', 'type'])
    .where('id', '=', mediaId)
    .forUpdate()
    .executeTakeFirst();
}

/** Who last took the file off sale: an admin's take-down can be restored, a contributor's own removal cannot. */
export async function lastRemoval(db: Db, mediaId: number) {
  return db
    .selectFrom('media_status_transitions')
    .select(['actor_role'])
    .where('media_id', '=', mediaId)
    .where('to_status', '=', 'removed')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function refreshSearchVector(db: Db, mediaId: number): Promise<void> {
  await sql`SELECT refresh_media_search_vectors(${[mediaId]}::bigint[])`.execute(db);
}
