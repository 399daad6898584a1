import type { Offer } from '@stock/contracts';
import type { Db } from '../../db/connection';
import { findOffer, OFFERS, type OfferConfig, type PlanConfig, type PlanVariantConfig } from '../plans/plans-config';
import { countPaidOrders } from './orders.repo';
import { decidePromoCode } from './promo-codes';

export function presentOffer(offer: OfferConfig): Offer {
  return {
    code: offer.code,
    title: offer.title,
    description: offer.description,
    percent_off: offer.percentOff,
    ...(offer.amountOffCents ? { amount_off_cents: offer.amountOffCents } : {}),
    applies_to: offer.appliesTo,
    expires_at: offer.expiresAt?.toISOString() ?? null,
  };
}

/** The offers this buyer may use now (the first-purchase one only before anything was paid). */
export async function offersFor(db: Db, holderId: number, now = new Date()): Promise<OfferConfig[]> {
  const hasPaid = (await countPaidOrders(db, holderId)) > 0;
  return OFFERS.filter((offer) => (!offer.expiresAt || offer.expiresAt > now) && !(offer.firstPurchaseOnly && hasPaid));
}

export type OfferDecision = { offer: OfferConfig; error: null } | { offer: null; error: string };

/**
 * Whether a code the buyer typed applies to this variant, and if not, why (in words for the checkout page). The
 * published offers come first; any other code is looked up among the promo codes (see decidePromoCode).
 */
export async function decideOffer(
  db: Db,
  holderId: number,
  code: string,
  plan: PlanConfig,
  variant: PlanVariantConfig,
  now = new Date(),
  options: { lock?: boolean } = {},
): Promise<OfferDecision> {
  const offer = findOffer(code);
  if (!offer) return decidePromoCode(db, code, plan, now, options);
  if (offer.expiresAt && offer.expiresAt <= now) return { offer: null, error: `The offer ${offer.code} has ended.` };
  if (offer.appliesTo === 'annual' && variant.interval !== 'year')
    return { offer: null, error: `${offer.code} applies to annual plans only.` };
  if (offer.appliesTo === 'pack' && plan.kind !== 'pack') return { offer: null, error: `${offer.code} applies to download packs only.` };
  if (offer.firstPurchaseOnly && (await countPaidOrders(db, holderId)) > 0) {
    return { offer: null, error: `${offer.code} is for a first purchase, and you have bought before.` };
  }
  return { offer, error: null };
}
