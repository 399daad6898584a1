import { formatMoney } from '@stock/contracts/values';
import type { Db } from '../../db/connection';
import { CURRENCY } from '../plans/plans-config';
import { findOffer, normaliseCode, type OfferConfig, type PlanConfig } from '../plans/pricing';
import { countPaidOrders, type OrderRow } from './orders.repo';
import { findPromoCode, insertPromoCode, insertRedemption, type PromoCodeRow, releaseRedemption } from './promo-codes.repo';

/** A promo code as the pricing takes it: a percentage or an amount off, on the plans it names. */
function asOffer(promo: PromoCodeRow): OfferConfig {
  const saving = promo.amount_off_cents ? `${formatMoney(promo.amount_off_cents, CURRENCY)} off` : `${promo.percent_off}% off`;
  return {
    code: promo.code,
    title: promo.description,
    description: saving,
    percentOff: promo.percent_off ?? 0,
    ...(promo.amount_off_cents ? { amountOffCents: promo.amount_off_cents } : {}),
    appliesTo: 'plans',
    firstPurchaseOnly: promo.first_purchase_only,
    startsAt: promo.starts_at,
    expiresAt: promo.expires_at,
  };
}

export type PromoDecision = { offer: OfferConfig; error: null } | { offer: null; error: string };

/**
 * Whether a promo code applies to this plan now: known, switched on, started and not expired, not used up, made for
 * the plan, and for a first purchase only when it says so. Checked at the quote, at checkout, and again under the
 * code's row lock in the transaction that takes the payment.
 */
export async function decidePromoCode(
  db: Db,
  holderId: number,
  code: string,
  plan: PlanConfig,
  now: Date,
  options: { lock?: boolean } = {},
): Promise<PromoDecision> {
  const promo = await findPromoCode(db, code, options);
  if (!promo) return { offer: null, error: `There is no offer with the code ${code}.` };
  if (!promo.active) return { offer: null, error: `The promo code ${code} is no longer valid.` };
  if (promo.starts_at && promo.starts_at > now) return { offer: null, error: `The promo code ${code} is not valid yet.` };
  if (promo.expires_at && promo.expires_at <= now) return { offer: null, error: `The promo code ${code} has expired.` };
  if (promo.redemptions >= promo.max_redemptions) return { offer: null, error: `The promo code ${code} has been used up.` };
  if (!promo.plan_ids.includes(plan.planId)) return { offer: null, error: `The promo code ${code} does not apply to ${plan.name}.` };
  if (promo.first_purchase_only && (await countPaidOrders(db, holderId)) > 0) {
    return { offer: null, error: `The promo code ${code} is for a first purchase, and you have bought before.` };
  }
  return { offer: asOffer(promo), error: null };
}

/**
 * Counts the redemption of the order's promo code, in the transaction that pays it, after refusalToPay checked the
 * code under its row lock. A published offer is not counted: it has no limit.
 */
export async function redeemPromoCode(trx: Db, order: OrderRow): Promise<void> {
  if (!order.offer_code || (await findOffer(trx, order.offer_code))) return;
  const promo = await findPromoCode(trx, order.offer_code, { lock: true });
  if (!promo) throw new Error(`Order ${order.id} names promo code ${order.offer_code}, which does not exist`);
  await insertRedemption(trx, { promoCodeId: promo.id, orderId: order.id, userId: order.user_id });
}

/**
 * Releases the redemption of a refunded order's promo code, in the refund's transaction under the code's row lock (the
 * lock a payment counting a redemption takes): the code is counted once fewer, so it may be used again within its limit.
 */
export async function releasePromoCode(trx: Db, order: OrderRow, now: Date): Promise<void> {
  if (!order.offer_code || (await findOffer(trx, order.offer_code))) return;
  const promo = await findPromoCode(trx, order.offer_code, { lock: true });
  if (promo) await releaseRedemption(trx, { promoCodeId: promo.id, orderId: order.id }, now);
}

export interface NewPromoCode {
  code: string;
  description: string;
  percentOff?: number;
  amountOffCents?: number;
  startsAt?: Date | null;
  expiresAt: Date | null;
  maxRedemptions: number;
  planIds: number[];
  firstPurchaseOnly?: boolean;
}

/** Makes a promo code. A published offer's code is refused: the checkout would never reach the promo code. */
export async function createPromoCode(db: Db, promo: NewPromoCode): Promise<PromoCodeRow> {
  const code = normaliseCode(promo.code);
  if (await findOffer(db, code)) throw new Error(`${code} is the code of a published offer`);
  return insertPromoCode(db, {
    code,
    description: promo.description,
    percent_off: promo.percentOff ?? null,
    amount_off_cents: promo.amountOffCents ?? null,
    starts_at: promo.startsAt ?? null,
    expires_at: promo.expiresAt,
    max_redemptions: promo.maxRedemptions,
    plan_ids: promo.planIds,
    first_purchase_only: promo.firstPurchaseOnly ?? false,
  });
}
