import Stripe from 'stripe';
import type { TestContext } from './test-app';

export const TEST_WEBHOOK_SECRET = 'whsec_test_0123456789abcdef';

/** Builds test signatures only; it never calls Stripe. */
export const stripeSigner = new Stripe('sk_test_not_a_real_key');

/** Posts an event to the webhook as Stripe would: signed with the endpoint's secret, unless a header is given. */
export function deliverStripeEvent(ctx: TestContext, event: object, signature?: string) {
  const payload = JSON.stringify(event);
  const header = signature ?? stripeSigner.webhooks.generateTestHeaderString({ payload, secret: TEST_WEBHOOK_SECRET });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload,
  });
}
