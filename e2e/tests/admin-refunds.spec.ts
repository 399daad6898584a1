import { expect, type Page, test } from '@playwright/test';
import { uniqueEmail } from '../support/buyer-accounts';
import { query } from '../support/database';
import { buyerDownloads, PAYING_BUYER_PASSWORD, payingBuyer } from '../support/licensed-buyer';
import { snap } from '../support/screenshots';
import { DEMO_ADMIN, signInThroughApi } from '../support/sessions';

async function ledgerTotal(): Promise<number> {
  const [row] = await query<{ total: string }>('SELECT coalesce(sum(amount_cents), 0)::text AS total FROM ledger_postings');
  return Number(row?.total);
}

async function openOrderOf(page: Page, email: string) {
  await page.goto('/admin/orders');
  const find = page.getByRole('form', { name: 'Find orders' });
  await find.getByLabel(/buyer e-mail/).fill(email);
  await find.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('list', { name: 'Orders found' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: /^Order \d+$/, level: 1 })).toBeVisible();
  await expect(page.getByText('Left to refund')).toBeVisible();
}

test('the admin refunds an order in full: the ledger balances, the unused downloads go, and the buyer sees the credit note', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('refunded');
  const [file] = await query<{ id: string }>(
    `SELECT id FROM media_files WHERE status = 'published' AND type = 'IMAGE' ORDER BY id LIMIT 1`,
  );
  await buyerDownloads(request, Number(file?.id), await payingBuyer(request, email));

  await signInThroughApi(page, request, DEMO_ADMIN);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await openOrderOf(page, email);
    await snap(page, 'admin-order');
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  const form = page.getByRole('form', { name: /^Refund order \d+$/ });
  await expect(form.getByLabel(/Amount/)).toHaveValue('31.90');
  await form.getByLabel(/Reason/).fill('Charged twice <by mistake> & "sorry"');
  await form.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText(/^Refunded \$31\.90; credit note CN-\d{6}\.$/)).toBeVisible();
  const refunds = page.getByRole('list', { name: 'Refunds and credit notes' });
  await expect(refunds.getByText(/Credit note CN-\d{6} · \$31\.90/)).toBeVisible();
  await expect(refunds.getByText('Charged twice <by mistake> & "sorry"')).toBeVisible();
  await expect(refunds.getByText('9 unused downloads removed')).toBeVisible();
  await expect(page.getByText('Nothing is left to refund on this order.')).toBeVisible();
  await expect(page.locator('dt:text-is("Status") + dd')).toHaveText('Refunded');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await snap(page, 'admin-order-refunded');
  }

  expect(await ledgerTotal()).toBe(0);
  const [plan] = await query<{ status: string; downloads_per_period: number; downloads_used: number }>(
    'SELECT s.status, s.downloads_per_period, s.downloads_used FROM subscriptions s JOIN users u ON u.id = s.user_id WHERE u.email = $1',
    [email],
  );
  expect(plan).toEqual({ status: 'canceled', downloads_per_period: 1, downloads_used: 1 });

  const buyer = await browser.newPage();
  await signInThroughApi(buyer, request, { email, password: PAYING_BUYER_PASSWORD, role: 'buyer' });
  await buyer.goto('/buyer/billing');
  await expect(buyer.getByText(/^Credit note CN-\d{6} · .* · refunded \$31\.90$/)).toBeVisible();
  await expect(buyer.getByRole('button', { name: /Download credit note CN-\d{6} as PDF/ })).toBeVisible();
  await buyer.goto('/buyer/purchase-history');
  await expect(buyer.getByRole('list', { name: 'Purchases' }).getByText('Refunded', { exact: true })).toBeVisible();
  await buyer.close();
});
