import { cachedFormatter } from './current-language';

const STYLES = {
  /** "21 Nov 2026", "21.11.2026" (de), "2026/11/21" (ja) */
  day: { dateStyle: 'medium' },
  /** "21 November 2026", "21. November 2026" (de), "2026年11月21日" (ja) */
  long: { dateStyle: 'long' },
  /** "21 Nov 2026, 14:05" */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * A date in the interface's language. Days are shown in UTC, as the server stores them, so an invoice reads the same
 * day for every reader whatever their time zone; `dateTime` uses the reader's own clock.
 */
export function formatDate(iso: string | Date, style: keyof typeof STYLES = 'day'): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(date.getTime())) return '';
  const formatter = cachedFormatter(
    `date:${style}`,
    (language) => new Intl.DateTimeFormat(language, { ...STYLES[style], ...(style === 'dateTime' ? {} : { timeZone: 'UTC' }) }),
  );
  return formatter.format(date);
}
