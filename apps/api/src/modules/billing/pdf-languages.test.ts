import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { buyVariant, formatIdOf, newAccount, payTestCard, seedPublishedImages } from '../../../test/billing-helpers';
import { type CatalogueFixture, seedCatalogueFixture } from '../../../test/catalogue-fixture';
import { adminSession } from '../../../test/money-fixture';
import { pdfText, pdfTitle } from '../../../test/pdf-text';
import { refund } from '../../../test/refund-helpers';
import { useTestApp } from '../../../test/test-app';
import { call } from '../auth/auth-test-helpers';

const ctx = useTestApp({ jobs: true });
let fixture: CatalogueFixture;
beforeAll(async () => {
  fixture = await seedCatalogueFixture(ctx.database.db);
});

type Account = Awaited<ReturnType<typeof newAccount>>;
const ESSENTIALS_MONTHLY = 11; // $29.00 + 10% tax = $31.90
const PRO_MONTHLY = 21; // $99.00 + 10% tax = $108.90

async function accountIn(locale: string | null, name?: string): Promise<Account> {
  const account = await newAccount(ctx, 'buyer', name);
  await ctx.database.db.updateTable('users').set({ locale }).where('id', '=', account.id).execute();
  return account;
}

/** The PDF of the buyer's newest invoice, asked for with these request headers. */
async function invoicePdfOf(who: Account, headers: Record<string, string> = {}) {
  const [invoice] = (await call(ctx, 'GET', '/buyer/billing', undefined, { token: who.token })).json().data.results;
  const response = await ctx.app.inject({
    method: 'GET',
    url: invoice.pdf_url,
    headers: { authorization: `Bearer ${who.token}`, ...headers },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.rawPayload;
}

/** A licence of one image bought on its own, its file retitled. */
async function licenceOfImageTitled(who: Account, title: string): Promise<number> {
  const [fileId] = await seedPublishedImages(ctx, fixture.contributorId, 1);
  await ctx.database.db
    .updateTable('media_files')
    .set({ title })
    .where('id', '=', fileId as number)
    .execute();
  const formatId = await formatIdOf(ctx, fileId as number, 'original');
  const checkout = await call(
    ctx,
    'POST',
    '/buyer/file/checkout',
    { idempotency_key: randomUUID(), media_format_id: formatId, tier: 'standard' },
    { token: who.token },
  );
  expect(checkout.statusCode, checkout.body).toBe(200);
  expect((await payTestCard(ctx, who.token, checkout.json().data.order.order_id)).statusCode).toBe(200);
  const licence = await ctx.database.db
    .selectFrom('licences')
    .select('id')
    .where('account_user_id', '=', who.id)
    .where('file_id', '=', fileId as number)
    .executeTakeFirstOrThrow();
  return licence.id;
}

describe('PDFs in the reader’s language', () => {
  it('gives a German account a Rechnung with German amounts, dates and tax, titled in German', async () => {
    const buyer = await accountIn('de');
    await buyVariant(ctx, buyer.token, PRO_MONTHLY);
    // The account's language wins over the request's.
    const pdf = await invoicePdfOf(buyer, { 'accept-language': 'en-US' });
    const text = pdfText(pdf);
    expect(text).toContain('Rechnung');
    expect(text).toContain('Rechnungsempfänger');
    expect(text).toContain('Bezahlter Gesamtbetrag');
    expect(text).toMatch(/108,90\s\$/);
    expect(text).toMatch(/Umsatzsteuer \(10\s%\)/);
    // The order stored its lines in English; the plan's and the tax's read in German.
    expect(text).toContain('Pro: Pro, monatlich');
    expect(text).toMatch(/Umsatzsteuer 10\s%/);
    expect(text).toMatch(/Datum: \d{1,2}\. \p{L}+ \d{4}/u);
    expect(text).not.toContain('Invoice');
    expect(text).not.toContain('Total paid');
    expect(pdfTitle(pdf)).toMatch(/^Rechnung INV-\d+$/);
  });

  it('reads the request’s language for an account that chose none', async () => {
    const buyer = await accountIn(null);
    await buyVariant(ctx, buyer.token, PRO_MONTHLY);
    const text = pdfText(await invoicePdfOf(buyer, { 'accept-language': 'fr-CA,fr;q=0.9' }));
    expect(text).toContain('Facture');
    expect(text).toContain('Total payé');
    expect(text).toMatch(/108,90\s\$/);
  });

  it('gives a Spanish account a Nota de crédito for a refund', async () => {
    const buyer = await accountIn('es');
    const order = await buyVariant(ctx, buyer.token, ESSENTIALS_MONTHLY);
    const admin = await adminSession(ctx);
    const refunded = await refund(ctx, admin.token, order.order_id, { amount_cents: order.total_cents, reason: 'Compra duplicada' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const [invoice] = (await call(ctx, 'GET', '/buyer/billing', undefined, { token: buyer.token })).json().data.results;
    const pdf = await call(ctx, 'GET', invoice.credit_notes[0].pdf_url.replace('/api', ''), undefined, { token: buyer.token });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Nota de crédito');
    expect(text).toContain(`Rectifica la factura: ${order.invoice_number} del `);
    expect(text).toContain('Motivo');
    expect(text).toContain('Compra duplicada');
    expect(text).toContain('Total reembolsado');
    expect(text).toMatch(/31,90\sUS\$/);
    expect(text).not.toContain('Credit note');
    expect(pdfTitle(pdf.rawPayload)).toMatch(/^Nota de crédito CN-\d+$/);
  });

  it('gives a Japanese account a ライセンス証明書 with its Japanese name and file title as written', async () => {
    const buyer = await accountIn('ja', '山田 花子');
    const licenceId = await licenceOfImageTitled(buyer, '富士山の朝焼け');
    await call(
      ctx,
      'PUT',
      '/buyer/licence/references',
      { licence_id: licenceId, client_name: 'Őrség Καφενείο Чайка', project: null, po_number: null },
      { token: buyer.token },
    );
    const response = await call(ctx, 'GET', `/buyer/licence/certificate?licence_id=${licenceId}`, undefined, { token: buyer.token });
    expect(response.statusCode).toBe(200);
    // Label and value are drawn apart, and text in two faces in runs: read as one line.
    const text = pdfText(response.rawPayload).replaceAll('\n', '');
    expect(text).toContain('ライセンス証明書');
    expect(text).toContain('ライセンス保有者：山田 花子 <');
    expect(text).toContain('ファイル：富士山の朝焼け（画像 #');
    expect(text).toContain('最終クライアント：Őrség Καφενείο Чайка');
    expect(text).not.toContain('\uFFFD');
    expect(pdfTitle(response.rawPayload)).toMatch(/^ライセンス証明書 LIC-\d{8}$/);
    expect(response.rawPayload.toString('latin1')).toContain('/Lang (ja)');
  });

  it('keeps the English invoice and certificate word for word', async () => {
    const buyer = await accountIn('en');
    await buyVariant(ctx, buyer.token, PRO_MONTHLY);
    const invoice = pdfText(await invoicePdfOf(buyer, { 'accept-language': 'de' }));
    for (const words of ['Invoice', 'Seller', 'Billed to', 'Description', 'Amount', 'Subtotal', 'Tax (10%)', 'Total paid', '$108.90']) {
      expect(invoice).toContain(words);
    }
    expect(invoice).toMatch(/Date: \d{4}-\d{2}-\d{2}/);
    expect(invoice).toMatch(/Paid with .+\. Amounts in USD\./);
    const licenceId = await licenceOfImageTitled(buyer, 'Harbour at dawn');
    const certificate = await call(ctx, 'GET', `/buyer/licence/certificate?licence_id=${licenceId}`, undefined, { token: buyer.token });
    const text = pdfText(certificate.rawPayload).replaceAll('\n', '');
    expect(text).toContain('Licence certificate');
    expect(text).toContain('File: Harbour at dawn (image #');
    expect(text).toContain('Obtained with: Single file, Standard licence (value $');
    expect(text).toContain('Indemnity: up to $');
    expect(text).toContain('Issued by Lumora Media Inc., 548 Market Street, Suite 300, San Francisco, CA 94104, United States.');
  });
});
