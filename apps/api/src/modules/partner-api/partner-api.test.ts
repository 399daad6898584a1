import { TEAM_MESSAGES } from '@stock/contracts';
import { requestAccessToken } from '@stock/partner-client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buyVariant, CARDS, formatIdOf, newAccount, storeRealOriginal } from '../../../test/billing-helpers';
import { type CatalogueFixture, seedCatalogueFixture } from '../../../test/catalogue-fixture';
import { expectLedgerBalanced } from '../../../test/ledger-invariant';
import { adminSession } from '../../../test/money-fixture';
import { useTestApp } from '../../../test/test-app';
import { call, latestMailTo } from '../auth/auth-test-helpers';
import { BILLING_MESSAGES } from '../billing/billing-messages';
import { findDefaultCard } from '../billing/payment-methods.repo';
import { findOwnKey } from '../developer/api-keys.repo';
import { findLicensableFormat } from '../downloads/licences.repo';
import { accountBalance } from '../ledger/ledger.repo';
import { LEDGER_ACCOUNTS, royaltiesPayable } from '../ledger/ledger-accounts';
import { LICENCE_MESSAGES } from '../licensing/licence-messages';
import { approvedReseller } from '../reseller/reseller-test-helpers';
import { API_KEY_MESSAGES } from './api-key-auth';
import { createKey, createOAuthApp, partnerCall, partnerClient } from './partner-api-test-helpers';
import { openFileOrder, payFileOrder } from './partner-licensing.service';
import { PARTNER_MESSAGES } from './partner-messages';

const ctx = useTestApp();
let fixture: CatalogueFixture;
let originalBytes: Buffer;
let admin: { token: string };

beforeAll(async () => {
  fixture = await seedCatalogueFixture(ctx.database.db);
  // The fixture's ridges photo is 3000 x 2000; give it a real original in private storage.
  originalBytes = await storeRealOriginal(ctx, fixture.ids.ridges as number);
  admin = await adminSession(ctx);
});
afterEach(async () => {
  await expectLedgerBalanced(ctx.database.db);
});

const licenceRows = (holderId: number) =>
  ctx.database.db.selectFrom('licences').selectAll().where('account_user_id', '=', holderId).orderBy('id').execute();
const downloadsUsed = async (holderId: number) =>
  (await ctx.database.db.selectFrom('subscriptions').select('downloads_used').where('user_id', '=', holderId).executeTakeFirstOrThrow())
    .downloads_used;
const ledgerRows = async () =>
  Number(
    (
      await ctx.database.db
        .selectFrom('ledger_transactions')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A reseller who is a member of another buyer's team on the Team plan, with a key that licenses. */
async function resellerInTeam() {
  const owner = await newAccount(ctx);
  await buyVariant(ctx, owner.token, 31);
  const reseller = await approvedReseller(ctx, admin.token);
  const invited = await call(ctx, 'POST', '/buyer/team/invite', { email: reseller.email }, { token: owner.token });
  expect(invited.statusCode, invited.body).toBe(200);
  const joinToken = /\/buyer\/team\/join\?token=([\w-]+)/.exec((await latestMailTo(ctx, reseller.email)).text)?.[1];
  expect((await call(ctx, 'POST', '/buyer/team/join', { token: joinToken }, { token: reseller.token })).statusCode).toBe(200);
  const key = await createKey(ctx, reseller.token, ['license']);
  return { owner, reseller, key, memberId: invited.json().data.member.member_id as number };
}

describe('partner API keys', () => {
  it('refuses a missing, forged or revoked key with 401 at once, and a key without the scope with 403', async () => {
    const reseller = await approvedReseller(ctx, admin.token);
    const key = await createKey(ctx, reseller.token, ['search']);
    expect((await partnerCall(ctx, 'GET', '/search?query=ridges', key.secret)).statusCode).toBe(200);

    const missing = await partnerCall(ctx, 'GET', '/search', undefined);
    expect(missing.statusCode).toBe(401);
    expect(missing.json().message).toBe(API_KEY_MESSAGES.missing);
    const forged = await partnerCall(ctx, 'GET', '/search', `${key.secret.slice(0, -4)}AAAA`);
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe(API_KEY_MESSAGES.invalid);

    const noScope = await partnerCall(ctx, 'POST', '/licences', key.secret, {
      media_format_id: 1,
      tier: 'standard',
      client_name: 'Client A',
    });
    expect(noScope.statusCode).toBe(403);
    expect(noScope.json().message).toBe(API_KEY_MESSAGES.scope('license'));
    expect(noScope.headers['x-ratelimit-limit']).toBe('120');

    await call(ctx, 'POST', '/buyer/developer/keys/revoke', { key_id: key.id }, { token: reseller.token });
    const revoked = await partnerCall(ctx, 'GET', '/search?query=ridges', key.secret);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().message).toBe(API_KEY_MESSAGES.revoked);
  });

  it('refuses the keys of a suspended account', async () => {
    const reseller = await approvedReseller(ctx, admin.token);
    const key = await createKey(ctx, reseller.token, ['search']);
    const suspended = await call(
      ctx,
      'POST',
      '/admin/users/suspend',
      { user_id: reseller.userId, reason: 'Chargebacks' },
      { token: admin.token },
    );
    expect(suspended.statusCode, suspended.body).toBe(200);
    const refused = await partnerCall(ctx, 'GET', '/search', key.secret);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(API_KEY_MESSAGES.suspended);
  });

  it('answers 429 with Retry-After once the monthly quota is used, and carries the limit headers on every answer', async () => {
    const reseller = await approvedReseller(ctx, admin.token);
    const key = await createKey(ctx, reseller.token, ['search']);
    await ctx.database.db.updateTable('api_keys').set({ monthly_quota: 2 }).where('id', '=', key.id).execute();
    const first = await partnerCall(ctx, 'GET', '/search', key.secret);
    expect(first.statusCode).toBe(200);
    expect(first.headers).toMatchObject({ 'x-ratelimit-limit': '2', 'x-ratelimit-remaining': '1', 'x-quota-remaining': '1' });
    const nextMonth = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 1, 1) / 1000;
    expect(Number(first.headers['x-ratelimit-reset'])).toBe(nextMonth);
    expect((await partnerCall(ctx, 'GET', '/files/999999', key.secret)).statusCode).toBe(404);

    const refused = await partnerCall(ctx, 'GET', '/search', key.secret);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['x-ratelimit-remaining']).toBe('0');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(Math.abs(Date.now() / 1000 + retryAfter - nextMonth)).toBeLessThan(5);
    expect(refused.json().message).toMatch(/^This key has used its 2 requests of this month\. The quota renews on \d{4}-\d{2}-01\.$/);

    const usage = await ctx.database.db
      .selectFrom('api_key_usage')
      .select(['endpoint', 'requests'])
      .where('key_id', '=', key.id)
      .orderBy('endpoint')
      .execute();
    expect(usage).toEqual([
      { endpoint: 'GET /api/v1/files/:media_id', requests: 1 },
      { endpoint: 'GET /api/v1/search', requests: 2 },
    ]);
  });

  it('limits requests per minute as well', async () => {
    const reseller = await approvedReseller(ctx, admin.token);
    const key = await createKey(ctx, reseller.token, ['search']);
    await ctx.database.db.updateTable('api_keys').set({ rate_limit_per_minute: 1 }).where('id', '=', key.id).execute();
    expect((await partnerCall(ctx, 'GET', '/search', key.secret)).statusCode).toBe(200);
    const refused = await partnerCall(ctx, 'GET', '/search', key.secret);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.headers['x-ratelimit-limit']).toBe('1');
  });
});

describe('the usage page', () => {
  it('shows the requests of the reseller by day, endpoint and key, and nobody else’s', async () => {
    const reseller = await approvedReseller(ctx, admin.token);
    const key = await createKey(ctx, reseller.token, ['search']);
    await partnerCall(ctx, 'GET', '/search', key.secret);
    await partnerCall(ctx, 'GET', '/search?query=ridges', key.secret);
    await partnerCall(ctx, 'POST', '/licences', key.secret, { media_format_id: 1, tier: 'standard', client_name: 'X' });
    const other = await approvedReseller(ctx, admin.token);
    await partnerCall(ctx, 'GET', '/search', (await createKey(ctx, other.token, ['search'])).secret);

    const usage = await call(ctx, 'GET', '/buyer/developer/usage?days=7', undefined, { token: reseller.token });
    expect(usage.statusCode, usage.body).toBe(200);
    const data = usage.json().data;
    expect(data.total).toBe(3);
    expect(data.by_day).toHaveLength(7);
    expect(data.by_day.at(-1)).toEqual({ day: new Date().toISOString().slice(0, 10), requests: 3 });
    expect(data.by_endpoint).toEqual([
      { endpoint: 'GET /api/v1/search', requests: 2 },
      { endpoint: 'POST /api/v1/licences', requests: 1 },
    ]);
    expect(data.by_key).toEqual([{ key_id: key.id, prefix: expect.stringMatching(/^sm_live_/), requests: 3 }]);
  });
});

describe('searching and reading files', () => {
  it('searches with filters and facets, and reads a file with its formats', async () => {
    const reseller = await approvedReseller(ctx, admin.token);
    const client = partnerClient(ctx, (await createKey(ctx, reseller.token, ['search'])).secret);
    const found = await client.GET('/search', { params: { query: { query: 'ridges', type: 'IMAGE' } } });
    expect(found.response.status).toBe(200);
    expect(found.data?.data.results.map((file) => file.media_id)).toContain(fixture.ids.ridges);
    expect(found.data?.data.facets.type.map((facet) => facet.value)).toEqual(['IMAGE', 'VIDEO']);
    const file = await client.GET('/files/{media_id}', { params: { path: { media_id: fixture.ids.ridges as number } } });
    expect(file.response.status).toBe(200);
    expect(file.data?.data.file.formats.map((format) => format.name)).toContain('original');
    expect((await client.GET('/search', { params: { query: { page_no: 0 } } })).response.status).toBe(400);
  });
});

describe('licensing for end clients', () => {
  it('licenses with the plan for Client A, books the royalty, records the client and delivers the file; again costs nothing', async () => {
    const reseller = await approvedReseller(ctx, admin.token);
    await buyVariant(ctx, reseller.token, 11);
    // An OAuth app's token licenses exactly as a key does: the licence names the app.
    const app = await createOAuthApp(ctx, reseller.token, ['search', 'license']);
    const token = (await requestAccessToken(partnerClient(ctx), app.clientId, app.secret)).data?.access_token;
    const client = partnerClient(ctx, token);
    const key = { id: app.id };
    const formatId = await formatIdOf(ctx, fixture.ids.ridges as number, 'original');
    const payableBefore = await accountBalance(ctx.database.db, royaltiesPayable(fixture.contributorId));
    const body = {
      media_format_id: formatId,
      tier: 'standard' as const,
      client_name: 'Client A',
      project: 'Spring <brochure>',
      po_number: 'PO-7781',
    };

    const licensed = await client.POST('/licences', { body });
    expect(licensed.response.status).toBe(200);
    if (!licensed.data) throw new Error(JSON.stringify(licensed.error));
    expect(licensed.data.message).toBe(PARTNER_MESSAGES.licensed('Client A'));
    const { licence, created } = licensed.data.data;
    expect(created).toBe(true);
    expect(licence).toMatchObject({
      sandbox: false,
      tier: 'standard',
      client_name: 'Client A',
      project: 'Spring <brochure>',
      po_number: 'PO-7781',
      paid_with: 'Essentials, monthly',
      value_cents: 290,
    });
    const [row] = await licenceRows(reseller.userId);
    expect(row).toMatchObject({
      client_name: 'Client A',
      project: 'Spring <brochure>',
      po_number: 'PO-7781',
      api_key_id: key.id,
      royalty_cents: 44,
    });
    expect(await accountBalance(ctx.database.db, royaltiesPayable(fixture.contributorId))).toBe(payableBefore - 44);
    expect(await downloadsUsed(reseller.userId)).toBe(1);

    const again = await client.POST('/licences', { body });
    expect(again.data?.data).toMatchObject({ created: false, licence: { licence_number: licence.licence_number } });
    expect(await downloadsUsed(reseller.userId)).toBe(1);
    // Another client needs a licence of its own.
    const clientB = await client.POST('/licences', { body: { ...body, client_name: 'Client B' } });
    expect(clientB.response.status).toBe(200);
    expect(clientB.data?.data.created).toBe(true);
    expect(await downloadsUsed(reseller.userId)).toBe(2);

    const download = await client.POST('/licences/{licence_number}/download', {
      params: { path: { licence_number: licence.licence_number } },
    });
    expect(download.response.status).toBe(200);
    expect(download.data?.data).toMatchObject({ watermarked: false, file_name: expect.stringMatching(/-original\.jpg$/) });
    const url = new URL(download.data?.data.url as string);
    const file = await ctx.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(originalBytes)).toBe(true);

    const listed = await client.GET('/licences', { params: { query: { client: 'client a' } } });
    expect(listed.data?.data.results.map((l) => l.client_name)).toEqual(['Client A']);
    // The web licence history shows the API's licences with their client.
    const history = await call(ctx, 'GET', '/buyer/licences', undefined, { token: reseller.token });
    expect(
      history
        .json()
        .data.results.map((l: { client_name: string }) => l.client_name)
        .sort(),
    ).toEqual(['Client A', 'Client B']);
  });

  it('charges the file price to the default card for Enhanced, through an order, an invoice and the ledger; 402 without a card', async () => {
    const reseller = await approvedReseller(ctx, admin.token);
    const key = await createKey(ctx, reseller.token, ['license']);
    const formatId = await formatIdOf(ctx, fixture.ids.peak as number, 'original');
    const body = { media_format_id: formatId, tier: 'enhanced', client_name: 'Client C' };
    const noCard = await partnerCall(ctx, 'POST', '/licences', key.secret, body);
    expect(noCard.statusCode).toBe(402);
    expect(noCard.json().message).toBe(PARTNER_MESSAGES.noCard);

    const card = { card_number: CARDS.ok, exp_month: 12, exp_year: 2099, cvc: '123' };
    expect((await call(ctx, 'POST', '/buyer/payment-method/test-card', card, { token: reseller.token })).statusCode).toBe(200);
    const ledgerBefore = await ledgerRows();
    const licensed = await partnerCall(ctx, 'POST', '/licences', key.secret, body);
    expect(licensed.statusCode, licensed.body).toBe(200);
    expect(licensed.json().data.licence).toMatchObject({
      tier: 'enhanced',
      client_name: 'Client C',
      paid_with: 'Single file, Enhanced licence',
    });
    const [row] = await licenceRows(reseller.userId);
    expect(row).toMatchObject({ tier: 'enhanced', client_name: 'Client C', api_key_id: key.id });
    expect(row?.royalty_cents).toBeGreaterThan(0);
    const order = await ctx.database.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', row?.order_id as number)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: 'paid', kind: 'file' });
    expect(await ledgerRows()).toBeGreaterThan(ledgerBefore);

    // Another client needs the same file: a licence of its own, paid again, with the client on it from the start.
    const second = await partnerCall(ctx, 'POST', '/licences', key.secret, { ...body, client_name: 'Client D', po_number: 'PO-77' });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data).toMatchObject({ created: true, licence: { client_name: 'Client D', po_number: 'PO-77', tier: 'enhanced' } });
    const rows = await licenceRows(reseller.userId);
    expect(rows.map((licence) => [licence.client_name, licence.api_key_id])).toEqual([
      ['Client C', key.id],
      ['Client D', key.id],
    ]);
    expect(rows[1]?.order_id).not.toBe(rows[0]?.order_id);
    // The same client again is the licence it has: no third charge.
    const again = await partnerCall(ctx, 'POST', '/licences', key.secret, { ...body, client_name: 'Client D' });
    expect(again.json().data).toMatchObject({ created: false, licence: { client_name: 'Client D', po_number: 'PO-77' } });
    const paidOrders = await ctx.database.db
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', reseller.userId)
      .where('status', '=', 'paid')
      .execute();
    expect(paidOrders).toHaveLength(2);
  });

  it('licenses a client again once its licence was revoked (a refund in full), with the plan, as a new licence', async () => {
    const reseller = await approvedReseller(ctx, admin.token);
    await buyVariant(ctx, reseller.token, 11);
    const key = await createKey(ctx, reseller.token, ['license']);
    const body = {
      media_format_id: await formatIdOf(ctx, fixture.ids.ridges as number, 'small'),
      tier: 'standard',
      client_name: 'Client Q',
    };
    const first = await partnerCall(ctx, 'POST', '/licences', key.secret, body);
    expect(first.json().data).toMatchObject({ created: true });
    const revoked = await ctx.database.db
      .updateTable('licences')
      .set({ revoked_at: new Date() })
      .where('account_user_id', '=', reseller.userId)
      .where('client_name', '=', 'Client Q')
      .executeTakeFirst();
    expect(revoked.numUpdatedRows).toBe(1n);
    const again = await partnerCall(ctx, 'POST', '/licences', key.secret, body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ created: true, licence: { client_name: 'Client Q' } });
    expect(again.json().data.licence.licence_number).not.toBe(first.json().data.licence.licence_number);
  });

  it('refunds the charge of a request that lost the race for the same client and file, and answers 409', async () => {
    const reseller = await approvedReseller(ctx, admin.token);
    const key = await createKey(ctx, reseller.token, ['license']);
    const card = { card_number: CARDS.ok, exp_month: 12, exp_year: 2099, cvc: '123' };
    expect((await call(ctx, 'POST', '/buyer/payment-method/test-card', card, { token: reseller.token })).statusCode).toBe(200);
    const formatId = await formatIdOf(ctx, fixture.ids.peak as number, 'original');
    const body = { media_format_id: formatId, tier: 'enhanced', client_name: 'Client R' };
    // A retried call made its order while the first call was still on its way, so both passed the order's checks.
    const keyRow = await findOwnKey(ctx.database.db, reseller.userId, key.id);
    const format = await findLicensableFormat(ctx.database.db, formatId, reseller.userId);
    if (!keyRow || !format) throw new Error('the key and the format exist');
    const late = await openFileOrder(ctx.database.db, keyRow, reseller.userId, format, 'enhanced', {
      client_name: 'Client R',
      project: null,
      po_number: null,
    });
    expect((await partnerCall(ctx, 'POST', '/licences', key.secret, body)).statusCode).toBe(200);
    const cashBefore = await accountBalance(ctx.database.db, LEDGER_ACCOUNTS.cash);
    const savedCard = await findDefaultCard(ctx.database.db, reseller.userId);
    if (!savedCard) throw new Error('the card was saved');
    await expect(payFileOrder({ db: ctx.database.db, config: ctx.config, storage: ctx.storage }, late, savedCard.id)).rejects.toMatchObject(
      {
        statusCode: 409,
        message: BILLING_MESSAGES.refunded(LICENCE_MESSAGES.alreadyLicensedForClient),
      },
    );
    // Charged, then given back at once: the cash is where it was, nothing is owed, and no second licence exists.
    expect(await accountBalance(ctx.database.db, LEDGER_ACCOUNTS.cash)).toBe(cashBefore);
    expect(await accountBalance(ctx.database.db, LEDGER_ACCOUNTS.refundsDue)).toBe(0);
    const payment = await ctx.database.db.selectFrom('payments').selectAll().where('order_id', '=', late).executeTakeFirstOrThrow();
    expect(payment.status).toBe('succeeded');
    const refunds = await ctx.database.db
      .selectFrom('ledger_transactions')
      .select('kind')
      .where('reference', 'like', `payment:${payment.provider_payment_id}:%`)
      .orderBy('id')
      .execute();
    expect(refunds.map((row) => row.kind)).toEqual(['refund_due', 'refund']);
    expect((await licenceRows(reseller.userId)).filter((row) => row.client_name === 'Client R')).toHaveLength(1);
    expect(await ctx.database.db.selectFrom('orders').select('status').where('id', '=', late).executeTakeFirstOrThrow()).toEqual({
      status: 'failed',
    });
  });

  it("holds a team member's key to the budget the owner set: each new client of a file uses one of the plan's downloads", async () => {
    const { owner, key, memberId } = await resellerInTeam();
    const budget = await call(ctx, 'PUT', '/buyer/team/member/budget', { member_id: memberId, monthly_budget: 2 }, { token: owner.token });
    expect(budget.statusCode, budget.body).toBe(200);
    const usedBefore = await downloadsUsed(owner.id);
    const body = { media_format_id: await formatIdOf(ctx, fixture.ids.peak as number, 'small'), tier: 'standard' };
    for (const client of ['Client One', 'Client Two'])
      expect((await partnerCall(ctx, 'POST', '/licences', key.secret, { ...body, client_name: client })).statusCode).toBe(200);
    const third = await partnerCall(ctx, 'POST', '/licences', key.secret, { ...body, client_name: 'Client Three' });
    expect(third.statusCode, third.body).toBe(403);
    expect(third.json().message).toBe(TEAM_MESSAGES.overBudget(2));
    expect(await downloadsUsed(owner.id)).toBe(usedBefore + 2);
    // The owner sees both downloads against the member.
    const members = (await call(ctx, 'GET', '/buyer/team/members', undefined, { token: owner.token })).json().data.members;
    expect(members.map((member: { downloads_this_period: number }) => member.downloads_this_period)).toEqual([2]);
  });

  it("refuses a team member's key at the file price with 403, and never charges the owner's card", async () => {
    const { owner, key } = await resellerInTeam();
    const ordersOfOwner = () => ctx.database.db.selectFrom('orders').select(['id', 'status']).where('user_id', '=', owner.id).execute();
    const before = await ordersOfOwner();
    const formatId = await formatIdOf(ctx, fixture.ids.peak as number, 'original');
    const refused = await partnerCall(ctx, 'POST', '/licences', key.secret, {
      media_format_id: formatId,
      tier: 'enhanced',
      client_name: 'Client M',
    });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().message).toBe(TEAM_MESSAGES.ownerOnly);
    expect(await ordersOfOwner()).toEqual(before);
  });

  it('licenses nothing real with a sandbox key: no charge, no royalty, a watermarked preview, and never the original', async () => {
    const reseller = await approvedReseller(ctx, admin.token);
    await buyVariant(ctx, reseller.token, 11);
    const sandbox = await createKey(ctx, reseller.token, ['license'], true);
    const live = await createKey(ctx, reseller.token, ['license']);
    const formatId = await formatIdOf(ctx, fixture.ids.ridges as number, 'original');
    const ledgerBefore = await ledgerRows();

    const licensed = await partnerCall(ctx, 'POST', '/licences', sandbox.secret, {
      media_format_id: formatId,
      tier: 'enhanced',
      client_name: 'Client A',
    });
    expect(licensed.statusCode, licensed.body).toBe(200);
    const { licence } = licensed.json().data;
    expect(licence).toMatchObject({ sandbox: true, value_cents: 0, paid_with: 'Sandbox', client_name: 'Client A' });
    expect(licence.licence_number).toMatch(/^TEST-\d{8}$/);
    expect(await licenceRows(reseller.userId)).toEqual([]);
    expect(await ledgerRows()).toBe(ledgerBefore);
    expect(await downloadsUsed(reseller.userId)).toBe(0);

    const preview = await partnerCall(ctx, 'POST', `/licences/${licence.licence_number}/download`, sandbox.secret);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toMatchObject({ watermarked: true, expires_at: null });
    const file = await partnerCall(ctx, 'GET', `/files/${fixture.ids.ridges}`, undefined);
    expect(file.statusCode).toBe(401);
    const detail = await call(ctx, 'GET', `/file?media_id=${fixture.ids.ridges}`);
    expect(new URL(preview.json().data.url).pathname).toBe(detail.json().data.file.preview.jpeg);

    const real = await partnerCall(ctx, 'POST', '/licences', live.secret, {
      media_format_id: formatId,
      tier: 'standard',
      client_name: 'Client A',
    });
    const original = await partnerCall(ctx, 'POST', `/licences/${real.json().data.licence.licence_number}/download`, sandbox.secret);
    expect(original.statusCode).toBe(403);
    expect(original.json().message).toBe(PARTNER_MESSAGES.sandboxOriginal);
    const sandboxList = await partnerCall(ctx, 'GET', '/licences', sandbox.secret);
    expect(sandboxList.json().data.results.map((l: { licence_number: string }) => l.licence_number)).toEqual([licence.licence_number]);
  });
});
