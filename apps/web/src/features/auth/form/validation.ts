import { isBasicEmail, normaliseEmail } from '@stock/contracts/values';
import i18next from 'i18next';

/**
 * The account rules the server applies (packages/contracts auth.ts), checked here as people type. The messages are in
 * the `auth` namespace, which TextField loads wherever a form shows them.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const OTP_LENGTH = 6;
export const NAME_MAX_LENGTH = 100;

export function emailError(value: string): string | undefined {
  const email = normaliseEmail(value);
  if (!email) return i18next.t('auth:validation.emailMissing');
  return isBasicEmail(email) ? undefined : i18next.t('auth:validation.emailInvalid');
}

export function requiredError(value: string, message: string): string | undefined {
  return value.trim() ? undefined : message;
}

export function nameError(value: string): string | undefined {
  if (!value.trim()) return i18next.t('auth:validation.nameMissing');
  return value.trim().length > NAME_MAX_LENGTH ? i18next.t('auth:validation.nameTooLong', { max: NAME_MAX_LENGTH }) : undefined;
}

/** Optional: empty is fine; otherwise 8 to 15 digits, with the spaces, dots, dashes and brackets people type. */
export function phoneError(value: string): string | undefined {
  const trimmed = value.trim();
  if (!trimmed) return undefined;
  const digits = trimmed.replace(/\D/g, '').length;
  if (!/^\+?[0-9 ().-]+$/.test(trimmed) || digits < 8 || digits > 15) {
    return i18next.t('auth:validation.phoneInvalid');
  }
  return undefined;
}

export function newPasswordError(value: string, email = ''): string | undefined {
  if (value.length < PASSWORD_MIN_LENGTH) return i18next.t('auth:validation.passwordTooShort', { min: PASSWORD_MIN_LENGTH });
  if (value.length > PASSWORD_MAX_LENGTH) return i18next.t('auth:validation.passwordTooLong', { max: PASSWORD_MAX_LENGTH });
  const address = normaliseEmail(email);
  if (address && value.toLowerCase() === address) return i18next.t('auth:validation.passwordIsEmail');
  return undefined;
}

export function confirmPasswordError(password: string, confirm: string): string | undefined {
  if (!confirm) return i18next.t('auth:validation.confirmMissing');
  return password === confirm ? undefined : i18next.t('auth:validation.confirmMismatch');
}

export function otpError(value: string): string | undefined {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(value.trim()) ? undefined : i18next.t('auth:validation.otp', { length: OTP_LENGTH });
}
