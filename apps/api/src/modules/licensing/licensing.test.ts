import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buyVariant, CARDS, formatIdOf, newAccount, payTestCard, seedPublishedImages } from '../../../test/billing-helpers';
import { type CatalogueFixture, seedCatalogueFixture } from '../../../test/catalogue-fixture';
import { expectLedgerBalanced } from '../../../test/ledger-invariant';
import { pdfText } from '../../../test/pdf-text';
import { useTestApp } from '../../../test/test-app';
import { call, latestMailTo } from '../auth/auth-test-helpers';
import { lockOrderForPayment, refusalToPay } from '../billing/payment-rules';
import { accountBalance } from '../ledger/ledger.repo';
import { LEDGER_ACCOUNTS, royaltiesPayable } from '../ledger/ledger-accounts';
import { licenceTier, tierUpgradePriceCents } from '../plans/plans-config';
import { LICENCE_MESSAGES } from './licence-messages';
import { applyLicenceOrder } from './licence-order-rules';

const ctx = useTestApp({ jobs: true });
let fixture: CatalogueFixture;

beforeAll(async () => {
  fixture = await seedCatalogueFixture(ctx.database.db);
});
afterEach(async () => {
  await expectLedgerBalanced(ctx.database.db);
});

type Account = Awaited<ReturnType<typeof newAccount>>;
const ESSENTIALS_MONTHLY = 11;
const STANDARD_IMAGE = licenceTier('standard').filePriceCents.IMAGE;
const ENHANCED_IMAGE = licenceTier('enhanced').filePriceCents.IMAGE;
/** A contributor at Level 1 earns 15% (the fixture's contributor stays below 100 licences in these tests). */
const royaltyOf = (cents: number) => Math.max(10, Math.round(cents * 0.15));

const checkoutFile = (who: Account, body: Record<string, unknown>) =>
  call(ctx, 'POST', '/buyer/file/checkout', { idempotency_key: randomUUID(), ...body }, { token: who.token });
const upgrade = (who: Account, licenceId: number, key: string = randomUUID()) =>
  call(ctx, 'POST', '/buyer/licence/upgrade', { licence_id: licenceId, idempotency_key: key }, { token: who.token });
const setReferences = (who: Account, licenceId: number, references: Record<string, unknown>) =>
  call(
    ctx,
    'PUT',
    '/buyer/licence/references',
    { licence_id: licenceId, client_name: null, project: null, po_number: null, ...references },
    { token: who.token },
  );
const history = async (who: Account, query = '') =>
  (await call(ctx, 'GET', `/buyer/licences${query}`, undefined, { token: who.token })).json().data;
const licencesOfHolder = (holderId: number) =>
  ctx.database.db.selectFrom('licences').selectAll().where('account_user_id', '=', holderId).orderBy('id').execute();
const downloadsUsed = async (holderId: number) =>
  (await ctx.database.db.selectFrom('subscriptions').select('downloads_used').where('user_id', '=', holderId).executeTakeFirstOrThrow())
    .downloads_used;
const payable = () => accountBalance(ctx.database.db, royaltiesPayable(fixture.contributorId));

async function freshImageFormat(name: 'small' | 'original' = 'original'): Promise<{ fileId: number; formatId: number }> {
  const [fileId] = await seedPublishedImages(ctx, fixture.contributorId, 1);
  return { fileId: fileId as number, formatId: await formatIdOf(ctx, fileId as number, name) };
}

/** A buyer with no plan buys one image at a tier with the test card; answers the paid order and the licence. */
async function buyFile(who: Account, formatId: number, tier: 'standard' | 'enhanced') {
  const checkout = await checkoutFile(who, { media_format_id: formatId, tier });
  expect(checkout.statusCode, checkout.body).toBe(200);
  const paid = await payTestCard(ctx, who.token, checkout.json().data.order.order_id);
  expect(paid.statusCode, paid.body).toBe(200);
  const order = paid.json().data.order;
  const licence = (await licencesOfHolder(who.id)).find((row) => row.order_id === order.order_id);
  if (!licence) throw new Error('no licence after paying for the file');
  return { order, licence };
}

describe('GET /api/licence/tiers', () => {
  it('answers both tiers with their rights, indemnity and per-file prices from the plans config, to anyone', async () => {
    const response = await call(ctx, 'GET', '/licence/tiers');
    expect(response.statusCode).toBe(200);
    const { tiers, currency } = response.json().data;
    expect(currency).toBe('USD');
    expect(tiers.map((tier: { tier: string }) => tier.tier)).toEqual(['standard', 'enhanced']);
    expect(tiers[0]).toMatchObject({
      name: 'Standard licence',
      covered_by_plans: true,
      upgrade_price_cents: null,
      indemnity_cents: 1_000_000,
    });
    expect(tiers[0].rights).toContainEqual({ label: 'Print run (books, packaging, flyers)', value: 'Up to 500,000 copies' });
    expect(tiers[1]).toMatchObject({
      name: 'Enhanced licence',
      covered_by_plans: false,
      price_cents: { IMAGE: ENHANCED_IMAGE, VIDEO: licenceTier('enhanced').filePriceCents.VIDEO },
      upgrade_price_cents: { IMAGE: ENHANCED_IMAGE - STANDARD_IMAGE, VIDEO: tierUpgradePriceCents('VIDEO') },
    });
    expect(tiers[1].rights).toContainEqual({ label: 'Merchandise for resale (mugs, T-shirts, posters)', value: 'Allowed' });
  });
});

describe('POST /api/buyer/file/checkout', () => {
  it('sells one file at Standard to a buyer without a plan: priced by the server, licensed at payment, royalty on the price paid', async () => {
    const buyer = await newAccount(ctx);
    const { formatId, fileId } = await freshImageFormat();
    const payableBefore = await payable();
    const revenueBefore = await accountBalance(ctx.database.db, LEDGER_ACCOUNTS.revenue);

    const checkout = await checkoutFile(buyer, { media_format_id: formatId, tier: 'standard' });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const order = checkout.json().data.order;
    expect(order).toMatchObject({
      kind: 'file',
      status: 'pending',
      plan_id: null,
      subtotal_cents: STANDARD_IMAGE,
      tax_cents: 150,
      total_cents: 1650,
    });
    expect(await licencesOfHolder(buyer.id)).toEqual([]);

    const paid = await payTestCard(ctx, buyer.token, order.order_id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().message).toBe(LICENCE_MESSAGES.paid);
    expect(paid.json().data.order).toMatchObject({ status: 'paid', invoice_number: expect.stringMatching(/^INV-/) });
    const [licence] = await licencesOfHolder(buyer.id);
    expect(licence).toMatchObject({
      file_id: fileId,
      tier: 'standard',
      order_id: order.order_id,
      subscription_id: null,
      credit_pack_id: null,
      value_cents: STANDARD_IMAGE,
      royalty_cents: royaltyOf(STANDARD_IMAGE),
    });
    expect((await payable()) - payableBefore).toBe(-royaltyOf(STANDARD_IMAGE));
    expect((await accountBalance(ctx.database.db, LEDGER_ACCOUNTS.revenue)) - revenueBefore).toBe(-STANDARD_IMAGE);

    // The bought size downloads at once, with no plan, as a free re-download.
    const download = await call(ctx, 'POST', '/buyer/file/download', { media_format_id: formatId }, { token: buyer.token });
    expect(download.statusCode, download.body).toBe(200);
    expect(download.json().data).toMatchObject({ redownload: true, licence_id: licence?.id });
  });

  it('sells Enhanced at its own price, and the licence and history say Enhanced', async () => {
    const buyer = await newAccount(ctx);
    const { formatId } = await freshImageFormat();
    const { order, licence } = await buyFile(buyer, formatId, 'enhanced');
    expect(order.subtotal_cents).toBe(ENHANCED_IMAGE);
    expect(licence).toMatchObject({ tier: 'enhanced', value_cents: ENHANCED_IMAGE, royalty_cents: royaltyOf(ENHANCED_IMAGE) });
    const [row] = (await history(buyer)).results;
    expect(row).toMatchObject({ tier: 'enhanced', tier_name: 'Enhanced licence', plan_name: 'Single file, Enhanced licence' });
  });

  it('ignores a price, total or currency sent by the client: the order is priced from the config alone', async () => {
    const buyer = await newAccount(ctx);
    const { formatId } = await freshImageFormat();
    const forged = [
      { tier: 'standard', price_cents: 1, subtotal_cents: 1 },
      { tier: 'standard', currency: 'JPY', total_cents: 0 },
      { tier: 'enhanced', price_cents: STANDARD_IMAGE, lines: [] },
    ];
    for (const body of forged) {
      const response = await checkoutFile(buyer, { media_format_id: formatId, ...body });
      expect(response.statusCode, response.body).toBe(200);
      const price = licenceTier(body.tier as 'standard' | 'enhanced').filePriceCents.IMAGE;
      expect(response.json().data.order).toMatchObject({ subtotal_cents: price, total_cents: price + price / 10, currency: 'USD' });
    }
  });

  it('refuses an unknown or missing tier with the field named, and makes no order', async () => {
    const buyer = await newAccount(ctx);
    const { formatId } = await freshImageFormat();
    const premium = await checkoutFile(buyer, { media_format_id: formatId, tier: 'premium' });
    expect(premium.statusCode).toBe(400);
    expect(premium.json().errors.map((error: { field: string }) => error.field)).toContain('tier');
    const missing = await checkoutFile(buyer, { media_format_id: formatId });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toContainEqual({ field: 'tier', message: 'tier is required' });
    expect(await ctx.database.db.selectFrom('orders').select('id').where('user_id', '=', buyer.id).execute()).toEqual([]);
  });

  it('refuses a file licensed already: Standard again, or Enhanced on top of Standard (that is an upgrade)', async () => {
    const buyer = await newAccount(ctx);
    const { formatId, fileId } = await freshImageFormat();
    await buyFile(buyer, formatId, 'standard');
    const again = await checkoutFile(buyer, { media_format_id: formatId, tier: 'standard' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(LICENCE_MESSAGES.upgradeInstead);
    const otherSize = await checkoutFile(buyer, { media_format_id: await formatIdOf(ctx, fileId, 'small'), tier: 'enhanced' });
    expect(otherSize.statusCode).toBe(409);
    expect(await licencesOfHolder(buyer.id)).toHaveLength(1);
  });

  it('refuses the second of two open orders for the same file at payment, charging nothing', async () => {
    const buyer = await newAccount(ctx);
    const { formatId } = await freshImageFormat();
    const first = (await checkoutFile(buyer, { media_format_id: formatId, tier: 'standard' })).json().data.order;
    const second = (await checkoutFile(buyer, { media_format_id: formatId, tier: 'enhanced' })).json().data.order;
    expect((await payTestCard(ctx, buyer.token, first.order_id)).statusCode).toBe(200);
    const cashBefore = await accountBalance(ctx.database.db, LEDGER_ACCOUNTS.cash);
    const refused = await payTestCard(ctx, buyer.token, second.order_id, CARDS.ok);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`${LICENCE_MESSAGES.upgradeInstead} Nothing was charged.`);
    expect(await accountBalance(ctx.database.db, LEDGER_ACCOUNTS.cash)).toBe(cashBefore);
    expect(await licencesOfHolder(buyer.id)).toHaveLength(1);
  });

  it('makes a plan download of another size wait while the file is being paid for, then re-download it for free', async () => {
    const buyer = await newAccount(ctx);
    await buyVariant(ctx, buyer.token, ESSENTIALS_MONTHLY);
    const { fileId, formatId } = await freshImageFormat();
    const order = (await checkoutFile(buyer, { media_format_id: formatId, tier: 'standard' })).json().data.order;
    const usedBefore = await downloadsUsed(buyer.id);
    const payableBefore = await payable();

    // A payment between its check and its grant, as fulfilOrder runs them, with a plan download of the small size fired
    // in the gap: without the lock both would license the file, one with a plan download and one with the price paid.
    let download: Promise<Awaited<ReturnType<typeof call>>> | undefined;
    let downloadSettled = false;
    await ctx.database.db.transaction().execute(async (trx) => {
      const locked = await lockOrderForPayment(trx, order.order_id);
      if (!locked) throw new Error('the order is gone');
      expect(await refusalToPay(trx, locked, new Date())).toBeNull();
      const small = await formatIdOf(ctx, fileId, 'small');
      download = call(ctx, 'POST', '/buyer/file/download', { media_format_id: small }, { token: buyer.token });
      void download.then(() => {
        downloadSettled = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(downloadSettled).toBe(false);
      await applyLicenceOrder(trx, locked, new Date());
    });
    const answer = await download;
    expect(answer?.statusCode, answer?.body).toBe(200);
    expect(answer?.json().data).toMatchObject({ redownload: true });
    const licences = (await licencesOfHolder(buyer.id)).filter((row) => row.file_id === fileId);
    expect(licences.map((row) => [row.order_id, row.value_cents])).toEqual([
      [order.order_id, STANDARD_IMAGE],
      [order.order_id, 0],
    ]);
    expect(await downloadsUsed(buyer.id)).toBe(usedBefore);
    expect((await payable()) - payableBefore).toBe(-royaltyOf(STANDARD_IMAGE));
  });

  it('answers 404 for a format of an unpublished file, and 401 without a buyer session', async () => {
    const buyer = await newAccount(ctx);
    expect((await checkoutFile(buyer, { media_format_id: 999_999_999, tier: 'standard' })).statusCode).toBe(404);
    const contributor = await newAccount(ctx, 'contributor');
    const { formatId } = await freshImageFormat();
    expect((await checkoutFile(contributor, { media_format_id: formatId, tier: 'standard' })).statusCode).toBe(401);
  });
});

describe('POST /api/buyer/licence/upgrade', () => {
  it('upgrades a plan download to Enhanced for the price difference, once; the royalty follows the difference paid', async () => {
    const buyer = await newAccount(ctx);
    await buyVariant(ctx, buyer.token, ESSENTIALS_MONTHLY);
    const { fileId } = await freshImageFormat();
    for (const size of ['original', 'small'] as const) {
      const response = await call(
        ctx,
        'POST',
        '/buyer/file/download',
        { media_format_id: await formatIdOf(ctx, fileId, size) },
        { token: buyer.token },
      );
      expect(response.statusCode, response.body).toBe(200);
    }
    const [earning, extraSize] = await licencesOfHolder(buyer.id);
    if (!earning || !extraSize) throw new Error('two sizes were licensed');
    const payableBefore = await payable();

    const checkout = await upgrade(buyer, extraSize.id);
    expect(checkout.statusCode, checkout.body).toBe(200);
    const difference = ENHANCED_IMAGE - STANDARD_IMAGE;
    expect(checkout.json().data.order).toMatchObject({
      kind: 'licence_upgrade',
      subtotal_cents: difference,
      total_cents: difference + Math.round(difference / 10),
    });
    const paid = await payTestCard(ctx, buyer.token, checkout.json().data.order.order_id);
    expect(paid.statusCode, paid.body).toBe(200);

    const after = await licencesOfHolder(buyer.id);
    expect(after.map((licence) => licence.tier)).toEqual(['enhanced', 'enhanced']);
    expect(after[0]?.upgraded_at).toBeInstanceOf(Date);
    expect(after[0]).toMatchObject({
      value_cents: earning.value_cents + difference,
      royalty_cents: earning.royalty_cents + royaltyOf(difference),
    });
    expect(after[1]).toMatchObject({ value_cents: 0, royalty_cents: 0 });
    expect((await payable()) - payableBefore).toBe(-royaltyOf(difference));

    const twice = await upgrade(buyer, earning.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(LICENCE_MESSAGES.alreadyEnhanced);
  });

  it('refuses a second open upgrade order at payment once the first is paid, charging nothing', async () => {
    const buyer = await newAccount(ctx);
    const { formatId } = await freshImageFormat();
    const { licence } = await buyFile(buyer, formatId, 'standard');
    const first = (await upgrade(buyer, licence.id)).json().data.order;
    const second = (await upgrade(buyer, licence.id)).json().data.order;
    expect((await payTestCard(ctx, buyer.token, first.order_id)).statusCode).toBe(200);
    const cashBefore = await accountBalance(ctx.database.db, LEDGER_ACCOUNTS.cash);
    const refused = await payTestCard(ctx, buyer.token, second.order_id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`${LICENCE_MESSAGES.alreadyEnhanced} Nothing was charged.`);
    expect(await accountBalance(ctx.database.db, LEDGER_ACCOUNTS.cash)).toBe(cashBefore);
  });

  it("answers 404 for another buyer's licence and changes nothing", async () => {
    const owner = await newAccount(ctx);
    const stranger = await newAccount(ctx);
    const { formatId } = await freshImageFormat();
    const { licence } = await buyFile(owner, formatId, 'standard');
    const response = await upgrade(stranger, licence.id);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(LICENCE_MESSAGES.noLicence);
    expect(await ctx.database.db.selectFrom('orders').select('id').where('user_id', '=', stranger.id).execute()).toEqual([]);
  });
});

describe('licence references', () => {
  it('records, edits, clears, filters and exports client, project and PO number', async () => {
    const buyer = await newAccount(ctx);
    const first = await buyFile(buyer, (await freshImageFormat()).formatId, 'standard');
    const second = await buyFile(buyer, (await freshImageFormat()).formatId, 'standard');
    const saved = await setReferences(buyer, first.licence.id, {
      client_name: '  Acme, "Rockets" Ltd ',
      project: '=HYPERLINK("x")',
      po_number: 'PO-77',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({ client_name: 'Acme, "Rockets" Ltd', project: '=HYPERLINK("x")', po_number: 'PO-77' });
    await setReferences(buyer, second.licence.id, { client_name: 'Globex' });

    const filtered = await history(buyer, '?reference=acme');
    expect(filtered.results.map((row: { licence_id: number }) => row.licence_id)).toEqual([first.licence.id]);
    expect(filtered.results[0]).toMatchObject({ client_name: 'Acme, "Rockets" Ltd', po_number: 'PO-77', downloaded_by: 'Ada Byron' });
    expect((await history(buyer, '?reference=po-7')).totalCount).toBe(1);
    expect((await history(buyer, '?reference=%25')).totalCount).toBe(0);

    const csv = await call(ctx, 'GET', '/buyer/licences.csv', undefined, { token: buyer.token });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Licence,Date (UTC),File ID,File,Format,Tier,Obtained with,Client,Project,PO number,Downloaded by');
    expect(lines[1]).toContain(',"Acme, ""Rockets"" Ltd","\'=HYPERLINK(""x"")",PO-77,Ada Byron');
    expect(lines[2]).toContain(',Globex,,,Ada Byron');

    const cleared = await setReferences(buyer, second.licence.id, { client_name: '   ' });
    expect(cleared.json().data.client_name).toBeNull();
  });

  it('refuses references over their limits with the field and the limit, and keeps what was there', async () => {
    const buyer = await newAccount(ctx);
    const { licence } = await buyFile(buyer, (await freshImageFormat()).formatId, 'standard');
    await setReferences(buyer, licence.id, { client_name: 'Initech' });
    const cases = [
      ['client_name', 121, 'client_name must be at most 120 characters long'],
      ['project', 121, 'project must be at most 120 characters long'],
      ['po_number', 41, 'po_number must be at most 40 characters long'],
    ] as const;
    for (const [field, length, message] of cases) {
      const response = await setReferences(buyer, licence.id, { [field]: 'x'.repeat(length) });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toContainEqual({ field, message });
    }
    expect((await licencesOfHolder(buyer.id))[0]?.client_name).toBe('Initech');
  });

  it("answers 404 for another buyer's licence, in references, certificate and upgrade alike", async () => {
    const owner = await newAccount(ctx);
    const stranger = await newAccount(ctx);
    const { licence } = await buyFile(owner, (await freshImageFormat()).formatId, 'standard');
    expect((await setReferences(stranger, licence.id, { client_name: 'Mine now' })).statusCode).toBe(404);
    expect(
      (await call(ctx, 'GET', `/buyer/licence/certificate?licence_id=${licence.id}`, undefined, { token: stranger.token })).statusCode,
    ).toBe(404);
    expect((await history(stranger)).totalCount).toBe(0);
    expect((await licencesOfHolder(owner.id))[0]?.client_name).toBeNull();
  });

  it('prints the tier, its rights and the references literally on the certificate', async () => {
    const buyer = await newAccount(ctx);
    const { licence } = await buyFile(buyer, (await freshImageFormat()).formatId, 'enhanced');
    await setReferences(buyer, licence.id, { client_name: '<b>Acme</b> & Co', project: 'Spring (2027)', po_number: 'PO\\42' });
    const response = await call(ctx, 'GET', `/buyer/licence/certificate?licence_id=${licence.id}`, undefined, { token: buyer.token });
    expect(response.statusCode).toBe(200);
    // Label and value are drawn apart ("Client: " then the name); read as one line.
    const text = pdfText(response.rawPayload).replaceAll('\n', '');
    expect(text).toContain('Enhanced licence: Everything in Standard');
    expect(text).toContain('Merchandise for resale (mugs, T-shirts, posters): Allowed');
    expect(text).toContain('Indemnity: up to $250,000.00');
    expect(text).toContain('Client: <b>Acme</b> & Co');
    expect(text).toContain('Project: Spring (2027)');
    expect(text).toContain('PO number: PO\\42');
  });
});

describe('a team licence history', () => {
  it("shows every member's licences to the team, with who downloaded each, and lets the owner record references", async () => {
    const owner = await newAccount(ctx, 'buyer', 'Olive Owner');
    await buyVariant(ctx, owner.token, 31);
    const member = await newAccount(ctx, 'buyer', 'Milo Member');
    expect((await call(ctx, 'POST', '/buyer/team/invite', { email: member.email }, { token: owner.token })).statusCode).toBe(200);
    const token = /\/buyer\/team\/join\?token=([\w-]+)/.exec((await latestMailTo(ctx, member.email)).text)?.[1];
    expect((await call(ctx, 'POST', '/buyer/team/join', { token }, { token: member.token })).statusCode).toBe(200);

    const { formatId } = await freshImageFormat();
    expect((await call(ctx, 'POST', '/buyer/file/download', { media_format_id: formatId }, { token: member.token })).statusCode).toBe(200);
    const [row] = (await history(owner)).results;
    expect(row).toMatchObject({ downloaded_by: 'Milo Member', tier: 'standard' });
    expect((await setReferences(owner, row.licence_id, { project: 'Team launch' })).statusCode).toBe(200);
    expect((await history(member)).results[0]).toMatchObject({ licence_id: row.licence_id, project: 'Team launch' });
  });
});
