import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../support/buyer-accounts';
import { query } from '../support/database';
import { PAYING_BUYER_PASSWORD, payingBuyer } from '../support/licensed-buyer';
import { snap } from '../support/screenshots';
import { DEMO_ADMIN, signInThroughApi } from '../support/sessions';

test('a buyer applies to the reseller programme, the admin approves, and the key licenses a file for Client A', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('reseller');
  await payingBuyer(request, email);
  await signInThroughApi(page, request, { email, password: PAYING_BUYER_PASSWORD, role: 'buyer' });
  await signInThroughApi(page, request, DEMO_ADMIN);
  const company = `Harbour & Pine ${Date.now()}`;

  await page.goto('/reseller');
  const form = page.getByRole('form', { name: 'Apply to the reseller programme' });
  await form.getByLabel('Company name').fill(company);
  await form.getByLabel('Web site').fill('https://harbourpine.example.com');
  await form.getByLabel(/Country/).fill('de');
  await form.getByLabel(/Who you license for/).fill('Brochures and web sites for regional hotels.');
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(/your application is with our partner team/).first()).toBeVisible();

  await page.goto('/admin/resellers');
  const card = page.getByRole('listitem', { name: company });
  const approve = card.getByRole('form', { name: 'Approve' });
  await approve.getByLabel(/Reason/).fill('Known agency');
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`${company} is approved; ${email} was told by e-mail.`)).toBeVisible();

  await page.goto('/buyer/developer');
  const keyForm = page.getByRole('form', { name: 'Create an API key' });
  await keyForm.getByLabel(/Key name/).fill('Print server');
  await keyForm.getByRole('checkbox', { name: /license/ }).check();
  await keyForm.getByRole('button', { name: 'Create key' }).click();
  const secret = (await page.getByTestId('new-api-key').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^sm_live_/);
  await snap(page, 'developer-area');

  // The reseller's server: search, license for Client A, download.
  const authorization = `Bearer ${secret}`;
  const search = await request.get('/api/v1/search?type=IMAGE', { headers: { authorization } });
  expect(search.status(), await search.text()).toBe(200);
  expect(search.headers()['x-ratelimit-limit']).toBeDefined();
  const mediaId = (await search.json()).data.results[0].media_id as number;
  const [format] = await query<{ id: string }>('SELECT id FROM media_formats WHERE media_id = $1 ORDER BY position DESC LIMIT 1', [
    mediaId,
  ]);
  const licensed = await request.post('/api/v1/licences', {
    headers: { authorization },
    data: { media_format_id: Number(format?.id), tier: 'standard', client_name: 'Client A', po_number: 'PO-1' },
  });
  expect(licensed.status(), await licensed.text()).toBe(200);
  const licenceNumber = (await licensed.json()).data.licence.licence_number as string;
  const download = await request.post(`/api/v1/licences/${licenceNumber}/download`, { headers: { authorization } });
  expect(download.status(), await download.text()).toBe(200);
  const file = await request.get(new URL((await download.json()).data.url).pathname + new URL((await download.json()).data.url).search);
  expect(file.status()).toBe(200);

  await page.goto('/buyer/licences');
  await expect(page.getByRole('list', { name: 'Licences' })).toContainText('Client: Client A');
});
