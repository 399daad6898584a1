/**
 * The ledger accounts of contributor payouts, beside issue 6's LEDGER_ACCOUNTS. A withdrawal moves its amount from
 * royalties payable to payouts pending (credit-normal: still owed, but reserved); paying it moves it to cash, failing
 * it moves it back to royalties payable.
 */
export function payoutsPending(contributorId: number): string {
  return `contributor:${contributorId}:payouts_pending`;
}

/** What the platform spends on referral rewards (debit-normal, like royalty expense). */
export const REFERRAL_EXPENSE = 'platform:referral_expense';
