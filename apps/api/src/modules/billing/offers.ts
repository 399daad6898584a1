import type { Offer } from '@stock/contracts';
import type { Db } from '../../db/connection';
import {
  findOffer,
  normaliseCode,
  type OfferConfig,
  offerFromRow,
  type PlanConfig,
  type PlanVariantConfig,
  runsAt,
} from '../plans/pricing';
import { listOfferRows } from '../plans/pricing.repo';
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

/** The offers this buyer may use now (a first-purchase one only before anything was paid). */
export async function offersFor(db: Db, holderId: number, now = new Date()): Promise<OfferConfig[]> {
  const hasPaid = (await countPaidOrders(db, holderId)) > 0;
  return (await listOfferRows(db)).filter((row) => runsAt(row, now) && !(row.first_purchase_only && hasPaid)).map(offerFromRow);
}

export type OfferDecision = { offer: OfferConfig; error: null } | { offer: null; error: string };

/**
 * Whether a code the buyer typed applies to this variant, and if not, why (in words for the checkout page). The
 * published offers come first; any other code is looked up among the promo codes (see decidePromoCode).
 */
export async function decideOffer(
  db: Db,
  holderId: number,
  typed: string,
  plan: PlanConfig,
  variant: PlanVariantConfig,
  now = new Date(),
  options: { lock?: boolean } = {},
): Promise<OfferDecision> {
  const offer = await findOffer(db, typed);
  if (!offer) return decidePromoCode(db, holderId, normaliseCode(typed), plan, now, options);
  const { code } = offer;
  if (offer.startsAt && offer.startsAt > now) return { offer: null, error: `The offer ${code} has not started yet.` };
  if (!offer.active || (offer.expiresAt && offer.expiresAt <= now)) return { offer: null, error: `The offer ${code} has ended.` };
  if (offer.appliesTo === 'annual' && variant.interval !== 'year') return { offer: null, error: `${code} applies to annual plans only.` };
  if (offer.appliesTo === 'pack' && plan.kind !== 'pack') return { offer: null, error: `${code} applies to download packs only.` };
  if (offer.firstPurchaseOnly && (await countPaidOrders(db, holderId)) > 0) {
    return { offer: null, error: `${code} is for a first purchase, and you have bought before.` };
  }
  return { offer, error: null };
}
