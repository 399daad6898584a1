/** How many digits after the point, as Intl.NumberFormat's options name them. */
export interface FractionDigits {
  minimumFractionDigits: number;
  maximumFractionDigits: number;
}

/** Intl.NumberFormat's default for a plain number: up to three decimals, none forced. */
export const PLAIN_DIGITS: FractionDigits = { minimumFractionDigits: 0, maximumFractionDigits: 3 };

/** The digits of a number's shortest decimal form (as String writes it, exponent spelled out): whole part, fraction. */
function decimalDigits(positive: number): [string, string] {
  const [mantissa = '', exponent = '0'] = String(positive).split('e');
  const [whole = '', fraction = ''] = mantissa.split('.');
  const digits = whole + fraction;
  const point = whole.length + Number(exponent);
  if (point <= 0) return ['0', '0'.repeat(-point) + digits];
  if (point >= digits.length) return [digits + '0'.repeat(point - digits.length), ''];
  return [digits.slice(0, point), digits.slice(point)];
}

/** Whole and fraction digits rounded to `places` decimals, a half away from zero. */
function rounded([whole, fraction]: [string, string], places: number): [string, string] {
  if (fraction.length <= places) return [whole, fraction];
  const kept = whole + fraction.slice(0, places);
  const up = (fraction[places] ?? '0') >= '5';
  const digits = up ? (BigInt(kept) + 1n).toString().padStart(kept.length, '0') : kept;
  const point = digits.length - places;
  return [digits.slice(0, point), digits.slice(point)];
}

/**
 * A number as `Intl.NumberFormat('en', digits)` writes it ("1,234.5", "-0", "24.0"), without Intl: the first
 * Intl.NumberFormat on a page loads the engine's number data, tens of milliseconds on a phone in the middle of a first
 * render. Like the engines' Intl, it rounds the number's shortest decimal form (1.005 to 1.01), half away from zero.
 * Null for what it does not cover (not finite, or 10^21 and over): the caller asks Intl.
 */
export function writtenInEnglish(value: number, digits: FractionDigits = PLAIN_DIGITS): string | null {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) return null;
  const [whole, fraction] = rounded(decimalDigits(Math.abs(value)), digits.maximumFractionDigits);
  let shown = fraction.padEnd(digits.minimumFractionDigits, '0');
  while (shown.length > digits.minimumFractionDigits && shown.endsWith('0')) shown = shown.slice(0, -1);
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? '-' : ''}${grouped}${shown ? `.${shown}` : ''}`;
}

/** The fraction digits of Intl options that say nothing else (the only ones writtenInEnglish covers), or null. */
export function fractionDigitsOnly(options: Intl.NumberFormatOptions | undefined): FractionDigits | null {
  const { minimumFractionDigits, maximumFractionDigits, ...rest } = options ?? {};
  if (Object.keys(rest).length > 0) return null;
  const min = minimumFractionDigits ?? 0;
  const max = maximumFractionDigits ?? Math.max(min, PLAIN_DIGITS.maximumFractionDigits);
  const valid = (digits: number) => Number.isInteger(digits) && digits >= 0 && digits <= 20;
  return valid(min) && valid(max) && min <= max ? { minimumFractionDigits: min, maximumFractionDigits: max } : null;
}
