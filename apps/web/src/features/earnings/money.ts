import { cachedFormatter } from '../../components/format/current-language';
import { formatMoney } from '../../components/format/format-money';

export { formatDate } from '../../components/format/format-date';

/** US dollars as the reader's language writes them: $1,234.50, 1.234,50 $ (de). Contributors are paid in dollars. */
export const formatUsd = (cents: number) => formatMoney(cents, 'USD');

/** A royalty rate in basis points: 1500 -> "15%" ("15 %" in German), 1250 -> "12.5%". */
export const formatRate = (bp: number) =>
  cachedFormatter('rate', (language) => new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 })).format(
    bp / 10_000,
  );
