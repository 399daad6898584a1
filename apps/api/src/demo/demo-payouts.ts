import type { AppDeps } from '../app-deps';
import type { SessionUser } from '../modules/auth/sessions';
import { saveBankDetails, sendBankDetailsCode } from '../modules/bank-details/bank-details.service';
import { accountBalance } from '../modules/ledger/ledger.repo';
import { royaltiesPayable } from '../modules/ledger/ledger-accounts';
import { contributorBalances } from '../modules/payouts/contributor-balances';
import { decidePayout } from '../modules/payouts/payouts-admin.service';
import { withdraw } from '../modules/payouts/withdrawals.service';
import type { DemoClock } from './demo-clock';
import { mailedCode } from './demo-mailbox';

/** A well-known test IBAN (the one in every bank's documentation), so nothing points at anyone's account. */
const DEMO_BANK = {
  account_holder_name: 'Demo Contributor',
  bank_name: 'Deutsche Bank',
  country: 'DE',
  iban: 'DE89 3704 0044 0532 0130 00',
};

/** Whole dollars, in cents: what a person would type in the amount field. */
const dollars = (cents: number) => Math.floor(cents / 100) * 100;

/** Days before the first start on which the first withdrawal may be asked for: the earliest with enough earned. */
const FIRST_WITHDRAWAL_DAYS_AGO = [30, 24, 18, 14, 10];

/**
 * The demo contributor confirms bank details with the e-mailed code, then withdraws twice: weeks ago (on the first of
 * the days above by which the minimum was earned), paid by the admin three days later; and two days ago, still waiting
 * in the admin's payouts. Each asks for no more than was earned by its day, and at least the minimum stays available
 * now, so the contributor can try a withdrawal too. With too little earned for all three, nothing is withdrawn.
 */
export async function demoPayouts(
  deps: AppDeps,
  clock: DemoClock,
  people: { contributor: SessionUser; admin: SessionUser; email: string },
): Promise<void> {
  const { contributor, admin, email } = people;
  await sendBankDetailsCode(deps, contributor);
  const code = await mailedCode(deps.config, email);
  if (!code) return;
  await saveBankDetails(deps, contributor, { ...DEMO_BANK, email_otp: code }, 'add', '127.0.0.1');

  const minimum = deps.config.payouts.minimumCents;
  const earnedBy = async (at: Date) => -(await accountBalance(deps.db, royaltiesPayable(contributor.id), { until: at }));
  let firstDaysAgo = FIRST_WITHDRAWAL_DAYS_AGO.at(-1) as number;
  for (const days of FIRST_WITHDRAWAL_DAYS_AGO) {
    if ((await earnedBy(clock.daysAgo(days))) < minimum) continue;
    firstDaysAgo = days;
    break;
  }
  const [firstAt, secondAt] = [clock.daysAgo(firstDaysAgo), clock.daysAgo(2)];
  const { availableCents } = await contributorBalances(deps.db, contributor.id);
  const spendable = availableCents - minimum - 500;
  const paidCents = dollars(Math.min(await earnedBy(firstAt), spendable / 2));
  const pendingCents = dollars(Math.min(spendable, await earnedBy(secondAt)) - paidCents);
  if (paidCents < minimum || pendingCents < minimum) return;
  const paid = await withdraw(deps, contributor, paidCents / 100, firstAt);
  const paidAt = clock.daysAgo(firstDaysAgo - 3);
  await decidePayout(deps, admin, paid.data.withdrawal.id, { status: 'paid', reference: 'SEPA-DEMO-0001' }, paidAt);
  await withdraw(deps, contributor, pendingCents / 100, secondAt);
}
