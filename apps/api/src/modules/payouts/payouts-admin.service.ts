import type { AdminPayout, AdminPayoutData, AdminPayoutListQuery, PagedAdminPayouts } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import type { WithdrawalStatusValue } from '../../db/schema';
import { conflict, notFound } from '../../http/http-error';
import { stateWord } from '../../http/messages/state-words';
import { paged, pageWindow } from '../../http/pagination';
import { readerLocale } from '../../mail/reader-locale';
import { recordAudit } from '../admin-audit/admin-audit.repo';
import type { Outcome } from '../auth/auth.service';
import type { SessionUser } from '../auth/sessions';
import { postLedgerTransaction } from '../ledger/ledger.repo';
import { LEDGER_ACCOUNTS, royaltiesPayable } from '../ledger/ledger-accounts';
import { formatUsd } from './money-format';
import { payoutsPending } from './payout-accounts';
import { mailWithdrawalFailed, mailWithdrawalPaid } from './payout-mail';
import {
  type AdminWithdrawalRow,
  decideWithdrawal,
  findWithdrawal,
  listWithdrawalsForAdmin,
  recordWithdrawalStatus,
} from './withdrawals.repo';
import { presentWithdrawal } from './withdrawals.service';

export function presentPayout(row: AdminWithdrawalRow): AdminPayout {
  return {
    ...presentWithdrawal(row),
    contributor_id: row.contributor_id,
    contributor_name: row.contributor_name,
    contributor_email: row.contributor_email,
    account_holder_name: row.account_holder_name,
    country: row.country,
  };
}

export async function listPayouts(deps: AppDeps, query: AdminPayoutListQuery): Promise<Outcome<PagedAdminPayouts>> {
  const window = pageWindow(query, 20);
  const { rows, total } = await listWithdrawalsForAdmin(deps.db, query.status, window);
  return { data: paged(rows.map(presentPayout), total, window), message: 'OK' };
}

export const PAYOUT_MESSAGES = {
  alreadyDecided: (status: WithdrawalStatusValue) =>
    `This withdrawal was already decided: it is marked ${stateWord('withdrawal-status', status)}.`,
} as const;

type Decision = { status: 'paid'; reference: string | null } | { status: 'failed'; reason: string };

/**
 * Settles a pending withdrawal. Paid: the reserved amount leaves as cash. Failed: a reversing entry returns it to the
 * contributor's balance. The state change and its postings commit together; a second decision finds it no longer
 * pending (409).
 */
export async function decidePayout(
  deps: AppDeps,
  admin: SessionUser,
  withdrawalId: number,
  decision: Decision,
  now = new Date(),
): Promise<Outcome<AdminPayoutData>> {
  const before = await findWithdrawal(deps.db, withdrawalId);
  if (!before) throw notFound('There is no such withdrawal.');
  await deps.db.transaction().execute(async (trx) => {
    const decided = await decideWithdrawal(trx, withdrawalId, {
      status: decision.status,
      decided_by: admin.id,
      decided_at: now,
      payout_reference: decision.status === 'paid' ? decision.reference : null,
      failure_reason: decision.status === 'failed' ? decision.reason : null,
    });
    // Read again: a decision made at the same moment by another admin is what made this one lose.
    if (!decided) throw conflict(PAYOUT_MESSAGES.alreadyDecided((await findWithdrawal(trx, withdrawalId))?.status ?? before.status));
    const { contributor_id: contributorId, amount_cents: amountCents } = decided;
    const counterpart = decision.status === 'paid' ? LEDGER_ACCOUNTS.cash : royaltiesPayable(contributorId);
    await postLedgerTransaction(trx, {
      kind: decision.status === 'paid' ? 'withdrawal_paid' : 'withdrawal_failed',
      reference: `withdrawal:${withdrawalId}:${decision.status}`,
      memo: decision.status === 'paid' ? `Withdrawal ${withdrawalId} paid` : `Withdrawal ${withdrawalId} failed: returned to the balance`,
      postings: [
        { account: payoutsPending(contributorId), amountCents },
        { account: counterpart, amountCents: -amountCents },
      ],
      at: now,
    });
    await recordWithdrawalStatus(trx, {
      withdrawal_id: withdrawalId,
      from_status: 'pending',
      to_status: decision.status,
      changed_by: admin.id,
      reason: decision.status === 'failed' ? decision.reason : decision.reference,
      created_at: now,
    });
    await recordAudit(trx, {
      adminId: admin.id,
      action: `withdrawal.${decision.status}`,
      targetType: 'withdrawal',
      targetId: withdrawalId,
      reason: decision.status === 'failed' ? decision.reason : decision.reference,
      details: { amount_cents: amountCents, contributor_id: contributorId },
      at: now,
    });
  });
  const facts = {
    to: before.contributor_email,
    locale: readerLocale({ locale: before.contributor_locale }),
    amountCents: before.amount_cents,
    bankName: before.bank_name,
    accountLast4: before.account_last4,
  };
  if (decision.status === 'paid') await mailWithdrawalPaid(deps.config, { ...facts, reference: decision.reference });
  else await mailWithdrawalFailed(deps.config, { ...facts, reason: decision.reason });
  const after = (await findWithdrawal(deps.db, withdrawalId)) as AdminWithdrawalRow;
  const message =
    decision.status === 'paid'
      ? `Marked ${formatUsd(after.amount_cents)} to ${after.contributor_name} as paid.`
      : `Marked as failed; ${formatUsd(after.amount_cents)} is back in ${after.contributor_name}'s balance.`;
  return { data: { payout: presentPayout(after) }, message };
}
