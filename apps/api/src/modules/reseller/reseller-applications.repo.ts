import type { Db } from '../../db/connection';
import type { PageWindow } from '../../http/pagination';

const COLUMNS = [
  'r.id',
  'r.user_id',
  'r.company_name',
  'r.website',
  'r.country',
  'r.use_case',
  'r.status',
  'r.decision_note',
  'r.decided_at',
  'r.created_at',
  'u.name as applicant_name',
  'u.email as applicant_email',
  'u.locale as applicant_locale',
] as const;

const withApplicant = (db: Db) => db.selectFrom('reseller_applications as r').innerJoin('users as u', 'u.id', 'r.user_id');

export type ApplicationRow = Awaited<ReturnType<typeof findApplication>> & {};

export function findApplication(db: Db, id: number) {
  return withApplicant(db).select(COLUMNS).where('r.id', '=', id).executeTakeFirst();
}

export function latestApplicationOf(db: Db, userId: number) {
  return withApplicant(db).select(COLUMNS).where('r.user_id', '=', userId).orderBy('r.id', 'desc').limit(1).executeTakeFirst();
}

/** The new application's id, or undefined when the account already has one pending or approved (the partial unique index). */
export async function insertApplication(
  db: Db,
  row: { user_id: number; company_name: string; website: string; country: string; use_case: string },
): Promise<number | undefined> {
  const inserted = await db
    .insertInto('reseller_applications')
    .values(row)
    .onConflict((oc) => oc.column('user_id').where('status', 'in', ['pending', 'approved']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

/** Decides a pending application; false when it was decided meanwhile. */
export async function decideApplication(
  db: Db,
  id: number,
  decision: { status: 'approved' | 'declined'; decided_by: number; decision_note: string },
): Promise<boolean> {
  const result = await db
    .updateTable('reseller_applications')
    .set({ ...decision, decided_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function listApplications(db: Db, status: string | undefined, window: PageWindow) {
  const filtered = () => (status ? withApplicant(db).where('r.status', '=', status as 'pending') : withApplicant(db));
  const rows = await filtered()
    .select(COLUMNS)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  const count = await filtered()
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}

/** Whether the account is an approved reseller. */
export async function isApprovedReseller(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('reseller_applications')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'approved')
    .executeTakeFirst();
  return row !== undefined;
}
