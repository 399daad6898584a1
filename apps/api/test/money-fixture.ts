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

export const VERIFIED_IBAN = {
  account_holder_name: 'Ansel Rivers',
  bank_name: 'Deutsche Bank',
  country: 'DE',
  iban: 'DE89370400440532013000',
};

/** Adds bank details with the password, then marks them verified as the e-mailed code would. */
export async function addVerifiedBankDetails(ctx: TestContext, token: string, userId: number): Promise<void> {
  const added = await call(ctx, 'POST', '/contributor/add/bank/details', { ...VERIFIED_IBAN, password: PASSWORD }, { token });
  expect(added.statusCode, added.body).toBe(200);
  await ctx.database.db.updateTable('bank_details').set({ verified_at: new Date() }).where('user_id', '=', userId).execute();
}

export async function adminSession(ctx: TestContext, email = `admin-${randomUUID().slice(0, 8)}@example.com`) {
  const { userId } = await signedUpAndIn(ctx, { email });
  await ctx.database.db
    .updateTable('users')
    .set({ roles: ['buyer', 'admin'] })
    .where('id', '=', userId)
    .execute();
  const login = await call(ctx, 'POST', '/login', { email, password: PASSWORD, role: 'admin' });
  expect(login.statusCode, login.body).toBe(200);
  return { token: login.json().data.token as string, userId };
}

/** A published file of this contributor, as the catalogue holds one. */
export async function publishedFile(ctx: TestContext, contributorId: number, title: string): Promise<number> {
  const db = ctx.database.db;
  const row = await db
    .insertInto('media_files')
    .values({
      contributor_id: contributorId,
      title,
      slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      width: 3000,
      height: 2000,
      status: 'published',
      published_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

let subscriptionOfBuyer: Map<number, number> | undefined;

/**
 * A licensed download as issue 6 records one: the licence row and its royalty postings, in one transaction.
 */
export async function recordLicence(
  ctx: TestContext,
  input: { buyerId: number; contributorId: number; fileId: number; valueCents: number; royaltyCents: number; at?: Date; format?: string },
): Promise<number> {
  const db = ctx.database.db;
  subscriptionOfBuyer ??= new Map();
  let subscriptionId = subscriptionOfBuyer.get(input.buyerId);
  if (!subscriptionId) {
    const sub = await db
      .insertInto('subscriptions')
      .values({
        user_id: input.buyerId,
        plan_id: 1,
        plan_variant_id: 1,
        status: 'active',
        current_period_start: new Date(),
        current_period_end: new Date(Date.now() + 30 * 86_400_000),
        downloads_per_period: 750,
        value_per_download_cents: input.valueCents,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    subscriptionId = sub.id;
    subscriptionOfBuyer.set(input.buyerId, subscriptionId);
  }
  return db.transaction().execute(async (trx) => {
    const licence = await trx
      .insertInto('licences')
      .values({
        buyer_user_id: input.buyerId,
        account_user_id: input.buyerId,
        file_id: input.fileId,
        contributor_user_id: input.contributorId,
        media_format_id: 1,
        format_name: input.format ?? `large-${randomUUID().slice(0, 6)}`,
        format_label: 'Large JPEG (3000 × 2000)',
        width: 3000,
        height: 2000,
        subscription_id: subscriptionId,
        plan_name: 'Standard monthly',
        value_cents: input.valueCents,
        royalty_rate_bp: 1500,
        earnings_level: 'Level 1',
        royalty_cents: input.royaltyCents,
        created_at: input.at ?? new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await postLedgerTransaction(trx, {
      kind: 'licence',
      reference: `test-licence:${licence.id}`,
      postings: [
        { account: LEDGER_ACCOUNTS.royaltyExpense, amountCents: input.royaltyCents },
        { account: royaltiesPayable(input.contributorId), amountCents: -input.royaltyCents },
      ],
    });
    return licence.id;
  });
}
