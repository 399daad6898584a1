import type { Language, LicenceTier, LicenceTiersData } from '@stock/contracts';
import { tierWordsIn } from '../plans/licence-tier-words';
import { CURRENCY, LICENCE_TIERS, type LicenceTierConfig, TAX_RATE_BP, tierUpgradePriceCents } from '../plans/plans-config';

function presentTier(tier: LicenceTierConfig, language: Language): LicenceTier {
  const { name, summary, rights } = tierWordsIn(tier, language);
  return {
    tier: tier.tier,
    name,
    summary,
    rights,
    indemnity_cents: tier.indemnityCents,
    price_cents: tier.filePriceCents,
    upgrade_price_cents: tier.tier === 'enhanced' ? { IMAGE: tierUpgradePriceCents('IMAGE'), VIDEO: tierUpgradePriceCents('VIDEO') } : null,
    covered_by_plans: tier.coveredByPlans,
  };
}

/** The licence tiers as the file, pricing and licence pages show them, worded in the reader's language. */
export function licenceTiers(language: Language): LicenceTiersData {
  return { tiers: LICENCE_TIERS.map((tier) => presentTier(tier, language)), currency: CURRENCY, tax_rate_bp: TAX_RATE_BP };
}
