import { AUTH_MESSAGES } from '@stock/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { readMailOutbox } from '../../mail/outbox';
import {
  allowResend,
  call,
  latestEmailCode,
  latestMailTo,
  latestSmsCode,
  mailCount,
  PASSWORD,
  registerAccount,
  signedUpAndIn,
  userRow,
} from './auth-test-helpers';

const ctx = useTestApp();

const codeRows = (target: string) =>
  ctx.database.db.selectFrom('one_time_codes').selectAll().where('target', '=', target).orderBy('id').execute();

describe('POST /api/register', () => {
  it('creates an unverified buyer with a hashed password and e-mails a hashed, 6-digit code', async () => {
    const response = await registerAccount(ctx, { name: '  Ada   Lovelace ', email: '  Ada@Example.COM ', phone: '+44 20 7946 0000' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: true,
      statusCode: 200,
      status_code: 200,
      message: AUTH_MESSAGES.registered,
    });
    // What was asked for, echoed: never the account itself, so that an existing address can be answered the same way.
    expect(response.json().data).toEqual({
      user: { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+442079460000', role: 'buyer' },
    });

    const user = await userRow(ctx, 'ada@example.com');
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    expect(user.email_verified_at).toBeNull();
    expect(user.roles).toEqual(['buyer']);
    expect(user.referral_code).toMatch(/^[0-9A-F]{10}$/);

    const code = await latestEmailCode(ctx, 'ada@example.com');
    expect(code).toMatch(/^\d{6}$/);
    const rows = await codeRows('ada@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ purpose: 'email_verify', user_id: user.id, attempts: 0, used_at: null });
    expect(rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.code_hash).not.toContain(code);
    const ttl = (rows[0]?.expires_at.getTime() ?? 0) - (rows[0]?.created_at.getTime() ?? 0);
    expect(ttl).toBe(10 * 60 * 1000);
  });

  /** Everything the person registering can observe: status, body, and how soon another code may be asked for. */
  const observed = async (response: Awaited<ReturnType<typeof registerAccount>>, email: string) => {
    const resend = await call(ctx, 'POST', '/send/email/otp', { email });
    return { status: response.statusCode, body: response.json(), resend: [resend.statusCode, resend.json().message] };
  };

  it('answers an address that has an account exactly like a new one, creates nothing and e-mails the owner instead', async () => {
    const before = await mailCount(ctx, 'ada@example.com');
    const taken = await observed(await registerAccount(ctx, { name: 'Mallory', email: 'ADA@example.com' }), 'ada@example.com');
    const fresh = await observed(await registerAccount(ctx, { name: 'Mallory', email: 'fresh-ada@example.com' }), 'fresh-ada@example.com');
    expect(taken.status).toBe(200);
    expect(taken.body).toEqual({ ...fresh.body, data: { user: { ...fresh.body.data.user, email: 'ada@example.com' } } });
    expect(taken.resend).toEqual(fresh.resend);
    expect(taken.resend[0]).toBe(429);

    const count = await ctx.database.db
      .selectFrom('users')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('email', '=', 'ada@example.com')
      .executeTakeFirstOrThrow();
    expect(count.n).toBe(1);
    expect((await userRow(ctx, 'ada@example.com')).name).toBe('Ada Lovelace');
    expect(await mailCount(ctx, 'ada@example.com')).toBe(before + 1);
    const mail = await latestMailTo(ctx, 'ada@example.com');
    expect(mail.subject).toMatch(/Someone tried to sign up with your e-mail address/);
    expect(mail.text).toMatch(/If it was you, sign in with your password, or reset it/);
    expect(mail.text).not.toMatch(/Mallory/);
  });

  it('adds the other role when the account password is given, says so by e-mail only, and answers a wrong password alike', async () => {
    const wrong = await registerAccount(ctx, { email: 'ada@example.com', password: 'another-password-9', is_contributor: true });
    expect(wrong.statusCode).toBe(200);
    expect((await userRow(ctx, 'ada@example.com')).roles).toEqual(['buyer']);
    expect((await latestMailTo(ctx, 'ada@example.com')).subject).toMatch(/Someone tried to sign up/);

    const added = await registerAccount(ctx, { email: 'Ada@Example.com', is_contributor: true });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual(wrong.json());
    const user = await userRow(ctx, 'ada@example.com');
    expect(user.roles).toEqual(['buyer', 'contributor']);
    const contributor = await ctx.database.db.selectFrom('contributors').selectAll().where('user_id', '=', user.id).executeTakeFirst();
    expect(contributor).toMatchObject({ display_name: 'Ada Lovelace', slug: `ada-lovelace-${user.id}` });
    expect((await latestMailTo(ctx, 'ada@example.com')).subject).toMatch(/can now be used as a contributor/);
  });

  it('tells the owner of an address at most once an hour that someone tried to sign up with it, from however many places', async () => {
    await signedUpAndIn(ctx, { email: 'flooded@example.com' });
    // Each attempt comes from another address, so the per-address route limit never applies.
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => registerAccount(ctx, { email: 'flooded@example.com', password: 'someone-elses-pass-7' })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    const notices = async () =>
      (await readMailOutbox(ctx.config, 10_000)).filter(
        (mail) => mail.to === 'flooded@example.com' && mail.subject.startsWith('Someone tried to sign up'),
      ).length;
    expect(await notices()).toBe(1);

    // An hour later the owner hears of the next attempt; a role added with the right password is always told.
    await ctx.database.db.updateTable('account_notices').set({ sent_at: sql`now() - interval '61 minutes'` }).execute();
    await registerAccount(ctx, { email: 'flooded@example.com', password: 'someone-elses-pass-7' });
    expect(await notices()).toBe(2);
    await registerAccount(ctx, { email: 'flooded@example.com', is_contributor: true });
    expect((await latestMailTo(ctx, 'flooded@example.com')).subject).toMatch(/can now be used as a contributor/);
  });

  it('creates a contributor with a public profile when is_contributor is set', async () => {
    const response = await registerAccount(ctx, { name: 'Zoë Ångström', email: 'zoe@example.com', is_contributor: true });
    expect(response.statusCode).toBe(200);
    const user = await userRow(ctx, 'zoe@example.com');
    expect(user.roles).toEqual(['contributor']);
    const contributor = await ctx.database.db.selectFrom('contributors').selectAll().where('user_id', '=', user.id).executeTakeFirst();
    expect(contributor?.slug).toBe(`zoe-angstrom-${user.id}`);
  });

  it('links a valid referral code to the referrer, case-insensitively, and refuses an unknown one', async () => {
    const referrer = await userRow(ctx, 'ada@example.com');
    const unknown = await registerAccount(ctx, { email: 'ref1@example.com', referal_code: 'NOSUCHCODE' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ field: 'referal_code', message: AUTH_MESSAGES.invalidReferral }]);
    expect(
      await ctx.database.db.selectFrom('users').select('id').where('email', '=', 'ref1@example.com').executeTakeFirst(),
    ).toBeUndefined();

    const linked = await registerAccount(ctx, { email: 'ref1@example.com', referal_code: ` ${referrer.referral_code.toLowerCase()} ` });
    expect(linked.statusCode).toBe(200);
    expect((await userRow(ctx, 'ref1@example.com')).referred_by).toBe(referrer.id);
  });

  it('keeps one account when the same address registers twice at once', async () => {
    const [first, second] = await Promise.all([
      registerAccount(ctx, { email: 'race@example.com' }),
      registerAccount(ctx, { email: 'RACE@example.com' }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json().message).toBe(second.json().message);
    const rows = await ctx.database.db.selectFrom('users').select('id').where('email', '=', 'race@example.com').execute();
    expect(rows).toHaveLength(1);
  });
});

describe('POST /api/register refuses bad input and stores nothing', () => {
  const base = { name: 'Bad Input', email: 'bad@example.com', password: PASSWORD, confirm_password: PASSWORD };
  it.each([
    ['a malformed e-mail', { ...base, email: 'not-an-address' }, 'email', AUTH_MESSAGES.invalidEmail],
    ['an e-mail with a space inside', { ...base, email: 'bad input@example.com' }, 'email', AUTH_MESSAGES.invalidEmail],
    ['a phone with letters', { ...base, phone: '+44 20 CALL ME' }, 'phone', AUTH_MESSAGES.invalidPhone],
    ['a phone too short', { ...base, phone: '12345' }, 'phone', AUTH_MESSAGES.invalidPhone],
    ['a phone too long', { ...base, phone: '+1234567890123456' }, 'phone', AUTH_MESSAGES.invalidPhone],
    ['a blank name', { ...base, name: '   ' }, 'name', AUTH_MESSAGES.invalidName],
    ['a mismatched confirmation', { ...base, confirm_password: `${PASSWORD}x` }, 'confirm_password', AUTH_MESSAGES.passwordsDiffer],
    ['a short password', { ...base, password: 'short7!', confirm_password: 'short7!' }, 'password', AUTH_MESSAGES.passwordTooShort],
    [
      'a 129-character password',
      { ...base, password: 'x'.repeat(129), confirm_password: 'x'.repeat(129) },
      'password',
      AUTH_MESSAGES.passwordTooLong,
    ],
    ['a common password', { ...base, password: 'password1', confirm_password: 'password1' }, 'password', AUTH_MESSAGES.passwordTooCommon],
    [
      'a common password in capitals',
      { ...base, password: 'BASEBALL', confirm_password: 'BASEBALL' },
      'password',
      AUTH_MESSAGES.passwordTooCommon,
    ],
    [
      'the e-mail as password',
      { ...base, password: 'bad@example.com', confirm_password: 'bad@example.com' },
      'password',
      AUTH_MESSAGES.passwordIsEmail,
    ],
    [
      "the e-mail's local part as password",
      { ...base, email: 'longname99@example.com', password: 'LongName99', confirm_password: 'LongName99' },
      'password',
      AUTH_MESSAGES.passwordIsEmail,
    ],
  ])('refuses %s with 400 naming the field', async (_case, payload, field, message) => {
    const response = await call(ctx, 'POST', '/register', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: false, statusCode: 400, message, data: null });
    expect(response.json().errors).toEqual([{ field, message }]);
    const stored = await ctx.database.db
      .selectFrom('users')
      .select('id')
      .where('email', 'in', ['bad@example.com', 'longname99@example.com'])
      .execute();
    expect(stored).toHaveLength(0);
  });

  it.each([
    ['a missing password', { name: 'x', email: 'bad@example.com', confirm_password: PASSWORD }, 'password is required'],
    ['an e-mail that is not a string', { ...base, email: { $ne: '' } }, 'email must be a string'],
  ])('refuses %s by schema', async (_case, payload, message) => {
    const response = await call(ctx, 'POST', '/register', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('refuses invalid JSON with 400', async () => {
    const response = await call(ctx, 'POST', '/register', '{"email":');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: false, message: 'The request body is not valid JSON.' });
  });
});

describe('e-mail verification codes', () => {
  it('verifies the e-mail with the right code, then refuses the used code', async () => {
    await registerAccount(ctx, { email: 'verify@example.com' });
    const code = await latestEmailCode(ctx, 'verify@example.com');
    const response = await call(ctx, 'POST', '/verify/otp', { email: 'Verify@Example.com', email_otp: code });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: true, message: AUTH_MESSAGES.emailVerified, data: { user: { email_verified: true } } });
    expect((await userRow(ctx, 'verify@example.com')).email_verified_at).toBeInstanceOf(Date);
    expect((await codeRows('verify@example.com'))[0]?.used_at).toBeInstanceOf(Date);

    const reused = await call(ctx, 'POST', '/verify/otp', { email: 'verify@example.com', email_otp: code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ status: false, message: AUTH_MESSAGES.codeUsed, errors: [{ field: 'email_otp' }] });
  });

  it('counts wrong codes and refuses the sixth try even with the right code', async () => {
    await registerAccount(ctx, { email: 'guess@example.com' });
    const code = await latestEmailCode(ctx, 'guess@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt++) {
      const response = await call(ctx, 'POST', '/verify/otp', { email: 'guess@example.com', email_otp: wrong });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(`${AUTH_MESSAGES.codeWrong} ${5 - attempt} ${5 - attempt === 1 ? 'try' : 'tries'} left.`);
    }
    const fifth = await call(ctx, 'POST', '/verify/otp', { email: 'guess@example.com', email_otp: wrong });
    expect(fifth.json().message).toBe(AUTH_MESSAGES.codeLocked);
    const sixth = await call(ctx, 'POST', '/verify/otp', { email: 'guess@example.com', email_otp: code });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().message).toBe(AUTH_MESSAGES.codeLocked);
    expect((await codeRows('guess@example.com'))[0]).toMatchObject({ attempts: 5, used_at: null });
    expect((await userRow(ctx, 'guess@example.com')).email_verified_at).toBeNull();
  });

  it('counts parallel guesses exactly, and lets the right code work once when sent twice at once', async () => {
    await registerAccount(ctx, { email: 'parallel@example.com' });
    const code = await latestEmailCode(ctx, 'parallel@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    const guesses = await Promise.all(
      Array.from({ length: 10 }, () => call(ctx, 'POST', '/verify/otp', { email: 'parallel@example.com', email_otp: wrong })),
    );
    expect(guesses.every((response) => response.statusCode === 400)).toBe(true);
    expect((await codeRows('parallel@example.com'))[0]?.attempts).toBe(5);
    // Ten failures at the address: every source now waits before its next try, and the code itself is used up.
    const next = await call(ctx, 'POST', '/verify/otp', { email: 'parallel@example.com', email_otp: code });
    expect(next.statusCode).toBe(429);
    expect(next.json().message).toMatch(/^Too many wrong codes\. Please wait \d+ seconds? and try again\.$/);
    await ctx.database.db.deleteFrom('auth_failures').where('target', '=', 'parallel@example.com').execute();
    expect((await call(ctx, 'POST', '/verify/otp', { email: 'parallel@example.com', email_otp: code })).json().message).toBe(
      AUTH_MESSAGES.codeLocked,
    );

    await registerAccount(ctx, { email: 'twice-code@example.com' });
    const right = await latestEmailCode(ctx, 'twice-code@example.com');
    const both = await Promise.all([
      call(ctx, 'POST', '/verify/otp', { email: 'twice-code@example.com', email_otp: right }),
      call(ctx, 'POST', '/verify/otp', { email: 'twice-code@example.com', email_otp: right }),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses an expired code', async () => {
    await registerAccount(ctx, { email: 'late@example.com' });
    const code = await latestEmailCode(ctx, 'late@example.com');
    await ctx.database.db
      .updateTable('one_time_codes')
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where('target', '=', 'late@example.com')
      .execute();
    const response = await call(ctx, 'POST', '/verify/otp', { email: 'late@example.com', email_otp: code });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(AUTH_MESSAGES.codeExpired);
    expect((await userRow(ctx, 'late@example.com')).email_verified_at).toBeNull();
  });

  it('sends at most one code a minute per address, saying how long to wait; a new code replaces the old', async () => {
    await registerAccount(ctx, { email: 'resend@example.com' });
    const first = await latestEmailCode(ctx, 'resend@example.com');
    const tooSoon = await call(ctx, 'POST', '/send/email/otp', { email: 'resend@example.com' });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toMatch(/^A code was sent a moment ago\. Please wait (60|59) seconds before asking for a new one\.$/);
    expect(await mailCount(ctx, 'resend@example.com')).toBe(1);

    await allowResend(ctx, 'resend@example.com');
    const again = await call(ctx, 'POST', '/send/email/otp', { email: ' RESEND@example.com' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ data: { sent_to: 'resend@example.com', expires_in_seconds: 600, resend_after_seconds: 60 } });
    expect(await mailCount(ctx, 'resend@example.com')).toBe(2);
    const second = await latestEmailCode(ctx, 'resend@example.com');
    if (second !== first) {
      const old = await call(ctx, 'POST', '/verify/otp', { email: 'resend@example.com', email_otp: first });
      expect(old.statusCode).toBe(400);
    }
    const ok = await call(ctx, 'POST', '/verify/otp', { email: 'resend@example.com', email_otp: second });
    expect(ok.statusCode).toBe(200);
  });

  it('answers an unknown or verified address like one waiting for its code, and sends it nothing', async () => {
    await registerAccount(ctx, { email: 'waiting@example.com' });
    await allowResend(ctx, 'waiting@example.com');
    await signedUpAndIn(ctx, { email: 'verified-already@example.com' });
    await allowResend(ctx, 'verified-already@example.com');
    const observed = async (email: string) => {
      const answers = [];
      for (const payload of [{ email }, { email }]) answers.push(await call(ctx, 'POST', '/send/email/otp', payload));
      answers.push(await call(ctx, 'POST', '/verify/otp', { email, email_otp: '000000' }));
      return answers.map((response) => [response.statusCode, response.json().message]);
    };
    const waiting = await observed('waiting@example.com');
    expect(waiting.map(([status]) => status)).toEqual([200, 429, 400]);
    expect(waiting[1]?.[1]).toMatch(/Please wait (60|59) seconds/);
    expect(waiting[2]?.[1]).toBe(`${AUTH_MESSAGES.codeWrong} 4 tries left.`);
    const mailsBefore = await mailCount(ctx, 'verified-already@example.com');
    for (const email of ['nobody@example.com', 'verified-already@example.com']) {
      const answers = await observed(email);
      expect(answers.map(([status]) => status)).toEqual([200, 429, 400]);
      expect(answers[2]?.[1]).toBe(waiting[2]?.[1]);
    }
    expect(await mailCount(ctx, 'nobody@example.com')).toBe(0);
    expect(await mailCount(ctx, 'verified-already@example.com')).toBe(mailsBefore);
    // The code issued for the unknown address belongs to no account: nobody saw it, and it could verify nothing.
    expect(await codeRows('nobody@example.com')).toMatchObject([{ purpose: 'email_verify', user_id: null }]);
  });

  it.each([
    ['/send/email/otp', { email: 'nope' }, 'email', AUTH_MESSAGES.invalidEmail],
    ['/verify/otp', { email: 'nope', email_otp: '123456' }, 'email', AUTH_MESSAGES.invalidEmail],
    ['/verify/otp', { email: 'never-asked@example.com', email_otp: '123456' }, 'email_otp', AUTH_MESSAGES.codeMissing],
    ['/send/phone/otp', { phone: 'call me' }, 'phone', AUTH_MESSAGES.invalidPhone],
    ['/verify/phone/otp', { phone: '12', phone_otp: '123456' }, 'phone', AUTH_MESSAGES.invalidPhone],
  ])('%s refuses %j with 400', async (url, payload, field, message) => {
    const response = await call(ctx, 'POST', url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: false, message, errors: [{ field, message }] });
  });

  it.each(['/send/email/otp', '/verify/otp', '/send/phone/otp', '/verify/phone/otp'])('%s refuses a malformed body', async (url) => {
    const response = await call(ctx, 'POST', url, { unexpected: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().status).toBe(false);
  });
});

describe('phone verification codes', () => {
  it('texts a code to the number given at sign-up and verifies it', async () => {
    await registerAccount(ctx, { email: 'phone@example.com', phone: '+1 (415) 555-0199' });
    const sent = await call(ctx, 'POST', '/send/phone/otp', { phone: '+1 415 555 0199' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.sent_to).toBe('+14155550199');
    const code = await latestSmsCode(ctx, '+14155550199');
    const rows = await codeRows('+14155550199');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.purpose).toBe('phone_verify');

    const wrong = await call(ctx, 'POST', '/verify/phone/otp', {
      phone: '+14155550199',
      phone_otp: code === '999999' ? '000000' : '999999',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].field).toBe('phone_otp');

    const verified = await call(ctx, 'POST', '/verify/phone/otp', { phone: '+1 415-555-0199', phone_otp: code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().message).toBe(AUTH_MESSAGES.phoneVerified);
    expect((await userRow(ctx, 'phone@example.com')).phone_verified_at).toBeInstanceOf(Date);

    const reused = await call(ctx, 'POST', '/verify/phone/otp', { phone: '+14155550199', phone_otp: code });
    expect(reused.json().message).toBe(AUTH_MESSAGES.codeUsed);
  });

  it('sends nothing to a number no account waits to verify, and answers it like one', async () => {
    const response = await call(ctx, 'POST', '/send/phone/otp', { phone: '+44 7700 900123' });
    expect(response.statusCode).toBe(200);
    expect(await codeRows('+447700900123')).toMatchObject([{ purpose: 'phone_verify', user_id: null }]);
    const again = await call(ctx, 'POST', '/send/phone/otp', { phone: '+44 7700 900123' });
    expect(again.statusCode).toBe(429);
    const guess = await call(ctx, 'POST', '/verify/phone/otp', { phone: '+447700900123', phone_otp: '000000' });
    expect(guess.json().message).toBe(`${AUTH_MESSAGES.codeWrong} 4 tries left.`);
  });

  it('refuses a second code within the minute', async () => {
    await registerAccount(ctx, { email: 'phone2@example.com', phone: '+33 1 23 45 67 89' });
    expect((await call(ctx, 'POST', '/send/phone/otp', { phone: '+33123456789' })).statusCode).toBe(200);
    const again = await call(ctx, 'POST', '/send/phone/otp', { phone: '+33123456789' });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/Please wait \d+ seconds/);
  });
});

describe('a signed-up buyer', () => {
  it('can sign up, verify and sign in end to end', async () => {
    const { token, userId } = await signedUpAndIn(ctx, { email: 'journey@example.com' });
    expect(token.split('.')).toHaveLength(3);
    const sessions = await ctx.database.db.selectFrom('sessions').selectAll().where('user_id', '=', userId).execute();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ role: 'buyer', revoked_at: null });
  });
});
