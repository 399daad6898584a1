import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { TEST_WEBHOOK_SECRET } from './stripe-webhook-delivery';

export interface RecordedStripeCall {
  method: string;
  path: string;
  form: URLSearchParams;
  idempotencyKey: string | undefined;
}

const newId = (prefix: string) => `${prefix}_${randomUUID().replace(/-/g, '')}`;

/** What Stripe's API answers for the calls the provider makes, shaped as Stripe's documented objects. */
function answer(
  call: RecordedStripeCall,
  cards: Map<string, { brand: string; last4: string }>,
  refunds: { fail: boolean },
): [number, object] {
  if (call.method === 'POST' && call.path === '/v1/refunds') {
    if (refunds.fail) return [400, { error: { type: 'invalid_request_error', message: 'This PaymentIntent cannot be refunded now.' } }];
    return [
      200,
      {
        id: newId('re'),
        object: 'refund',
        amount: Number(call.form.get('amount')),
        payment_intent: call.form.get('payment_intent'),
        metadata: { order_id: call.form.get('metadata[order_id]') },
        status: 'succeeded',
      },
    ];
  }
  if (call.method === 'POST' && call.path === '/v1/customers') {
    return [200, { id: newId('cus'), object: 'customer', email: call.form.get('email'), name: call.form.get('name'), livemode: false }];
  }
  if (call.method === 'POST' && call.path === '/v1/checkout/sessions') {
    const id = newId('cs_test');
    return [
      200,
      {
        id,
        object: 'checkout.session',
        mode: call.form.get('mode'),
        status: 'open',
        payment_status: 'unpaid',
        amount_total: Number(call.form.get('line_items[0][price_data][unit_amount]')),
        currency: call.form.get('line_items[0][price_data][currency]'),
        customer: call.form.get('customer'),
        client_reference_id: call.form.get('client_reference_id'),
        metadata: { order_id: call.form.get('metadata[order_id]') },
        payment_intent: null,
        success_url: call.form.get('success_url'),
        cancel_url: call.form.get('cancel_url'),
        url: `https://checkout.stripe.com/c/pay/${id}#fidkdWxOYHwnPyd1blpxYHZxWjA0`,
        livemode: false,
      },
    ];
  }
  const setupIntent = /^\/v1\/setup_intents\/(seti_\w+)$/.exec(call.path)?.[1];
  const setupCard = setupIntent ? cards.get(setupIntent) : undefined;
  if (call.method === 'GET' && setupIntent && setupCard) {
    return [
      200,
      {
        id: setupIntent,
        object: 'setup_intent',
        status: 'succeeded',
        customer: 'cus_setup_buyer',
        payment_method: { id: `pm_for_${setupIntent}`, object: 'payment_method', type: 'card', card: setupCard },
        usage: 'off_session',
        livemode: false,
      },
    ];
  }
  const intent = /^\/v1\/payment_intents\/(pi_\w+)$/.exec(call.path)?.[1];
  const card = intent ? cards.get(intent) : undefined;
  if (call.method === 'GET' && intent && card) {
    return [
      200,
      {
        id: intent,
        object: 'payment_intent',
        status: 'succeeded',
        customer: 'cus_checkout_buyer',
        payment_method: { id: `pm_for_${intent}`, object: 'payment_method', type: 'card', card },
        setup_future_usage: 'off_session',
        livemode: false,
      },
    ];
  }
  return [404, { error: { type: 'invalid_request_error', message: `No such resource: ${call.path}` } }];
}

/**
 * A local stand-in for api.stripe.com (STRIPE_API_BASE points the SDK at it): records each call the provider makes
 * and answers with realistic objects, so tests check what would be sent to Stripe without the network.
 */
export function useFakeStripeApi() {
  const calls: RecordedStripeCall[] = [];
  const cards = new Map<string, { brand: string; last4: string }>();
  const refunds = { fail: false };
  let server: Server | undefined;
  return {
    calls,
    /** The card a PaymentIntent or a SetupIntent will report when the webhook asks for it. */
    setIntentCard: (intentId: string, card: { brand: string; last4: string }) => cards.set(intentId, card),
    /** Whether Stripe refuses refunds from now on (as it does for a disputed payment). */
    failRefunds: (fail: boolean) => {
      refunds.fail = fail;
    },
    async start(): Promise<string> {
      server = createServer((request, response) => {
        let body = '';
        request.on('data', (chunk) => {
          body += chunk;
        });
        request.on('end', () => {
          const url = new URL(request.url ?? '/', 'http://localhost');
          const call: RecordedStripeCall = {
            method: request.method ?? 'GET',
            path: url.pathname,
            form: new URLSearchParams(body),
            idempotencyKey: request.headers['idempotency-key'] as string | undefined,
          };
          calls.push(call);
          const [status, json] = answer(call, cards, refunds);
          response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
          response.end(JSON.stringify(json));
        });
      });
      await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  };
}

export const STRIPE_TEST_PUBLIC_URL = 'https://stock.example.com';

/**
 * The env of an app that takes payments with Stripe, its SDK pointed at a local stand-in started for the file. Call it
 * before useTestApp: its beforeAll, which starts the stand-in, must run before the app's own reads the env.
 */
export function useStripeTestEnv() {
  const fakeStripe = useFakeStripeApi();
  const env: Record<string, string> = {
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_not_a_real_key',
    STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    PUBLIC_URL: STRIPE_TEST_PUBLIC_URL,
  };
  beforeAll(async () => {
    env.STRIPE_API_BASE = await fakeStripe.start();
  });
  afterAll(() => fakeStripe.stop());
  return { fakeStripe, env };
}
