import { expect, type Page, test } from '@playwright/test';
import { query } from '../support/database';
import { buyerDownloads, signedUp } from '../support/licensed-buyer';
import { submitSignIn } from '../support/rate-limit';

// A contributor of its own: the demo contributor already has bank details and withdrawals from the demo history.
const CONTRIBUTOR = { email: `earnings-contributor-${Date.now()}@example.com`, password: 'copper-kettle-harbour-19' };
const ADMIN = { email: 'admin@demo.lumora.example', password: 'admin-demo-2026' };

async function signIn(page: Page, role: 'contributor' | 'admin', account: { email: string; password: string }, next: string) {
  await page.goto(`/${role}/login?next=${encodeURIComponent(next)}`);
  const form = page.getByRole('form', { name: `Sign in as ${role === 'admin' ? 'an administrator' : 'a contributor'}` });
  await form.getByLabel('E-mail address').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await submitSignIn(page, form);
  await expect(page).toHaveURL(next);
}

/** The newest bank-details code e-mailed to the contributor, read from the dev mailbox in a tab of its own. */
async function bankCode(page: Page): Promise<string> {
  const mailbox = await page.context().newPage();
  try {
    await mailbox.goto('/dev/mailbox');
    const subject =
      (await mailbox
        .locator('article')
        .filter({ hasText: `To ${CONTRIBUTOR.email}` })
        .filter({ hasText: 'Confirm your bank details' })
        .first()
        .locator('h3')
        .textContent()) ?? '';
    const code = /\b(\d{6})\b/.exec(subject)?.[1];
    if (!code) throw new Error(`No code in "${subject}"`);
    return code;
  } finally {
    await mailbox.close();
  }
}

test('a buyer licenses a file; its contributor sees the royalty, adds bank details, withdraws; an admin pays it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  await signedUp(request, CONTRIBUTOR, true);
  // The contributor owns one of the demo catalogue's published files.
  const [contributor] = await query<{ id: number }>('SELECT id FROM users WHERE email = $1', [CONTRIBUTOR.email]);
  const [file] = await query<{ id: number; title: string }>(
    `UPDATE media_files SET contributor_id = $1
     WHERE id = (SELECT id FROM media_files WHERE status = 'published' AND type = 'IMAGE' ORDER BY popularity_score, id LIMIT 1)
     RETURNING id, title`,
    [contributor?.id],
  );
  if (!file) throw new Error('The e2e catalogue has no published image: is demo data turned on?');
  await buyerDownloads(request, file.id);
  const [licence] = await query<{ royalty_cents: number }>(
    'SELECT royalty_cents FROM licences WHERE file_id = $1 ORDER BY id DESC LIMIT 1',
    [file.id],
  );
  expect(licence?.royalty_cents).toBeGreaterThan(0);
  const royalty = `$${((licence?.royalty_cents ?? 0) / 100).toFixed(2)}`;

  // The contributor sees the download as a line of the royalty statement.
  await signIn(page, 'contributor', CONTRIBUTOR, '/contributor/earnings');
  const statement = page.getByRole('region', { name: 'Royalty statement' });
  const line = statement.getByRole('row').filter({ hasText: file.title });
  await expect(line).toBeVisible({ timeout: 15_000 });
  await expect(line).toContainText(royalty);
  await expect(line).toContainText('Level');
  await expect(page.locator('footer')).toHaveCount(0);

  // Bank details, confirmed with the e-mailed code.
  await page.getByRole('link', { name: 'Add bank details' }).click();
  await expect(page).toHaveURL('/contributor/bank-details');
  const form = page.getByRole('form', { name: 'Bank details' });
  await form.getByLabel('Account holder').fill('Demo Contributor');
  await form.getByLabel('Bank name').fill('Deutsche Bank');
  await form.getByLabel('Country of the bank').selectOption('DE');
  await form.getByRole('textbox', { name: 'IBAN' }).fill('DE89 3704 0044 0532 0130 00');
  await form.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`We sent a code to ${CONTRIBUTOR.email}.`)).toBeVisible();
  await form.getByLabel('Code from the e-mail').fill(await bankCode(page));
  await form.getByRole('button', { name: 'Add bank details' }).click();
  await expect(page.getByText('•••• 3000')).toBeVisible();
  await expect(page.getByText(/^Confirmed/)).toBeVisible();
  const [stored] = await query<{ sealed_numbers: string }>('SELECT sealed_numbers FROM bank_details WHERE user_id = $1', [contributor?.id]);
  expect(stored?.sealed_numbers).not.toContain('0532013000');

  // Withdraw the whole balance.
  await page.goto('/contributor/earnings');
  const withdraw = page.getByRole('form', { name: 'Withdraw' });
  await withdraw.getByRole('button', { name: /^All / }).click();
  await withdraw.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText(/Your withdrawal of \$[\d.,]+ is requested\./)).toBeVisible();
  const history = page.getByRole('list', { name: 'Withdrawals' });
  await expect(history.getByText('pending')).toBeVisible();

  // An administrator pays it on the payouts page.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin', ADMIN, '/admin/payouts');
  const row = admin.getByRole('list', { name: 'To pay payouts' }).getByRole('listitem').filter({ hasText: CONTRIBUTOR.email });
  await row.getByRole('button', { name: 'Mark paid' }).click();
  await row.getByLabel('Transfer reference (optional)').fill('SEPA-E2E-1');
  await row.getByRole('button', { name: 'Confirm paid' }).click();
  await expect(admin.getByText(/Marked \$[\d.,]+ to .+ as paid\./)).toBeVisible();
  await adminContext.close();

  // The contributor sees it paid, the e-mail says so, and the ledger still sums to zero.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Withdrawals' }).getByText('paid', { exact: true })).toBeVisible();
  const [withdrawal] = await query<{ status: string; payout_reference: string }>(
    'SELECT status, payout_reference FROM withdrawals WHERE contributor_id = $1 ORDER BY id DESC LIMIT 1',
    [contributor?.id],
  );
  expect(withdrawal).toEqual({ status: 'paid', payout_reference: 'SEPA-E2E-1' });
  const [ledger] = await query<{ total: string }>('SELECT coalesce(sum(amount_cents), 0)::text AS total FROM ledger_postings');
  expect(ledger?.total).toBe('0');
  await page.goto('/dev/mailbox');
  await expect(
    page
      .locator('article')
      .filter({ hasText: `To ${CONTRIBUTOR.email}` })
      .filter({ hasText: 'is on its way' })
      .first(),
  ).toBeVisible();
});
