import type { PagedPayoutBatches, PayoutBatch, PayoutBatchData, PayoutBatchListQuery } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { conflict, notFound } from '../../http/http-error';
import { paged, pageWindow } from '../../http/pagination';
import { recordAudit } from '../admin-audit/admin-audit.repo';
import type { Outcome } from '../auth/auth.service';
import type { SessionUser } from '../auth/sessions';
import { formatUsd } from '../payouts/money-format';
import { presentPayout } from '../payouts/payouts-admin.service';
import { assignToBatch, batchItems, findBatch, insertBatch, listBatches } from './payout-batches.repo';

type BatchRow = { id: number; created_at: Date; exported_at: Date | null };
type Item = Awaited<ReturnType<typeof batchItems>>[number];

function presentBatch(batch: BatchRow, items: Item[]): PayoutBatch {
  return {
    id: batch.id,
    created_at: batch.created_at.toISOString(),
    exported_at: batch.exported_at?.toISOString() ?? null,
    total_cents: items.reduce((total, item) => total + Number(item.amount_cents), 0),
    items: items.map(presentPayout),
  };
}

async function batchData(deps: AppDeps, batchId: number): Promise<PayoutBatchData> {
  const batch = await findBatch(deps.db, batchId);
  if (!batch) throw notFound('There is no such payout batch.');
  return { batch: presentBatch(batch, await batchItems(deps.db, [batchId])) };
}

/** Approves pending withdrawals for payment as one batch. All or none: one already batched or decided refuses the lot. */
export async function createPayoutBatch(deps: AppDeps, admin: SessionUser, withdrawalIds: number[]): Promise<Outcome<PayoutBatchData>> {
  const batchId = await deps.db.transaction().execute(async (trx) => {
    const id = await insertBatch(trx, admin.id);
    const taken = await assignToBatch(trx, id, withdrawalIds);
    const missing = withdrawalIds.filter((wanted) => !taken.includes(wanted));
    if (missing.length > 0)
      throw conflict(`Withdrawal ${missing.join(', ')} is not pending or is already in a batch; nothing was batched.`);
    await recordAudit(trx, {
      adminId: admin.id,
      action: 'payout_batch.create',
      targetType: 'payout_batch',
      targetId: id,
      details: { withdrawal_ids: withdrawalIds },
    });
    return id;
  });
  const data = await batchData(deps, batchId);
  return { data, message: `Batch ${batchId}: ${withdrawalIds.length} payout(s), ${formatUsd(data.batch.total_cents)}.` };
}

export async function listPayoutBatches(deps: AppDeps, query: PayoutBatchListQuery): Promise<Outcome<PagedPayoutBatches>> {
  const window = pageWindow(query, 20);
  const { rows, total } = await listBatches(deps.db, window);
  const items = await batchItems(
    deps.db,
    rows.map((row) => row.id),
  );
  const results = rows.map((row) =>
    presentBatch(
      row,
      items.filter((item) => item.batch_id === row.id),
    ),
  );
  return { data: paged(results, total, window), message: 'OK' };
}

export { batchData as payoutBatch };
