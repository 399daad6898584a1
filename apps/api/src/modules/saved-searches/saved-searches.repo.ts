import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connection';

const COLUMNS = ['id', 'user_id', 'name', 'filters', 'email_alerts', 'created_at', 'last_visited_at', 'last_notified_at'] as const;

export async function listSavedSearches(db: Db, userId: number) {
  return db
    .selectFrom('saved_searches')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export type SavedSearchRow = Awaited<ReturnType<typeof listSavedSearches>>[number];

/** One of the buyer's saved searches; another buyer's is undefined, as an unknown one is. */
export async function findSavedSearch(db: Db, userId: number, id: number) {
  return db.selectFrom('saved_searches').select(COLUMNS).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

export async function countSavedSearches(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('saved_searches')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertSavedSearch(
  db: Db,
  search: { userId: number; name: string | null; filters: object; criteriaKey: string; emailAlerts: boolean; at: Date },
): Promise<number> {
  const row = await db
    .insertInto('saved_searches')
    .values({
      user_id: search.userId,
      name: search.name,
      filters: JSON.stringify(search.filters),
      criteria_key: search.criteriaKey,
      email_alerts: search.emailAlerts,
      created_at: search.at,
      last_visited_at: search.at,
      last_notified_at: search.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateSavedSearch(db: Db, id: number, changes: { name?: string; email_alerts?: boolean }): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('saved_searches').set(changes).where('id', '=', id).execute();
}

export async function markSavedSearchVisited(db: Db, id: number): Promise<void> {
  await db.updateTable('saved_searches').set({ last_visited_at: sql`now()` }).where('id', '=', id).execute();
}

export async function deleteSavedSearch(db: Db, id: number): Promise<void> {
  await db.deleteFrom('saved_searches').where('id', '=', id).execute();
}

export function isDuplicateSavedSearch(error: unknown): boolean {
  const { code, constraint } = error as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'saved_searches_user_id_criteria_key_key';
}

/** Matching files published after `since`, counted up to `cap` + 1 so that a long list costs no more than a short one. */
export async function countPublishedSince(db: Db, where: RawBuilder<boolean>, since: Date, cap: number): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM (
      SELECT 1 FROM media_files f WHERE ${where} AND f.published_at > ${since} LIMIT ${cap + 1}
    ) m`.execute(db);
  return rows[0]?.n ?? 0;
}

/** The newest matching files published in (since, until], newest first. */
export async function idsPublishedBetween(db: Db, where: RawBuilder<boolean>, since: Date, until: Date, limit: number) {
  const { rows } = await sql<{ id: number }>`
    SELECT f.id FROM media_files f
    WHERE ${where} AND f.published_at > ${since} AND f.published_at <= ${until}
    ORDER BY f.published_at DESC, f.id DESC LIMIT ${limit}`.execute(db);
  return rows.map((row) => Number(row.id));
}

/** Buyers with alerts on whose last digest is older than `before`, a batch at a time in id order (keyset after afterUserId). */
export async function buyersWithDueAlerts(
  db: Db,
  before: Date,
  afterUserId: number,
  limit: number,
): Promise<{ user_id: number; email: string; name: string; locale: string | null }[]> {
  return db
    .selectFrom('saved_searches as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.user_id', 'u.email', 'u.name', 'u.locale'])
    .distinct()
    .where('s.email_alerts', '=', true)
    .where('s.last_notified_at', '<', before)
    .where('u.deleted_at', 'is', null)
    .where('s.user_id', '>', afterUserId)
    .orderBy('s.user_id')
    .limit(limit)
    .execute();
}

export async function dueSavedSearchesOf(db: Db, userId: number, before: Date) {
  return db
    .selectFrom('saved_searches')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .where('email_alerts', '=', true)
    .where('last_notified_at', '<', before)
    .orderBy('created_at')
    .execute();
}

export async function markNotified(db: Db, ids: readonly number[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('saved_searches').set({ last_notified_at: at }).where('id', 'in', ids).execute();
}

/** Saved searches whose account has a webhook endpoint for new matches, and their own watermark for it. */
export async function searchesWithMatchWebhooks(db: Db, before: Date) {
  return db
    .selectFrom('saved_searches as s')
    .select(['s.id', 's.user_id', 's.name', 's.filters', 's.webhook_notified_at'])
    .where('s.webhook_notified_at', '<', before)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('webhook_endpoints as w')
          .select('w.id')
          .whereRef('w.user_id', '=', 's.user_id')
          .where('w.deleted_at', 'is', null)
          .where(sql<boolean>`'saved_search.new_matches' = ANY(w.events)`),
      ),
    )
    .orderBy('s.id')
    .execute();
}

export async function markWebhookNotified(db: Db, id: number, at: Date): Promise<void> {
  await db.updateTable('saved_searches').set({ webhook_notified_at: at }).where('id', '=', id).execute();
}
