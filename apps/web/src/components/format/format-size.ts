import { cachedFormatter, currentLanguage } from './current-language';
import { writtenInEnglish } from './english-number';

const UNITS = ['kilobyte', 'megabyte', 'gigabyte'] as const;
type Unit = 'byte' | (typeof UNITS)[number];

/** The short unit names Intl writes in English, so English sizes skip Intl (writtenInEnglish says why). */
const ENGLISH_UNITS: Record<Unit, string> = { byte: 'byte', kilobyte: 'kB', megabyte: 'MB', gigabyte: 'GB' };

/** A value in a unit, with at most `digits` decimals, in the interface's language. */
function inUnit(value: number, unit: Unit, digits: number): string {
  const english = currentLanguage() === 'en' ? writtenInEnglish(value, { minimumFractionDigits: 0, maximumFractionDigits: digits }) : null;
  if (english !== null) return `${english} ${ENGLISH_UNITS[unit]}`;
  const formatter = cachedFormatter(
    `size:${unit}:${digits}`,
    (language) => new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: digits }),
  );
  return formatter.format(value);
}

/**
 * 4_200_000 -> "4.2 MB" ("4,2 MB" in German): decimal units by default, as file managers and stock sites show download
 * sizes; base 1024 for limits configured in 1024-byte units, so a 50 MB limit reads "50 MB".
 */
export function formatFileSize(bytes: number, base: 1000 | 1024 = 1000): string {
  if (bytes < base) return inUnit(bytes, 'byte', 0);
  let value = bytes;
  let unit: Unit = 'kilobyte';
  for (const next of UNITS) {
    value /= base;
    unit = next;
    if (value < base) break;
  }
  return inUnit(value, unit, value >= 100 ? 0 : 1);
}
