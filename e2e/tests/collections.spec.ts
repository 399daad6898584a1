import { expect, type Page, test } from '@playwright/test';
import { JOURNEY_PASSWORD, newestMailTo, signInAsBuyer, uniqueEmail, verifiedBuyer } from '../support/buyer-accounts';
import { query } from '../support/database';
import { submitHonouringRateLimit } from '../support/rate-limit';

const shots = process.env.SCREENSHOT_DIR;
const screenshot = async (page: Page, name: string) => {
  if (!shots) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: false });
};

// Long journeys through several pages and two browsers: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

async function twoPublishedImages() {
  const rows = await query<{ id: string; slug: string; title: string }>(
    `SELECT id, slug, title FROM media_files WHERE status = 'published' AND type = 'IMAGE' AND is_safe ORDER BY popularity_score DESC, id LIMIT 2`,
  );
  if (rows.length < 2) throw new Error('The e2e catalogue needs two published images: is demo data turned on?');
  return rows.map((row) => ({ ...row, path: `/file/${row.id}-${row.slug}` }));
}

test('a buyer saves two files to a new collection, renames it, shares it, and the link opens for anyone until turned off', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('collector');
  await verifiedBuyer(page, 'Collector Journey', email);
  const [first, second] = await twoPublishedImages();
  if (!first || !second) throw new Error('two images expected');

  // Signed out, the heart sends the buyer to sign in, and back to the same file with the save dialog open.
  await page.goto(first.path);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/buyer\/login\?next=/);
  await signInAsBuyer(page, email);
  await expect(page).toHaveURL(first.path);
  const dialog = page.getByRole('dialog', { name: 'Save to collections' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('You have no collections yet.')).toBeVisible();
  await dialog.getByLabel('New collection').fill('Alps shortlist');
  await dialog.getByRole('button', { name: 'Create and save' }).click();
  await expect(dialog.getByRole('checkbox', { name: /Alps shortlist/ })).toBeChecked();
  await screenshot(page, 'save-dialog-desktop');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute('aria-pressed', 'true');

  // The second file goes into the same collection from its page.
  await page.goto(second.path);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await dialog.getByRole('checkbox', { name: /Alps shortlist/ }).check();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved to Alps shortlist')).toBeVisible();

  // The list shows it with its count; its page renames it.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Buyer:/ })
    .click();
  await page.getByRole('banner').getByRole('link', { name: 'Your collections' }).click();
  await expect(page).toHaveURL('/buyer/collections');
  const card = page.getByRole('link', { name: /Alps shortlist/ });
  await expect(card).toContainText('2 files');
  await screenshot(page, 'collections-desktop');
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Alps shortlist' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Alps shortlist' }).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Rename' }).click();
  await page.getByLabel('Collection name').fill('Alps final');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Alps final' })).toBeVisible();
  const [stored] = await query<{ name: string }>(
    'SELECT c.name FROM buyer_collections c JOIN users u ON u.id = c.owner_id WHERE u.email = $1',
    [email],
  );
  expect(stored?.name).toBe('Alps final');
  await screenshot(page, 'collection-desktop');

  // Share it: anyone opens the link in a browser with no session, read-only.
  await page.getByRole('button', { name: 'Share' }).click();
  const share = page.getByRole('dialog', { name: /Share/ });
  await share.getByRole('button', { name: 'Create link' }).click();
  const link = await share.getByLabel('Share link').inputValue();
  expect(link).toMatch(/\/shared\/collections\/[\w-]{32}$/);
  await screenshot(page, 'share-dialog-desktop');
  const stranger = await browser.newContext();
  const visitor = await stranger.newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Alps final' })).toBeVisible();
  await expect(visitor.getByText('Shared by Collector Journey · 2 files')).toBeVisible();
  await expect(visitor.getByRole('list', { name: 'Alps final' }).getByRole('img')).toHaveCount(2);
  await expect(visitor.getByRole('button', { name: 'Rename' })).toHaveCount(0);
  await screenshot(visitor, 'shared-desktop');

  // Turned off, the same link shows a clear page.
  await share.getByRole('button', { name: 'Turn off link' }).click();
  await expect(share.getByText('The collection is private: no link is on.')).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
  await expect(visitor.getByText('The owner has turned this share link off.')).toBeVisible();
  await screenshot(visitor, 'shared-revoked-desktop');
  await stranger.close();
});

test('@mobile the collections and saved searches pages fit a phone', async ({ page }) => {
  const email = uniqueEmail('phone-collector');
  await verifiedBuyer(page, 'Phone Collector', email);
  const [first] = await twoPublishedImages();
  if (!first) throw new Error('an image expected');
  await page.goto('/buyer/collections');
  await signInAsBuyer(page, email);
  await expect(page).toHaveURL('/buyer/collections');
  await expect(page.getByText('No collections yet')).toBeVisible();
  await page.getByLabel('New collection').fill('Phone picks');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('link', { name: /Phone picks/ })).toContainText('0 files');
  await page.goto(first.path);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Save to collections' });
  await dialog.getByRole('checkbox', { name: /Phone picks/ }).check();
  await screenshot(page, 'save-dialog-mobile');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
  await page.goto('/buyer/collections');
  await expect(page.getByRole('link', { name: /Phone picks/ })).toContainText('1 file');
  await screenshot(page, 'collections-mobile');
  await page.getByRole('link', { name: /Phone picks/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Phone picks' })).toBeVisible();
  await screenshot(page, 'collection-mobile');

  // A search saved from the results shows on the saved searches page.
  await page.goto('/search?q=sky');
  await page.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByText('Saved "sky images"')).toBeVisible();
  await page.goto('/buyer/saved-searches');
  await expect(page.getByRole('article', { name: 'sky images' })).toBeVisible();
  const [stored] = await query<{ filters: { query: string; type: string } }>(
    'SELECT s.filters FROM saved_searches s JOIN users u ON u.id = s.user_id WHERE u.email = $1',
    [email],
  );
  expect(stored?.filters).toEqual({ query: 'sky', type: 'IMAGE' });
  await screenshot(page, 'saved-searches-mobile');
});

/** Olive Owner, signed in on her team page with the Team plan (paid with the test card through the API). */
async function ownerOnTeamPlan(page: Page, ownerEmail: string) {
  await verifiedBuyer(page, 'Olive Owner', ownerEmail);
  await page.goto('/buyer/team');
  await signInAsBuyer(page, ownerEmail);
  await expect(page).toHaveURL('/buyer/team');
  const ownerToken = await page.evaluate(() => localStorage.getItem('buyer_token'));
  const auth = { authorization: `Bearer ${ownerToken}` };
  const checkout = await page.request.post('/api/buyer/order/checkout', {
    headers: auth,
    data: { plan_variant_id: 31, idempotency_key: crypto.randomUUID() },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const paid = await page.request.post('/api/buyer/order/pay/test-card', {
    headers: auth,
    data: {
      order_id: (await checkout.json()).data.order.order_id,
      card_number: '4242 4242 4242 4242',
      exp_month: 12,
      exp_year: 2099,
      cvc: '123',
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  await page.reload();
  await expect(page.getByTestId('downloads-left')).toHaveText('150 of 150');
}

/** The owner invites `email` from the team page; returns the link in the invitation e-mail. */
async function invite(page: Page, email: string): Promise<string> {
  await page.getByLabel('Invite by e-mail').fill(email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText('Invited');
  const link = /(http:\/\/\S+\/buyer\/team\/join\?token=[\w-]+)/.exec(await newestMailTo(page, email))?.[1];
  expect(link).toBeTruthy();
  return link as string;
}

test('a team owner invites a member, who joins from the e-mail and downloads under the owner’s plan', async ({ page, browser }) => {
  const ownerEmail = uniqueEmail('team-owner');
  const memberEmail = uniqueEmail('team-member');
  await verifiedBuyer(page, 'Milo Member', memberEmail);
  await ownerOnTeamPlan(page, ownerEmail);
  const link = await invite(page, memberEmail);

  // The member opens the link in their own browser, signs in, and joins.
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await member.goto(link as string);
  await member.getByRole('link', { name: 'Sign in to join' }).click();
  await signInAsBuyer(member, memberEmail);
  await expect(member.getByRole('heading', { name: "Welcome to Olive Owner's team" })).toBeVisible();

  // The member downloads a file: the owner's quota drops and the member's count shows it.
  const [format] = await query<{ id: string }>(
    `SELECT mf.id FROM media_formats mf JOIN media_files f ON f.id = mf.media_id
      WHERE f.status = 'published' AND f.type = 'IMAGE' AND mf.name = 'original' ORDER BY f.id LIMIT 1`,
  );
  const memberToken = await member.evaluate(() => localStorage.getItem('buyer_token'));
  const downloaded = await member.request.post('/api/buyer/file/download', {
    headers: { authorization: `Bearer ${memberToken}` },
    data: { media_format_id: Number(format?.id) },
  });
  expect(downloaded.status(), await downloaded.text()).toBe(200);
  await member.getByRole('link', { name: 'See your team' }).click();
  await expect(member.getByText("You download under Olive Owner's plan")).toBeVisible();
  await memberContext.close();

  await page.reload();
  await expect(page.getByTestId('downloads-left')).toHaveText('149 of 150');
  const row = page.getByRole('row', { name: new RegExp(memberEmail) });
  await expect(row).toContainText('Active');
  // On a phone the cell carries its column's name; on a desktop the header does.
  await expect(row.getByRole('cell').nth(2)).toHaveText('1', { useInnerText: true });
  await screenshot(page, 'team-desktop');
});

test('someone with no account opens the invitation, signs up, verifies and lands in the team', async ({ page, browser }) => {
  const newcomerEmail = uniqueEmail('team-newcomer');
  await ownerOnTeamPlan(page, uniqueEmail('team-owner'));
  const link = await invite(page, newcomerEmail);
  const joinPath = new URL(link).pathname + new URL(link).search;

  const newcomerContext = await browser.newContext();
  const newcomer = await newcomerContext.newPage();
  await newcomer.goto(link);
  await newcomer.getByRole('link', { name: 'Create an account' }).click();
  // The invitation names its address, and sign-up starts with it filled in.
  await expect(newcomer).toHaveURL(`/buyer/signup?next=${encodeURIComponent(joinPath)}&email=${encodeURIComponent(newcomerEmail)}`);
  const signup = newcomer.getByRole('form', { name: 'Create a buyer account' });
  await expect(signup.getByLabel('E-mail address')).toHaveValue(newcomerEmail);
  await signup.getByLabel('Full name').fill('Nina Newcomer');
  await signup.getByLabel('Password', { exact: true }).fill(JOURNEY_PASSWORD);
  await signup.getByLabel('Confirm password').fill(JOURNEY_PASSWORD);
  // The address to return to rides along verification, which signs the newcomer in.
  await submitHonouringRateLimit(
    newcomer,
    signup.getByRole('button', { name: 'Create account' }),
    `/buyer/verify?email=${encodeURIComponent(newcomerEmail)}&next=${encodeURIComponent(joinPath)}`,
  );
  const code = /\b(\d{6})\b/.exec(await newestMailTo(newcomer, newcomerEmail))?.[1];
  expect(code, `a code e-mailed to ${newcomerEmail}`).toBeTruthy();
  await newcomer.getByRole('textbox', { name: 'E-mail code' }).fill(code as string);
  await newcomer.getByRole('button', { name: 'Verify' }).click();
  await expect(newcomer).toHaveURL(joinPath);
  await expect(newcomer.getByRole('heading', { name: "Welcome to Olive Owner's team" })).toBeVisible();
  await newcomerContext.close();

  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(newcomerEmail) })).toContainText('Active');
});
