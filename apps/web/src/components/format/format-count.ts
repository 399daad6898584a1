/**
 * 1234567 -> "1,234,567", as `toLocaleString('en-US')` writes it, without Intl: the first Intl call on a page
 * loads the ICU number data, a task of tens of milliseconds on a phone that would fall in the middle of the first
 * render of every page that shows a count.
 */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString('en-US');
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 ? `-${digits}` : digits;
}

/** "1 image", "2,400 images": a count with its noun in the number English needs. */
export function countOf(value: number, singular: string, plural: string): string {
  return `${formatCount(value)} ${value === 1 ? singular : plural}`;
}
