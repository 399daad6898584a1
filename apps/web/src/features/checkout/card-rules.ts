import { passesLuhn } from '@stock/contracts/values';
import { ApiError } from '../../api/client';
import type { FieldErrors } from '../auth/form/use-form';

export type CardField = 'number' | 'expiry' | 'cvc' | 'name';
export type CardValues = Record<CardField, string>;
/** A card typed into the form, and whether the buyer asked to save it. */
export type TypedCard = { values: CardValues; save: boolean };

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

/** `t` is the checkout namespace's: the messages are in the reader's language. */
export function validateCard(values: CardValues, t: (key: string) => string, now = new Date()): FieldErrors<CardField> {
  const errors: FieldErrors<CardField> = {};
  const number = digitsOf(values.number);
  if (!number) errors.number = t('checkout:card.errors.numberMissing');
  else if (number.length < 13 || !passesLuhn(number)) errors.number = t('checkout:card.errors.numberInvalid');
  const expiry = readExpiry(values.expiry);
  if (!values.expiry.trim()) errors.expiry = t('checkout:card.errors.expiryMissing');
  else if (!expiry) errors.expiry = t('checkout:card.errors.expiryFormat');
  else if (expiry.year * 12 + expiry.month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1)
    errors.expiry = t('checkout:card.errors.expired');
  if (!/^\d{3,4}$/.test(values.cvc.trim())) errors.cvc = t('checkout:card.errors.cvc');
  if (!values.name.trim()) errors.name = t('checkout:card.errors.name');
  return errors;
}

/** The server names the card fields its own way; these are the form's. */
const CARD_FIELDS: Record<string, CardField> = {
  card_number: 'number',
  exp_month: 'expiry',
  exp_year: 'expiry',
  cvc: 'cvc',
  name_on_card: 'name',
};

/** What the server said about the card's fields, in the form's names; null when it named none. */
export function cardErrorsOf(error: unknown): FieldErrors<CardField> | null {
  const errors: FieldErrors<CardField> = {};
  for (const item of (error instanceof ApiError ? error.envelope?.errors : undefined) ?? []) {
    const field = CARD_FIELDS[item.field.replace(/^\//, '')];
    if (field) errors[field] ??= item.message;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** The card as the API takes it. */
export function cardBody(card: CardValues) {
  const expiry = readExpiry(card.expiry);
  return {
    card_number: digitsOf(card.number),
    exp_month: expiry?.month ?? 1,
    exp_year: expiry?.year ?? 2000,
    cvc: card.cvc.trim(),
    name_on_card: card.name.trim(),
  };
}
