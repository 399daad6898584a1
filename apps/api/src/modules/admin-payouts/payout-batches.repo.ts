import type { Db } from '../../db/connection';
import type { PageWindow } from '../../http/pagination';
import { type AdminWithdrawalRow, WITHDRAWAL_COLUMNS } from '../payouts/withdrawals.repo';

export interface BatchItemRow extends AdminWithdrawalRow {
  sealed_numbers: string;
}

export async function insertBatch(db: Db, adminId: number): Promise<number> {
  const row = await db.insertInto('payout_batches').values({ created_by: adminId }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Puts pending withdrawals that are in no batch yet into this one; answers the ids it took. */
export async function assignToBatch(db: Db, batchId: number, withdrawalIds: number[]): Promise<number[]> {
  const rows = await db
    .updateTable('withdrawals')
    .set({ batch_id: batchId })
    .where('id', 'in', withdrawalIds)
    .where('status', '=', 'pending')
    .where('batch_id', 'is', null)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

export async function findBatch(db: Db, batchId: number) {
  return db.selectFrom('payout_batches').select(['id', 'created_at', 'exported_at']).where('id', '=', batchId).executeTakeFirst();
}

export async function listBatches(db: Db, window: PageWindow) {
  const rows = await db
    .selectFrom('payout_batches')
    .select(['id', 'created_at', 'exported_at'])
    .orderBy('id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  const count = await db
    .selectFrom('payout_batches')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}

export async function batchItems(db: Db, batchIds: number[]): Promise<(BatchItemRow & { batch_id: number })[]> {
  if (batchIds.length === 0) return [];
  const rows = await db
    .selectFrom('withdrawals as w')
    .innerJoin('users as u', 'u.id', 'w.contributor_id')
    .select([
      ...WITHDRAWAL_COLUMNS,
      'u.name as contributor_name',
      'u.email as contributor_email',
      'u.locale as contributor_locale',
      'w.sealed_numbers',
      'w.batch_id',
    ])
    .where('w.batch_id', 'in', batchIds)
    .orderBy('w.id')
    .execute();
  return rows.map((row) => ({ ...row, batch_id: row.batch_id as number }));
}
