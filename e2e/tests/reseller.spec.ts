import { expect, test } from '@playwright/test';
import { createPartnerClient, requestAccessToken } from '@stock/partner-client';
import { uniqueEmail } from '../support/buyer-accounts';
import { E2E_BASE_URL } from '../support/environment';
import { PAYING_BUYER_PASSWORD, payingBuyer } from '../support/licensed-buyer';
import { snap } from '../support/screenshots';
import { DEMO_ADMIN, signInThroughApi } from '../support/sessions';
import { startWebhookReceiver } from '../support/webhook-receiver';

test('a buyer applies to the reseller programme, the admin approves, and the OAuth app licenses a file for Client A through the generated client', async ({
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
  const appForm = page.getByRole('form', { name: 'Create an OAuth app' });
  await appForm.getByLabel(/App name/).fill('Print server');
  await appForm.getByRole('checkbox', { name: /license/ }).check();
  await appForm.getByRole('checkbox', { name: /webhooks/ }).check();
  await appForm.getByRole('button', { name: 'Create app' }).click();
  const clientSecret = (await page.getByTestId('new-client-secret').textContent())?.trim() ?? '';
  const clientId = (await page.getByTestId('new-client-id').textContent())?.trim() ?? '';
  expect(clientId).toMatch(/^smc_live_/);
  await snap(page, 'developer-area');

  // The reseller's server, with the generated client: a token for the app, then search, license for Client A, download.
  const baseUrl = `${E2E_BASE_URL}/api/v1`;
  const token = await requestAccessToken(createPartnerClient({ baseUrl }), clientId, clientSecret);
  expect(token.response.status, JSON.stringify(token.error)).toBe(200);
  expect(token.data?.scope).toBe('search license webhooks');
  const partner = createPartnerClient({ baseUrl, token: token.data?.access_token });
  // Its receiver, on the reseller's side, checks each event with the documented signature check.
  const receiver = await startWebhookReceiver();
  const endpoint = await partner.POST('/webhooks', { body: { url: receiver.url, events: ['licence.created'] } });
  expect(endpoint.response.status, JSON.stringify(endpoint.error)).toBe(200);
  receiver.useSecret(endpoint.data?.data.secret as string);
  const search = await partner.GET('/search', { params: { query: { type: 'IMAGE' } } });
  expect(search.response.status, JSON.stringify(search.error)).toBe(200);
  expect(search.response.headers.get('x-ratelimit-limit')).toBe('120');
  const mediaId = search.data?.data.results[0]?.media_id as number;
  const file = await partner.GET('/files/{media_id}', { params: { path: { media_id: mediaId } } });
  const largest = file.data?.data.file.formats.at(-1);
  const licensed = await partner.POST('/licences', {
    body: { media_format_id: largest?.media_format_id as number, tier: 'standard', client_name: 'Client A', po_number: 'PO-1' },
  });
  expect(licensed.response.status, JSON.stringify(licensed.error)).toBe(200);
  const licenceNumber = licensed.data?.data.licence.licence_number as string;
  const download = await partner.POST('/licences/{licence_number}/download', { params: { path: { licence_number: licenceNumber } } });
  expect(download.response.status, JSON.stringify(download.error)).toBe(200);
  const delivered = await request.get(download.data?.data.url as string);
  expect(delivered.status()).toBe(200);

  const event = await receiver.waitFor((delivery) => delivery.data.licence_number === licenceNumber);
  expect(event).toMatchObject({ type: 'licence.created', data: { client_name: 'Client A', po_number: 'PO-1' } });
  expect(receiver.rejected).toEqual([]);
  await receiver.close();

  await page.goto('/buyer/licences');
  await expect(page.getByRole('list', { name: 'Licences' })).toContainText('Client: Client A');
});
