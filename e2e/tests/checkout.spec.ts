import { expect, type Page, test } from '@playwright/test';
import { signUpNewBuyer } from '../support/buyer-account';
import { query } from '../support/database';
import { snap } from '../support/screenshots';

/** A published image of the demo catalogue, to license. */
async function anImage(): Promise<string> {
  const [file] = await query<{ id: number; slug: string }>(
    `SELECT id, slug FROM media_files WHERE type = 'IMAGE' AND status = 'published' ORDER BY id LIMIT 1`,
  );
  if (!file) throw new Error('The e2e catalogue has no published image: is demo data turned on?');
  return `/file/${file.id}-${file.slug}`;
}

async function payWithCard(page: Page, number: string) {
  const form = page.getByRole('form', { name: 'Card payment' });
  await expect(form.getByRole('note', { name: 'Test mode' })).toContainText('TEST MODE');
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await form.getByLabel('CVC').fill('123');
  await form.getByLabel('Name on card').fill('Journey Buyer');
  await form.getByRole('button', { name: /^Pay \$/ }).click();
}

async function choosePlanFromFooter(page: Page, choose: string) {
  await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL('/buyer/subscription-plan');
  await expect(page.getByRole('heading', { level: 1, name: 'Plans and pricing' })).toBeVisible();
  await page.getByRole('link', { name: choose }).click();
  await expect(page).toHaveURL(/\/buyer\/checkout\?plan_variant_id=\d+/);
}

// Each journey walks through many pages with real payments, downloads and PDFs; on a busy machine that takes longer
// than the default 30 s.
test.describe.configure({ timeout: 120_000 });

const accountButton = (page: Page, left: number) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: new RegExp(`^Buyer: .+?\\s*${left} downloads left$`) });

test('a buyer chooses a plan, pays with the test card, downloads a file, downloads it again for free and opens the invoice', async ({
  page,
}) => {
  const email = await signUpNewBuyer(page, 'Journey Buyer');

  // Pricing, from the footer: the first-purchase offer is the buyer's to apply.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
  await expect(page.getByRole('article', { name: 'Pro' })).toContainText('Most popular');
  await page.getByRole('button', { name: 'Apply offer WELCOME20' }).click();
  await snap(page, 'pricing');
  await page.getByRole('link', { name: 'Choose Essentials, monthly' }).click();

  // Checkout: the summary shows the saving, tax and total; the test card pays.
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary).toContainText('Essentials, monthly');
  await expect(summary).toContainText('-$5.80');
  await expect(summary).toContainText('Total today$25.52');
  await snap(page, 'checkout');
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
  await expect(page.getByText(/Essentials, monthly is active/)).toContainText('You have 10 downloads left.');
  await snap(page, 'checkout-success');
  const orders = await query<{ n: string }>(
    `SELECT count(*) AS n FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email = $1 AND o.status = 'paid'`,
    [email],
  );
  expect(orders[0]?.n).toBe('1');

  // Download a licensed file: the quota drops by one.
  await page.goto(await anImage());
  await expect(accountButton(page, 10)).toBeVisible();
  const formats = page.getByRole('region', { name: 'Licence and download' });
  const firstDownload = page.waitForEvent('download');
  await formats.getByRole('button', { name: /^Download Medium of / }).click();
  expect((await firstDownload).suggestedFilename()).toMatch(/\.(jpe?g|png|webp)$/);
  await expect(page.getByText('Medium downloaded. 9 downloads left.')).toBeVisible();
  await expect(accountButton(page, 9)).toBeVisible();
  await snap(page, 'file-downloaded');

  // Again: free, the quota stays.
  const secondDownload = page.waitForEvent('download');
  await formats.getByRole('button', { name: /^Download again Medium of / }).click();
  await secondDownload;
  await expect(page.getByText('Medium downloaded again: no download used.')).toBeVisible();
  await expect(accountButton(page, 9)).toBeVisible();
  const licences = await query<{ n: string }>(
    `SELECT count(*) AS n FROM licences l JOIN users u ON u.id = l.buyer_user_id WHERE u.email = $1`,
    [email],
  );
  expect(licences[0]?.n).toBe('1');

  // The account menu tells the same.
  await accountButton(page, 9).click();
  const menu = page.getByRole('region', { name: 'Your plan and account' });
  await expect(menu).toContainText('9 of 10 downloads left this period');
  await snap(page, 'account-menu');
  await menu.getByRole('link', { name: 'Billing and invoices' }).click();

  // The invoice opens as a PDF in a new tab.
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  const invoices = page.getByRole('list', { name: 'Invoices' });
  await expect(invoices.getByRole('listitem')).toHaveCount(1);
  await snap(page, 'billing');
  const popup = page.waitForEvent('popup');
  await invoices.getByRole('button', { name: /^Download invoice .* as PDF$/ }).click();
  const tab = await popup;
  await tab.waitForURL(/^blob:/);
  await tab.close();
  // The tab shows from memory what the button fetched with the buyer's token: that is the invoice PDF.
  const [invoice] = await query<{ id: number }>(`SELECT i.id FROM invoices i JOIN users u ON u.id = i.user_id WHERE u.email = $1`, [email]);
  const token = await page.evaluate(() => localStorage.getItem('buyer_token'));
  const pdf = await page.request.get(`/api/buyer/invoice/pdf?invoice_id=${invoice?.id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // The other account pages.
  await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Purchase history' }).click();
  await expect(page.getByRole('list', { name: 'Purchases' })).toContainText('Paid');
  await snap(page, 'purchase-history');
  await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Licences' }).click();
  await expect(page.getByRole('list', { name: 'Licences' }).getByRole('listitem')).toHaveCount(1);
  await snap(page, 'licences');
  await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Subscription' }).click();
  await expect(page.getByRole('region', { name: 'Essentials, monthly' })).toContainText('9 of 10 downloads left this period');
  await expect(page.getByRole('region', { name: 'Upgrade now' })).toBeVisible();
  await snap(page, 'subscription');
});

test('a declined card says so clearly and grants no plan', async ({ page }) => {
  const email = await signUpNewBuyer(page, 'Declined Buyer');
  await choosePlanFromFooter(page, 'Choose Pro, monthly');
  await payWithCard(page, '4000 0000 0000 0002');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment failed' })).toBeVisible();
  // The page's own alert: the sign-up toast, also an alert, may still be showing outside <main>.
  await expect(page.getByRole('main').getByRole('alert')).toContainText(/declined/i);
  await expect(page.getByText('Nothing was charged and your plan has not changed.')).toBeVisible();
  await snap(page, 'checkout-failure');
  const plans = await query<{ n: string }>(
    `SELECT count(*) AS n FROM subscriptions s JOIN users u ON u.id = s.user_id WHERE u.email = $1`,
    [email],
  );
  expect(plans[0]?.n).toBe('0');

  // Another card finishes the same order.
  await page.getByRole('link', { name: 'Try another card' }).click();
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
  const orders = await query<{ status: string }>(`SELECT o.status FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email = $1`, [
    email,
  ]);
  expect(orders.map((order) => order.status)).toEqual(['paid']);
});

test('the billing pages fit a phone @mobile', async ({ page }) => {
  await signUpNewBuyer(page, 'Phone Buyer');
  await page.goto('/buyer/subscription-plan');
  await expect(page.getByRole('article', { name: 'Team' })).toBeVisible();
  await snap(page, 'pricing');
  await page.getByRole('link', { name: 'Choose Pro, monthly' }).click();
  await expect(page.getByRole('region', { name: 'Order summary' })).toBeVisible();
  await snap(page, 'checkout');
  await payWithCard(page, '4000 0000 0000 9995');
  await expect(page.getByRole('main').getByRole('alert')).toContainText(/insufficient funds/i);
  await snap(page, 'checkout-failure');
  await page.getByRole('link', { name: 'Try another card' }).click();
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
  await snap(page, 'checkout-success');
  await page.goto(await anImage());
  const download = page.waitForEvent('download');
  await page
    .getByRole('region', { name: 'Licence and download' })
    .getByRole('button', { name: /^Download Small of / })
    .click();
  await download;
  await expect(page.getByText('Small downloaded. 49 downloads left.')).toBeVisible();
  await snap(page, 'file-downloaded');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .locator('#mobile-menu')
    .getByRole('button', { name: /^Buyer:/ })
    .click();
  await expect(page.getByRole('region', { name: 'Your plan and account' })).toContainText('49 of 50 downloads left this period');
  await snap(page, 'account-menu');
  for (const [path, name] of [
    ['/buyer/subscription', 'subscription'],
    ['/buyer/billing', 'billing'],
    ['/buyer/purchase-history', 'purchase-history'],
    ['/buyer/licences', 'licences'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Your account' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
    await snap(page, name);
  }
});
