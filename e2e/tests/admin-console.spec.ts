import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { newestMailTo, uniqueEmail } from '../support/buyer-accounts';
import { query } from '../support/database';
import { buyerDownloads, PAYING_BUYER_PASSWORD, payingBuyer } from '../support/licensed-buyer';
import { walk } from '../support/page-walk';
import { honouringRetryAfter, submitSignIn } from '../support/rate-limit';
import { registerAndVerify } from '../support/registration';
import { snap } from '../support/screenshots';
import { DEMO_ADMIN } from '../support/sessions';

const SUSPENDED = 'This account is suspended, so it cannot sign in. Write to support if you think this is a mistake.';
const IBAN = 'DE89370400440532013000';

/** The administrator signs in on the page; they land on the console, and the header offers their menu, not "Sign in". */
async function adminSignsIn(page: Page) {
  await page.goto('/admin/login');
  const form = page.getByRole('form', { name: 'Sign in as an administrator' });
  await form.getByLabel('E-mail address').fill(DEMO_ADMIN.email);
  await form.getByLabel('Password').fill(DEMO_ADMIN.password);
  await submitSignIn(page, form);
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { name: 'Administration', level: 1 })).toBeVisible();
}

/** A published demo image nobody else's journey uses, with a buyer who licensed it; answers the file and the buyer. */
async function licensedFile(request: APIRequestContext, email: string) {
  const [row] = await query<{ id: string; title: string }>(
    // Any of the first twenty, or of fewer when other journeys' reviews and take-downs leave fewer published.
    `SELECT id, title FROM media_files WHERE status = 'published' AND type = 'IMAGE' ORDER BY popularity_score DESC, id DESC
     OFFSET $1::int % GREATEST(1, (SELECT count(*) FROM media_files WHERE status = 'published' AND type = 'IMAGE'))::int LIMIT 1`,
    [Math.floor(Math.random() * 20)],
  );
  if (!row) throw new Error('The e2e catalogue has no published image: is demo data turned on?');
  // pg reads a bigint as text.
  const file = { id: Number(row.id), title: row.title };
  const authorization = await buyerDownloads(request, file.id, await payingBuyer(request, email));
  return { file, authorization };
}

test('suspend: the buyer is refused at sign-in with a clear message and keeps the licence', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('suspended');
  const { file } = await licensedFile(request, email);
  await adminSignsIn(page);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true })).toHaveCount(0);
  await snap(page, 'admin-home');

  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'People' }).click();
  const find = page.getByRole('form', { name: 'Find people' });
  await find.getByLabel('E-mail, name or id').fill(email);
  await find.getByRole('button', { name: 'Search' }).click();
  // The list shows everyone until the search answers: open the row of this address, once it is there.
  await page.getByRole('list', { name: 'People found' }).getByRole('listitem').filter({ hasText: email }).getByRole('link').click();
  await expect(page.getByText(email)).toBeVisible();
  await snap(page, 'admin-person');
  const suspend = page.getByRole('form', { name: 'Suspend' });
  await suspend.getByLabel(/Reason/).fill('Chargeback fraud reported by the bank');
  await suspend.getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByText(/is suspended; \d+ session\(s\) ended/)).toBeVisible();
  await expect(page.getByText('Suspended on')).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto('/buyer/login');
  const form = visitor.getByRole('form', { name: 'Sign in as a buyer' });
  await form.getByLabel('E-mail address').fill(email);
  await form.getByLabel('Password').fill(PAYING_BUYER_PASSWORD);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(visitor.getByText(SUSPENDED).first()).toBeVisible();
  await visitor.close();

  const licences = await query<{ n: string }>(
    'SELECT count(*) AS n FROM licences l JOIN users u ON u.id = l.buyer_user_id WHERE u.email = $1 AND l.file_id = $2',
    [email, file.id],
  );
  expect(Number(licences[0]?.n)).toBe(1);
  const [audit] = await query<{ action: string; reason: string }>(
    `SELECT a.action, a.reason FROM admin_audit a JOIN users u ON a.target_id = u.id::text WHERE a.target_type = 'user' AND u.email = $1`,
    [email],
  );
  expect(audit).toEqual({ action: 'user.suspend', reason: 'Chargeback fraud reported by the bank' });
});

test('take-down: the file leaves search at once, and the buyer who licensed it still downloads it', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { file, authorization } = await licensedFile(request, uniqueEmail('licensee'));
  // A title no other file has, so that the search below names this file alone.
  const word = `zq${Date.now().toString(36)}`;
  await query(`UPDATE media_files SET title = $1 WHERE id = $2`, [`Harbour ${word}`, file.id]);
  await query('SELECT refresh_media_search_vectors($1::bigint[])', [[file.id]]);
  const searchIds = async () => {
    const answer = await request.get(`/api/fetch?query=${word}`);
    return ((await answer.json()) as { data: { results: { media_id: number }[] } }).data.results.map((r) => r.media_id);
  };
  expect(await searchIds()).toContain(file.id);

  await adminSignsIn(page);
  await page.goto('/admin/files');
  const find = page.getByRole('form', { name: 'Find files' });
  await find.getByLabel('Title or id').fill(String(file.id));
  await find.getByRole('button', { name: 'Search' }).click();
  const found = page.getByRole('list', { name: 'Files found' }).getByRole('listitem');
  await expect(found).toHaveCount(1);
  await found.getByText('Take down…').click();
  const takeDown = page.getByRole('form', { name: `Take down file ${file.id}` });
  await takeDown.getByLabel('Ground').selectOption('rights_complaint');
  await takeDown.getByLabel(/Reason/).fill('The photographer sent proof of authorship');
  await snap(page, 'admin-files');
  await takeDown.getByRole('button', { name: 'Take down' }).click();
  await expect(page.getByText('The file is taken down. Buyers who licensed it keep their downloads.')).toBeVisible();

  expect(await searchIds()).not.toContain(file.id);
  expect((await request.get(`/api/file?media_id=${file.id}`)).status()).toBe(404);
  const [format] = await query<{ id: number }>('SELECT id FROM media_formats WHERE media_id = $1 ORDER BY position DESC LIMIT 1', [
    file.id,
  ]);
  const again = await request.post('/api/buyer/file/download', {
    headers: { authorization },
    data: { media_format_id: Number(format?.id) },
  });
  expect(again.status(), await again.text()).toBe(200);

  await found.getByText('Restore…').click();
  const restore = page.getByRole('form', { name: `Restore file ${file.id}` });
  await restore.getByLabel(/Reason/).fill('Complaint withdrawn');
  await restore.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('The file is on sale again.')).toBeVisible();
  expect(await searchIds()).toContain(file.id);
});

/** A contributor with $80 of royalties, verified IBAN details, who asked to withdraw $55.25. */
async function contributorWithWithdrawal(request: APIRequestContext, holder: string) {
  const email = uniqueEmail('payee');
  const password = 'teal-orchard-window-88';
  await registerAndVerify(request, { name: holder, email, password, isContributor: true });
  const login = await honouringRetryAfter(() => request.post('/api/login', { data: { email, password, role: 'contributor' } }));
  const headers = { authorization: `Bearer ${(await login.json()).data.token}` };
  const [user] = await query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
  // Royalties as a licence books them: one balanced transaction.
  await query(
    `WITH t AS (INSERT INTO ledger_transactions (kind, reference) VALUES ('licence', $2) RETURNING id)
     INSERT INTO ledger_postings (transaction_id, account, amount_cents)
     SELECT id, 'platform:royalty_expense', 8000 FROM t UNION ALL SELECT id, $1, -8000 FROM t`,
    [`contributor:${user?.id}:royalties_payable`, `e2e-royalty:${email}`],
  );
  const bank = await request.post('/api/contributor/add/bank/details', {
    headers,
    data: { account_holder_name: holder, bank_name: 'Deutsche Bank', country: 'DE', iban: IBAN, password },
  });
  expect(bank.ok(), await bank.text()).toBe(true);
  await query('UPDATE bank_details SET verified_at = now() WHERE user_id = $1', [user?.id]);
  const asked = await request.post('/api/contributor/withdraw', { headers, data: { amount: 55.25 } });
  expect(asked.ok(), await asked.text()).toBe(true);
  return { email, withdrawalId: (await asked.json()).data.withdrawal.id as number };
}

test('payout batch: approved, exported after the password, the ISO 20022 transfer file checks out, the item is paid and its contributor e-mailed', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const holder = `Payee ${Date.now().toString(36)} & Söhne`;
  const payee = await contributorWithWithdrawal(request, holder);
  await adminSignsIn(page);
  await page.goto('/admin/payout-batches');
  const newBatch = page.getByRole('form', { name: 'New payout batch' });
  await newBatch.getByRole('listitem').filter({ hasText: holder }).getByRole('checkbox').check();
  await newBatch.getByRole('button', { name: 'Approve 1 into a batch' }).click();
  await expect(page.getByText(/Batch \d+: 1 payout\(s\), \$55\.25\./)).toBeVisible();
  const batch = page.getByRole('list', { name: 'Payout batches' }).getByRole('listitem').first();
  await expect(batch).toContainText('$55.25');
  await batch.getByRole('button', { name: 'Export bank files' }).click();
  await batch.getByLabel('Your password, again').fill(DEMO_ADMIN.password);
  await snap(page, 'admin-payout-batches');
  const [download] = await Promise.all([page.waitForEvent('download'), batch.getByRole('button', { name: 'Confirm and export' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^payout-batch-\d+-\d{4}-\d{2}-\d{2}\.xml$/);
  const xml = await (await import('node:fs/promises')).readFile(await download.path(), 'utf8');
  // Parsed as a bank's software would: a namespaced XML document.
  const facts = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const one = (tag: string) => doc.getElementsByTagName(tag)[0]?.textContent ?? null;
    return {
      namespace: doc.documentElement.namespaceURI,
      count: one('NbOfTxs'),
      sum: one('CtrlSum'),
      iban: doc.getElementsByTagName('CdtrAcct')[0]?.getElementsByTagName('IBAN')[0]?.textContent,
      amount: one('InstdAmt'),
      name: doc.getElementsByTagName('Cdtr')[0]?.getElementsByTagName('Nm')[0]?.textContent,
    };
  }, xml);
  expect(facts).toEqual({
    namespace: 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.03',
    count: '1',
    sum: '55.25',
    iban: IBAN,
    amount: '55.25',
    name: holder,
  });

  await page.goto('/admin/payouts');
  const row = page.getByRole('list', { name: 'To pay payouts' }).getByRole('listitem').filter({ hasText: payee.email });
  await row.getByRole('button', { name: 'Mark paid' }).click();
  await row.getByLabel('Transfer reference (optional)').fill('SEPA-E2E-1');
  await row.getByRole('button', { name: 'Confirm paid' }).click();
  await expect(page.getByText(/as paid\./)).toBeVisible();
  expect(await newestMailTo(page, payee.email)).toContain('$55.25 is on its way');
});

for (const width of [1280, 390]) {
  test(`every console page at ${width} px${width === 390 ? ' @mobile' : ''}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await adminSignsIn(page);
    const [person] = await query<{ id: number }>(`SELECT id FROM users WHERE 'buyer' = ANY (roles) ORDER BY id LIMIT 1`);
    for (const [path, name] of [
      ['/admin', 'admin-home'],
      ['/admin/users', 'admin-people'],
      [`/admin/users/${person?.id}`, 'admin-person'],
      ['/admin/files', 'admin-files'],
      ['/admin/payout-batches', 'admin-payout-batches'],
    ] as const) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      await snap(page, `${name}-page`);
    }
  });
}

test('pricing and home page: a promo code and a category order changed in the console show on the public side', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const buyerAuthorization = await payingBuyer(request, uniqueEmail('promo'));
  const quote = async (code: string) => {
    const answer = await request.get(`/api/buyer/plan/variant/details?plan_variant_id=21&offer=${code}`, {
      headers: { authorization: buyerAuthorization },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    return (await answer.json()).data as { discount_cents: number; offer_error: string | null };
  };
  await adminSignsIn(page);
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Pricing' }).click();
  await expect(page.getByRole('heading', { name: 'Pricing', level: 1 })).toBeVisible();
  await page.getByLabel(/Your password, again/).fill(DEMO_ADMIN.password);
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  const form = page.getByRole('form', { name: 'New promo code' });
  await form.getByLabel('Code').fill(code);
  await form.getByLabel('Description').fill('Journey discount');
  await form.getByLabel('Percent', { exact: true }).fill('30');
  await form.getByRole('checkbox', { name: 'Pro' }).check();
  await form.getByLabel('Reason').fill('Partner campaign');
  await form.getByRole('button', { name: 'Create promo code' }).click();
  await expect(page.getByText(`The promo code ${code} is created.`)).toBeVisible();
  expect(await quote(code)).toMatchObject({ discount_cents: 2_970, offer_error: null });

  // Changed: switched off, with the password typed again.
  await page.getByLabel(/Your password, again/).fill(DEMO_ADMIN.password);
  const toggle = page.getByRole('form', { name: `Deactivate ${code}` });
  await toggle.getByLabel(/Reason/).fill('Campaign cancelled');
  await toggle.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText(`The promo code ${code} is off.`)).toBeVisible();
  expect(await quote(code)).toMatchObject({ discount_cents: 0, offer_error: `The promo code ${code} is no longer valid.` });
  const [audited] = await query<{ n: string }>(
    `SELECT count(*) AS n FROM admin_audit WHERE target_type = 'promo_code' AND action LIKE 'pricing.promo_%' AND details->'new'->>'code' = $1`,
    [code],
  );
  expect(Number(audited?.n)).toBe(2);

  // The second category of the home page moves to the front, and the public home page shows it there at once.
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Home page' }).click();
  const arrangement = page.getByRole('list', { name: 'Home page categories' });
  const secondName = (await arrangement.getByRole('listitem').nth(1).locator('label').first().innerText()).replace(
    /\s*\((image|video)\)$/,
    '',
  );
  const moveUp = arrangement.getByRole('button', { name: `Move ${secondName} Up` });
  await moveUp.click();
  const save = page.getByRole('form', { name: 'Save the home page categories' });
  await save.getByLabel(/Reason/).fill('Seasonal highlight');
  await save.getByRole('button', { name: 'Save categories' }).click();
  await expect(page.getByText(/The home page shows \d+ categories in the new order\./)).toBeVisible();

  const visitor = await page.context().browser()?.newPage();
  if (!visitor) throw new Error('no browser');
  await visitor.goto('/');
  await visitor.getByRole('heading', { name: 'Browse by category' }).scrollIntoViewIfNeeded();
  const tiles = visitor.getByRole('list', { name: 'Categories' }).getByRole('link');
  await expect(tiles.first()).toContainText(secondName);
  await visitor.close();

  // Put the order back for the other journeys.
  await page.reload();
  await page
    .getByRole('list', { name: 'Home page categories' })
    .getByRole('button', { name: `Move ${secondName} Down` })
    .click();
  const restore = page.getByRole('form', { name: 'Save the home page categories' });
  await restore.getByLabel(/Reason/).fill('Back to the usual order');
  await restore.getByRole('button', { name: 'Save categories' }).click();
  await expect(page.getByText(/The home page shows \d+ categories in the new order\./).first()).toBeVisible();

  // The console pages themselves, on a desktop and on a phone.
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await walk(page, ['/admin/pricing', '/admin/home-page'], `admin-curation-${viewport.width}-`);
  }
});
