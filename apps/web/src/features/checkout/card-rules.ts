import { passesLuhn } from '@stock/contracts/values';
import type { FieldErrors } from '../auth/form/use-form';

export type CardField = 'number' | 'expiry' | 'cvc' | 'name';
export type CardValues = Record<CardField, string>;

export const digitsOf = (value: string) => value.replace(/\D/g, '');

/** Groups of four as people read card numbers. */
export function formatCardNumber(value: string): string {
  return digitsOf(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "MM / YY", the slash added as the month is complete. */
export function formatExpiry(value: string): string {
  const digits = digitsOf(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

export function readExpiry(value: string): { month: number; year: number } | null {
  const digits = digitsOf(value);
  if (digits.length !== 4) return null;
  const month = Number(digits.slice(0, 2));
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(digits.slice(2)) };
}

export function validateCard(values: CardValues, now = new Date()): FieldErrors<CardField> {
  const errors: FieldErrors<CardField> = {};
  const number = digitsOf(values.number);
  if (!number) errors.number = 'Enter the card number.';
  else if (number.length < 13 || !passesLuhn(number)) errors.number = 'This card number is not valid. Check the digits.';
  const expiry = readExpiry(values.expiry);
  if (!values.expiry.trim()) errors.expiry = 'Enter the expiry date.';
  else if (!expiry) errors.expiry = 'Write the expiry date as MM / YY.';
  else if (expiry.year * 12 + expiry.month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) errors.expiry = 'This card has expired.';
  if (!/^\d{3,4}$/.test(values.cvc.trim())) errors.cvc = 'Enter the 3 or 4 digits on the back of the card.';
  if (!values.name.trim()) errors.name = 'Enter the name on the card.';
  return errors;
}
