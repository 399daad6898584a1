import { cachedFormatter } from './current-language';

const UNITS = ['kilobyte', 'megabyte', 'gigabyte'] as const;

/**
 * 4_200_000 -> "4.2 MB" ("4,2 MB" in German): decimal units by default, as file managers and stock sites show download
 * sizes; base 1024 for limits configured in 1024-byte units, so a 50 MB limit reads "50 MB".
 */
export function formatFileSize(bytes: number, base: 1000 | 1024 = 1000): string {
  if (bytes < base) {
    return cachedFormatter('size:byte', (language) => new Intl.NumberFormat(language, { style: 'unit', unit: 'byte' })).format(bytes);
  }
  let value = bytes;
  let unit: (typeof UNITS)[number] = 'kilobyte';
  for (const next of UNITS) {
    value /= base;
    unit = next;
    if (value < base) break;
  }
  const digits = value >= 100 ? 0 : 1;
  const formatter = cachedFormatter(
    `size:${unit}:${digits}`,
    (language) => new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: digits }),
  );
  return formatter.format(value);
}
