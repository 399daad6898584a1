import type { PagedPayoutBatches, PayoutBatch, PayoutBatchData, PayoutBatchExport, PayoutBatchListQuery } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { csvDocument } from '../../http/csv';
import { conflict, notFound } from '../../http/http-error';
import { paged, pageWindow } from '../../http/pagination';
import { requireRecentPassword } from '../admin-access/reauth';
import { recordAudit } from '../admin-audit/admin-audit.repo';
import type { Outcome } from '../auth/auth.service';
import type { SessionUser } from '../auth/sessions';
import { openBankNumbers } from '../bank-details/bank-details.service';
import { formatUsd } from '../payouts/money-format';
import { presentPayout } from '../payouts/payouts-admin.service';
import { painCreditTransfer, SEPA_CURRENCY } from './credit-transfer-file';
import { assignToBatch, batchItems, findBatch, insertBatch, listBatches, markBatchExported } from './payout-batches.repo';

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

const CSV_HEADER = [
  'Withdrawal',
  'Account holder',
  'Bank',
  'Country',
  'Account number',
  'Routing number',
  'SWIFT/BIC',
  'Amount',
  'Currency',
  'Reference',
];

/**
 * The bank files of a batch's unpaid items: an ISO 20022 credit transfer file for IBAN accounts (SEPA only for a payout
 * in euros, see painCreditTransfer), a CSV for the others. The
 * full account numbers are opened only here, only after the admin typed their password again, and each export is
 * audited (which items, how much; never the numbers).
 */
export async function exportPayoutBatch(deps: AppDeps, admin: SessionUser, batchId: number): Promise<Outcome<PayoutBatchExport>> {
  await requireRecentPassword(deps.db, admin);
  const batch = await findBatch(deps.db, batchId);
  if (!batch) throw notFound('There is no such payout batch.');
  const items = (await batchItems(deps.db, [batchId])).filter((item) => item.status === 'pending');
  if (items.length === 0) throw conflict('Every payout of this batch is already settled; there is nothing to export.');
  const opened = items.map((item) => ({
    item,
    numbers: openBankNumbers(deps, { user_id: item.contributor_id, sealed_numbers: item.sealed_numbers }),
  }));
  const reference = (id: number) => `${deps.config.site.brand} payout ${id}`;
  const byIban = opened.filter(({ numbers }) => numbers.method === 'iban');
  const others = opened.filter(({ numbers }) => numbers.method !== 'iban');
  const now = new Date();
  const stamp = now.toISOString().slice(0, 10);
  const transferXml =
    byIban.length === 0
      ? null
      : painCreditTransfer({
          messageId: `PAYOUT-${batchId}-${now.getTime()}`,
          createdAt: now,
          executionDate: stamp,
          debtorName: deps.config.payouts.debtorName,
          debtorIban: deps.config.payouts.debtorIban,
          transfers: byIban.map(({ item, numbers }) => ({
            endToEndId: `W${item.id}`,
            amountCents: Number(item.amount_cents),
            currency: item.currency,
            creditorName: item.account_holder_name,
            iban: numbers.account,
            bic: numbers.swiftCode,
            remittance: reference(item.id),
          })),
        });
  const csv =
    others.length === 0
      ? null
      : csvDocument([
          CSV_HEADER,
          ...others.map(({ item, numbers }) => [
            String(item.id),
            item.account_holder_name,
            item.bank_name,
            item.country,
            numbers.account,
            numbers.routingNumber ?? '',
            numbers.swiftCode ?? '',
            (Number(item.amount_cents) / 100).toFixed(2),
            item.currency,
            reference(item.id),
          ]),
        ]);
  await deps.db.transaction().execute(async (trx) => {
    await markBatchExported(trx, batchId);
    await recordAudit(trx, {
      adminId: admin.id,
      action: 'payout_batch.export',
      targetType: 'payout_batch',
      targetId: batchId,
      details: {
        withdrawal_ids: items.map((item) => item.id),
        transfer_file_count: byIban.length,
        csv_count: others.length,
        total_cents: items.reduce((total, item) => total + Number(item.amount_cents), 0),
      },
    });
  });
  return {
    data: {
      batch_id: batchId,
      transfer_xml: transferXml,
      transfer_file_name: transferXml ? `payout-batch-${batchId}-${stamp}.xml` : null,
      csv,
      csv_file_name: csv ? `payout-batch-${batchId}-${stamp}.csv` : null,
    },
    message: `Exported ${items.length} payout(s): ${byIban.length} in the ISO 20022 transfer file${schemesOf(byIban.map(({ item }) => item.currency))}, ${others.length} in the CSV.`,
  };
}

/** Which currencies the transfer file pays, and which of them go by SEPA: " (USD)", " (EUR by SEPA, USD)". */
function schemesOf(currencies: string[]): string {
  const named = [...new Set(currencies)].sort().map((currency) => (currency === SEPA_CURRENCY ? `${currency} by SEPA` : currency));
  return named.length === 0 ? '' : ` (${named.join(', ')})`;
}

export { batchData as payoutBatch };
