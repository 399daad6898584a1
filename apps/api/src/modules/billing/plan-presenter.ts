import type { Language, Plan, PlanVariant } from '@stock/contracts';
import { planIn, variantNameIn } from '../plans/plan-words';
import { CURRENCY, PACK_VALID_DAYS } from '../plans/plans-config';
import type { PlanConfig, PlanVariantConfig } from '../plans/pricing';

function savingPercent(plan: PlanConfig, variant: PlanVariantConfig): number {
  if (variant.interval !== 'year') return 0;
  const monthly = plan.variants.find((candidate) => candidate.interval === 'month');
  if (!monthly) return 0;
  return Math.round(100 - (variant.priceCents * 100) / (monthly.priceCents * 12));
}

/** A variant as the buyer sees it, named in `language`. */
export function presentVariant(plan: PlanConfig, variant: PlanVariantConfig, language: Language): PlanVariant {
  return {
    plan_variant_id: variant.planVariantId,
    plan_id: plan.planId,
    name: variantNameIn(variant.planVariantId, variant.name, language),
    interval: variant.interval,
    price_cents: variant.priceCents,
    currency: CURRENCY,
    downloads: variant.downloads,
    price_per_download_cents: Math.round(variant.priceCents / variant.downloads),
    valid_days: plan.kind === 'pack' ? PACK_VALID_DAYS : null,
    saving_percent: savingPercent(plan, variant),
  };
}

/** A plan as the buyer sees it, its description, features and variant names in `language`. */
export function presentPlan(englishPlan: PlanConfig, language: Language): Plan {
  const plan = planIn(englishPlan, language);
  return {
    plan_id: plan.planId,
    name: plan.name,
    slug: plan.slug,
    description: plan.description,
    kind: plan.kind,
    media: plan.media,
    seats: plan.seats,
    features: plan.features,
    highlighted: plan.highlighted,
    variants: englishPlan.variants.map((variant) => presentVariant(englishPlan, variant, language)),
  };
}
