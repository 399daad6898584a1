import type { Locale } from '@stock/contracts';

// English e-mails have always shown US conventions ($1,234.50); other languages get their own.
const intlTag = (locale: Locale) => (locale === 'en' ? 'en-US' : locale);

/** An amount of money for a reader of this language. */
export const mailMoney = (cents: number, currency: string, locale: Locale) =>
  new Intl.NumberFormat(intlTag(locale), { style: 'currency', currency }).format(cents / 100);

/** A number for a reader of this language. */
export const mailNumber = (value: number, locale: Locale) => new Intl.NumberFormat(intlTag(locale)).format(value);

/**
 * A calendar day (UTC) for a reader of this language. English e-mails keep the ISO form they have always shown
 * (2026-12-01), which no English reader misreads; other languages get their long form (1. Dezember 2026).
 */
export const mailDate = (date: Date, locale: Locale) =>
  locale === 'en' ? date.toISOString().slice(0, 10) : new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
