import { invalidField } from '../../http/http-error';

/** Checks of the numbers a bank account is given by: IBAN (ISO 13616 mod-97), US routing (ABA), SWIFT/BIC. */

// IBAN lengths per country (SWIFT IBAN registry); a country not listed is checked by the checksum and 15-34 length.
const IBAN_LENGTHS: Record<string, number> = {
  AD: 24,
  AE: 23,
  AL: 28,
  AT: 20,
  AZ: 28,
  BA: 20,
  BE: 16,
  BG: 22,
  BH: 22,
  BR: 29,
  CH: 21,
  CR: 22,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  DO: 28,
  EE: 20,
  EG: 29,
  ES: 24,
  FI: 18,
  FO: 18,
  FR: 27,
  GB: 22,
  GE: 22,
  GI: 23,
  GL: 18,
  GR: 27,
  GT: 28,
  HR: 21,
  HU: 28,
  IE: 22,
  IL: 23,
  IS: 26,
  IT: 27,
  JO: 30,
  KW: 30,
  KZ: 20,
  LB: 28,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MD: 24,
  ME: 22,
  MK: 19,
  MR: 27,
  MT: 31,
  MU: 30,
  NL: 18,
  NO: 15,
  PK: 24,
  PL: 28,
  PS: 29,
  PT: 25,
  QA: 29,
  RO: 24,
  RS: 22,
  SA: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  TN: 24,
  TR: 26,
  UA: 29,
  VG: 24,
  XK: 20,
};

export const compact = (value: string) => value.replace(/[\s-]+/g, '').toUpperCase();

function mod97(digits: string): number {
  let remainder = 0;
  for (const char of digits) remainder = (remainder * 10 + Number(char)) % 97;
  return remainder;
}

/** True when the IBAN has a known shape and its check digits are right. */
export function isValidIban(raw: string): boolean {
  const iban = compact(raw);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const expectedLength = IBAN_LENGTHS[iban.slice(0, 2)];
  if (expectedLength !== undefined && iban.length !== expectedLength) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  const digits = rearranged.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  return mod97(digits) === 1;
}

/** ABA routing numbers carry a weighted checksum (3, 7, 1). */
export function isValidRoutingNumber(raw: string): boolean {
  const digits = compact(raw);
  if (!/^\d{9}$/.test(digits)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * (weights[index] ?? 0), 0);
  return sum % 10 === 0;
}

export function isValidSwift(raw: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(compact(raw));
}

export interface AccountNumbers {
  method: 'iban' | 'account';
  /** The IBAN or the account number, compacted. */
  account: string;
  routingNumber: string | null;
  swiftCode: string | null;
}

/** Reads the numbers of a bank-details form: an IBAN, or an account number with a routing number or SWIFT code. */
export function readAccountNumbers(body: {
  iban?: string;
  account_number?: string;
  routing_number?: string;
  swift_code?: string;
}): AccountNumbers {
  const iban = body.iban?.trim() ? compact(body.iban) : undefined;
  const accountNumber = body.account_number?.trim() ? compact(body.account_number) : undefined;
  const routing = body.routing_number?.trim() ? compact(body.routing_number) : undefined;
  const swift = body.swift_code?.trim() ? compact(body.swift_code) : undefined;
  if (swift && !isValidSwift(swift))
    throw invalidField('swift_code', 'The SWIFT code must have 8 or 11 letters and digits, e.g. DEUTDEFF.');
  if (iban) {
    if (accountNumber) throw invalidField('account_number', 'Give either an IBAN or an account number, not both.');
    if (!isValidIban(iban)) throw invalidField('iban', 'This IBAN is not valid: check the country code, the length and the digits.');
    return { method: 'iban', account: iban, routingNumber: null, swiftCode: swift ?? null };
  }
  if (!accountNumber) throw invalidField('iban', 'Enter an IBAN, or an account number with a routing number or SWIFT code.');
  if (!/^[A-Z0-9]{4,34}$/.test(accountNumber)) {
    throw invalidField('account_number', 'The account number must be 4 to 34 letters and digits.');
  }
  if (routing && !isValidRoutingNumber(routing)) {
    throw invalidField('routing_number', 'This routing number is not valid: it has 9 digits and a check digit.');
  }
  if (!routing && !swift) throw invalidField('routing_number', 'With an account number, enter its routing number or SWIFT code.');
  return { method: 'account', account: accountNumber, routingNumber: routing ?? null, swiftCode: swift ?? null };
}

/** Bank numbers are never shown whole: only their last four characters. */
export function masked(value: string): string {
  return `•••• ${value.slice(-4)}`;
}
