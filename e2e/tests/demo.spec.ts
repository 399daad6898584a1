import { expect, type Page, test } from '@playwright/test';
import { query } from '../support/database';
import { snap } from '../support/screenshots';
import { DEMO_ADMIN, DEMO_CONTRIBUTOR, signInThroughApi } from '../support/sessions';

/** The demo state a first start makes: a contributor with a history, and an admin with payouts to decide. */

test('the demo contributor withdraws from a lived-in balance, and the admin sees it among the payouts', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  await signInThroughApi(page, request, DEMO_CONTRIBUTOR);
  await page.goto('/contributor/earnings');
  const history = page.getByRole('list', { name: 'Withdrawals' });
  // The history left one paid and one pending withdrawal.
  await expect(history.getByText('paid', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(history.getByText('pending')).toHaveCount(1);

  const withdraw = page.getByRole('form', { name: 'Withdraw' });
  await withdraw.getByRole('button', { name: /^All / }).click();
  await withdraw.getByRole('button', { name: 'Withdraw' }).click();
  const requested = page.getByText(/Your withdrawal of \$[\d.,]+ is requested\./);
  await expect(requested).toBeVisible();
  const amount = /\$[\d.,]+/.exec((await requested.textContent()) ?? '')?.[0] ?? '';
  await expect(history.getByText('pending')).toHaveCount(2);

  const [newest] = await query<{ status: string }>(
    `SELECT w.status FROM withdrawals w JOIN users u ON u.id = w.contributor_id WHERE u.email = $1 ORDER BY w.id DESC LIMIT 1`,
    [DEMO_CONTRIBUTOR.email],
  );
  expect(newest).toEqual({ status: 'pending' });

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInThroughApi(admin, request, DEMO_ADMIN);
  await admin.goto('/admin/payouts');
  const rows = admin.getByRole('list', { name: 'To pay payouts' }).getByRole('listitem').filter({ hasText: DEMO_CONTRIBUTOR.email });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: amount })).toHaveCount(1);
  await adminContext.close();
});

async function lookAround(page: Page) {
  await page.goto('/');
  // The categories are built as their section scrolls into view.
  await page.getByRole('heading', { name: 'Browse by category' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('list', { name: 'Categories' }).getByRole('listitem')).toHaveCount(7);
  await snap(page, 'demo-home');
  await page.goto('/search?q=people');
  await expect(page.getByTestId('file-tile').first()).toBeVisible();
  await snap(page, 'demo-search-people');
}

async function contributorPages(page: Page, request: Parameters<typeof signInThroughApi>[1]) {
  await signInThroughApi(page, request, DEMO_CONTRIBUTOR);
  await page.goto('/contributor/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await snap(page, 'demo-contributor-dashboard');
  await page.goto('/contributor/earnings');
  await expect(page.getByRole('list', { name: 'Withdrawals' })).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  await snap(page, 'demo-contributor-earnings');
}

test('a newcomer finds people, categories and a contributor with a history', async ({ page, request }) => {
  await lookAround(page);
  await contributorPages(page, request);
});

test('a newcomer finds people, categories and a contributor with a history on a phone @mobile', async ({ page, request }) => {
  await lookAround(page);
  await contributorPages(page, request);
});
