import { type APIRequestContext, expect } from '@playwright/test';
import { query } from './database';
import { honouringRetryAfter } from './rate-limit';
import { registerAndVerify } from './registration';

/** Buyers who pay with the test card and license files, made through the API (the checkout journey covers the pages). */

export async function apiToken(request: APIRequestContext, account: { email: string; password: string }, role: string): Promise<string> {
  const login = await honouringRetryAfter(() => request.post('/api/login', { data: { ...account, role } }));
  expect(login.ok(), await login.text()).toBe(true);
  return ((await login.json()) as { data: { token: string } }).data.token;
}

/** Signs up and verifies the address with the code from the dev mailbox. */
export async function signedUp(request: APIRequestContext, account: { email: string; password: string }, isContributor: boolean) {
  await registerAndVerify(request, { ...account, name: isContributor ? 'Journey Contributor' : 'Journey Buyer', isContributor });
}

export const PAYING_BUYER_PASSWORD = 'copper-kettle-harbour-19';

/** A new buyer (signed up and verified with the code from the dev mailbox) pays for a plan with the test card. */
export async function payingBuyer(
  request: APIRequestContext,
  email = `earnings-buyer-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`,
): Promise<string> {
  const buyer = { email, password: PAYING_BUYER_PASSWORD };
  await signedUp(request, buyer, false);
  const headers = { authorization: `Bearer ${await apiToken(request, buyer, 'buyer')}` };
  const checkout = await request.post('/api/buyer/order/checkout', {
    headers,
    data: { plan_variant_id: 11, idempotency_key: `earnings-${Date.now()}` },
  });
  expect(checkout.ok(), await checkout.text()).toBe(true);
  const orderId = (await checkout.json()).data.order.order_id;
  const card = { order_id: orderId, card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2099, cvc: '123' };
  const paid = await request.post('/api/buyer/order/pay/test-card', { headers, data: card });
  expect(paid.ok(), await paid.text()).toBe(true);
  return headers.authorization;
}

/** The buyer licenses the largest format of the file. */
export async function buyerDownloads(request: APIRequestContext, mediaId: number, authorization?: string): Promise<string> {
  authorization ??= await payingBuyer(request);
  const [format] = await query<{ id: number }>('SELECT id FROM media_formats WHERE media_id = $1 ORDER BY position DESC LIMIT 1', [
    mediaId,
  ]);
  const download = await request.post('/api/buyer/file/download', {
    headers: { authorization },
    data: { media_format_id: Number(format?.id) },
  });
  expect(download.ok(), await download.text()).toBe(true);
  return authorization;
}
