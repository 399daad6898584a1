import type { AppDeps } from '../app-deps';
import type { SessionUser } from '../modules/auth/sessions';
import { saveBankDetails, sendBankDetailsCode } from '../modules/bank-details/bank-details.service';
import { contributorBalances } from '../modules/payouts/contributor-balances';
import { decidePayout } from '../modules/payouts/payouts-admin.service';
import { withdraw } from '../modules/payouts/withdrawals.service';
import { mailedCode } from './demo-mailbox';

/** A well-known test IBAN (the one in every bank's documentation), so nothing points at anyone's account. */
const DEMO_BANK = {
  account_holder_name: 'Demo Contributor',
  bank_name: 'Deutsche Bank',
  country: 'DE',
  iban: 'DE89 3704 0044 0532 0130 00',
};

/**
 * The demo contributor confirms bank details with the e-mailed code, then withdraws twice: the admin has paid the
 * first; the second waits in the admin's payouts. At least the minimum stays available, so the contributor can try a
 * withdrawal too. With too little earned for all three, nothing is withdrawn.
 */
export async function demoPayouts(deps: AppDeps, contributor: SessionUser, admin: SessionUser, email: string): Promise<void> {
  await sendBankDetailsCode(deps, contributor);
  const code = await mailedCode(deps.config, email);
  if (!code) return;
  await saveBankDetails(deps, contributor, { ...DEMO_BANK, email_otp: code }, 'add', '127.0.0.1');

  const minimum = deps.config.payouts.minimumCents;
  const { availableCents } = await contributorBalances(deps.db, contributor.id);
  const spendable = availableCents - minimum - 500;
  const paidCents = Math.floor(spendable / 2 / 100) * 100;
  const pendingCents = Math.floor((spendable - paidCents) / 100) * 100;
  if (paidCents < minimum || pendingCents < minimum) return;
  const paid = await withdraw(deps, contributor, paidCents / 100);
  await decidePayout(deps, admin, paid.data.withdrawal.id, { status: 'paid', reference: 'SEPA-DEMO-0001' });
  await withdraw(deps, contributor, pendingCents / 100);
}
