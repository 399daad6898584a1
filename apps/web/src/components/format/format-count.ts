import { cachedFormatter, currentLanguage } from './current-language';
import { writtenInEnglish } from './english-number';

/**
 * 1234567 -> "1,234,567" in English, "1.234.567" in German. English skips Intl (writtenInEnglish says why); other
 * languages need their own separators, so they pay it once.
 */
export function formatCount(value: number): string {
  const english = currentLanguage() === 'en' ? writtenInEnglish(value) : null;
  return english ?? cachedFormatter('count', (language) => new Intl.NumberFormat(language)).format(value);
}

/** "1 image", "2,400 images": a count with its noun in the number English needs. */
export function countOf(value: number, singular: string, plural: string): string {
  return `${formatCount(value)} ${value === 1 ? singular : plural}`;
}
