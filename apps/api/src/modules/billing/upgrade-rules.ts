import type { UpgradeOption } from '@stock/contracts';
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
export function upgradeOptions(pricing: Pricing, current: Choice): UpgradeOption[] {
  return plansOnSale(pricing)
    .sort((a, b) => a.rank - b.rank)
    .flatMap((plan) =>
      plan.variants
        .filter((variant) => isUpgrade(current, { plan, variant }))
        .map((variant) => ({ plan_name: plan.name, media: plan.media, variant: presentVariant(plan, variant) })),
    );
}
