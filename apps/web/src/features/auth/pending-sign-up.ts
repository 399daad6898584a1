import type { PublicRole } from '../../api/session';

/**
 * The password just typed on the sign-up form, held in memory only (never in storage, history state or the address),
 * so that the verification page can sign the person in once the e-mail code proves the address. A reload forgets it;
 * the page then falls back to "Continue to sign in". Only whoever typed the password is signed in this way: verifying
 * an address someone else registered never signs its owner into that account.
 */
let pending: { role: PublicRole; email: string; password: string } | null = null;

export function rememberSignUp(role: PublicRole, email: string, password: string): void {
  pending = { role, email, password };
}

/** The password for this sign-up, used up as it is read. */
export function takeSignUpPassword(role: PublicRole, email: string): string | null {
  const match = pending?.role === role && pending.email === email ? pending.password : null;
  if (match !== null) pending = null;
  return match;
}
