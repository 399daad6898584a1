import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { PLAN_SHAPES } from './plans-config';
import { loadPricing } from './pricing';

const ctx = useTestApp();

describe('the seeded prices', () => {
  it('price every variant of the plans config, and an annual plan costs less than twelve months', async () => {
    const pricing = await loadPricing(ctx.database.db);
    expect(pricing.plans.map((plan) => plan.variants.map((variant) => variant.planVariantId))).toEqual(
      PLAN_SHAPES.map((plan) => plan.variants.map((variant) => variant.planVariantId)),
    );
    for (const plan of pricing.plans) {
      const monthly = plan.variants.find((variant) => variant.interval === 'month');
      const annual = plan.variants.find((variant) => variant.interval === 'year');
      if (monthly && annual) expect(annual.priceCents).toBeLessThan(monthly.priceCents * 12);
    }
    expect(pricing.findVariant(21)?.variant).toMatchObject({ name: 'Pro, monthly', priceCents: 9_900, downloads: 50, hidden: false });
  });
});
