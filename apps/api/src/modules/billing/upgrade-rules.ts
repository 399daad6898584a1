import type { Language, UpgradeOption } from '@stock/contracts';
import { planNameIn } from '../plans/plan-words';
import { type PlanConfig, type PlanVariantConfig, type Pricing, plansOnSale } from '../plans/pricing';
import { presentVariant } from './plan-presenter';

type Choice = { plan: PlanConfig; variant: PlanVariantConfig };

/** A larger plan, or the same plan billed yearly instead of monthly: the only moves an upgrade makes. */
export function isUpgrade(current: Choice, target: Choice): boolean {
  if (target.plan.kind !== 'subscription') return false;
  if (target.plan.rank > current.plan.rank) return true;
  return target.plan.rank === current.plan.rank && target.variant.interval === 'year' && current.variant.interval === 'month';
}

/** What the subscription answer offers to upgrade to, from the same rule the upgrade checks. */
export function upgradeOptions(pricing: Pricing, current: Choice, language: Language): UpgradeOption[] {
  return plansOnSale(pricing)
    .sort((a, b) => a.rank - b.rank)
    .flatMap((plan) =>
      plan.variants
        .filter((variant) => isUpgrade(current, { plan, variant }))
        .map((variant) => ({
          plan_name: planNameIn(plan.planId, plan.name, language),
          media: plan.media,
          variant: presentVariant(plan, variant, language),
        })),
    );
}
