import { AUTH_MESSAGES } from '@stock/contracts';
import Fastify from 'fastify';
import { SignJWT } from 'jose';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { requireRole } from '../../http/auth';
import {
  allowResend,
  call,
  latestMailTo,
  mailCount,
  PASSWORD,
  randomIp,
  registerAccount,
  signedUpAndIn,
  userRow,
} from './auth-test-helpers';

const ctx = useTestApp();

const login = (payload: Record<string, unknown>, ip?: string) => call(ctx, 'POST', '/login', payload, { ip });
const sessionsOf = (userId: number) =>
  ctx.database.db.selectFrom('sessions').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();

describe('POST /api/login', () => {
  it('signs a verified buyer in with an upper-case e-mail and returns a token naming a new session', async () => {
    const { userId } = await signedUpAndIn(ctx, { email: 'reader@example.com', phone: '+44 20 7946 0001' });
    const response = await login({ email: '  READER@Example.com ', password: PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      status: true,
      statusCode: 200,
      message: AUTH_MESSAGES.signedIn,
      data: {
        user: { id: userId, email: 'reader@example.com', role: 'buyer', roles: ['buyer'], email_verified: true, has_password: true },
      },
    });
    const [, payload] = body.data.token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(claims).toMatchObject({ role: 'buyer', sub: String(userId) });
    const sessions = await sessionsOf(userId);
    expect(sessions.map((session) => session.id)).toContain(claims.sid);
    expect(sessions.find((session) => session.id === claims.sid)).toMatchObject({ role: 'buyer', revoked_at: null });

    const profile = await call(ctx, 'GET', '/profile', undefined, { token: body.data.token });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.user.email).toBe('reader@example.com');
  });

  it('gives one message for a wrong password and for an unknown e-mail', async () => {
    const wrongPassword = await login({ email: 'reader@example.com', password: 'not-the-password-1' });
    const unknownEmail = await login({ email: 'stranger@example.com', password: PASSWORD });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: false,
        status_code: 400,
        statusCode: 400,
        message: AUTH_MESSAGES.wrongCredentials,
        data: null,
      });
    }
  });

  it('tells an unverified account to verify and sends a fresh code', async () => {
    await registerAccount(ctx, { email: 'unverified@example.com' });
    expect(await mailCount(ctx, 'unverified@example.com')).toBe(1);
    await allowResend(ctx, 'unverified@example.com');
    const response = await login({ email: 'unverified@example.com', password: PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      status: false,
      message: AUTH_MESSAGES.verifyFirst,
      errors: [{ field: 'email', message: AUTH_MESSAGES.verifyFirst }],
    });
    expect(await mailCount(ctx, 'unverified@example.com')).toBe(2);
    const user = await userRow(ctx, 'unverified@example.com');
    expect(await sessionsOf(user.id)).toHaveLength(0);
  });

  it('chooses the role from role or is_contributor, and refuses a role the account does not hold', async () => {
    const { userId } = await signedUpAndIn(ctx, { email: 'both@example.com' });
    const asContributor = await login({ email: 'both@example.com', password: PASSWORD, is_contributor: true });
    expect(asContributor.statusCode).toBe(403);
    expect(asContributor.json().message).toMatch(/not registered as a contributor/);
    const asAdmin = await login({ email: 'both@example.com', password: PASSWORD, role: 'admin' });
    expect(asAdmin.statusCode).toBe(403);

    expect((await registerAccount(ctx, { email: 'both@example.com', is_contributor: true })).statusCode).toBe(200);
    const contributor = await login({ email: 'both@example.com', password: PASSWORD, is_contributor: true });
    expect(contributor.statusCode).toBe(200);
    expect(contributor.json().data.user).toMatchObject({ role: 'contributor', roles: ['buyer', 'contributor'] });
    const buyer = await login({ email: 'both@example.com', password: PASSWORD, role: 'buyer' });
    expect(buyer.json().data.user.role).toBe('buyer');
    expect((await sessionsOf(userId)).map((session) => session.role)).toEqual(['buyer', 'contributor', 'buyer']);
  });

  const tries = async (email: string, ip: string, count: number, password = 'a-wrong-guess-1') => {
    const answers = [];
    for (let attempt = 0; attempt < count; attempt++) answers.push(await login({ email, password }, ip));
    return answers.map((response) => [response.statusCode, response.json().message]);
  };
  const SLOWED = /^Too many failed sign-in attempts\. Please wait \d+ seconds? and try again\.$/;
  const failuresAt = (target: string) =>
    ctx.database.db.selectFrom('auth_failures').selectAll().where('kind', '=', 'password').where('target', '=', target).execute();

  it('slows down one source after 5 failures at an address, answers an unknown address exactly alike, and never locks the owner out', async () => {
    const ownerIp = randomIp();
    await signedUpAndIn(ctx, { email: 'target@example.com' });
    expect((await login({ email: 'target@example.com', password: PASSWORD }, ownerIp)).statusCode).toBe(200);
    const before = await mailCount(ctx, 'target@example.com');

    const attacker = randomIp();
    const known = await tries('target@example.com', attacker, 7);
    const unknown = await tries('nobody-here@example.com', attacker, 7);
    for (const answers of [known, unknown]) {
      expect(answers.slice(0, 5)).toEqual(Array(5).fill([400, AUTH_MESSAGES.wrongCredentials]));
      expect(answers[5]?.[0]).toBe(429);
      expect(answers[5]?.[1]).toMatch(SLOWED);
    }
    // Even the right password waits, from that source; the owner elsewhere signs in at once, and hears nothing yet.
    expect((await login({ email: 'target@example.com', password: PASSWORD }, attacker)).statusCode).toBe(429);
    expect((await login({ email: 'target@example.com', password: PASSWORD }, ownerIp)).statusCode).toBe(200);
    expect((await login({ email: 'target@example.com', password: PASSWORD })).statusCode).toBe(200);
    expect(await mailCount(ctx, 'target@example.com')).toBe(before);

    // When its wait is over, the source may try again: a backoff, not a lock.
    await ctx.database.db
      .updateTable('auth_failures')
      .set({ created_at: sql`created_at - interval '1 minute'` })
      .where('ip', '=', attacker)
      .execute();
    expect((await login({ email: 'target@example.com', password: PASSWORD }, attacker)).statusCode).toBe(200);
  });

  it('lets at most 5 of a burst of parallel wrong passwords through, and counts none of those it refused', async () => {
    await signedUpAndIn(ctx, { email: 'burst@example.com' });
    const attacker = randomIp();
    const answers = await Promise.all(
      Array.from({ length: 18 }, () => login({ email: 'burst@example.com', password: 'wrong-password-1' }, attacker)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(13);
    // The wait is said in the message and, for clients, in Retry-After.
    const slowed = answers.find((answer) => answer.statusCode === 429);
    const seconds = slowed?.headers['retry-after'];
    expect(seconds).toMatch(/^[1-9][0-9]*$/);
    const wait = Number(seconds) < 90 ? `${seconds} second` : `${Math.ceil(Number(seconds) / 60)} minute`;
    expect(slowed?.json().message).toMatch(new RegExp(`^Too many failed sign-in attempts\\. Please wait ${wait}s? and try again\\.$`));
    const recorded = await ctx.database.db.selectFrom('auth_failures').select('id').where('ip', '=', attacker).execute();
    expect(recorded).toHaveLength(statuses.filter((status) => status === 400).length);
  });

  it("after 10 failures at an address from anywhere, slows every source but the owner's own devices, and tells the owner once", async () => {
    const ownerIp = randomIp();
    await signedUpAndIn(ctx, { email: 'spread@example.com' });
    expect((await login({ email: 'spread@example.com', password: PASSWORD }, ownerIp)).statusCode).toBe(200);
    const before = await mailCount(ctx, 'spread@example.com');
    for (const email of ['spread@example.com', 'no-account@example.com']) {
      for (let source = 0; source < 10; source++) expect((await tries(email, randomIp(), 1))[0]?.[0]).toBe(400);
      const fromElsewhere = await login({ email, password: PASSWORD }, randomIp());
      expect(fromElsewhere.statusCode).toBe(429);
      expect(fromElsewhere.json().message).toMatch(SLOWED);
    }
    expect((await login({ email: 'spread@example.com', password: PASSWORD }, ownerIp)).statusCode).toBe(200);
    expect(await mailCount(ctx, 'spread@example.com')).toBe(before + 1);
    const mail = await latestMailTo(ctx, 'spread@example.com');
    expect(mail.subject).toMatch(/Failed sign-in attempts/);
    expect(mail.text).toMatch(/wrong password 10 times/);
  });

  it('slows down one source failing at many addresses', async () => {
    const ip = randomIp();
    await ctx.database.db
      .insertInto('auth_failures')
      .values(Array.from({ length: 50 }, (_, n) => ({ kind: 'password' as const, target: `stuffed${n}@example.com`, ip })))
      .execute();
    expect((await login({ email: 'reader@example.com', password: PASSWORD }, ip)).statusCode).toBe(429);
    expect((await login({ email: 'reader@example.com', password: PASSWORD }, randomIp())).statusCode).toBe(200);
  });

  it('forgets failures older than 15 minutes, and a source forgets its own failures when it signs in', async () => {
    await signedUpAndIn(ctx, { email: 'slow@example.com' });
    const ip = randomIp();
    await tries('slow@example.com', ip, 5);
    await ctx.database.db
      .updateTable('auth_failures')
      .set({ created_at: sql`now() - interval '16 minutes'` })
      .where('target', '=', 'slow@example.com')
      .execute();
    expect((await tries('slow@example.com', ip, 1))[0]?.[0]).toBe(400);
    expect((await login({ email: 'slow@example.com', password: PASSWORD }, ip)).statusCode).toBe(200);
    expect(await failuresAt('slow@example.com')).toHaveLength(0);
  });

  it('limits sign-in attempts per address with 429', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt++) {
      statuses.push((await login({ email: `nobody${attempt}@example.com`, password: 'whatever-123' }, ip)).statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it.each([
    ['a missing password', { email: 'reader@example.com' }, 400],
    ['a malformed e-mail', { email: 'reader', password: PASSWORD }, 400],
    ['an unknown role', { email: 'reader@example.com', password: PASSWORD, role: 'root' }, 400],
  ])('refuses %s with 400', async (_case, payload, status) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(status);
    expect(response.json().status).toBe(false);
  });
});

describe('tokens and sessions', () => {
  it('refuses a token of the wrong role with 401, both ways', async () => {
    const { token: buyerToken } = await signedUpAndIn(ctx, { email: 'roles-buyer@example.com' });
    const { token: contributorToken } = await signedUpAndIn(ctx, { email: 'roles-contributor@example.com', is_contributor: true });
    const asContributor = await call(ctx, 'GET', '/profile', undefined, { token: contributorToken });
    expect(asContributor.statusCode).toBe(401);
    expect(asContributor.json()).toEqual({
      status: false,
      status_code: 401,
      statusCode: 401,
      message: AUTH_MESSAGES.notSignedIn,
      data: null,
    });
    // A contributor-only and an admin-only route built on the same hook, used here as a preHandler.
    const deps = { db: ctx.database.db, config: ctx.config, storage: ctx.storage };
    const probe = Fastify();
    probe.setErrorHandler((error: { statusCode?: number }, _request, reply) => reply.code(error.statusCode ?? 500).send({ ok: false }));
    probe.get('/contributor-only', { preHandler: requireRole('contributor', deps) }, async (request) => ({ user: request.user }));
    probe.get('/admin-only', { preHandler: requireRole('admin', deps) }, async () => ({ ok: true }));
    const asBuyer = await probe.inject({ method: 'GET', url: '/contributor-only', headers: { authorization: `Bearer ${buyerToken}` } });
    expect(asBuyer.statusCode).toBe(401);
    const admitted = await probe.inject({
      method: 'GET',
      url: '/contributor-only',
      headers: { authorization: `Bearer ${contributorToken}` },
    });
    expect(admitted.statusCode).toBe(200);
    expect(admitted.json().user).toMatchObject({ role: 'contributor' });
    for (const token of [buyerToken, contributorToken]) {
      expect((await probe.inject({ method: 'GET', url: '/admin-only', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(
        401,
      );
    }
    await probe.close();
  });

  it('refuses a tampered, forged, expired or missing token with 401', async () => {
    const { token, userId } = await signedUpAndIn(ctx, { email: 'tamper@example.com' });
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const tamperedPayload = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
    const key = new TextEncoder().encode(ctx.config.secrets.JWT_SECRET);
    const expired = await new SignJWT({ role: 'buyer', sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuer('stock-media-api')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(key);
    const forged = await new SignJWT({ role: 'buyer', sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuer('stock-media-api')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('x'.repeat(40)));
    // The signature's first character carries six whole bits, so changing it always changes the signed bytes.
    const badSignature = `${header}.${payload}.${signature?.startsWith('A') ? 'B' : 'A'}${signature?.slice(1)}`;
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    for (const bad of [`${header}.${tamperedPayload}.${signature}`, badSignature, expired, forged, unsigned, 'garbage']) {
      const response = await call(ctx, 'GET', '/profile', undefined, { token: bad });
      expect(response.statusCode, bad).toBe(401);
      expect(response.json()).toMatchObject({ status: false, statusCode: 401, message: AUTH_MESSAGES.notSignedIn });
    }
    expect((await call(ctx, 'GET', '/profile')).statusCode).toBe(401);
    expect((await call(ctx, 'GET', '/profile', undefined, { token })).statusCode).toBe(200);
  });

  it.each([
    ['exp', { exp: false }],
    ['iat', { iat: false }],
    ['the issuer', { iss: false }],
    ['a foreign issuer', { iss: 'someone-else' }],
  ] as [string, { exp?: false; iat?: false; iss?: false | string }][])(
    'refuses a correctly signed token without %s',
    async (_case, change) => {
      const { token, userId } = await signedUpAndIn(ctx, { email: `claims-${randomIp()}@example.com` });
      const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
      let jwt = new SignJWT({ role: 'buyer', sid: claims.sid }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(String(userId));
      if (change.iss !== false) jwt = jwt.setIssuer(change.iss ?? 'stock-media-api');
      if (change.iat !== false) jwt = jwt.setIssuedAt();
      if (change.exp !== false) jwt = jwt.setExpirationTime('1h');
      const handMade = await jwt.sign(new TextEncoder().encode(ctx.config.secrets.JWT_SECRET));
      const response = await call(ctx, 'GET', '/profile', undefined, { token: handMade });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ status: false, message: AUTH_MESSAGES.notSignedIn });
    },
  );

  it('ends the session at logout: the token stops working, other sessions go on', async () => {
    const { token, userId } = await signedUpAndIn(ctx, { email: 'leaver@example.com' });
    const other = (await login({ email: 'leaver@example.com', password: PASSWORD })).json().data.token;
    const response = await call(ctx, 'POST', '/logout', undefined, { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: true, message: AUTH_MESSAGES.signedOut, data: null });
    const sessions = await sessionsOf(userId);
    expect(sessions.filter((session) => session.revoked_at !== null)).toHaveLength(1);
    expect((await call(ctx, 'GET', '/profile', undefined, { token })).statusCode).toBe(401);
    expect((await call(ctx, 'POST', '/logout', undefined, { token })).statusCode).toBe(401);
    expect((await call(ctx, 'GET', '/profile', undefined, { token: other })).statusCode).toBe(200);
    expect((await call(ctx, 'POST', '/logout')).statusCode).toBe(401);
  });

  it('ends a session unused for 30 days, and touches last_seen_at at most once a minute', async () => {
    const { token, userId } = await signedUpAndIn(ctx, { email: 'idle@example.com' });
    const db = ctx.database.db;
    await db.updateTable('sessions').set({ last_seen_at: sql`now() - interval '5 minutes'` }).where('user_id', '=', userId).execute();
    expect((await call(ctx, 'GET', '/profile', undefined, { token })).statusCode).toBe(200);
    const touched = (await sessionsOf(userId))[0]?.last_seen_at.getTime() ?? 0;
    expect(Date.now() - touched).toBeLessThan(10_000);
    expect((await call(ctx, 'GET', '/profile', undefined, { token })).statusCode).toBe(200);
    expect((await sessionsOf(userId))[0]?.last_seen_at.getTime()).toBe(touched);

    await db.updateTable('sessions').set({ last_seen_at: sql`now() - interval '31 days'` }).where('user_id', '=', userId).execute();
    expect((await call(ctx, 'GET', '/profile', undefined, { token })).statusCode).toBe(401);
  });

  it('refuses the token of a deleted account', async () => {
    const { token, userId } = await signedUpAndIn(ctx, { email: 'gone@example.com' });
    await ctx.database.db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', userId).execute();
    expect((await call(ctx, 'GET', '/profile', undefined, { token })).statusCode).toBe(401);
  });
});
