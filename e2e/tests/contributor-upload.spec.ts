import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { query } from '../support/database';
import { submitSignIn } from '../support/rate-limit';
import { sampleJpeg } from '../support/sample-images';
import { snap as screenshot } from '../support/screenshots';
import { DEMO_CONTRIBUTOR, signInThroughApi } from '../support/sessions';

const CONTRIBUTOR = { email: 'contributor@demo.lumora.example', password: 'contributor-demo-2026' };
const ADMIN = { email: 'admin@demo.lumora.example', password: 'admin-demo-2026' };
const KEYWORDS = ['harbour', 'evening', 'colour', 'shapes', 'circles'];

/** A word no demo file uses, letters only, so that the full-text search reads it as one word. */
function uniqueWord(): string {
  const digits = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return `quokka${[...digits].map((digit) => String.fromCharCode(97 + Number(digit))).join('')}`;
}

async function signIn(page: Page, path: string, formName: string, account: { email: string; password: string }) {
  await page.goto(path);
  const form = page.getByRole('form', { name: formName });
  await form.getByLabel('E-mail address').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await submitSignIn(page, form);
}

test('a contributor uploads two photos, describes and submits them, an admin approves both, and a buyer finds them', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const word = uniqueWord();
  const titles = [`Bright ${word} circles over the harbour`, `Dusky ${word} circles at the quay`];
  const files = await Promise.all(
    [1, 2].map(async (n) => ({ name: `${word}-${n}.jpg`, mimeType: 'image/jpeg', buffer: await sampleJpeg(n + 7) })),
  );

  // The contributor signs in and lands on the dashboard.
  await signIn(page, '/contributor/login', 'Sign in as a contributor', CONTRIBUTOR);
  await expect(page).toHaveURL('/contributor/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await screenshot(page, 'dashboard');

  // Upload both through the page (tus through Uppy), and wait for the server to process them.
  await page.getByRole('navigation', { name: 'Contributor' }).getByRole('link', { name: 'Upload' }).click();
  await expect(page.getByText('Your allowance')).toBeVisible();
  await screenshot(page, 'upload-empty');
  await page.getByLabel('Choose files').setInputFiles(files);
  const queue = page.getByRole('list', { name: 'Upload queue' });
  for (const file of files) {
    await expect(queue.getByRole('link', { name: `Add details to ${file.name}` })).toBeVisible({ timeout: 60_000 });
  }
  await expect(page.getByText('2 of 2 uploaded')).toBeVisible();
  await screenshot(page, 'upload-done');

  // Describe each one and submit it, starting from the uploader's links to the files.
  const editLinks = await Promise.all(
    files.map(async (file) => queue.getByRole('link', { name: `Add details to ${file.name}` }).getAttribute('href')),
  );
  for (const [index, href] of editLinks.entries()) {
    await page.goto(href as string);
    const form = page.getByRole('form', { name: 'File details' });
    await form.getByLabel(/^Title/).fill(titles[index] as string);
    const keywordField = form.getByRole('textbox', { name: 'Keywords' });
    for (const keyword of KEYWORDS) {
      await keywordField.fill(keyword);
      await keywordField.press('Enter');
    }
    await form.getByLabel('Category').selectOption({ label: 'Geometric Patterns' });
    if (index === 0) await screenshot(page, 'file-edit');
    await form.getByRole('button', { name: 'Save and submit for review' }).click();
    await expect(page.getByText(/A reviewer is looking at this file/)).toBeVisible();
  }
  await page.goto('/contributor/catalogue?status=inreview');
  await expect(page.getByRole('list', { name: 'File list' }).getByRole('link', { name: new RegExp(word) })).toHaveCount(2);
  await screenshot(page, 'catalogue-inreview');
  await page.goto('/contributor/model-releases');
  await expect(page.getByRole('heading', { level: 1, name: 'Model releases' })).toBeVisible();
  await screenshot(page, 'model-releases');

  // The admin approves both from the review queue, with the keyboard.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, '/admin/login?next=/admin/review', 'Sign in as an administrator', ADMIN);
  await expect(admin.getByRole('heading', { level: 1, name: 'Review queue' })).toBeVisible();
  await screenshot(admin, 'review-queue');
  for (const title of titles) {
    await admin
      .getByRole('list', { name: 'Files waiting for review' })
      .getByRole('button', { name: new RegExp(title) })
      .click();
    await expect(admin.getByRole('article', { name: `Reviewing ${title}` })).toBeVisible();
    await admin.keyboard.press('a');
    await expect(
      admin.getByRole('list', { name: 'Files waiting for review' }).getByRole('button', { name: new RegExp(title) }),
    ).toHaveCount(0);
  }
  await adminContext.close();

  const rows = await query<{ title: string; status: string }>('SELECT title, status FROM media_files WHERE title LIKE $1 ORDER BY title', [
    `%${word}%`,
  ]);
  expect(rows).toEqual([
    { title: titles[0], status: 'published' },
    { title: titles[1], status: 'published' },
  ]);

  // A buyer finds both by search at once.
  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  await buyer.goto(`/search?q=${word}`);
  await expect(buyer.getByTestId('file-tile')).toHaveCount(2);
  for (const title of titles) await expect(buyer.getByRole('img', { name: title })).toBeVisible();
  await buyerContext.close();

  // The contributor's dashboard shows both as published.
  await page.goto('/contributor/dashboard');
  const recent = page.getByRole('list', { name: 'Recent uploads' });
  for (const title of titles) await expect(recent.getByRole('link', { name: new RegExp(title) })).toContainText('Published');
  await screenshot(page, 'dashboard-after');

  // The profile and the contributors' blog live in the same frame, with the menu and without a footer.
  const menu = page.getByRole('navigation', { name: 'Contributor' });
  await menu.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your contributor profile' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await screenshot(page, 'profile');
  await menu.getByRole('link', { name: 'Blog' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await screenshot(page, 'contributor-blog');
});

test('an upload cut off half-way carries on from the bytes the server already has', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signInThroughApi(page, request, DEMO_CONTRIBUTOR);
  // Grain all over: a PNG of about 14 MB, so it travels in two 8 MB pieces.
  const buffer = await sharp({
    create: { width: 2600, height: 1800, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
  })
    .png({ compressionLevel: 1 })
    .toBuffer();
  expect(buffer.length).toBeGreaterThan(9 * 1024 * 1024);
  const name = `${uniqueWord()}.png`;

  // The second piece's connection is cut; the rest go through.
  const requests: string[] = [];
  let patches = 0;
  await page.route('**/api/contributor/uploads/tus/*', async (route) => {
    const method = route.request().method();
    requests.push(`${method} ${route.request().headers()['upload-offset'] ?? ''}`.trim());
    if (method === 'PATCH' && ++patches === 2) return route.abort('connectionreset');
    return route.continue();
  });

  await page.goto('/contributor/upload');
  await page.getByLabel('Choose files').setInputFiles({ name, mimeType: 'image/png', buffer });
  await expect(page.getByRole('link', { name: `Add details to ${name}` })).toBeVisible({ timeout: 90_000 });

  // After the cut, the client asked the server how much it had (HEAD) and sent only the rest from 8 MB on.
  const eightMb = String(8 * 1024 * 1024);
  expect(requests).toEqual(['PATCH 0', `PATCH ${eightMb}`, 'HEAD', `PATCH ${eightMb}`]);
  // And the server stored the whole file, byte for byte in number.
  const rows = await query<{ bytes: string }>(
    'SELECT o.bytes::text FROM media_originals o JOIN media_files f ON f.id = o.media_id WHERE f.original_filename = $1',
    [name],
  );
  expect(rows.map((row) => Number(row.bytes))).toEqual([buffer.length]);
});
