import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { accountBalances } from '../ledger/ledger.repo';
import { royaltiesPayable } from '../ledger/ledger-accounts';
import { payoutsPending } from './payout-accounts';

export interface ContributorBalances {
  /** Owed and free to withdraw. */
  availableCents: number;
  /** Asked for and not yet paid. */
  pendingCents: number;
  paidOutCents: number;
}

/** Balances are sums of ledger postings (credit-normal accounts, hence the minus); paid out is the settled withdrawals. */
export async function contributorBalances(db: Db, contributorId: number): Promise<ContributorBalances> {
  const balances = await accountBalances(db, [royaltiesPayable(contributorId), payoutsPending(contributorId)]);
  const paid = await db
    .selectFrom('withdrawals')
    .select(sql<string>`coalesce(sum(amount_cents), 0)`.as('total'))
    .where('contributor_id', '=', contributorId)
    .where('status', '=', 'paid')
    .executeTakeFirstOrThrow();
  return {
    // `|| 0` turns -0 into 0.
    availableCents: -(balances.get(royaltiesPayable(contributorId)) ?? 0) || 0,
    pendingCents: -(balances.get(payoutsPending(contributorId)) ?? 0) || 0,
    paidOutCents: Number(paid.total),
  };
}
