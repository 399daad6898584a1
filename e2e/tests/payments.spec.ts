import { expect, type Page, test } from '@playwright/test';
import { pdfText } from '../../apps/api/test/pdf-text';
import { signUpNewBuyer } from '../support/buyer-account';
import { query } from '../support/database';
import { snap } from '../support/screenshots';

test.describe.configure({ timeout: 120_000 });

/** Gives the buyer what the demo buyer has: Pro, monthly, complimentary, so there is no saved card. */
async function giveComplimentaryPro(email: string) {
  await query(
    `INSERT INTO subscriptions (user_id, plan_id, plan_variant_id, status, current_period_start, current_period_end,
       downloads_per_period, value_per_download_cents)
     SELECT id, 2, 21, 'active', now(), now() + interval '30 days', 50, 0 FROM users WHERE email = $1`,
    [email],
  );
}

async function fillCard(page: Page, form: string, number: string) {
  const card = page.getByRole('form', { name: form });
  await card.getByLabel('Card number').fill(number);
  await card.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await card.getByLabel('CVC').fill('123');
  await card.getByLabel('Name on card').fill('Journey Buyer');
  return card;
}

/** The 390 px shot of the page as it is, then back to the desktop width. */
async function snapBothWidths(page: Page, name: string) {
  await snap(page, name);
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, name);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a buyer on a complimentary Pro plan adds a card on the payment-methods page and upgrades to Team', async ({ page }) => {
  const email = await signUpNewBuyer(page, 'Upgrading Buyer');
  await giveComplimentaryPro(email);

  await page.goto('/buyer/subscription');
  const upgrade = page.getByRole('region', { name: 'Upgrade now' });
  await expect(upgrade).toContainText('You have no saved card to pay for an upgrade.');
  await upgrade.getByRole('link', { name: 'Add a card to upgrade to Team, monthly' }).click();

  await expect(page).toHaveURL('/buyer/payment-methods?next=upgrade');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment methods' })).toBeVisible();
  await expect(page.getByText('No saved cards yet.')).toBeVisible();
  const form = await fillCard(page, 'Add a card', '4242 4242 4242 4242');
  await snapBothWidths(page, 'payment-methods-empty');
  await form.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('Visa ending 4242 is saved.')).toBeVisible();

  // Back at the upgrade, which now completes with the card just added.
  await expect(page).toHaveURL('/buyer/subscription#upgrade');
  await expect(page.getByRole('region', { name: 'Pro, monthly' })).toContainText('Paid with Visa ending 4242');
  await page.getByRole('region', { name: 'Upgrade now' }).getByRole('button', { name: 'Upgrade to Team, monthly' }).click();
  await page.getByRole('region', { name: 'Upgrade now' }).getByRole('button', { name: 'Confirm upgrade to Team' }).click();
  await expect(page.getByText('You are now on Team. Your downloads for this period start afresh.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Team, monthly' })).toContainText('150 of 150 downloads left this period');
  const [subscription] = await query<{ plan_variant_id: number }>(
    `SELECT s.plan_variant_id FROM subscriptions s JOIN users u ON u.id = s.user_id WHERE u.email = $1 AND s.status = 'active'`,
    [email],
  );
  expect(subscription?.plan_variant_id).toBe(31);

  // The saved card is listed as the default.
  await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Payment methods' }).click();
  await expect(page.getByRole('list', { name: 'Saved cards' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Saved cards' })).toContainText('Visa ending 4242Default');
  await snapBothWidths(page, 'payment-methods');
});

test('a promo code lowers the price at checkout and appears on the invoice', async ({ page }) => {
  const email = await signUpNewBuyer(page, 'Promo Buyer');
  const code = `AUTUMN${Date.now().toString(36).toUpperCase()}`;
  await query(
    `INSERT INTO promo_codes (code, description, percent_off, expires_at, max_redemptions, plan_ids)
     VALUES ($1, 'Autumn sale', 25, now() + interval '1 day', 5, '{2}')`,
    [code],
  );

  await page.goto('/buyer/subscription-plan');
  await page.getByRole('link', { name: 'Choose Pro, monthly' }).click();
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary).toContainText('Total today$108.90');
  await summary.getByRole('textbox', { name: 'Promo code' }).fill(code.toLowerCase());
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText(`Autumn sale (${code})-$24.75`);
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('Total today$81.68');
  await fillCard(page, 'Card payment', '4242 4242 4242 4242');
  await snapBothWidths(page, 'checkout-promo-code');
  await page.getByRole('form', { name: 'Card payment' }).getByRole('button', { name: 'Pay $81.68' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();

  await page.goto('/buyer/billing');
  const invoices = page.getByRole('list', { name: 'Invoices' });
  await expect(invoices).toContainText('$81.68');
  await expect(invoices).toContainText(`Autumn sale (${code}): -$24.75`);
  const [invoice] = await query<{ id: number }>(`SELECT i.id FROM invoices i JOIN users u ON u.id = i.user_id WHERE u.email = $1`, [email]);
  const token = await page.evaluate(() => localStorage.getItem('buyer_token'));
  const pdf = await page.request.get(`/api/buyer/invoice/pdf?invoice_id=${invoice?.id}`, { headers: { authorization: `Bearer ${token}` } });
  const text = pdfText(await pdf.body());
  expect(text).toContain(`Autumn sale (${code})`);
  expect(text).toContain('-$24.75');
});
