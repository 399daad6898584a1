import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { expectLedgerBalanced } from '../../../test/ledger-invariant';
import { addVerifiedBankDetails, adminSession, creditRoyalties, VERIFIED_IBAN } from '../../../test/money-fixture';
import { useTestApp } from '../../../test/test-app';
import { call, chooseLocale, latestMailTo, PASSWORD, signedUpAndIn } from '../auth/auth-test-helpers';
import { accountBalance } from '../ledger/ledger.repo';
import { royaltiesPayable } from '../ledger/ledger-accounts';
import { payoutsPending } from './payout-accounts';

const ctx = useTestApp();
afterEach(async () => expectLedgerBalanced(ctx.database.db));

async function contributorWith(balanceCents: number, bank: 'verified' | 'unverified' | 'none' = 'verified') {
  const email = `payee-${randomUUID().slice(0, 8)}@example.com`;
  const { token, userId } = await signedUpAndIn(ctx, { email, is_contributor: true });
  if (balanceCents > 0) await creditRoyalties(ctx, userId, balanceCents);
  if (bank === 'verified') await addVerifiedBankDetails(ctx, token, userId);
  if (bank === 'unverified') await call(ctx, 'POST', '/contributor/add/bank/details', { ...VERIFIED_IBAN, password: PASSWORD }, { token });
  return { token, userId, email };
}

const withdraw = (token: string, amount: unknown) => call(ctx, 'POST', '/contributor/withdraw', { amount }, { token });
const available = async (userId: number) => -(await accountBalance(ctx.database.db, royaltiesPayable(userId))) || 0;

describe('POST /contributor/withdraw', () => {
  it('reserves the amount in the ledger, records a pending withdrawal and e-mails the contributor', async () => {
    const { token, userId, email } = await contributorWith(10_000);
    const response = await withdraw(token, 40.5);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      withdrawal: { amount_cents: 4050, status: 'pending', bank_name: 'Deutsche Bank', account_masked: '•••• 3000', currency: 'USD' },
      available_cents: 5950,
    });
    expect(await available(userId)).toBe(5950);
    expect(await accountBalance(ctx.database.db, payoutsPending(userId))).toBe(-4050);
    expect((await latestMailTo(ctx, email)).subject).toContain('withdrawal of $40.50 requested');
    const history = await call(ctx, 'GET', '/contributor/withdrawals', undefined, { token });
    expect(history.json().data).toMatchObject({ totalCount: 1, results: [{ amount_cents: 4050, status: 'pending' }] });
  });

  it('50 parallel withdrawals of the whole balance: exactly one succeeds', async () => {
    const { token, userId } = await contributorWith(5000);
    const responses = await Promise.all(Array.from({ length: 50 }, () => withdraw(token, 50)));
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 422)).toHaveLength(49);
    expect(await available(userId)).toBe(0);
    const rows = await ctx.database.db.selectFrom('withdrawals').select('amount_cents').where('contributor_id', '=', userId).execute();
    expect(rows).toEqual([{ amount_cents: 5000 }]);
  });

  it.each([
    ['a negative amount', -40, 400],
    ['zero', 0, 400],
    ['a fraction of a cent', 40.005, 400],
    ['a number just off whole cents', 35.300000000000004, 400],
    ['a non-numeric amount', 'forty', 400],
    ['dollars in a string', '41.16', 400],
    ['true', true, 400],
    ['a list of one amount', [40], 400],
    ['an empty amount', null, 400],
    ['an absurdly large amount', 1e12, 400],
    ['more than the balance', 100.01, 422],
    ['less than the payout minimum', 34.99, 422],
  ])('refuses %s and changes nothing', async (_case, amount, status) => {
    const { token, userId } = await contributorWith(10_000);
    const response = await withdraw(token, amount);
    expect(response.statusCode, response.body).toBe(status);
    expect(
      response
        .json()
        .errors.map((e: { field: string }) => e.field)
        .join(' '),
    ).toContain('amount');
    expect(await available(userId)).toBe(10_000);
    expect(await ctx.database.db.selectFrom('withdrawals').select('id').where('contributor_id', '=', userId).execute()).toEqual([]);
  });

  it('takes an amount with at most two decimals exactly, and says what is wrong with one that has more', async () => {
    const { token } = await contributorWith(10_000);
    const exact = await withdraw(token, 35.3);
    expect(exact.statusCode, exact.body).toBe(200);
    expect(exact.json().data.withdrawal.amount_cents).toBe(3530);
    const off = await withdraw(token, 35.300000000000004);
    expect(off.json()).toMatchObject({
      message: 'amount must be a number of dollars with at most two decimals, e.g. 35.50',
      errors: [{ field: 'amount', message: 'amount must be a number of dollars with at most two decimals, e.g. 35.50' }],
    });
    const text = await withdraw(token, '41.16');
    expect(text.json().errors).toEqual([{ field: 'amount', message: 'amount must be a number' }]);
  });

  it('says how much may be withdrawn when asked for more', async () => {
    const { token } = await contributorWith(4000);
    const response = await withdraw(token, 45);
    expect(response.json().message).toBe('You can withdraw at most $40.00, your available balance.');
    expect((await withdraw(token, 34.99)).json().message).toBe('The smallest withdrawal is $35.00.');
  });

  it('refuses without bank details, and with unverified ones', async () => {
    const none = await contributorWith(10_000, 'none');
    const noBank = await withdraw(none.token, 50);
    expect(noBank.statusCode).toBe(422);
    expect(noBank.json().message).toBe('Add your bank details before withdrawing.');
    const unverified = await contributorWith(10_000, 'unverified');
    const notVerified = await withdraw(unverified.token, 50);
    expect(notVerified.statusCode).toBe(422);
    expect(notVerified.json().message).toContain('Confirm your bank details');
    expect(await available(unverified.userId)).toBe(10_000);
  });

  it('refuses buyer and anonymous callers with 401; history shows only the caller’s own withdrawals', async () => {
    const buyer = await signedUpAndIn(ctx, { email: `buyer-${randomUUID().slice(0, 8)}@example.com` });
    expect((await withdraw(buyer.token, 50)).statusCode).toBe(401);
    expect((await call(ctx, 'POST', '/contributor/withdraw', { amount: 50 })).statusCode).toBe(401);
    expect((await call(ctx, 'GET', '/contributor/withdrawals', undefined, { token: buyer.token })).statusCode).toBe(401);
    const owner = await contributorWith(10_000);
    await withdraw(owner.token, 50);
    const other = await contributorWith(0, 'none');
    const history = await call(ctx, 'GET', '/contributor/withdrawals', undefined, { token: other.token });
    expect(history.json().data.totalCount).toBe(0);
  });
});

describe('admin payouts', () => {
  it('lists pending withdrawals; marking one paid settles it in cash and e-mails the contributor', async () => {
    const admin = await adminSession(ctx);
    const { token, userId, email } = await contributorWith(10_000);
    const id = (await withdraw(token, 60)).json().data.withdrawal.id;
    const list = await call(ctx, 'GET', '/admin/payouts?status=pending', undefined, { token: admin.token });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.results).toContainEqual(
      expect.objectContaining({
        id,
        amount_cents: 6000,
        contributor_id: userId,
        account_holder_name: 'Ansel Rivers',
        account_masked: '•••• 3000',
      }),
    );
    const paid = await call(
      ctx,
      'POST',
      '/admin/payouts/mark/paid',
      { withdrawal_id: id, payout_reference: 'SEPA-123' },
      { token: admin.token },
    );
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.payout).toMatchObject({ status: 'paid', payout_reference: 'SEPA-123' });
    expect(Math.abs(await accountBalance(ctx.database.db, payoutsPending(userId)))).toBe(0);
    expect(await available(userId)).toBe(4000);
    expect((await latestMailTo(ctx, email)).subject).toContain('$60.00 is on its way');
    const again = await call(ctx, 'POST', '/admin/payouts/mark/failed', { withdrawal_id: id, reason: 'late' }, { token: admin.token });
    expect(again.statusCode).toBe(409);
    const audit = await ctx.database.db
      .selectFrom('withdrawal_status_changes')
      .select(['from_status', 'to_status', 'changed_by'])
      .where('withdrawal_id', '=', id)
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { from_status: null, to_status: 'pending', changed_by: userId },
      { from_status: 'pending', to_status: 'paid', changed_by: admin.userId },
    ]);
  });

  it('marking one failed returns the amount to the balance by a reversing entry and says why', async () => {
    const admin = await adminSession(ctx);
    const { token, userId, email } = await contributorWith(10_000);
    const id = (await withdraw(token, 100)).json().data.withdrawal.id;
    expect(await available(userId)).toBe(0);
    const failed = await call(
      ctx,
      'POST',
      '/admin/payouts/mark/failed',
      { withdrawal_id: id, reason: 'The bank refused the IBAN.' },
      { token: admin.token },
    );
    expect(failed.statusCode, failed.body).toBe(200);
    expect(await available(userId)).toBe(10_000);
    expect(Math.abs(await accountBalance(ctx.database.db, payoutsPending(userId)))).toBe(0);
    const mail = await latestMailTo(ctx, email);
    expect(mail.text).toContain('The bank refused the IBAN.');
    const history = await call(ctx, 'GET', '/contributor/withdrawals', undefined, { token });
    expect(history.json().data.results[0]).toMatchObject({ status: 'failed', failure_reason: 'The bank refused the IBAN.' });
  });

  it('decides a withdrawal once when two admins decide it at the same moment; the other is told it was already decided', async () => {
    const { token, userId } = await contributorWith(10_000);
    const id = (await withdraw(token, 60)).json().data.withdrawal.id;
    const [admin, other] = await Promise.all([adminSession(ctx), adminSession(ctx)]);
    const [paid, failed] = await Promise.all([
      call(ctx, 'POST', '/admin/payouts/mark/paid', { withdrawal_id: id, payout_reference: 'SEPA-9' }, { token: admin.token }),
      call(ctx, 'POST', '/admin/payouts/mark/failed', { withdrawal_id: id, reason: 'Bank refused' }, { token: other.token }),
    ]);
    const codes = [paid.statusCode, failed.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const winner = paid.statusCode === 200 ? 'paid' : 'failed';
    const loser = paid.statusCode === 200 ? failed : paid;
    expect(loser.json().message).toBe(`This withdrawal was already decided: it is marked ${winner}.`);
    const changes = await ctx.database.db
      .selectFrom('withdrawal_status_changes')
      .select('to_status')
      .where('withdrawal_id', '=', id)
      .execute();
    expect(changes.map((change) => change.to_status)).toEqual(['pending', winner]);
    expect(await available(userId)).toBe(winner === 'paid' ? 4000 : 10_000);
  });

  it('refuses contributors and buyers (401), an unknown withdrawal (404) and a blank reason (400)', async () => {
    const admin = await adminSession(ctx);
    const { token } = await contributorWith(10_000);
    const id = (await withdraw(token, 50)).json().data.withdrawal.id;
    expect((await call(ctx, 'GET', '/admin/payouts', undefined, { token })).statusCode).toBe(401);
    expect((await call(ctx, 'POST', '/admin/payouts/mark/paid', { withdrawal_id: id }, { token })).statusCode).toBe(401);
    expect((await call(ctx, 'POST', '/admin/payouts/mark/paid', { withdrawal_id: 999_999 }, { token: admin.token })).statusCode).toBe(404);
    expect(
      (await call(ctx, 'POST', '/admin/payouts/mark/failed', { withdrawal_id: id, reason: '  ' }, { token: admin.token })).statusCode,
    ).toBe(400);
    expect((await call(ctx, 'POST', '/admin/payouts/mark/paid', { withdrawal_id: 'x' }, { token: admin.token })).statusCode).toBe(400);
    expect((await call(ctx, 'GET', '/admin/payouts?status=lost', undefined, { token: admin.token })).statusCode).toBe(400);
  });
});

describe('withdrawal e-mails in the contributor’s language', () => {
  const decide = (token: string, outcome: 'paid' | 'failed', body: object) =>
    call(ctx, 'POST', `/admin/payouts/mark/${outcome}`, body, { token });

  it('tells a German contributor of each step in German, amounts as Germans write them', async () => {
    const admin = await adminSession(ctx);
    const german = await contributorWith(200_000);
    await chooseLocale(ctx, german.token, 'de');
    const paidId = (await withdraw(german.token, 1234.5)).json().data.withdrawal.id;
    const requested = await latestMailTo(ctx, german.email);
    expect(requested.subject).toBe('Lumora: Auszahlung von 1.234,50\u00a0$ beantragt');
    expect(requested.text).toContain('Wir haben Ihren Antrag erhalten, 1.234,50\u00a0$ auf Deutsche Bank, Konto •••• 3000 auszuzahlen.');

    expect((await decide(admin.token, 'paid', { withdrawal_id: paidId, payout_reference: 'SEPA-9' })).statusCode).toBe(200);
    const paid = await latestMailTo(ctx, german.email);
    expect(paid.subject).toBe('Lumora: 1.234,50\u00a0$ sind unterwegs');
    expect(paid.text).toContain('Referenz der Überweisung: SEPA-9.');

    const failedId = (await withdraw(german.token, 100)).json().data.withdrawal.id;
    expect((await decide(admin.token, 'failed', { withdrawal_id: failedId, reason: 'IBAN unbekannt' })).statusCode).toBe(200);
    const failed = await latestMailTo(ctx, german.email);
    expect(failed.subject).toBe('Lumora: Ihre Auszahlung von 100,00\u00a0$ konnte nicht ausgeführt werden');
    expect(failed.text).toContain('Grund: IBAN unbekannt');
  });

  it('tells an English contributor word for word as before', async () => {
    const admin = await adminSession(ctx);
    const english = await contributorWith(10_000);
    const id = (await withdraw(english.token, 40.5)).json().data.withdrawal.id;
    const requested = await latestMailTo(ctx, english.email);
    expect(requested.subject).toBe('Lumora: withdrawal of $40.50 requested');
    expect(requested.text).toBe(
      [
        'We received your request to withdraw $40.50 to Deutsche Bank, account •••• 3000.',
        'The amount is set aside from your balance and is usually paid within 5 business days.',
        `If you did not ask for this, write to ${ctx.config.site.contactEmail} at once.`,
      ].join('\n'),
    );
    expect((await decide(admin.token, 'failed', { withdrawal_id: id, reason: 'Closed account' })).statusCode).toBe(200);
    const failed = await latestMailTo(ctx, english.email);
    expect(failed.subject).toBe('Lumora: your withdrawal of $40.50 could not be paid');
    expect(failed.text).toBe(
      [
        'We could not pay your withdrawal of $40.50 to Deutsche Bank, account •••• 3000.',
        'Reason: Closed account',
        'The amount is back in your available balance. Check your bank details and withdraw again.',
      ].join('\n'),
    );
  });
});
