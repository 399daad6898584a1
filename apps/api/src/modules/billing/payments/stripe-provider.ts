import Stripe from 'stripe';
import type { StripeConfig } from '../../../config/config';
import type {
  ChargeOutcome,
  PaymentCustomer,
  PaymentProvider,
  PaymentRequest,
  RefundRequest,
  SavedMethodRef,
  StartedPayment,
} from './payment-provider';

/** Where the SDK sends its calls: Stripe's API, or the local server a test starts (STRIPE_API_BASE). */
function apiHostOptions(apiBase: string | undefined): Stripe.StripeConfig {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** The saved card a paid Checkout Session leaves on its PaymentIntent, for renewals without the buyer present. */
export interface PaidIntentDetails {
  methodId: string | null;
  customerId: string | null;
  brand: string | null;
  last4: string | null;
}

/** The card a PaymentIntent or SetupIntent (retrieved with its payment_method expanded) holds, and its customer. */
function cardOfIntent(intent: {
  payment_method: string | Stripe.PaymentMethod | null;
  customer: string | Stripe.Customer | Stripe.DeletedCustomer | null;
}): PaidIntentDetails {
  const method = typeof intent.payment_method === 'object' ? intent.payment_method : null;
  return {
    methodId: idOf(intent.payment_method),
    customerId: idOf(intent.customer),
    brand: method?.card?.brand ?? null,
    last4: method?.card?.last4 ?? null,
  };
}

/** The metadata `purpose` of a setup-mode Checkout Session this marketplace started to save a card. */
export const CARD_SETUP_PURPOSE = 'save_card';

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

/**
 * Stripe through its official SDK. The buyer pays on Stripe Checkout, Stripe's hosted page (this site loads no payment
 * script), and the outcome arrives by webhook.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly testMode: boolean;
  readonly publishableKey: string | null;
  readonly notice: string;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeConfig) {
    this.stripe = new Stripe(settings.secretKey, { maxNetworkRetries: 2, ...apiHostOptions(settings.apiBase) });
    this.testMode = settings.secretKey.startsWith('sk_test_');
    this.publishableKey = settings.publishableKey ?? null;
    this.notice = this.testMode
      ? 'Stripe test mode: use 4242 4242 4242 4242 with any future date and CVC.'
      : 'Payments are processed securely by Stripe.';
  }

  async startPayment(request: PaymentRequest): Promise<StartedPayment> {
    if (!request.returnUrls) throw new Error('Stripe Checkout needs the pages to send the buyer back to');
    const idempotencyKey = request.idempotencyKey ?? `order-${request.orderId}`;
    const customer = await this.stripe.customers.create(
      { email: request.customer.email, name: request.customer.name, metadata: { user_id: String(request.customer.userId) } },
      { idempotencyKey: `customer-for-${idempotencyKey}` },
    );
    const orderId = String(request.orderId);
    // One line with the order's total: tax and offers are already in it, so Stripe charges exactly the invoice's sum.
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        customer: customer.id,
        client_reference_id: orderId,
        metadata: { order_id: orderId },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currency.toLowerCase(),
              unit_amount: request.amountCents,
              product_data: { name: request.description },
            },
          },
        ],
        // Saved on the customer for renewals, which charge without the buyer present.
        payment_intent_data: { setup_future_usage: 'off_session', description: request.description, metadata: { order_id: orderId } },
        success_url: request.returnUrls.success,
        cancel_url: request.returnUrls.cancel,
      },
      { idempotencyKey },
    );
    if (!session.url) throw new Error(`Stripe gave Checkout Session ${session.id} no URL`);
    return { providerPaymentId: session.id, redirectUrl: session.url };
  }

  /**
   * Stripe Checkout in setup mode: the buyer saves a card on Stripe's page and nothing is charged; the webhook's
   * checkout.session.completed brings the card back. The buyer's Stripe customer is reused when they have one.
   */
  async startCardSetup(request: {
    customer: PaymentCustomer;
    customerId: string | null;
    returnUrl: string;
    idempotencyKey: string;
  }): Promise<{ sessionId: string; redirectUrl: string }> {
    const userId = String(request.customer.userId);
    const customerId =
      request.customerId ??
      (
        await this.stripe.customers.create(
          { email: request.customer.email, name: request.customer.name, metadata: { user_id: userId } },
          { idempotencyKey: `customer-for-${request.idempotencyKey}` },
        )
      ).id;
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'setup',
        // Checkout's dynamic payment methods need the currency the card will be charged in.
        currency: 'usd',
        customer: customerId,
        client_reference_id: userId,
        metadata: { purpose: CARD_SETUP_PURPOSE, user_id: userId },
        success_url: request.returnUrl,
        cancel_url: request.returnUrl,
      },
      { idempotencyKey: request.idempotencyKey },
    );
    if (!session.url) throw new Error(`Stripe gave Checkout Session ${session.id} no URL`);
    return { sessionId: session.id, redirectUrl: session.url };
  }

  /** The card a completed setup-mode session's SetupIntent saved. */
  async setupIntentCard(setupIntentId: string): Promise<PaidIntentDetails> {
    return cardOfIntent(await this.stripe.setupIntents.retrieve(setupIntentId, { expand: ['payment_method'] }));
  }

  /** The card and customer a paid Checkout Session's PaymentIntent used. */
  async paidIntentDetails(intentId: string): Promise<PaidIntentDetails> {
    return cardOfIntent(await this.stripe.paymentIntents.retrieve(intentId, { expand: ['payment_method'] }));
  }

  async chargeSavedMethod(request: PaymentRequest & { method: SavedMethodRef }): Promise<ChargeOutcome> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: request.currency.toLowerCase(),
          customer: request.method.providerCustomerId ?? undefined,
          payment_method: request.method.providerMethodId,
          off_session: true,
          confirm: true,
          description: request.description,
          metadata: { order_id: String(request.orderId) },
        },
        { idempotencyKey: request.idempotencyKey ?? `order-${request.orderId}` },
      );
      if (intent.status === 'succeeded') return { ok: true, providerPaymentId: intent.id };
      return { ok: false, providerPaymentId: intent.id, message: 'The payment needs the card holder to confirm it.' };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        const intentId = (error.raw as { payment_intent?: { id?: string } }).payment_intent?.id ?? `failed_order_${request.orderId}`;
        return { ok: false, providerPaymentId: intentId, message: error.message };
      }
      throw error;
    }
  }

  /**
   * Gives back money taken for an order that could not be fulfilled; the key makes a retried call refund once.
   * Answers the refund's id.
   */
  async refundPayment(request: RefundRequest): Promise<string> {
    const refund = await this.stripe.refunds.create(
      { payment_intent: request.intentId, amount: request.amountCents, metadata: { order_id: String(request.orderId) } },
      { idempotencyKey: request.idempotencyKey },
    );
    return refund.id;
  }

  /** Verifies the Stripe-Signature header against the endpoint's secret; throws when it does not match. */
  verifyWebhook(rawBody: Buffer | string, signature: string): Stripe.Event {
    return this.stripe.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret);
  }
}
