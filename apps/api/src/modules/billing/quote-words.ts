import type { Language, OrderLine, OrderQuote } from '@stock/contracts';
import type { StoredOrderLine } from '../../db/schema';
import { licenceSourceIn } from '../plans/licence-source-words';
import { planNameIn, variantNameIn } from '../plans/plan-words';
import type { PlanConfig, PlanVariantConfig } from '../plans/pricing';

const SALES_TAX: Record<Exclude<Language, 'en'>, (rate: string) => string> = {
  de: (rate) => `Umsatzsteuer ${rate}`,
  fr: (rate) => `Taxe sur les ventes ${rate}`,
  es: (rate) => `Impuesto sobre las ventas ${rate}`,
  'pt-BR': (rate) => `Imposto sobre vendas ${rate}`,
  ja: (rate) => `売上税 ${rate}`,
};

/** A tax rate in basis points as `language` writes a percentage: 8.5% in English, 8,5 % in German. */
export const taxRateIn = (taxRateBp: number, language: Language) =>
  new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(taxRateBp / 10_000);

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
  const rate = taxRateIn(taxRateBp, language);
  const item = `${planNameIn(plan.planId, plan.name, language)}: ${variantNameIn(variant.planVariantId, variant.name, language)}`;
  return lines.map((line) =>
    line.kind === 'item'
      ? { ...line, description: item }
      : line.kind === 'tax'
        ? { ...line, description: SALES_TAX[language](rate) }
        : line,
  );
}

// quote.ts stores the tax line as `Sales tax ${TAX_RATE_BP / 100}%`.
const STORED_SALES_TAX = /^Sales tax (\d+(?:\.\d+)?)%$/;

/**
 * A line an order stored in English (an invoice's), in `language`: its plan and variant, or its sales tax; an offer's
 * or a credit's line, and any line these do not recognise, reads as stored.
 */
export function storedLineIn(line: StoredOrderLine, language: Language): string {
  if (language === 'en') return line.description;
  if (line.kind === 'item') return licenceSourceIn(line.description, language);
  const tax = line.kind === 'tax' ? STORED_SALES_TAX.exec(line.description) : null;
  return tax ? SALES_TAX[language](taxRateIn(Math.round(Number(tax[1]) * 100), language)) : line.description;
}

/** The lines an order stored in English, in `language` (see storedLineIn); English answers them as stored. */
export function storedLinesIn(lines: OrderLine[], language: Language): OrderLine[] {
  if (language === 'en') return lines;
  return lines.map((line) => ({ ...line, description: storedLineIn(line, language) }));
}

// renewals.ts and subscription.service.ts store these around an item's name (`Renewal of Pro: Pro, monthly`).
const STORED_RENEWAL = /^Renewal of (.+)$/;
const STORED_UPGRADE = /^Upgrade to (.+)$/;

const RENEWAL_OF: Record<Exclude<Language, 'en'>, (item: string) => string> = {
  de: (item) => `Verlängerung von ${item}`,
  fr: (item) => `Renouvellement de ${item}`,
  es: (item) => `Renovación de ${item}`,
  'pt-BR': (item) => `Renovação de ${item}`,
  ja: (item) => `${item}の更新`,
};

const UPGRADE_TO: Record<Exclude<Language, 'en'>, (item: string) => string> = {
  de: (item) => `Upgrade auf ${item}`,
  fr: (item) => `Mise à niveau vers ${item}`,
  es: (item) => `Mejora a ${item}`,
  'pt-BR': (item) => `Upgrade para ${item}`,
  ja: (item) => `${item}へのアップグレード`,
};

/**
 * What an order (and its invoice) was for, stored once in English, in `language`: a plan variant or pack bought,
 * renewed or upgraded to. A description these do not recognise (a file's, with its title) reads as stored.
 */
export function storedDescriptionIn(description: string, language: Language): string {
  if (language === 'en') return description;
  for (const [pattern, words] of [
    [STORED_RENEWAL, RENEWAL_OF],
    [STORED_UPGRADE, UPGRADE_TO],
  ] as const) {
    const item = pattern.exec(description)?.[1];
    if (item === undefined) continue;
    const translated = licenceSourceIn(item, language);
    return translated === item ? description : words[language](translated);
  }
  return licenceSourceIn(description, language);
}
