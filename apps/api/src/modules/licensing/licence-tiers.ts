import type { LicenceTier, LicenceTiersData } from '@stock/contracts';
import { CURRENCY, LICENCE_TIERS, type LicenceTierConfig, TAX_RATE_BP, tierUpgradePriceCents } from '../plans/plans-config';

function presentTier(tier: LicenceTierConfig): LicenceTier {
  return {
    tier: tier.tier,
    name: tier.name,
    summary: tier.summary,
    rights: tier.rights,
    indemnity_cents: tier.indemnityCents,
    price_cents: tier.filePriceCents,
    upgrade_price_cents: tier.tier === 'enhanced' ? { IMAGE: tierUpgradePriceCents('IMAGE'), VIDEO: tierUpgradePriceCents('VIDEO') } : null,
    covered_by_plans: tier.coveredByPlans,
  };
}

/** The licence tiers as the file, pricing and licence pages show them. */
export function licenceTiers(): LicenceTiersData {
  return { tiers: LICENCE_TIERS.map(presentTier), currency: CURRENCY, tax_rate_bp: TAX_RATE_BP };
}
