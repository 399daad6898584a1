import { randomUUID } from 'node:crypto';
import type { CardSetupData } from '@stock/contracts';
import { PAGES } from '@stock/contracts/values';
import type Stripe from 'stripe';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/connection';
import { conflict } from '../../http/http-error';
import type { Outcome } from '../auth/auth.service';
import type { SessionUser } from '../auth/sessions';
import { findUserContact, savePaymentMethod } from './orders.repo';
import { findStripeCustomerId } from './payment-methods.repo';
import { keepSavedCard } from './payment-methods.service';
import { activePaymentProvider } from './payments/payment-providers';
import { CARD_SETUP_PURPOSE, type PaidIntentDetails, StripePaymentProvider } from './payments/stripe-provider';

const NOT_STRIPE = 'Cards are added with the form on this page in test mode.';

/** With Stripe, a card is added on Stripe's page (Checkout in setup mode); the buyer comes back to their cards. */
export async function startStripeCardSetup(deps: AppDeps, user: SessionUser): Promise<Outcome<CardSetupData>> {
  const provider = activePaymentProvider(deps.config);
  if (!(provider instanceof StripePaymentProvider)) throw conflict(NOT_STRIPE);
  const contact = await findUserContact(deps.db, user.id);
  const started = await provider.startCardSetup({
    customer: { userId: contact.id, email: contact.email, name: contact.name },
    customerId: await findStripeCustomerId(deps.db, user.id),
    returnUrl: `${deps.config.publicUrl}${PAGES.paymentMethods.build()}`,
    idempotencyKey: `card-setup-${user.id}-${randomUUID()}`,
  });
  return { data: { redirect_url: started.redirectUrl }, message: "Add your card on Stripe's secure page." };
}

/** The setup-mode session this marketplace started to save a card, or undefined for any other session. */
export function cardSetupSession(event: Stripe.Event): Stripe.Checkout.Session | undefined {
  if (event.type !== 'checkout.session.completed') return undefined;
  const session = event.data.object;
  return session.mode === 'setup' && session.metadata?.purpose === CARD_SETUP_PURPOSE ? session : undefined;
}

export const stripeBrandName = (brand: string | null) => (brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : 'Card');

/** Saves the card a completed setup session brought back for its buyer; a replay finds the saved row. */
export async function saveCardFromSetup(trx: Db, session: Stripe.Checkout.Session, card: PaidIntentDetails): Promise<void> {
  const userId = Number(session.metadata?.user_id);
  if (!Number.isSafeInteger(userId) || !card.methodId) return;
  const saved = await savePaymentMethod(trx, {
    user_id: userId,
    provider: 'stripe',
    provider_method_id: card.methodId,
    provider_customer_id: card.customerId ?? (typeof session.customer === 'string' ? session.customer : null),
    brand: stripeBrandName(card.brand),
    last4: card.last4 ?? '----',
  });
  await keepSavedCard(trx, userId, saved.id, { asDefault: false });
}
