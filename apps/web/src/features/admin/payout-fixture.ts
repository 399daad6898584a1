/** A pending payout as the admin API lists it, for the console's page tests. */
export const PENDING_PAYOUT = {
  id: 9,
  amount_cents: 4000,
  currency: 'USD',
  status: 'pending',
  bank_name: 'Deutsche Bank',
  account_masked: '•••• 3000',
  requested_at: '2026-11-20T10:00:00.000Z',
  decided_at: null,
  payout_reference: null,
  failure_reason: null,
  contributor_id: 2,
  contributor_name: 'Cy Lens',
  contributor_email: 'cy@example.com',
  account_holder_name: 'Cy Lens',
  country: 'DE',
};
