import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../support/buyer-accounts';
import { query } from '../support/database';
import { apiToken, PAYING_BUYER_PASSWORD, payingBuyer } from '../support/licensed-buyer';
import { DEMO_ADMIN, signInThroughApi } from '../support/sessions';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';

let receiver: WebhookReceiver;
test.beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
test.afterAll(async () => {
  await receiver?.close();
});

test('a reseller adds a webhook endpoint, a licence made with a key arrives signed, shows in the log and is redelivered', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('webhooks');
  const authorization = await payingBuyer(request, email);
  const applied = await request.post('/api/buyer/reseller/application', {
    headers: { authorization },
    data: { company_name: 'Hook & Line Prints', website: 'https://hookline.example.com', country: 'NL', use_case: 'Posters for cafés.' },
  });
  expect(applied.status(), await applied.text()).toBe(200);
  const decided = await request.post('/api/admin/reseller-applications/decide', {
    headers: { authorization: `Bearer ${await apiToken(request, DEMO_ADMIN, 'admin')}` },
    data: { application_id: (await applied.json()).data.application.id, decision: 'approve', reason: 'Known print shop' },
  });
  expect(decided.status(), await decided.text()).toBe(200);
  const key = await request.post('/api/buyer/developer/keys', {
    headers: { authorization },
    data: { name: 'Shop server', scopes: ['search', 'license'], sandbox: false },
  });
  expect(key.status(), await key.text()).toBe(200);
  const keyHeader = { authorization: `Bearer ${(await key.json()).data.secret}` };

  await signInThroughApi(page, request, { email, password: PAYING_BUYER_PASSWORD, role: 'buyer' });
  await page.goto('/buyer/developer');
  await page.getByRole('link', { name: 'Webhooks' }).click();
  const form = page.getByRole('form', { name: 'Add a webhook endpoint' });
  await form.getByLabel(/Endpoint URL/).fill(receiver.url);
  await form.getByRole('button', { name: 'Add endpoint' }).click();
  const secret = (await page.getByTestId('webhook-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^whsec_/);
  receiver.useSecret(secret);
  await page.getByRole('button', { name: 'I have copied it' }).click();

  const search = await request.get('/api/v1/search?type=IMAGE', { headers: keyHeader });
  const mediaId = (await search.json()).data.results[0].media_id as number;
  const [format] = await query<{ id: string }>('SELECT id FROM media_formats WHERE media_id = $1 ORDER BY position DESC LIMIT 1', [
    mediaId,
  ]);
  const licensed = await request.post('/api/v1/licences', {
    headers: keyHeader,
    data: { media_format_id: Number(format?.id), tier: 'standard', client_name: 'Client Hook' },
  });
  expect(licensed.status(), await licensed.text()).toBe(200);
  const licenceNumber = (await licensed.json()).data.licence.licence_number as string;
  const delivered = await receiver.waitFor((delivery) => delivery.data.licence_number === licenceNumber);
  expect(delivered).toMatchObject({ type: 'licence.created', data: { client_name: 'Client Hook', made_with: 'api' } });

  const endpoint = page.getByRole('listitem', { name: receiver.url });
  await endpoint.getByRole('button', { name: 'Deliveries' }).click();
  const row = endpoint.getByRole('row', { name: new RegExp(delivered.id) });
  await expect(row).toContainText('succeeded');
  await expect(row).toContainText('last: 200');
  await row.getByRole('button', { name: 'Redeliver' }).click();
  await expect(page.getByText('The event is being sent again.')).toBeVisible();
  await expect.poll(() => receiver.deliveries.filter((delivery) => delivery.id === delivered.id).length, { timeout: 15_000 }).toBe(2);
  await expect(row).toContainText('succeeded', { timeout: 10_000 });
  expect(receiver.rejected).toEqual([]);
});
