import { cachedFormatter } from '../../components/format/current-language';

const SPACES = /[\s\u00a0\u202f]/g;
const SPACE = /^[\s\u00a0\u202f]$/;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function separators(): { group: string; decimal: string } {
  const parts = cachedFormatter('amount:parts', (language) => new Intl.NumberFormat(language)).formatToParts(12_345.6);
  return {
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
}

/**
 * Dollars as a person types them in the interface's language, as cents: "120.50" and "120,50" (amounts have cents,
 * never thousandths, so one or two digits after either mark are cents), "1,234.50" in English, "1.234,50" in German,
 * "1 234,50" in French. A group mark counts only between groups of three digits of the language's own kind, so "40.005"
 * is no amount in English rather than forty thousand dollars. Null when the text is not an amount.
 */
export function centsFromText(raw: string): number | null {
  const text = raw.replace(SPACES, '').replace(/^(US)?\$|\$$/g, '');
  const { group, decimal } = separators();
  const plain = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(text);
  const grouped = SPACE.test(group)
    ? null
    : new RegExp(`^(\\d{1,3}(?:${escapeRegExp(group)}\\d{3})+)(?:${escapeRegExp(decimal)}(\\d{1,2}))?$`).exec(text);
  const match = plain ?? grouped;
  if (!match) return null;
  const cents = Number((match[1] ?? '').replaceAll(group, '')) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Cents as the amount field shows them: "52.64", "52,64" in German; no currency sign or grouping to type around. */
export function amountText(cents: number): string {
  return cachedFormatter(
    'amount:field',
    (language) => new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }),
  ).format(cents / 100);
}
