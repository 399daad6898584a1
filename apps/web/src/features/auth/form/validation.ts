import { isBasicEmail, normaliseEmail } from '@stock/contracts/values';

/** The account rules the server applies (packages/contracts auth.ts), checked here as people type. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const OTP_LENGTH = 6;
export const NAME_MAX_LENGTH = 100;

export function emailError(value: string): string | undefined {
  const email = normaliseEmail(value);
  if (!email) return 'Enter your e-mail address.';
  return isBasicEmail(email) ? undefined : 'Enter a valid e-mail address, like name@example.com.';
}

export function requiredError(value: string, message: string): string | undefined {
  return value.trim() ? undefined : message;
}

export function nameError(value: string): string | undefined {
  if (!value.trim()) return 'Enter your name.';
  return value.trim().length > NAME_MAX_LENGTH ? `Use at most ${NAME_MAX_LENGTH} characters.` : undefined;
}

/** Optional: empty is fine; otherwise 8 to 15 digits, with the spaces, dots, dashes and brackets people type. */
export function phoneError(value: string): string | undefined {
  const trimmed = value.trim();
  if (!trimmed) return undefined;
  const digits = trimmed.replace(/\D/g, '').length;
  if (!/^\+?[0-9 ().-]+$/.test(trimmed) || digits < 8 || digits > 15) {
    return 'Enter a valid phone number with 8 to 15 digits, like +44 20 7946 0000.';
  }
  return undefined;
}

export function newPasswordError(value: string, email = ''): string | undefined {
  if (value.length < PASSWORD_MIN_LENGTH) return `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
  if (value.length > PASSWORD_MAX_LENGTH) return `The password must be at most ${PASSWORD_MAX_LENGTH} characters long.`;
  const address = normaliseEmail(email);
  if (address && value.toLowerCase() === address) return 'The password must not be your e-mail address or part of it.';
  return undefined;
}

export function confirmPasswordError(password: string, confirm: string): string | undefined {
  if (!confirm) return 'Enter the password again.';
  return password === confirm ? undefined : 'The passwords do not match.';
}

export function otpError(value: string): string | undefined {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(value.trim()) ? undefined : `Enter the ${OTP_LENGTH}-digit code.`;
}
