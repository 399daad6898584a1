import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { hashPassword } from '../../apps/api/src/modules/auth/passwords';
import { query } from '../support/database';
import { honouringRetryAfter } from '../support/rate-limit';

/**
 * The money journey against the real server process (its pg-boss, storage and demo catalogue), through the API the
 * Pricing, Checkout, Billing and file pages call: choose a plan, pay with the test card, download, see the quota drop,
 * download again for free, open the invoice. The pages' own journey belongs with the web pages.
 */

const PASSWORD = 'copper-meadow-harbour-19';

async function newBuyer(): Promise<string> {
  const email = `billing-journey-${randomUUID()}@example.com`;
  await query(
    "INSERT INTO users (email, name, password_hash, roles, email_verified_at) VALUES ($1, 'Billing Journey', $2, '{buyer}', now())",
    [email, await hashPassword(PASSWORD)],
  );
  return email;
}

async function signIn(request: APIRequestContext, email: string): Promise<Record<string, string>> {
  const login = await honouringRetryAfter(() => request.post('/api/login', { data: { email, password: PASSWORD, role: 'buyer' } }));
  expect(login.status()).toBe(200);
  return { authorization: `Bearer ${(await login.json()).data.token}` };
}

test('a buyer chooses a plan, pays with the test card, downloads, re-downloads for free and opens the invoice', async ({ request }) => {
  const email = await newBuyer();
  const headers = await signIn(request, email);

  const plans = (await (await request.get('/api/plan')).json()).data.plans;
  const pro = plans.find((plan: { slug: string }) => plan.slug === 'pro');
  const chosen = await request.post('/api/buyer/buy/plan', { headers, data: { plan_id: pro.plan_id } });
  const { plan_variant_id, quote } = (await chosen.json()).data;

  const key = randomUUID();
  const checkout = await request.post('/api/buyer/order/checkout', { headers, data: { plan_variant_id, idempotency_key: key } });
  const { order, payment } = (await checkout.json()).data;
  expect(order.total_cents).toBe(quote.total_cents);
  expect(payment).toMatchObject({ provider: 'test', test_mode: true });
  const retried = await request.post('/api/buyer/order/checkout', { headers, data: { plan_variant_id, idempotency_key: key } });
  expect((await retried.json()).data.order.order_id).toBe(order.order_id);

  const card = { order_id: order.order_id, exp_month: 12, exp_year: 2099, cvc: '123' };
  const declined = await request.post('/api/buyer/order/pay/test-card', { headers, data: { ...card, card_number: '4000 0000 0000 0002' } });
  expect(declined.status()).toBe(402);
  expect((await declined.json()).message).toBe('Your card was declined. Try another card.');
  const paid = await request.post('/api/buyer/order/pay/test-card', { headers, data: { ...card, card_number: '4242 4242 4242 4242' } });
  expect(paid.status()).toBe(200);

  const before = (await (await request.get('/api/buyer/subscription/plan', { headers })).json()).data;
  expect(before.subscription).toMatchObject({ plan_name: 'Pro', status: 'active' });

  const files = (await (await request.get('/api/files/popular?type=IMAGE&limit=1')).json()).data.results;
  const detail = (await (await request.get(`/api/file?media_id=${files[0].media_id}`)).json()).data.file;
  const original = detail.formats.find((format: { name: string }) => format.name === 'original');
  const first = await request.post('/api/buyer/file/download', { headers, data: { media_format_id: original.media_format_id } });
  const licensed = (await first.json()).data;
  expect(licensed).toMatchObject({ redownload: false, downloads_left: before.downloads_left - 1 });
  const bytes = await request.get(licensed.url);
  expect(bytes.status()).toBe(200);
  expect(bytes.headers()['content-disposition']).toContain('attachment');
  expect((await bytes.body()).length).toBe(original.bytes);

  const again = (
    await (await request.post('/api/buyer/file/download', { headers, data: { media_format_id: original.media_format_id } })).json()
  ).data;
  expect(again).toMatchObject({ redownload: true, downloads_left: before.downloads_left - 1 });
  // A different first character, never the same one: replacing it with a fixed one left the link intact one time in 64.
  const tampered = await request.get(
    licensed.url.replace(/signature=(.)/, (_match: string, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`),
  );
  expect(tampered.status()).toBe(403);

  const invoices = (await (await request.get('/api/buyer/billing', { headers })).json()).data.results;
  expect(invoices).toHaveLength(1);
  const pdf = await request.get(invoices[0].pdf_url, { headers });
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const ledger = await query<{ total: string }>('SELECT coalesce(sum(amount_cents), 0)::text AS total FROM ledger_postings');
  expect(ledger[0]?.total).toBe('0');
});

test('the demo buyer starts with an active plan and can download at once', async ({ request }) => {
  const login = await honouringRetryAfter(() =>
    request.post('/api/login', {
      data: { email: 'buyer@demo.lumora.example', password: 'buyer-demo-2026', role: 'buyer' },
    }),
  );
  const headers = { authorization: `Bearer ${(await login.json()).data.token}` };
  const status = (await (await request.get('/api/buyer/subscription/plan', { headers })).json()).data;
  expect(status).toMatchObject({ can_download: true, subscription: { plan_name: 'Pro', status: 'active' } });
});
