import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { query } from '../support/database';

const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

test.describe('newsletter sign-up in the footer', () => {
  test('subscribes from the home page: toast, row in the database, field cleared a second later', async ({ page }) => {
    const email = uniqueEmail('Journey');
    await page.goto('/');
    const footer = page.getByTestId('site-footer');
    const input = footer.getByLabel('E-mail address');
    await input.fill(email.toUpperCase());
    await footer.getByRole('button', { name: 'Subscribe' }).click();

    const toast = page.locator('.Toastify__toast-container--top-center').getByText('Thank you for subscribing!', { exact: false });
    await expect(toast).toBeVisible();
    const rows = await query<{ email: string; unsubscribed_at: Date | null }>(
      'SELECT email, unsubscribed_at FROM newsletter_subscribers WHERE email = $1',
      [email.toLowerCase()],
    );
    expect(rows).toEqual([{ email: email.toLowerCase(), unsubscribed_at: null }]);

    await expect(input).toHaveValue('');
    // Toasts close on their own after two seconds (TOAST_AUTO_CLOSE_MS), counted by the progress bar's CSS animation
    // after the entry animation; with four browsers on two cores that chain took over four seconds of wall time in CI.
    await expect(toast).toBeHidden({ timeout: 8_000 });
  });

  test('says the address is already subscribed the second time', async ({ page }) => {
    const email = uniqueEmail('twice');
    await query('INSERT INTO newsletter_subscribers (email) VALUES ($1)', [email]);
    await page.goto('/our-story');
    const footer = page.getByTestId('site-footer');
    await footer.getByLabel('E-mail address').fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('This address is already subscribed to our newsletter.')).toBeVisible();
    const rows = await query('SELECT 1 FROM newsletter_subscribers WHERE email = $1', [email]);
    expect(rows).toHaveLength(1);
  });

  test('refuses a malformed address with "Invalid Email ID" and stores nothing', async ({ page }) => {
    // Its own address, so that other journeys subscribing at the same time do not change what is counted.
    const malformed = `not-an-email-${randomUUID()}`;
    await page.goto('/');
    const footer = page.getByTestId('site-footer');
    await footer.getByLabel('E-mail address').fill(malformed);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Invalid Email ID')).toBeVisible();
    const stored = await query<{ count: string }>('SELECT count(*) FROM newsletter_subscribers WHERE position($1 IN email) > 0', [
      malformed,
    ]);
    expect(stored[0]?.count).toBe('0');
  });
});
