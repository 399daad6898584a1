import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { call, PASSWORD, signedUpAndIn } from '../src/modules/auth/auth-test-helpers';
import { postLedgerTransaction } from '../src/modules/ledger/ledger.repo';
import { LEDGER_ACCOUNTS, royaltiesPayable } from '../src/modules/ledger/ledger-accounts';
import type { TestContext } from './test-app';

/** Money test helpers: a contributor's royalties as a licence posts them, verified bank details, an admin session. */

export async function creditRoyalties(ctx: TestContext, contributorId: number, cents: number): Promise<void> {
  await postLedgerTransaction(ctx.database.db, {
    kind: 'licence',
    reference: `test-royalty:${randomUUID()}`,
    postings: [
      { account: LEDGER_ACCOUNTS.royaltyExpense, amountCents: cents },
      { account: royaltiesPayable(contributorId), amountCents: -cents },
    ],
  });
}

export const VERIFIED_IBAN = { account_holder_name: 'Ansel Rivers', bank_name: 'Deutsche Bank', country: 'DE', iban: 'DE89370400440532013000' };

/** Adds bank details with the password, then marks them verified as the e-mailed code would. */
export async function addVerifiedBankDetails(ctx: TestContext, token: string, userId: number): Promise<void> {
  const added = await call(ctx, 'POST', '/contributor/add/bank/details', { ...VERIFIED_IBAN, password: PASSWORD }, { token });
  expect(added.statusCode, added.body).toBe(201);
  await ctx.database.db.updateTable('bank_details').set({ verified_at: new Date() }).where('user_id', '=', userId).execute();
}

export async function adminSession(ctx: TestContext, email = `admin-${randomUUID().slice(0, 8)}@example.com`) {
  const { userId } = await signedUpAndIn(ctx, { email });
  await ctx.database.db.updateTable('users').set({ roles: ['buyer', 'admin'] }).where('id', '=', userId).execute();
  const login = await call(ctx, 'POST', '/login', { email, password: PASSWORD, role: 'admin' });
  expect(login.statusCode, login.body).toBe(200);
  return { token: login.json().data.token as string, userId };
}
