import { AUTH_MESSAGES } from '@stock/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import {
  allowResend,
  call,
  latestEmailCode,
  latestMailTo,
  mailCount,
  PASSWORD,
  randomIp,
  signedUpAndIn,
  userRow,
} from './auth-test-helpers';
import { commonPasswordSet, hashPassword, passwordProblem, verifyPassword } from './passwords';

const ctx = useTestApp();
const NEW_PASSWORD = 'copper-kettle-road-7';

const liveSessions = (userId: number) =>
  ctx.database.db.selectFrom('sessions').select('id').where('user_id', '=', userId).where('revoked_at', 'is', null).execute();

describe('password rules', () => {
  it('ships the 10,000 most common passwords', () => {
    const list = commonPasswordSet();
    expect(list.size).toBe(10_000);
    for (const common of ['123456', 'password', 'qwerty', 'iloveyou', 'trustno1']) expect(list.has(common)).toBe(true);
  });

  it.each([
    ['1234567', 'a@b.example', AUTH_MESSAGES.passwordTooShort],
    ['ä'.repeat(7), 'a@b.example', AUTH_MESSAGES.passwordTooShort],
    ['y'.repeat(129), 'a@b.example', AUTH_MESSAGES.passwordTooLong],
    ['Jennifer', 'a@b.example', AUTH_MESSAGES.passwordTooCommon],
    ['1qaz2wsx', 'a@b.example', AUTH_MESSAGES.passwordTooCommon],
    ['GRACE.HOPPER@navy.example', 'grace.hopper@navy.example', AUTH_MESSAGES.passwordIsEmail],
    ['grace.hopper', 'grace.hopper@navy.example', AUTH_MESSAGES.passwordIsEmail],
    ['lantern-harbour-42', 'a@b.example', undefined],
    ['y'.repeat(128), 'a@b.example', undefined],
  ])('%s for %s', (password, email, expected) => {
    expect(passwordProblem(password, email)).toBe(expected);
  });
});

describe('verifyPassword', () => {
  it('costs one hash even for a password too long to check, so its answer takes as long as a wrong one', async () => {
    const hash = await hashPassword(PASSWORD);
    const timed = async (password: string) => {
      const start = performance.now();
      expect(await verifyPassword(hash, password)).toBe(false);
      return performance.now() - start;
    };
    await timed('warm-up-guess');
    const wrong = Math.min(await timed('a-wrong-guess-1'), await timed('a-wrong-guess-2'));
    const tooLong = Math.min(await timed('x'.repeat(600)), await timed('y'.repeat(600)));
    expect(tooLong).toBeGreaterThan(wrong / 3);
  });
});

describe('forgotten password', () => {
  it('answers the same for known and unknown addresses, and e-mails a code only to the account', async () => {
    await signedUpAndIn(ctx, { email: 'forgetful@example.com' });
    await allowResend(ctx, 'forgetful@example.com');
    const known = await call(ctx, 'POST', '/forgot', { email: 'Forgetful@Example.com' });
    const unknown = await call(ctx, 'POST', '/forgot', { email: 'nobody@example.com' });
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toMatchObject({ status: true, statusCode: 200, message: AUTH_MESSAGES.forgotSent, data: null });
    expect((await latestMailTo(ctx, 'forgetful@example.com')).subject).toMatch(/^Your password code: \d{6}$/);
    expect(await mailCount(ctx, 'nobody@example.com')).toBe(0);
    // A guessed code is answered alike too: "no code waiting" would tell that the address has no account.
    const code = await latestEmailCode(ctx, 'forgetful@example.com');
    const guess = code === '000000' ? '111111' : '000000';
    const reset = { code: guess, new_password: 'a-guessed-reset-7', confirm_password: 'a-guessed-reset-7' };
    const knownGuess = await call(ctx, 'POST', '/verify/forgot', { ...reset, email: 'forgetful@example.com' });
    const unknownGuess = await call(ctx, 'POST', '/verify/forgot', { ...reset, email: 'nobody@example.com' });
    expect(knownGuess.json()).toEqual(unknownGuess.json());
    expect(knownGuess.json().message).toBe(`${AUTH_MESSAGES.codeWrong} 4 tries left.`);

    // Asking again at once says the same and sends nothing more.
    const before = await mailCount(ctx, 'forgetful@example.com');
    const again = await call(ctx, 'POST', '/forgot', { email: 'forgetful@example.com' });
    expect(again.json()).toEqual(known.json());
    expect(await mailCount(ctx, 'forgetful@example.com')).toBe(before);
  });

  it('sets the new password with the code, ends every session, and refuses the code a second time', async () => {
    const user = await userRow(ctx, 'forgetful@example.com');
    expect(await liveSessions(user.id)).toHaveLength(1);
    const code = await latestEmailCode(ctx, 'forgetful@example.com');

    const weak = await call(ctx, 'POST', '/verify/forgot', {
      email: 'forgetful@example.com',
      code,
      new_password: 'qwerty123',
      confirm_password: 'qwerty123',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toEqual([{ field: 'new_password', message: AUTH_MESSAGES.passwordTooCommon }]);
    const mismatch = await call(ctx, 'POST', '/verify/forgot', {
      email: 'forgetful@example.com',
      code,
      new_password: NEW_PASSWORD,
      confirm_password: `${NEW_PASSWORD}!`,
    });
    expect(mismatch.json().errors).toEqual([{ field: 'confirm_password', message: AUTH_MESSAGES.passwordsDiffer }]);

    const done = await call(ctx, 'POST', '/verify/forgot', {
      email: 'forgetful@example.com',
      code,
      new_password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(AUTH_MESSAGES.passwordReset);
    expect(await liveSessions(user.id)).toHaveLength(0);
    expect(await verifyPassword((await userRow(ctx, 'forgetful@example.com')).password_hash, NEW_PASSWORD)).toBe(true);

    const reused = await call(ctx, 'POST', '/verify/forgot', {
      email: 'forgetful@example.com',
      code,
      new_password: 'another-new-one-8',
      confirm_password: 'another-new-one-8',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errors).toEqual([{ field: 'code', message: AUTH_MESSAGES.codeUsed }]);

    expect((await call(ctx, 'POST', '/login', { email: 'forgetful@example.com', password: PASSWORD })).statusCode).toBe(400);
    expect((await call(ctx, 'POST', '/login', { email: 'forgetful@example.com', password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses a wrong, an expired or a missing code', async () => {
    await allowResend(ctx, 'forgetful@example.com');
    await call(ctx, 'POST', '/forgot', { email: 'forgetful@example.com' });
    const code = await latestEmailCode(ctx, 'forgetful@example.com');
    const body = { email: 'forgetful@example.com', new_password: 'yet-another-pass-5', confirm_password: 'yet-another-pass-5' };
    const wrong = await call(ctx, 'POST', '/verify/forgot', { ...body, code: code === '123456' ? '654321' : '123456' });
    expect(wrong.json().message).toBe(`${AUTH_MESSAGES.codeWrong} 4 tries left.`);
    await ctx.database.db
      .updateTable('one_time_codes')
      .set({ expires_at: sql`now() - interval '1 minute'` })
      .where('target', '=', 'forgetful@example.com')
      .execute();
    const expired = await call(ctx, 'POST', '/verify/forgot', { ...body, code });
    expect(expired.json().message).toBe(AUTH_MESSAGES.codeExpired);
    const none = await call(ctx, 'POST', '/verify/forgot', { ...body, email: 'never-asked@example.com', code });
    expect(none.json().message).toBe(AUTH_MESSAGES.codeMissing);
    expect(await verifyPassword((await userRow(ctx, 'forgetful@example.com')).password_hash, NEW_PASSWORD)).toBe(true);
  });

  it('slows down guessing codes per source, like passwords, the same for an unknown address', async () => {
    for (const email of ['forgetful@example.com', 'nobody-at-all@example.com']) {
      await allowResend(ctx, email);
      await call(ctx, 'POST', '/forgot', { email });
      const ip = randomIp();
      const body = { email, code: '000000', new_password: 'guessing-away-42', confirm_password: 'guessing-away-42' };
      const answers = [];
      for (let attempt = 0; attempt < 6; attempt++) answers.push(await call(ctx, 'POST', '/verify/forgot', body, { ip }));
      expect(answers.map((response) => response.statusCode)).toEqual([400, 400, 400, 400, 400, 429]);
      expect(answers[5]?.json().message).toMatch(/^Too many wrong codes\. Please wait \d+ seconds? and try again\.$/);
    }
    await ctx.database.db.deleteFrom('auth_failures').execute();
  });

  it('lifts the slow-down at the address and verifies the e-mail, both proven by the code', async () => {
    await ctx.database.db.updateTable('users').set({ email_verified_at: null }).where('email', '=', 'forgetful@example.com').execute();
    await ctx.database.db
      .insertInto('auth_failures')
      .values(Array.from({ length: 12 }, () => ({ kind: 'password' as const, target: 'forgetful@example.com', ip: randomIp() })))
      .execute();
    expect((await call(ctx, 'POST', '/login', { email: 'forgetful@example.com', password: 'fresh-start-2026' })).statusCode).toBe(429);
    await allowResend(ctx, 'forgetful@example.com');
    await call(ctx, 'POST', '/forgot', { email: 'forgetful@example.com' });
    const code = await latestEmailCode(ctx, 'forgetful@example.com');
    const done = await call(ctx, 'POST', '/verify/forgot', {
      email: 'forgetful@example.com',
      code,
      new_password: 'fresh-start-2026',
      confirm_password: 'fresh-start-2026',
    });
    expect(done.statusCode).toBe(200);
    const user = await userRow(ctx, 'forgetful@example.com');
    expect(user.email_verified_at).toBeInstanceOf(Date);
    expect((await call(ctx, 'POST', '/login', { email: 'forgetful@example.com', password: 'fresh-start-2026' })).statusCode).toBe(200);
  });

  it.each(['/forgot', '/verify/forgot', '/set/password'])('%s refuses a malformed body', async (url) => {
    const response = await call(ctx, 'POST', url, { email: 42 });
    expect(response.statusCode).toBe(400);
    expect(response.json().status).toBe(false);
  });
});

describe('POST /api/set/password', () => {
  const invited = async (email: string) => {
    const user = await ctx.database.db
      .insertInto('users')
      .values({ email, name: 'Invited Person', roles: ['buyer'] })
      .returning('id')
      .executeTakeFirstOrThrow();
    return user.id;
  };

  it('e-mails a code to an account without a password, then sets it with the code', async () => {
    const userId = await invited('invited@example.com');
    const request = await call(ctx, 'POST', '/set/password', {
      email: 'invited@example.com',
      password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(request.statusCode).toBe(200);
    expect(request.json().message).toBe(AUTH_MESSAGES.setPasswordSent);
    expect((await userRow(ctx, 'invited@example.com')).password_hash).toBeNull();
    const code = await latestEmailCode(ctx, 'invited@example.com');

    const set = await call(ctx, 'POST', '/set/password', {
      email: 'invited@example.com',
      password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
      code,
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().message).toBe(AUTH_MESSAGES.passwordSet);
    const user = await userRow(ctx, 'invited@example.com');
    expect(await verifyPassword(user.password_hash, NEW_PASSWORD)).toBe(true);
    expect(user.email_verified_at).toBeInstanceOf(Date);
    const login = await call(ctx, 'POST', '/login', { email: 'invited@example.com', password: NEW_PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user.id).toBe(userId);
  });

  it("cannot set a password on someone else's account: no code goes out for an account that has one, and a guessed code fails", async () => {
    await signedUpAndIn(ctx, { email: 'owner@example.com' });
    const before = await mailCount(ctx, 'owner@example.com');
    await allowResend(ctx, 'owner@example.com');
    const request = await call(ctx, 'POST', '/set/password', {
      email: 'owner@example.com',
      password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(request.json().message).toBe(AUTH_MESSAGES.setPasswordSent);
    expect(await mailCount(ctx, 'owner@example.com')).toBe(before);
    const guessed = await call(ctx, 'POST', '/set/password', {
      email: 'owner@example.com',
      password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
      code: '123456',
    });
    expect(guessed.statusCode).toBe(400);
    expect(await verifyPassword((await userRow(ctx, 'owner@example.com')).password_hash, PASSWORD)).toBe(true);
    const unknown = await call(ctx, 'POST', '/set/password', {
      email: 'ghost@example.com',
      password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(unknown.json()).toEqual(request.json());
  });

  it('checks the password rules before sending anything', async () => {
    await invited('invited2@example.com');
    const weak = await call(ctx, 'POST', '/set/password', {
      email: 'invited2@example.com',
      password: 'sunshine',
      confirm_password: 'sunshine',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toEqual([{ field: 'password', message: AUTH_MESSAGES.passwordTooCommon }]);
    expect(await mailCount(ctx, 'invited2@example.com')).toBe(0);
  });
});

describe('PUT /api/profile/change/password', () => {
  it('changes the password with the current one and ends every other session', async () => {
    const { token, userId } = await signedUpAndIn(ctx, { email: 'changer@example.com' });
    const other = (await call(ctx, 'POST', '/login', { email: 'changer@example.com', password: PASSWORD })).json().data.token;
    expect(await liveSessions(userId)).toHaveLength(2);

    const wrong = await call(
      ctx,
      'PUT',
      '/profile/change/password',
      { current_password: 'not-it-at-all', new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
      { token },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ field: 'current_password', message: AUTH_MESSAGES.currentPasswordWrong }]);
    const weak = await call(
      ctx,
      'PUT',
      '/profile/change/password',
      { current_password: PASSWORD, new_password: 'abc123', confirm_password: 'abc123' },
      { token },
    );
    expect(weak.json().errors).toEqual([{ field: 'new_password', message: AUTH_MESSAGES.passwordTooShort }]);
    const mismatch = await call(
      ctx,
      'PUT',
      '/profile/change/password',
      { current_password: PASSWORD, new_password: NEW_PASSWORD, confirm_password: 'different-one-9' },
      { token },
    );
    expect(mismatch.json().errors).toEqual([{ field: 'confirm_password', message: AUTH_MESSAGES.passwordsDiffer }]);

    const changed = await call(
      ctx,
      'PUT',
      '/profile/change/password',
      { current_password: PASSWORD, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
      { token },
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ status: true, message: AUTH_MESSAGES.passwordChanged, data: null });
    expect(await verifyPassword((await userRow(ctx, 'changer@example.com')).password_hash, NEW_PASSWORD)).toBe(true);
    expect(await liveSessions(userId)).toHaveLength(1);
    expect((await call(ctx, 'GET', '/profile', undefined, { token: other })).statusCode).toBe(401);
    expect((await call(ctx, 'GET', '/profile', undefined, { token })).statusCode).toBe(200);
  });

  it('refuses a contributor token, no token, and a malformed body', async () => {
    const { token } = await signedUpAndIn(ctx, { email: 'contrib-pw@example.com', is_contributor: true });
    const body = { current_password: PASSWORD, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD };
    expect((await call(ctx, 'PUT', '/profile/change/password', body, { token })).statusCode).toBe(401);
    expect((await call(ctx, 'PUT', '/profile/change/password', body)).statusCode).toBe(401);
    // A stranger is refused before the body is looked at.
    expect((await call(ctx, 'PUT', '/profile/change/password', { junk: true })).statusCode).toBe(401);
    const { token: buyer } = await signedUpAndIn(ctx, { email: 'buyer-pw@example.com' });
    const malformed = await call(ctx, 'PUT', '/profile/change/password', { new_password: NEW_PASSWORD }, { token: buyer });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/is required/);
  });
});
