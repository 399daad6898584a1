import Stripe from 'stripe';
import type { StripeConfig } from '../../../config/config';
import type { ChargeOutcome, PaymentProvider, PaymentRequest, SavedMethodRef, StartedPayment } from './payment-provider';

/** Stripe through its official SDK: the card is confirmed by Stripe.js in the browser and reported back by webhook. */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly testMode: boolean;
  readonly publishableKey: string | null;
  readonly notice: string;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeConfig) {
    this.stripe = new Stripe(settings.secretKey, { maxNetworkRetries: 2 });
    this.testMode = settings.secretKey.startsWith('sk_test_');
    this.publishableKey = settings.publishableKey ?? null;
    this.notice = this.testMode
      ? 'Stripe test mode: use 4242 4242 4242 4242 with any future date and CVC.'
      : 'Payments are processed securely by Stripe.';
  }

  async startPayment(request: PaymentRequest): Promise<StartedPayment> {
    const customer = await this.stripe.customers.create(
      { email: request.customer.email, name: request.customer.name, metadata: { user_id: String(request.customer.userId) } },
      { idempotencyKey: `customer-for-order-${request.orderId}` },
    );
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: request.amountCents,
        currency: request.currency.toLowerCase(),
        customer: customer.id,
        description: request.description,
        // Saved for renewals, which charge without the buyer present.
        setup_future_usage: 'off_session',
        automatic_payment_methods: { enabled: true },
        metadata: { order_id: String(request.orderId) },
      },
      { idempotencyKey: `order-${request.orderId}` },
    );
    return { providerPaymentId: intent.id, clientSecret: intent.client_secret };
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
        { idempotencyKey: `order-${request.orderId}` },
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

  /** Verifies the Stripe-Signature header against the endpoint's secret; throws when it does not match. */
  verifyWebhook(rawBody: Buffer | string, signature: string): Stripe.Event {
    return this.stripe.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret);
  }
}
