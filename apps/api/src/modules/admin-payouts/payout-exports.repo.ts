import { type ColumnType, type Generated, type Kysely, sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/schema';

/** The tables of migration 0220, known to this module only: nothing else reads a batch's made files. */
export type PayoutExportTables = {
  payout_exports: {
    id: Generated<number>;
    batch_id: number;
    /** Null only for an export made before files were kept (migration 0220); sealed_files is null with it. */
    message_id: string | null;
    created_by: number;
    created_at: ColumnType<Date, Date | undefined, never>;
    sealed_files: string | null;
  };
  payout_export_items: { withdrawal_id: number; export_id: number };
};

type ExportDb = Kysely<Database & PayoutExportTables>;

const exportDb = (db: Db): ExportDb => db.withTables<PayoutExportTables>();

export interface PayoutExportRow {
  id: number;
  message_id: string | null;
  created_at: Date;
  sealed_files: string | null;
  withdrawal_ids: number[];
}

/**
 * Locks the batch row until the transaction ends, so that two exports of one batch (a double click, two admins) run
 * one after the other: the second sees what the first claimed. Undefined when there is no such batch.
 */
export async function lockBatch(db: Db, batchId: number) {
  return db.selectFrom('payout_batches').select('id').where('id', '=', batchId).forUpdate().executeTakeFirst();
}

/** The batch's withdrawals that are still pending and in no exported file yet. */
export async function unexportedPendingIds(db: Db, batchId: number): Promise<number[]> {
  const rows = await exportDb(db)
    .selectFrom('withdrawals as w')
    .select('w.id')
    .where('w.batch_id', '=', batchId)
    .where('w.status', '=', 'pending')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('payout_export_items as x').select('x.export_id').whereRef('x.withdrawal_id', '=', 'w.id'))),
    )
    .orderBy('w.id')
    .execute();
  return rows.map((row) => row.id);
}

export async function insertExport(
  db: Db,
  values: { batchId: number; messageId: string; adminId: number; createdAt: Date; sealedFiles: string },
): Promise<number> {
  const row = await exportDb(db)
    .insertInto('payout_exports')
    .values({
      batch_id: values.batchId,
      message_id: values.messageId,
      created_by: values.adminId,
      created_at: values.createdAt,
      sealed_files: values.sealedFiles,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Puts withdrawals into an export; answers the ids it took. One already in an export is not taken (the key on
 * withdrawal_id decides, even for a writer that skipped the batch lock), and the caller rolls back if it misses any.
 */
export async function claimForExport(db: Db, exportId: number, withdrawalIds: number[]): Promise<number[]> {
  const rows = await exportDb(db)
    .insertInto('payout_export_items')
    .values(withdrawalIds.map((withdrawalId) => ({ withdrawal_id: withdrawalId, export_id: exportId })))
    .onConflict((conflict) => conflict.column('withdrawal_id').doNothing())
    .returning('withdrawal_id')
    .execute();
  return rows.map((row) => row.withdrawal_id);
}

/** The batch's newest export with the withdrawals it holds; undefined when the batch was never exported. */
export async function latestExport(db: Db, batchId: number): Promise<PayoutExportRow | undefined> {
  return exportDb(db)
    .selectFrom('payout_exports as e')
    .select(['e.id', 'e.message_id', 'e.created_at', 'e.sealed_files'])
    .select(
      sql<number[]>`array(SELECT x.withdrawal_id FROM payout_export_items x WHERE x.export_id = e.id ORDER BY x.withdrawal_id)`.as(
        'withdrawal_ids',
      ),
    )
    .where('e.batch_id', '=', batchId)
    .orderBy('e.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** When the batch's newest file was made (a download of the same file again does not move it). */
export async function markBatchExported(db: Db, batchId: number, at: Date): Promise<void> {
  await db.updateTable('payout_batches').set({ exported_at: at }).where('id', '=', batchId).execute();
}
