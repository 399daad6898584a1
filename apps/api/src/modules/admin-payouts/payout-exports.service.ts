import type { PayoutBatchExport } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { seal, unseal } from '../../crypto/encryption';
import type { Db } from '../../db/connection';
import { csvDocument } from '../../http/csv';
import { conflict, notFound } from '../../http/http-error';
import { requireRecentPassword } from '../admin-access/reauth';
import { recordAudit } from '../admin-audit/admin-audit.repo';
import type { Outcome } from '../auth/auth.service';
import type { SessionUser } from '../auth/sessions';
import { openBankNumbers } from '../bank-details/bank-details.service';
import type { AccountNumbers } from '../bank-details/bank-numbers';
import { painCreditTransfer, SEPA_CURRENCY } from './credit-transfer-file';
import { type BatchItemRow, batchItems } from './payout-batches.repo';
import {
  claimForExport,
  insertExport,
  latestExport,
  lockBatch,
  markBatchExported,
  type PayoutExportRow,
  unexportedPendingIds,
} from './payout-exports.repo';

type Opened = { item: BatchItemRow; numbers: AccountNumbers };
type BankFiles = Omit<PayoutBatchExport, 'batch_id'>;

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
 * The bank files of a batch, each payout in exactly one of them, ever. The first export claims the batch's pending
 * items, makes the files (an ISO 20022 credit transfer file for IBAN accounts, SEPA only for a payout in euros, see
 * painCreditTransfer; a CSV for the others) and keeps them sealed with their message id. Exporting again answers those
 * very files: a bank that already took the transfer file refuses it as a duplicate by its message id, where new files
 * with a new id would pay everyone in them a second time. Only items that reach the batch after its last file (none
 * today: a batch is made whole) would make a new file with a new message id.
 *
 * The full account numbers are opened only after the admin typed their password again, and every export is audited
 * (which items, how much; never the numbers).
 */
export async function exportPayoutBatch(deps: AppDeps, admin: SessionUser, batchId: number): Promise<Outcome<PayoutBatchExport>> {
  await requireRecentPassword(deps.db, admin);
  return deps.db.transaction().execute(async (trx) => {
    if (!(await lockBatch(trx, batchId))) throw notFound('There is no such payout batch.');
    const fresh = await unexportedPendingIds(trx, batchId);
    if (fresh.length > 0) return exportNewFiles(deps, trx, admin, batchId, fresh);
    const made = await latestExport(trx, batchId);
    if (!made) throw conflict('Every payout of this batch is already settled; there is nothing to export.');
    return exportAgain(deps, trx, admin, batchId, made);
  });
}

/** Makes, claims and keeps the files of the batch's items in no file yet; the batch is locked by the caller. */
async function exportNewFiles(
  deps: AppDeps,
  trx: Db,
  admin: SessionUser,
  batchId: number,
  withdrawalIds: number[],
): Promise<Outcome<PayoutBatchExport>> {
  const wanted = new Set(withdrawalIds);
  const items = (await batchItems(trx, [batchId])).filter((item) => wanted.has(item.id));
  const opened = items.map((item) => ({
    item,
    numbers: openBankNumbers(deps, { user_id: item.contributor_id, sealed_numbers: item.sealed_numbers }),
  }));
  const now = new Date();
  const messageId = `PAYOUT-${batchId}-${now.getTime()}`;
  const files = bankFiles(deps, batchId, opened, messageId, now);
  const exportId = await insertExport(trx, {
    batchId,
    messageId,
    adminId: admin.id,
    createdAt: now,
    sealedFiles: seal(deps.config, JSON.stringify(files), sealContext(batchId, messageId)),
  });
  const claimed = await claimForExport(trx, exportId, withdrawalIds);
  // Cannot happen under the batch lock; if it ever did, no file may go out holding a payout another file holds.
  if (claimed.length !== withdrawalIds.length) throw conflict('Another export of this batch took some of its payouts; export it again.');
  await markBatchExported(trx, batchId, now);
  const byIban = opened.filter(({ numbers }) => numbers.method === 'iban');
  await recordAudit(trx, {
    adminId: admin.id,
    action: 'payout_batch.export',
    targetType: 'payout_batch',
    targetId: batchId,
    details: {
      export_id: exportId,
      message_id: messageId,
      withdrawal_ids: withdrawalIds,
      transfer_file_count: byIban.length,
      csv_count: opened.length - byIban.length,
      total_cents: items.reduce((total, item) => total + Number(item.amount_cents), 0),
    },
  });
  return {
    data: { batch_id: batchId, ...files },
    message: `Exported ${opened.length} payout(s): ${byIban.length} in the ISO 20022 transfer file${schemesOf(byIban.map(({ item }) => item.currency))}, ${opened.length - byIban.length} in the CSV.`,
  };
}

/** Answers the files the batch's last export made, as they were; audited, since they carry full account numbers. */
async function exportAgain(
  deps: AppDeps,
  trx: Db,
  admin: SessionUser,
  batchId: number,
  made: PayoutExportRow,
): Promise<Outcome<PayoutBatchExport>> {
  const madeOn = made.created_at.toISOString().slice(0, 10);
  if (!made.message_id || !made.sealed_files) {
    throw conflict(
      `Batch ${batchId} was exported on ${madeOn}, before exported files were kept, and its pending payouts were in that file; it is not exported again. Mark each payout paid or failed from the bank's statement.`,
    );
  }
  const files = JSON.parse(unseal(deps.config, made.sealed_files, sealContext(batchId, made.message_id))) as BankFiles;
  await recordAudit(trx, {
    adminId: admin.id,
    action: 'payout_batch.export_again',
    targetType: 'payout_batch',
    targetId: batchId,
    details: { export_id: made.id, message_id: made.message_id, withdrawal_ids: made.withdrawal_ids },
  });
  return {
    data: { batch_id: batchId, ...files },
    message: `Batch ${batchId} was exported on ${madeOn}: the same files again (${made.withdrawal_ids.length} payout(s), message ${made.message_id}). A bank that already took them refuses them as a duplicate; nothing is paid twice.`,
  };
}

// Binds the sealed files to their batch and message id: copied onto another export row they do not open.
const sealContext = (batchId: number, messageId: string) => `payout-export:${batchId}:${messageId}`;

function bankFiles(deps: AppDeps, batchId: number, opened: Opened[], messageId: string, now: Date): BankFiles {
  const stamp = now.toISOString().slice(0, 10);
  const byIban = opened.filter(({ numbers }) => numbers.method === 'iban');
  const others = opened.filter(({ numbers }) => numbers.method !== 'iban');
  const transferXml = byIban.length === 0 ? null : transferFile(deps, byIban, messageId, now);
  const csv = others.length === 0 ? null : csvFile(deps, others);
  return {
    transfer_xml: transferXml,
    transfer_file_name: transferXml ? `payout-batch-${batchId}-${stamp}.xml` : null,
    csv,
    csv_file_name: csv ? `payout-batch-${batchId}-${stamp}.csv` : null,
  };
}

const reference = (deps: AppDeps, withdrawalId: number) => `${deps.config.site.brand} payout ${withdrawalId}`;

function transferFile(deps: AppDeps, byIban: Opened[], messageId: string, now: Date): string {
  return painCreditTransfer({
    messageId,
    createdAt: now,
    executionDate: now.toISOString().slice(0, 10),
    debtorName: deps.config.payouts.debtorName,
    debtorIban: deps.config.payouts.debtorIban,
    transfers: byIban.map(({ item, numbers }) => ({
      endToEndId: `W${item.id}`,
      amountCents: Number(item.amount_cents),
      currency: item.currency,
      creditorName: item.account_holder_name,
      iban: numbers.account,
      bic: numbers.swiftCode,
      remittance: reference(deps, item.id),
    })),
  });
}

function csvFile(deps: AppDeps, others: Opened[]): string {
  return csvDocument([
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
      reference(deps, item.id),
    ]),
  ]);
}

/** Which currencies the transfer file pays, and which of them go by SEPA: " (USD)", " (EUR by SEPA, USD)". */
function schemesOf(currencies: string[]): string {
  const named = [...new Set(currencies)].sort().map((currency) => (currency === SEPA_CURRENCY ? `${currency} by SEPA` : currency));
  return named.length === 0 ? '' : ` (${named.join(', ')})`;
}
