import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { WithdrawalStatusValue } from '../../db/schema';

export const WITHDRAWAL_COLUMNS = [
  'w.id',
  'w.contributor_id',
  'w.amount_cents',
  'w.currency',
  'w.status',
  'w.bank_name',
  'w.account_holder_name',
  'w.country',
  'w.account_last4',
  'w.payout_reference',
  'w.failure_reason',
  'w.requested_at',
  'w.decided_at',
] as const;

export interface WithdrawalRow {
  id: number;
  contributor_id: number;
  amount_cents: number;
  currency: string;
  status: WithdrawalStatusValue;
  bank_name: string;
  account_holder_name: string;
  country: string;
  account_last4: string;
  payout_reference: string | null;
  failure_reason: string | null;
  requested_at: Date;
  decided_at: Date | null;
}

export interface AdminWithdrawalRow extends WithdrawalRow {
  contributor_name: string;
  contributor_email: string;
  contributor_locale: string | null;
}

/**
 * Serialises a contributor's withdrawals: held until the surrounding transaction ends, so that the balance read after
 * it includes every earlier reservation. Other contributors are not blocked.
 */
export async function lockContributorPayouts(db: Db, contributorId: number): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext('contributor-payouts'), ${contributorId}::int)`.execute(db);
}

export async function insertWithdrawal(
  db: Db,
  values: {
    contributor_id: number;
    amount_cents: number;
    account_holder_name: string;
    bank_name: string;
    country: string;
    account_last4: string;
    sealed_numbers: string;
    requested_at: Date;
  },
): Promise<number> {
  const row = await db.insertInto('withdrawals').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function recordWithdrawalStatus(
  db: Db,
  change: {
    withdrawal_id: number;
    from_status: WithdrawalStatusValue | null;
    to_status: WithdrawalStatusValue;
    changed_by: number;
    reason?: string | null;
    created_at: Date;
  },
): Promise<void> {
  await db
    .insertInto('withdrawal_status_changes')
    .values({ ...change, reason: change.reason ?? null })
    .execute();
}

export async function findWithdrawal(db: Db, id: number): Promise<AdminWithdrawalRow | undefined> {
  return adminQuery(db).where('w.id', '=', id).executeTakeFirst();
}

/** Moves a pending withdrawal to paid or failed; undefined when it is not pending (decided already, or racing). */
export async function decideWithdrawal(
  db: Db,
  id: number,
  decision: {
    status: 'paid' | 'failed';
    decided_by: number;
    decided_at: Date;
    payout_reference?: string | null;
    failure_reason?: string | null;
  },
): Promise<{ contributor_id: number; amount_cents: number } | undefined> {
  return db
    .updateTable('withdrawals')
    .set({
      status: decision.status,
      decided_by: decision.decided_by,
      decided_at: decision.decided_at,
      payout_reference: decision.payout_reference ?? null,
      failure_reason: decision.failure_reason ?? null,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returning(['contributor_id', 'amount_cents'])
    .executeTakeFirst();
}

export async function listContributorWithdrawals(
  db: Db,
  contributorId: number,
  window: { limit: number; offset: number },
): Promise<{ rows: WithdrawalRow[]; total: number }> {
  const base = db.selectFrom('withdrawals as w').where('w.contributor_id', '=', contributorId);
  const [rows, count] = await Promise.all([
    base
      .select(WITHDRAWAL_COLUMNS)
      .orderBy('w.requested_at', 'desc')
      .orderBy('w.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

function adminQuery(db: Db) {
  return db
    .selectFrom('withdrawals as w')
    .innerJoin('users as u', 'u.id', 'w.contributor_id')
    .select([...WITHDRAWAL_COLUMNS, 'u.name as contributor_name', 'u.email as contributor_email', 'u.locale as contributor_locale']);
}

export async function listWithdrawalsForAdmin(
  db: Db,
  status: WithdrawalStatusValue | undefined,
  window: { limit: number; offset: number },
): Promise<{ rows: AdminWithdrawalRow[]; total: number }> {
  let rowsQuery = adminQuery(db);
  let countQuery = db.selectFrom('withdrawals as w').select((eb) => eb.fn.countAll<string>().as('n'));
  if (status) {
    rowsQuery = rowsQuery.where('w.status', '=', status);
    countQuery = countQuery.where('w.status', '=', status);
  }
  // The oldest request first: the queue is worked in the order people asked.
  const [rows, count] = await Promise.all([
    rowsQuery
      .orderBy('w.requested_at', status === 'pending' ? 'asc' : 'desc')
      .orderBy('w.id')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    countQuery.executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
