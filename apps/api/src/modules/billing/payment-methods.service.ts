import type { AddTestCardBody, PaymentMethodsData, SavedCard } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/connection';
import { conflict, HttpError, invalidField, notFound } from '../../http/http-error';
import type { Outcome } from '../auth/auth.service';
import type { SessionUser } from '../auth/sessions';
import { findVariantShape } from '../plans/plans-config';
import { BILLING_MESSAGES } from './billing-messages';
import { lockHolderPayments, type PaymentMethodRow, savePaymentMethod } from './orders.repo';
import { findDefaultCard, listSavedCards, lockSavedCard, markCardRemoved, setDefaultCard } from './payment-methods.repo';
import { activePaymentProvider } from './payments/payment-providers';
import { TestPaymentProvider } from './payments/test-provider';

const MESSAGES = {
  added: (card: PaymentMethodRow) => `${card.brand} ending ${card.last4} is saved.`,
  madeDefault: (card: PaymentMethodRow) => `${card.brand} ending ${card.last4} now pays your renewals and upgrades.`,
  removed: (card: PaymentMethodRow) => `${card.brand} ending ${card.last4} is removed.`,
  noCard: 'There is no such saved card.',
} as const;

function presentCard(card: PaymentMethodRow): SavedCard {
  return {
    payment_method_id: card.id,
    provider: card.provider,
    brand: card.brand,
    last4: card.last4,
    is_default: card.is_default,
    created_at: card.created_at.toISOString(),
  };
}

async function cardsOf(deps: AppDeps, userId: number): Promise<PaymentMethodsData> {
  const provider = activePaymentProvider(deps.config);
  return {
    payment_methods: (await listSavedCards(deps.db, userId)).map(presentCard),
    provider: provider.name,
    test_mode: provider.testMode,
    notice: provider.notice,
  };
}

export async function listPaymentMethods(deps: AppDeps, user: SessionUser): Promise<Outcome<PaymentMethodsData>> {
  return { data: await cardsOf(deps, user.id), message: 'OK' };
}

/**
 * Keeps a card the buyer chose to save: it becomes the default when asked (a card that just paid for a plan renews it)
 * or when the buyer has none yet. In the caller's transaction.
 */
export async function keepSavedCard(trx: Db, userId: number, methodId: number, options: { asDefault: boolean }): Promise<void> {
  // The lock every payment takes first: a card changes between payments, never under one.
  await lockHolderPayments(trx, userId);
  if (options.asDefault || !(await findDefaultCard(trx, userId))) await setDefaultCard(trx, userId, methodId);
}

/** Whether a card that paid this order pays for a plan, which keeps it for renewals whatever the buyer chose. */
export const paysForPlan = (order: { plan_variant_id: number | null }) =>
  order.plan_variant_id !== null && findVariantShape(order.plan_variant_id)?.plan.kind === 'subscription';

/** Keeps the card that paid an order: a plan's card becomes the default, as it is the one that renews the plan. */
export async function keepCardThatPaid(
  trx: Db,
  order: { user_id: number; plan_variant_id: number | null },
  methodId: number,
): Promise<void> {
  await keepSavedCard(trx, order.user_id, methodId, { asDefault: paysForPlan(order) });
}

/** The test provider's way to save a card without paying: it is checked as a payment would be, and no money moves. */
export async function addTestCard(deps: AppDeps, user: SessionUser, body: AddTestCardBody): Promise<Outcome<PaymentMethodsData>> {
  const provider = activePaymentProvider(deps.config);
  if (!(provider instanceof TestPaymentProvider)) throw conflict(BILLING_MESSAGES.notTestMode);
  const outcome = provider.payWithCard({ cardNumber: body.card_number, expMonth: body.exp_month, expYear: body.exp_year, cvc: body.cvc });
  if (!outcome.ok && outcome.field) throw invalidField(outcome.field, outcome.message);
  if (!outcome.ok) throw new HttpError(402, outcome.message);
  const card = await deps.db.transaction().execute(async (trx) => {
    const saved = await savePaymentMethod(trx, {
      user_id: user.id,
      provider: 'test',
      provider_method_id: outcome.method.providerMethodId,
      brand: outcome.method.brand,
      last4: outcome.method.last4,
    });
    await keepSavedCard(trx, user.id, saved.id, { asDefault: false });
    return saved;
  });
  return { data: await cardsOf(deps, user.id), message: MESSAGES.added(card) };
}

/** Runs a change to one of the buyer's own cards under the owner's lock; another buyer's card is not found. */
async function changeOwnCard(
  deps: AppDeps,
  user: SessionUser,
  methodId: number,
  change: (trx: Db, card: PaymentMethodRow) => Promise<void>,
): Promise<PaymentMethodRow> {
  return deps.db.transaction().execute(async (trx) => {
    await lockHolderPayments(trx, user.id);
    const card = await lockSavedCard(trx, user.id, methodId);
    if (!card) throw notFound(MESSAGES.noCard);
    await change(trx, card);
    return card;
  });
}

export async function makeDefaultCard(deps: AppDeps, user: SessionUser, methodId: number): Promise<Outcome<PaymentMethodsData>> {
  const card = await changeOwnCard(deps, user, methodId, (trx, found) => setDefaultCard(trx, user.id, found.id));
  return { data: await cardsOf(deps, user.id), message: MESSAGES.madeDefault(card) };
}

/** Removes a card; when it was the default, the newest card left takes over (or none, and the plan will not renew). */
export async function removeCard(deps: AppDeps, user: SessionUser, methodId: number): Promise<Outcome<PaymentMethodsData>> {
  const card = await changeOwnCard(deps, user, methodId, async (trx, found) => {
    await markCardRemoved(trx, found.id);
    // Listed default first, then newest: the default stays, or the newest card takes over. Set again either way, so
    // that no live plan is left pointing at the removed card.
    const [next] = await listSavedCards(trx, user.id);
    await setDefaultCard(trx, user.id, next?.id ?? null);
  });
  return { data: await cardsOf(deps, user.id), message: MESSAGES.removed(card) };
}
