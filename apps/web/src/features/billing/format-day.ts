import { cachedFormatter } from '../../components/format/current-language';

/**
 * Dates of invoices, renewals and licences, in the reader's language: "21 Nov 2026", "21. Nov. 2026" (de),
 * "2026年11月21日" (ja). English keeps the day-first order these pages have always shown.
 */
export function formatDay(iso: string): string {
  const formatter = cachedFormatter(
    'billing:day',
    (language) =>
      new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
  );
  return formatter.format(new Date(iso));
}
