import type { Db } from '../../db/connection';
import { PLAN_SHAPES, type PlanShape, type PlanVariantShape } from './plans-config';
import { findOfferRow, listVariantTerms, type OfferRow, type VariantTermsRow } from './pricing.repo';

/** A variant as it is sold now: its shape, and the terms the console sets. */
export interface PlanVariantConfig extends PlanVariantShape {
  priceCents: number;
  downloads: number;
  /** Off the pricing page and refused at checkout; plans already bought keep it. */
  hidden: boolean;
}

export interface PlanConfig extends Omit<PlanShape, 'variants'> {
  variants: PlanVariantConfig[];
}

/** 'plans': a promo code, for the plans it names (checked against the promo code's own list). */
export type OfferAppliesTo = 'any' | 'annual' | 'pack' | 'plans';

export interface OfferConfig {
  code: string;
  title: string;
  description: string;
  /** 0 for a code that takes an amount off instead. */
  percentOff: number;
  amountOffCents?: number;
  appliesTo: OfferAppliesTo;
  /** Only for a buyer who has never paid for anything. */
  firstPurchaseOnly: boolean;
  startsAt: Date | null;
  expiresAt: Date | null;
}

export interface Pricing {
  /** Every plan with every variant, hidden ones included (renewals and past orders name them). */
  plans: PlanConfig[];
  findPlan(planId: number): PlanConfig | undefined;
  findVariant(planVariantId: number): { plan: PlanConfig; variant: PlanVariantConfig } | undefined;
}

function priced(shape: PlanShape, terms: Map<number, VariantTermsRow>): PlanConfig {
  return {
    ...shape,
    variants: shape.variants.flatMap((variant) => {
      const row = terms.get(variant.planVariantId);
      return row ? [{ ...variant, priceCents: row.price_cents, downloads: row.downloads, hidden: row.hidden }] : [];
    }),
  };
}

/**
 * The plans at today's prices, read from the database each time: a price the console changed applies to the next
 * quote and checkout at once, in every process. Read with the transaction's handle where money moves, so the price
 * checked is the price charged.
 */
export async function loadPricing(db: Db): Promise<Pricing> {
  const terms = new Map((await listVariantTerms(db)).map((row) => [row.plan_variant_id, row]));
  const plans = PLAN_SHAPES.map((shape) => priced(shape, terms));
  const findVariant = (planVariantId: number) => {
    for (const plan of plans) {
      const variant = plan.variants.find((candidate) => candidate.planVariantId === planVariantId);
      if (variant) return { plan, variant };
    }
    return undefined;
  };
  return { plans, findPlan: (planId) => plans.find((plan) => plan.planId === planId), findVariant };
}

/** The plans a buyer may pick: the hidden variants left out, and a plan with none left out too. */
export function plansOnSale(pricing: Pricing): PlanConfig[] {
  return pricing.plans
    .map((plan) => ({ ...plan, variants: plan.variants.filter((variant) => !variant.hidden) }))
    .filter((plan) => plan.variants.length > 0);
}

export function offerFromRow(row: OfferRow): OfferConfig {
  return {
    code: row.code,
    title: row.title,
    description: row.description,
    percentOff: row.percent_off ?? 0,
    ...(row.amount_off_cents ? { amountOffCents: row.amount_off_cents } : {}),
    appliesTo: row.applies_to,
    firstPurchaseOnly: row.first_purchase_only,
    startsAt: row.starts_at,
    expiresAt: row.expires_at,
  };
}

export const normaliseCode = (code: string) => code.trim().toUpperCase();

/** The offer of this code, whether or not it runs now (the caller says why it does not apply). */
export async function findOffer(db: Db, code: string): Promise<(OfferConfig & { active: boolean }) | undefined> {
  const row = await findOfferRow(db, normaliseCode(code));
  return row ? { ...offerFromRow(row), active: row.active } : undefined;
}

/** Whether a code, an offer or a promo code, runs at this moment: switched on, started, not yet ended. */
export function runsAt(code: { active: boolean; starts_at: Date | null; expires_at: Date | null }, now: Date): boolean {
  return code.active && (!code.starts_at || code.starts_at <= now) && (!code.expires_at || code.expires_at > now);
}
