import { type AccountUser, AUTH_MESSAGES, EMAIL_MAX_LENGTH, isBasicEmail, isLocale, normaliseEmail, type Role } from '@stock/contracts';
import { invalidField } from '../../http/http-error';
import { publicMediaUrl } from '../catalogue/media-urls';
import type { AccountRow } from './auth.repo';

/** Trims and lower-cases an e-mail and checks its shape; throws a 400 naming the field. */
export function readEmail(raw: string, field = 'email'): string {
  const email = normaliseEmail(raw);
  if (!isBasicEmail(email) || email.length > EMAIL_MAX_LENGTH) throw invalidField(field, AUTH_MESSAGES.invalidEmail);
  return email;
}

/**
 * Keeps a leading + and the digits, dropping the spaces, dots, dashes and brackets people type; 8 to 15 digits
 * (E.164's longest).
 */
export function readPhone(raw: string, field = 'phone'): string {
  const trimmed = raw.trim();
  if (!/^\+?[0-9 ().-]+$/.test(trimmed)) throw invalidField(field, AUTH_MESSAGES.invalidPhone);
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 8 || digits.length > 15) throw invalidField(field, AUTH_MESSAGES.invalidPhone);
  return trimmed.startsWith('+') ? `+${digits}` : digits;
}

export function readName(raw: string, field = 'name'): string {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (name.length === 0) throw invalidField(field, AUTH_MESSAGES.invalidName);
  return name;
}

export function presentAccount(row: AccountRow, role?: Role): AccountUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    email_verified: row.email_verified_at !== null,
    phone_verified: row.phone_verified_at !== null,
    pending_email: row.pending_email,
    roles: row.roles,
    ...(role ? { role } : {}),
    has_password: row.password_hash !== null,
    referral_code: row.referral_code,
    avatar_url: row.avatar_key ? publicMediaUrl(row.avatar_key) : null,
    locale: isLocale(row.locale) ? row.locale : null,
    created_at: row.created_at.toISOString(),
  };
}
