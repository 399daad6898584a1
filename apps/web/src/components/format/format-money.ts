import { cachedFormatter } from './current-language';

/** Integer cents as the interface's language writes the amount: "$1,234.50", "1.234,50 $" (de), "$1,234.50" (ja). */
export function formatMoney(cents: number, currency = 'USD'): string {
  const formatter = cachedFormatter(`money:${currency}`, (language) => new Intl.NumberFormat(language, { style: 'currency', currency }));
  return formatter.format(cents / 100);
}
