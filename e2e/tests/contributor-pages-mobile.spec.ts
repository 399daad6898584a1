import { expect, test } from '@playwright/test';
import { sampleJpeg } from '../support/sample-images';
import { snap as screenshot } from '../support/screenshots';
import { DEMO_ADMIN, DEMO_CONTRIBUTOR, signInThroughApi } from '../support/sessions';

test('@mobile on a phone, a contributor describes a multipart upload and adds a release, and an admin approves it', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  const token = await signInThroughApi(page, request, DEMO_CONTRIBUTOR);
  const title = `Phone review ${Date.now()} circles`;
  const uploaded = await request.post('/api/contributor/upload', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { files: { name: 'phone.jpg', mimeType: 'image/jpeg', buffer: await sampleJpeg(Date.now() % 997) } },
  });
  expect(uploaded.status()).toBe(200);
  const mediaId = ((await uploaded.json()) as { data: { files: { media_id: number }[] } }).data.files[0]?.media_id as number;

  await page.goto('/contributor/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // The menu is a row that scrolls sideways; every page of the area is in it.
  await expect(page.getByRole('navigation', { name: 'Contributor' }).getByRole('link', { name: 'Model releases' })).toBeAttached();
  await screenshot(page, 'dashboard');
  await page.goto('/contributor/upload');
  await expect(page.getByText('Your allowance')).toBeVisible();
  await screenshot(page, 'upload');
  await page.goto('/contributor/catalogue');
  await expect(page.getByRole('list', { name: 'File list' })).toBeVisible();
  await screenshot(page, 'catalogue');

  // A release, with the model's name and age group.
  await page.goto('/contributor/model-releases');
  const releaseForm = page.getByRole('form', { name: 'Add a model release' });
  await releaseForm.getByLabel("Model's name").fill('Mia Chen');
  await releaseForm.getByLabel('Age group').selectOption({ label: 'Adults' });
  await releaseForm.getByLabel('Signed release').setInputFiles({ name: 'mia.jpg', mimeType: 'image/jpeg', buffer: await sampleJpeg(3) });
  await releaseForm.getByRole('button', { name: 'Add release' }).click();
  await expect(page.getByRole('list', { name: 'Release list' }).getByText('Mia Chen').first()).toBeVisible();
  await screenshot(page, 'model-releases');

  // The file, once processed: details, one person with the release, submitted.
  await page.goto(`/contributor/catalogue/${mediaId}`);
  const form = page.getByRole('form', { name: 'File details' });
  await expect(form.getByRole('button', { name: 'Save and submit for review' })).toBeEnabled({ timeout: 60_000 });
  await form.getByLabel(/^Title/).fill(title);
  for (const keyword of ['phone', 'circles', 'colour', 'review', 'shapes']) {
    await form.getByRole('textbox', { name: 'Keywords' }).fill(keyword);
    await form.getByRole('textbox', { name: 'Keywords' }).press('Enter');
  }
  await form.getByLabel('Category').selectOption({ label: 'Textures' });
  await form.getByLabel('Number of people').fill('1');
  await form
    .locator('label')
    .filter({ hasText: /^Adults$/ })
    .click();
  await form
    .getByRole('checkbox', { name: /Mia Chen/ })
    .first()
    .check();
  await screenshot(page, 'file-edit');
  await form.getByRole('button', { name: 'Save and submit for review' }).click();
  await expect(page.getByText(/A reviewer is looking at this file/)).toBeVisible();

  // The admin, on a phone too, approves it with the button.
  const adminContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const admin = await adminContext.newPage();
  await signInThroughApi(admin, request, DEMO_ADMIN);
  await admin.goto('/admin/review');
  await admin
    .getByRole('list', { name: 'Files waiting for review' })
    .getByRole('button', { name: new RegExp(title) })
    .click();
  const article = admin.getByRole('article', { name: `Reviewing ${title}` });
  await expect(article.getByRole('list', { name: 'Model releases' })).toContainText('Mia Chen');
  await screenshot(admin, 'review-queue');
  await article.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByRole('list', { name: 'Files waiting for review' }).getByRole('button', { name: new RegExp(title) })).toHaveCount(
    0,
  );
  await adminContext.close();
});
