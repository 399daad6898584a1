import type {
  AddTestCardBody,
  CardSetupData,
  CheckoutData,
  PaymentMethodsData,
  SubscriptionStatusData,
  TestCardPaymentBody,
  UpgradeData,
} from '@stock/contracts';
import { apiRequest, dataOrServerMessage } from '../../api/client';

/**
 * The calls that change the buyer's billing. Paths the spec names are used as they are; the test card step, cancel,
 * upgrade and the licence list are the API's own additions (see docs/api.md).
 */
export const BILLING_CALLS = {
  checkout: '/buyer/order/checkout',
  payWithTestCard: '/buyer/order/pay/test-card',
  cancel: '/buyer/subscription/cancel',
  resume: '/buyer/subscription/resume',
  upgrade: '/buyer/subscription/upgrade',
  addTestCard: '/buyer/payment-method/test-card',
  makeDefaultCard: '/buyer/payment-method/default',
  removeCard: '/buyer/payment-method/remove',
  cardSetup: '/buyer/payment-method/setup',
} as const;

/** Makes (or, with the same idempotency key, finds again) the order for one plan variant. */
export async function startCheckout(body: { plan_variant_id: number; offer?: string; idempotency_key: string }) {
  return dataOrServerMessage(await apiRequest<CheckoutData>(BILLING_CALLS.checkout, { method: 'POST', role: 'buyer', body }));
}

/** Pays an order with the built-in test provider; a refused card throws with the reason (402), a bad field with 400. */
export async function payWithTestCard(body: TestCardPaymentBody) {
  return dataOrServerMessage(await apiRequest<CheckoutData>(BILLING_CALLS.payWithTestCard, { method: 'POST', role: 'buyer', body }));
}

/** Cancel at period end, or undo that so the plan renews as usual. */
export async function setRenewal(renew: boolean) {
  const answer = await apiRequest<SubscriptionStatusData>(renew ? BILLING_CALLS.resume : BILLING_CALLS.cancel, {
    method: 'POST',
    role: 'buyer',
  });
  return { status: dataOrServerMessage(answer), message: answer.message };
}

export async function upgradeNow(body: { plan_variant_id: number; idempotency_key: string }) {
  const answer = await apiRequest<UpgradeData>(BILLING_CALLS.upgrade, { method: 'POST', role: 'buyer', body });
  return { result: dataOrServerMessage(answer), message: answer.message };
}

/** Saves a card with the built-in test provider; a refused card throws with the reason (402), a bad field with 400. */
export async function addTestCard(body: AddTestCardBody) {
  const answer = await apiRequest<PaymentMethodsData>(BILLING_CALLS.addTestCard, { method: 'POST', role: 'buyer', body });
  return { cards: dataOrServerMessage(answer), message: answer.message };
}

/** Makes a saved card the default, or removes it; answers the cards as they are after. */
export async function changeCard(change: 'makeDefaultCard' | 'removeCard', paymentMethodId: number) {
  const answer = await apiRequest<PaymentMethodsData>(BILLING_CALLS[change], {
    method: 'POST',
    role: 'buyer',
    body: { payment_method_id: paymentMethodId },
  });
  return { cards: dataOrServerMessage(answer), message: answer.message };
}

/** With Stripe: the address of Stripe's page where the buyer adds a card. */
export async function startCardSetup() {
  return dataOrServerMessage(await apiRequest<CardSetupData>(BILLING_CALLS.cardSetup, { method: 'POST', role: 'buyer' })).redirect_url;
}
