import type { Language } from '@stock/contracts';
import { tierNameIn } from './licence-tier-words';
import { planNameIn, variantNameIn } from './plan-words';
import { LICENCE_TIERS, type LicenceTierConfig, PLAN_SHAPES } from './plans-config';

const SINGLE_FILE: Record<Language, (tier: string) => string> = {
  en: (tier) => `Single file, ${tier}`,
  de: (tier) => `Einzelne Datei, ${tier}`,
  fr: (tier) => `Fichier à l’unité, ${tier}`,
  es: (tier) => `Archivo suelto, ${tier}`,
  'pt-BR': (tier) => `Arquivo avulso, ${tier}`,
  ja: (tier) => `単品購入、${tier}`,
};

/** The name a licence stores for what it was obtained with when a file is bought on its own. */
export const singleFileName = (tier: LicenceTierConfig) => SINGLE_FILE.en(tier.name);

/**
 * What a licence was obtained with, as it stores it in English (a plan variant's name, a pack's with its plan's, or "Single file" and
 * the tier), in `language`; a name it does not recognise reads as stored.
 */
export function licenceSourceIn(storedName: string, language: Language): string {
  if (language === 'en') return storedName;
  for (const plan of PLAN_SHAPES) {
    for (const variant of plan.variants) {
      const translated = () => variantNameIn(variant.planVariantId, variant.name, language);
      if (storedName === variant.name) return translated();
      // Packs store their plan's name before the variant's ("On demand: 25 downloads").
      if (storedName === `${plan.name}: ${variant.name}`) return `${planNameIn(plan.planId, plan.name, language)}: ${translated()}`;
    }
  }
  const tier = LICENCE_TIERS.find((candidate) => singleFileName(candidate) === storedName);
  return tier ? SINGLE_FILE[language](tierNameIn(tier, language)) : storedName;
}
