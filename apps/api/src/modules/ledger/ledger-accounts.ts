/**
 * The ledger's account names. Sign convention: positive amounts are debits, negative amounts credits. Cash and expense
 * accounts are debit-normal (their balance is positive); revenue, tax payable and a contributor's royalties payable are
 * credit-normal, so what the platform owes a contributor is `-accountBalance(royaltiesPayable(id))`.
 */
export const LEDGER_ACCOUNTS = {
  cash: 'platform:cash',
  revenue: 'platform:revenue',
  taxPayable: 'platform:tax_payable',
  royaltyExpense: 'platform:royalty_expense',
  /**
   * Money taken for an order that could not be fulfilled (paid on a payment page left open after another order used
   * up its plan or offer), owed back to the buyer until the refund goes through: a balance here is a refund to chase.
   */
  refundsDue: 'platform:refunds_due',
} as const;

export function royaltiesPayable(contributorId: number): string {
  return `contributor:${contributorId}:royalties_payable`;
}
