import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { containsPattern, idIn } from '../../db/like-pattern';
import type { PageWindow } from '../../http/pagination';

const SUMMARY_COLUMNS = [
  'u.id',
  'u.name',
  'u.email',
  'u.roles',
  'u.email_verified_at',
  'u.created_at',
  'u.suspended_at',
  'u.suspended_reason',
] as const;

export interface UserSummaryRow {
  id: number;
  name: string;
  email: string;
  roles: string[];
  email_verified_at: Date | null;
  created_at: Date;
  suspended_at: Date | null;
  suspended_reason: string | null;
}

function matching(db: Db, q: string | undefined) {
  let query = db.selectFrom('users as u').where('u.deleted_at', 'is', null);
  const text = q?.trim();
  if (text) {
    const id = idIn(text);
    query = query.where((eb) =>
      eb.or([
        eb('u.email', 'ilike', containsPattern(text)),
        eb('u.name', 'ilike', containsPattern(text)),
        ...(id === null ? [] : [eb('u.id', '=', id)]),
      ]),
    );
  }
  return query;
}

export async function searchUsers(db: Db, q: string | undefined, window: PageWindow): Promise<{ rows: UserSummaryRow[]; total: number }> {
  const rows = await matching(db, q).select(SUMMARY_COLUMNS).orderBy('u.id', 'desc').limit(window.limit).offset(window.offset).execute();
  const count = await matching(db, q)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}

export async function findUserSummary(db: Db, userId: number): Promise<UserSummaryRow | undefined> {
  return db
    .selectFrom('users as u')
    .select(SUMMARY_COLUMNS)
    .where('u.id', '=', userId)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Sets or clears the suspension; answers false when the account was already in that state. */
export async function setSuspension(db: Db, userId: number, reason: string | null): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set(reason === null ? { suspended_at: null, suspended_reason: null } : { suspended_at: sql`now()`, suspended_reason: reason })
    .where('id', '=', userId)
    .where('suspended_at', reason === null ? 'is not' : 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function currentPlan(db: Db, userId: number) {
  return db
    .selectFrom('subscriptions')
    .select(['plan_id', 'status', 'current_period_end'])
    .where('user_id', '=', userId)
    .orderBy('current_period_end', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function recentOrders(db: Db, userId: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'description', 'status', 'total_cents', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(20)
    .execute();
}

export async function licenceCount(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('licences')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('account_user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function fileCountsByStatus(db: Db, userId: number): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('media_files')
    .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
    .where('contributor_id', '=', userId)
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
}

export async function recentSessions(db: Db, userId: number) {
  return db
    .selectFrom('sessions')
    .select(['id', 'role', 'created_at', 'last_seen_at', 'revoked_at', 'ip', 'user_agent'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(20)
    .execute();
}
