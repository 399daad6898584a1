import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { pdfText } from '../../apps/api/test/pdf-text';
import { zipEntries } from '../../apps/api/test/zip-entries';
import { signUpNewBuyer } from '../support/buyer-account';
import { query } from '../support/database';
import { snap } from '../support/screenshots';

test.describe.configure({ timeout: 150_000 });

/** Published images of the demo catalogue. */
async function images(count: number): Promise<{ id: number; slug: string; title: string }[]> {
  const rows = await query<{ id: number; slug: string; title: string }>(
    `SELECT id, slug, title FROM media_files WHERE type = 'IMAGE' AND status = 'published' ORDER BY id DESC LIMIT $1`,
    [count],
  );
  if (rows.length < count) throw new Error('The e2e catalogue has too few published images: is demo data turned on?');
  return rows;
}

async function payWithCard(within: Page | Locator) {
  const form = within.getByRole('form', { name: 'Card payment' });
  await form.getByLabel('Card number').fill('4242 4242 4242 4242');
  await form.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await form.getByLabel('CVC').fill('123');
  await form.getByLabel('Name on card').fill('Licence Buyer');
  await form.getByRole('button', { name: /^Pay \$/ }).click();
}

const buyerToken = (page: Page) => page.evaluate(() => localStorage.getItem('buyer_token'));

test('a buyer with no plan buys one file at Standard, upgrades it to Enhanced, records a client and sees both on the certificate', async ({
  page,
}) => {
  const email = await signUpNewBuyer(page, 'Licence Buyer');
  const [image] = await images(1);
  if (!image) throw new Error('no image');
  await page.goto(`/file/${image.id}-${image.slug}`);

  // The licence panel: both tiers with their prices, the rights a click away; Standard is bought alone.
  const panel = page.getByRole('region', { name: 'Licence and download' });
  await expect(panel.getByRole('radio', { name: /Standard licence · \$15\.00/ })).toBeChecked();
  await expect(panel.getByRole('radio', { name: /Enhanced licence · \$69\.00/ })).toBeVisible();
  await panel.getByText('What each licence allows').click();
  await expect(panel.getByRole('table', { name: 'Standard and Enhanced compared' })).toContainText('Up to 500,000 copies');
  await snap(page, 'licence-panel');
  await panel.getByRole('button', { name: /^Buy Medium of .* with the Standard licence$/ }).click();
  const payment = panel.getByRole('region', { name: 'Pay for this licence' });
  await expect(payment).toContainText('Total$16.50');
  const download = page.waitForEvent('download');
  await payWithCard(payment);
  expect((await download).suggestedFilename()).toMatch(/-medium\.jpg$/);
  await expect(page.getByText('Licence bought. Your download starts now.')).toBeVisible();
  // The medium size was rendered by a worker, once, however many buyers have downloaded it since.
  const renders = await query<{ state: string; renders: number }>(
    `SELECT r.state, r.renders FROM licensed_renders r JOIN media_formats f ON f.id = r.media_format_id
     WHERE f.media_id = $1 AND f.name = 'medium'`,
    [image.id],
  );
  expect(renders).toEqual([{ state: 'ready', renders: 1 }]);

  // The licence history: upgrade for the difference, then record the client.
  await page.goto('/buyer/licences');
  const list = page.getByRole('list', { name: 'Licences' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Standard licence');
  await list.getByRole('button', { name: /^Upgrade LIC-\d+ to Enhanced$/ }).click();
  const upgrade = list.getByRole('region', { name: 'Pay for this licence' });
  await expect(upgrade).toContainText('Total$59.40');
  await payWithCard(upgrade);
  await expect(page.getByText(/is now an Enhanced licence/)).toBeVisible();
  await expect(list).toContainText('Enhanced licence');
  await list.getByRole('button', { name: 'Client and project' }).click();
  await list.getByLabel('End client').fill('Acme & "Rockets" Ltd');
  await list.getByLabel('Purchase-order number').fill('PO-2027-001');
  await list.getByRole('button', { name: 'Save references' }).click();
  await expect(page.getByText('References saved.')).toBeVisible();
  await expect(list).toContainText('Client: Acme & "Rockets" Ltd · PO: PO-2027-001');
  await snap(page, 'licence-history');

  // The certificate names the tier, its rights and the client, as typed.
  const [licence] = await query<{ id: number }>(`SELECT l.id FROM licences l JOIN users u ON u.id = l.account_user_id WHERE u.email = $1`, [
    email,
  ]);
  const pdf = await page.request.get(`/api/buyer/licence/certificate?licence_id=${licence?.id}`, {
    headers: { authorization: `Bearer ${await buyerToken(page)}` },
  });
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  // Label and value are drawn apart ("Client: " then the name); read as one line.
  const text = pdfText(await pdf.body()).replaceAll('\n', '');
  expect(text).toContain('Licence: Enhanced licence');
  expect(text).toContain('Merchandise for resale (mugs, T-shirts, posters): Allowed');
  expect(text).toContain('Client: Acme & "Rockets" Ltd');
  expect(text).toContain('PO number: PO-2027-001');
});

test('a collection of five files downloads as one zip at the chosen size', async ({ page }) => {
  await signUpNewBuyer(page, 'Zip Buyer');
  const headers = { authorization: `Bearer ${await buyerToken(page)}` };
  // A pack of five downloads, paid with the test card.
  const checkout = await page.request.post('/api/buyer/order/checkout', { headers, data: { plan_variant_id: 41 } });
  const orderId = (await checkout.json()).data.order.order_id;
  const paid = await page.request.post('/api/buyer/order/pay/test-card', {
    headers,
    data: { order_id: orderId, card_number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' },
  });
  expect(paid.status()).toBe(200);
  const created = await page.request.post('/api/buyer/create/collection', { headers, data: { collection_name: 'Zip journey' } });
  const collectionId = (await created.json()).data.collection.collection_id;
  const files = await images(5);
  for (const file of files) {
    const saved = await page.request.post('/api/buyer/save/collection', {
      headers,
      data: { collection_id: collectionId, data: { media_id: file.id } },
    });
    expect(saved.status()).toBe(200);
  }

  await page.goto(`/buyer/collections/${collectionId}`);
  const form = page.getByRole('form', { name: 'Download all as a zip' });
  await form.getByLabel('Size').selectOption('small');
  const download = page.waitForEvent('download');
  await form.getByRole('button', { name: 'Download all (5)' }).click();
  await expect(page.getByText('5 files ready; 5 licensed now.')).toBeVisible();
  const zip = await download;
  expect(zip.suggestedFilename()).toBe('Zip-journey-small.zip');
  const entries = zipEntries(await readFile((await zip.path()) as string));
  expect(entries).toHaveLength(5);
  for (const file of files) expect(entries.map((entry) => entry.name)).toContain(`${file.slug}-small.jpg`);
  await snap(page, 'collection-zip');
});

test('the licence panel and the licence history on a phone @mobile', async ({ page }) => {
  await signUpNewBuyer(page, 'Phone Buyer');
  const [image] = await images(1);
  if (!image) throw new Error('no image');
  await page.goto(`/file/${image.id}-${image.slug}`);
  const panel = page.getByRole('region', { name: 'Licence and download' });
  await panel.getByText('What each licence allows').click();
  await expect(panel.getByRole('table', { name: 'Standard and Enhanced compared' })).toBeVisible();
  await snap(page, 'licence-panel');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await page.goto('/buyer/licences');
  await expect(page.getByRole('heading', { level: 1, name: 'Licences' })).toBeVisible();
  await snap(page, 'licence-history');
});
