import { cachedFormatter, currentLanguage } from './current-language';

/**
 * 1234567 -> "1,234,567" in English, "1.234.567" in German. English integers skip Intl: the first Intl call on a page
 * loads the ICU number data, a task of tens of milliseconds on a phone that would fall in the middle of the first
 * render of every page that shows a count. Other languages need their own separators, so they pay it once.
 */
export function formatCount(value: number): string {
  if (currentLanguage() !== 'en' || !Number.isSafeInteger(value))
    return cachedFormatter('count', (language) => new Intl.NumberFormat(language)).format(value);
  return groupedInEnglish(value);
}

/** An integer with English's thousands separators, as `Intl.NumberFormat('en')` writes it. */
export function groupedInEnglish(value: number): string {
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 ? `-${digits}` : digits;
}

/** "1 image", "2,400 images": a count with its noun in the number English needs. */
export function countOf(value: number, singular: string, plural: string): string {
  return `${formatCount(value)} ${value === 1 ? singular : plural}`;
}
