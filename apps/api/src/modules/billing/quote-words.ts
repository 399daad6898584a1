import type { Language, OrderQuote } from '@stock/contracts';
import { planNameIn, variantNameIn } from '../plans/plan-words';
import type { PlanConfig, PlanVariantConfig } from '../plans/pricing';

const SALES_TAX: Record<Exclude<Language, 'en'>, (rate: string) => string> = {
  de: (rate) => `Umsatzsteuer ${rate}`,
  fr: (rate) => `Taxe sur les ventes ${rate}`,
  es: (rate) => `Impuesto sobre las ventas ${rate}`,
  'pt-BR': (rate) => `Imposto sobre vendas ${rate}`,
  ja: (rate) => `売上税 ${rate}`,
};

/**
 * The quote's item and tax lines in `language`, as the checkout shows them before payment. The order stores its lines
 * in English (invoices are issued from them); an offer's line is the console's own title and stays as written.
 */
export function quoteLinesIn(
  lines: OrderQuote['lines'],
  plan: PlanConfig,
  variant: PlanVariantConfig,
  taxRateBp: number,
  language: Language,
): OrderQuote['lines'] {
  if (language === 'en') return lines;
  const rate = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(taxRateBp / 10_000);
  const item = `${planNameIn(plan.planId, plan.name, language)}: ${variantNameIn(variant.planVariantId, variant.name, language)}`;
  return lines.map((line) =>
    line.kind === 'item'
      ? { ...line, description: item }
      : line.kind === 'tax'
        ? { ...line, description: SALES_TAX[language](rate) }
        : line,
  );
}
