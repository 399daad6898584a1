import { describe, expect, it } from 'vitest';
import { adminSession } from '../../../test/money-fixture';
import { useTestApp } from '../../../test/test-app';
import { call, PASSWORD, randomIp, signedUpAndIn } from './auth-test-helpers';

const ctx = useTestApp();

const GERMAN = { account_holder_name: 'Ansel Rivers', bank_name: 'Deutsche Bank', country: 'DE', iban: 'DE89 3704 0044 0532 0130 00' };
const NEW_PASSWORD = 'orchard-lantern-77';
const SLOWED = /^Too many failed sign-in attempts\. Please wait \d+ seconds? and try again\.$/;

/** Each action a signed-in person confirms with their password, with what it takes to try one password. */
const confirmations = {
  'changing the password': async (email: string) => {
    const { token } = await signedUpAndIn(ctx, { email });
    return (password: string, ip: string) =>
      call(
        ctx,
        'PUT',
        '/profile/change/password',
        { current_password: password, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
        { token, ip },
      );
  },
  'deleting a contributor account': async (email: string) => {
    const { token } = await signedUpAndIn(ctx, { email, is_contributor: true });
    return (password: string, ip: string) => call(ctx, 'PUT', '/contributor/profile/delete', { password }, { token, ip });
  },
  'adding bank details': async (email: string) => {
    const { token } = await signedUpAndIn(ctx, { email, is_contributor: true });
    return (password: string, ip: string) => call(ctx, 'POST', '/contributor/add/bank/details', { ...GERMAN, password }, { token, ip });
  },
  'unlocking admin actions': async (email: string) => {
    const { token } = await adminSession(ctx, email);
    return (password: string, ip: string) => call(ctx, 'POST', '/admin/reauth', { password }, { token, ip });
  },
};

describe('a password typed by someone already signed in', () => {
  for (const [action, signIn] of Object.entries(confirmations)) {
    it(`counts as a sign-in attempt when ${action}: a stolen session guesses no faster than the sign-in form`, async () => {
      const email = `confirm-${action.replaceAll(' ', '-')}@example.com`;
      const tryPassword = await signIn(email);
      const thief = randomIp();
      for (let guess = 1; guess <= 5; guess++) expect((await tryPassword(`wrong-guess-${guess}-x`, thief)).statusCode).toBe(400);
      const slowed = await tryPassword(PASSWORD, thief);
      expect(slowed.statusCode).toBe(429);
      expect(slowed.json().message).toMatch(SLOWED);
      // The sign-in form from the same place is slowed too: the guesses were counted at the address.
      const login = await call(ctx, 'POST', '/login', { email, password: PASSWORD }, { ip: thief });
      expect(login.statusCode).toBe(429);
      // The owner elsewhere is not locked out.
      expect((await tryPassword(PASSWORD, randomIp())).statusCode).toBe(200);
    });
  }
});
