/** What the billing module needs from whoever moves the money: start a payment for an order, and charge a saved method. */

export interface PaymentCustomer {
  userId: number;
  email: string;
  name: string;
}

export interface PaymentRequest {
  orderId: number;
  amountCents: number;
  currency: string;
  description: string;
  customer: PaymentCustomer;
  /** Sent once to the provider with this key: the same key gives the same payment back, never a second one. */
  idempotencyKey?: string;
  /** Where a hosted payment page sends the buyer back to (the web's checkout success and failure pages). */
  returnUrls?: { success: string; cancel: string };
}

export interface StartedPayment {
  providerPaymentId: string;
  /** The provider's hosted payment page (Stripe Checkout) the buyer is sent to; null when the site takes the card. */
  redirectUrl: string | null;
}

export interface SavedMethodRef {
  providerMethodId: string;
  providerCustomerId: string | null;
}

export type ChargeOutcome = { ok: true; providerPaymentId: string } | { ok: false; providerPaymentId: string; message: string };

export interface RefundRequest {
  /** The provider's id of the payment to refund (a Stripe PaymentIntent). */
  intentId: string;
  amountCents: number;
  orderId: number;
  /** Sent once to the provider with this key: a second attempt refunds once. */
  idempotencyKey: string;
}

/** Gives money back for a payment taken; answers the provider's id of the refund, throws when refused. */
export interface Refunder {
  refundPayment(request: RefundRequest): Promise<string>;
}

export interface PaymentProvider extends Refunder {
  readonly name: 'test' | 'stripe';
  readonly testMode: boolean;
  readonly publishableKey: string | null;
  /** What the card form says: that it is in test mode and which cards work, or who processes the card. */
  readonly notice: string;
  startPayment(request: PaymentRequest): Promise<StartedPayment>;
  /** Charges a method saved at an earlier payment, without the buyer present (renewals, upgrades). */
  chargeSavedMethod(request: PaymentRequest & { method: SavedMethodRef }): Promise<ChargeOutcome>;
}
