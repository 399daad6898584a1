import { cachedFormatter, currentLanguage } from './current-language';
import { writtenInEnglish } from './english-number';

const CENTS = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

/** Dollars as Intl writes them in English ("-$1,234.50"), without Intl (writtenInEnglish says why). */
function dollarsInEnglish(amount: number): string | null {
  const digits = writtenInEnglish(Math.abs(amount), CENTS);
  return digits === null ? null : `${amount < 0 || Object.is(amount, -0) ? '-' : ''}$${digits}`;
}

/** Integer cents as the interface's language writes the amount: "$1,234.50", "1.234,50 $" (de), "$1,234.50" (ja). */
export function formatMoney(cents: number, currency = 'USD'): string {
  const english = currentLanguage() === 'en' && currency === 'USD' ? dollarsInEnglish(cents / 100) : null;
  return (
    english ??
    cachedFormatter(`money:${currency}`, (language) => new Intl.NumberFormat(language, { style: 'currency', currency })).format(cents / 100)
  );
}
