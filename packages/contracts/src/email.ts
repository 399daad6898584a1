/**
 * A deliberately simple check (something@something.tld, no spaces): the spec's "basic e-mail pattern".
 * Client and server share it so that both sides accept the same addresses.
 */
const BASIC_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normaliseEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

export function isBasicEmail(value: string): boolean {
  return BASIC_EMAIL.test(value);
}
