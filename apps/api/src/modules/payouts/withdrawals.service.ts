import type { PagedWithdrawals, Withdrawal, WithdrawalData, WithdrawalListQuery } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../http/http-error';
import { paged, pageWindow } from '../../http/pagination';
import { readerLocale } from '../../mail/reader-locale';
import { findAccountById } from '../auth/auth.repo';
import type { Outcome } from '../auth/auth.service';
import type { SessionUser } from '../auth/sessions';
import { findBankDetails } from '../bank-details/bank-details.repo';
import { postLedgerTransaction } from '../ledger/ledger.repo';
import { royaltiesPayable } from '../ledger/ledger-accounts';
import { contributorBalances } from './contributor-balances';
import { formatUsd } from './money-format';
import { payoutsPending } from './payout-accounts';
import { mailWithdrawalRequested } from './payout-mail';
import {
  findWithdrawal,
  insertWithdrawal,
  listContributorWithdrawals,
  lockContributorPayouts,
  recordWithdrawalStatus,
  type WithdrawalRow,
} from './withdrawals.repo';

export function presentWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    amount_cents: row.amount_cents,
    currency: row.currency,
    status: row.status,
    bank_name: row.bank_name,
    account_masked: `•••• ${row.account_last4}`,
    requested_at: row.requested_at.toISOString(),
    decided_at: row.decided_at?.toISOString() ?? null,
    payout_reference: row.payout_reference,
    failure_reason: row.failure_reason,
  };
}

/** Dollars to cents, for an amount the body schema let through: a number above zero with at most two decimals. */
function dollarsToCents(amount: number): number {
  return Math.round(amount * 100);
}

const unprocessable = (message: string) => new HttpError(422, message, [{ field: 'amount', message }]);

/**
 * Reserves the amount for payout. The balance check and the reservation happen in one transaction under a
 * per-contributor lock, so that parallel requests can never withdraw more than the balance.
 */
export async function withdraw(deps: AppDeps, user: SessionUser, amount: number, now = new Date()): Promise<Outcome<WithdrawalData>> {
  const amountCents = dollarsToCents(amount);
  const minimum = deps.config.payouts.minimumCents;
  if (amountCents < minimum) throw unprocessable(`The smallest withdrawal is ${formatUsd(minimum)}.`);
  const bank = await findBankDetails(deps.db, user.id);
  if (!bank) throw new HttpError(422, 'Add your bank details before withdrawing.', [{ field: 'bank_details', message: 'missing' }]);
  if (!bank.verified_at) {
    throw new HttpError(422, 'Confirm your bank details with the code we e-mail you before withdrawing.', [
      { field: 'bank_details', message: 'not verified' },
    ]);
  }
  const account = await findAccountById(deps.db, user.id);
  if (!account) throw new HttpError(401, 'Please sign in again.');

  const withdrawalId = await deps.db.transaction().execute(async (trx) => {
    await lockContributorPayouts(trx, user.id);
    const { availableCents } = await contributorBalances(trx, user.id);
    if (amountCents > availableCents) {
      throw unprocessable(`You can withdraw at most ${formatUsd(Math.max(0, availableCents))}, your available balance.`);
    }
    const id = await insertWithdrawal(trx, {
      contributor_id: user.id,
      amount_cents: amountCents,
      account_holder_name: bank.account_holder_name,
      bank_name: bank.bank_name,
      country: bank.country,
      account_last4: bank.account_last4,
      sealed_numbers: bank.sealed_numbers,
      requested_at: now,
    });
    await postLedgerTransaction(trx, {
      kind: 'withdrawal_requested',
      reference: `withdrawal:${id}:requested`,
      memo: `Withdrawal ${id} reserved for payout`,
      postings: [
        { account: royaltiesPayable(user.id), amountCents },
        { account: payoutsPending(user.id), amountCents: -amountCents },
      ],
      at: now,
    });
    await recordWithdrawalStatus(trx, { withdrawal_id: id, from_status: null, to_status: 'pending', changed_by: user.id, created_at: now });
    return id;
  });

  await mailWithdrawalRequested(deps.config, {
    to: account.email,
    locale: readerLocale(account),
    amountCents,
    bankName: bank.bank_name,
    accountLast4: bank.account_last4,
  });
  const created = (await findWithdrawal(deps.db, withdrawalId)) as WithdrawalRow;
  const { availableCents } = await contributorBalances(deps.db, user.id);
  return {
    data: { withdrawal: presentWithdrawal(created), available_cents: availableCents },
    message: `Your withdrawal of ${formatUsd(amountCents)} is requested.`,
  };
}

export async function listOwnWithdrawals(deps: AppDeps, user: SessionUser, query: WithdrawalListQuery): Promise<Outcome<PagedWithdrawals>> {
  const window = pageWindow(query, 10);
  const { rows, total } = await listContributorWithdrawals(deps.db, user.id, window);
  return { data: paged(rows.map(presentWithdrawal), total, window), message: 'OK' };
}
