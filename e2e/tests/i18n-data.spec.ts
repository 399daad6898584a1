import { expect, type Page, test } from '@playwright/test';
import { snap } from '../support/screenshots';
import { DEMO_ADMIN, DEMO_CONTRIBUTOR, signInThroughApi } from '../support/sessions';

/** The page at the desktop width, then at a phone's. */
async function snapBoth(page: Page, name: string) {
  await snap(page, name);
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, name);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a German contributor reads the reasons a file was rejected in German', async ({ page, request }) => {
  const token = await signInThroughApi(page, request, DEMO_CONTRIBUTOR);
  const listed = await request.get('/api/contributor/files?status=rejected', { headers: { authorization: `Bearer ${token}` } });
  const file = ((await listed.json()) as { data: { results: { media_id: number }[] } }).data.results[0];
  expect(file).toBeDefined();
  await page.goto(`/contributor/catalogue/${file?.media_id}?lang=de`);
  await expect(page.getByText('Abgelehnt: Ähnlicher Inhalt, Metadaten')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Statusverlauf' }).getByText('Ähnlicher Inhalt, Metadaten')).toBeVisible();
  await snapBoth(page, 'contributor-file-rejected-de');
});

test('an administrator names a category in the other languages, and German readers see it', async ({ page, request }) => {
  await signInThroughApi(page, request, DEMO_ADMIN);
  await page.goto('/admin/categories');
  await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ label: 'Photos / Abstract & Backgrounds / Textures' });
  const form = page.getByRole('form', { name: 'Names of Textures in other languages' });
  // The demo's categories come with names in every language; the administrator changes the German one.
  await expect(form.getByLabel('日本語')).toHaveValue('テクスチャ');
  await form.getByLabel('Deutsch').fill('Oberflächen');
  await form.getByLabel(/Reason/).fill('A word German buyers search for');
  await form.getByRole('button', { name: 'Save names' }).click();
  await expect(page.getByText('The category Textures is saved.')).toBeVisible();
  await expect(form.getByLabel('Deutsch')).toHaveValue('Oberflächen');
  await snapBoth(page, 'admin-category-names');
  const tree = await request.get('/api/all/categories', { headers: { 'accept-language': 'de' } });
  expect(JSON.stringify(await tree.json())).toContain('"name":"Oberflächen"');
});
