import { randomUUID } from 'node:crypto';
import { AUTH_MESSAGES } from '@stock/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSession, publishedFile, recordLicence } from '../../../test/money-fixture';
import { useTestApp } from '../../../test/test-app';
import { call, latestEmailCode, mailCount, PASSWORD, registerAccount, signedUpAndIn } from '../auth/auth-test-helpers';

const ctx = useTestApp({ env: { CATALOGUE_CACHE_SECONDS: '10' } });
let admin: { token: string; userId: number };

beforeAll(async () => {
  admin = await adminSession(ctx);
});

const newEmail = (who: string) => `${who}-${randomUUID().slice(0, 8)}@example.com`;
const auditOf = (userId: number) =>
  ctx.database.db
    .selectFrom('admin_audit')
    .selectAll()
    .where('target_type', '=', 'user')
    .where('target_id', '=', String(userId))
    .orderBy('id')
    .execute();
const login = (email: string, role: 'buyer' | 'contributor' = 'buyer') => call(ctx, 'POST', '/login', { email, password: PASSWORD, role });

describe('GET /api/admin/users and /api/admin/users/:id', () => {
  it('finds people by part of their e-mail or name, or by id, and opens one with their licences, balance and sessions', async () => {
    const email = newEmail('searchable');
    const { userId } = await signedUpAndIn(ctx, { email, name: 'Zora Q. Neale' });
    for (const q of [email.slice(0, 16).toUpperCase(), 'Q. Neale', String(userId)]) {
      const found = await call(ctx, 'GET', `/admin/users?q=${encodeURIComponent(q)}`, undefined, { token: admin.token });
      expect(found.statusCode, found.body).toBe(200);
      expect(found.json().data.results.map((u: { id: number }) => u.id)).toContain(userId);
    }
    // A LIKE wildcard is a letter like any other.
    const wildcard = await call(ctx, 'GET', '/admin/users?q=%25', undefined, { token: admin.token });
    expect(wildcard.json().data.totalCount).toBe(0);

    const detail = await call(ctx, 'GET', `/admin/users/${userId}`, undefined, { token: admin.token });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data).toMatchObject({
      user: { id: userId, email, name: 'Zora Q. Neale', roles: ['buyer'], email_verified: true, suspended_at: null },
      licence_count: 0,
      balance: { available_cents: 0 },
      sessions: [{ role: 'buyer', revoked_at: null }],
      audit: [],
    });
    expect((await call(ctx, 'GET', '/admin/users/999999999', undefined, { token: admin.token })).statusCode).toBe(404);
    expect((await call(ctx, 'GET', '/admin/users/abc', undefined, { token: admin.token })).statusCode).toBe(400);
  });
});

describe('suspending and reactivating', () => {
  it('refuses sign-in with a clear message, ends the sessions, hides the portfolio, keeps licences, and audits who and why', async () => {
    const email = newEmail('suspect');
    const contributor = await signedUpAndIn(ctx, { email, is_contributor: true, name: 'Sly Seller' });
    const slug = (
      await ctx.database.db.selectFrom('contributors').select('slug').where('user_id', '=', contributor.userId).executeTakeFirstOrThrow()
    ).slug;
    const buyer = await signedUpAndIn(ctx, { email: newEmail('licensee') });
    const fileId = await publishedFile(ctx, contributor.userId, `Suspended work ${randomUUID().slice(0, 6)}`);
    await recordLicence(ctx, { buyerId: buyer.userId, contributorId: contributor.userId, fileId, valueCents: 100, royaltyCents: 30 });
    const portfolio = () => call(ctx, 'GET', `/portfolio?slug=${slug}`);
    expect((await portfolio()).statusCode).toBe(200);
    expect((await portfolio()).headers['x-cache']).toBe('HIT');

    const suspended = await call(
      ctx,
      'POST',
      '/admin/users/suspend',
      { user_id: contributor.userId, reason: 'Stolen pictures' },
      { token: admin.token },
    );
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json().data.user).toMatchObject({ id: contributor.userId, suspended_reason: 'Stolen pictures' });

    const refused = await login(email, 'contributor');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(AUTH_MESSAGES.suspended);
    expect((await call(ctx, 'GET', '/contributor/profile', undefined, { token: contributor.token })).statusCode).toBe(401);
    const sessions = await ctx.database.db.selectFrom('sessions').select('revoked_at').where('user_id', '=', contributor.userId).execute();
    expect(sessions.every((session) => session.revoked_at !== null)).toBe(true);
    // The cached page is gone at once.
    expect((await portfolio()).statusCode).toBe(404);
    const licences = await call(ctx, 'GET', '/buyer/licences', undefined, { token: buyer.token });
    expect(licences.json().data.results.map((l: { media_id: number }) => l.media_id)).toContain(fileId);

    const again = await call(ctx, 'POST', '/admin/users/suspend', { user_id: contributor.userId, reason: 'twice' }, { token: admin.token });
    expect(again.statusCode).toBe(409);

    const reactivated = await call(
      ctx,
      'POST',
      '/admin/users/reactivate',
      { user_id: contributor.userId, reason: 'Licences were shown' },
      { token: admin.token },
    );
    expect(reactivated.statusCode, reactivated.body).toBe(200);
    expect((await login(email, 'contributor')).statusCode).toBe(200);
    expect((await portfolio()).statusCode).toBe(200);

    const audit = await auditOf(contributor.userId);
    expect(audit.map((row) => [row.admin_id, row.action, row.reason])).toEqual([
      [admin.userId, 'user.suspend', 'Stolen pictures'],
      [admin.userId, 'user.reactivate', 'Licences were shown'],
    ]);
    const detail = await call(ctx, 'GET', `/admin/users/${contributor.userId}`, undefined, { token: admin.token });
    expect(detail.json().data.audit.map((a: { action: string }) => a.action)).toEqual(['user.reactivate', 'user.suspend']);
  });

  it('an admin cannot suspend themself', async () => {
    const response = await call(ctx, 'POST', '/admin/users/suspend', { user_id: admin.userId, reason: 'oops' }, { token: admin.token });
    expect(response.statusCode).toBe(409);
  });
});

describe('force sign-out and resending the verification', () => {
  it('ends every session of the account, audited', async () => {
    const email = newEmail('signed-out');
    const { token, userId } = await signedUpAndIn(ctx, { email });
    const response = await call(ctx, 'POST', '/admin/users/sign-out', { user_id: userId, reason: 'Lost phone' }, { token: admin.token });
    expect(response.statusCode, response.body).toBe(200);
    expect((await call(ctx, 'GET', '/profile', undefined, { token })).statusCode).toBe(401);
    expect((await login(email)).statusCode).toBe(200);
    expect((await auditOf(userId)).map((row) => row.action)).toEqual(['user.sign_out']);
  });

  it('e-mails a new code to an unverified account; a verified one answers 409', async () => {
    const email = newEmail('unverified');
    expect((await registerAccount(ctx, { email })).statusCode).toBe(200);
    const { id: userId } = await ctx.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const before = await mailCount(ctx, email);
    await ctx.database.db
      .updateTable('one_time_codes')
      .set({ created_at: new Date(Date.now() - 120_000) })
      .where('target', '=', email)
      .execute();
    const response = await call(
      ctx,
      'POST',
      '/admin/users/resend-verification',
      { user_id: userId, reason: 'Asked by phone' },
      { token: admin.token },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await mailCount(ctx, email)).toBe(before + 1);
    expect(await latestEmailCode(ctx, email)).toMatch(/^\d{6}$/);
    expect((await auditOf(userId)).map((row) => row.action)).toEqual(['user.resend_verification']);
    const verified = await call(
      ctx,
      'POST',
      '/admin/users/resend-verification',
      { user_id: admin.userId, reason: 'x' },
      { token: admin.token },
    );
    expect(verified.statusCode).toBe(409);
  });
});

describe('malformed requests and other roles', () => {
  it.each([
    ['no reason', { user_id: 1 }],
    ['a blank reason', { user_id: 1, reason: '   ' }],
    ['a user id that is not a number', { user_id: 'x', reason: 'r' }],
  ])('refuses %s with 400 and records nothing', async (_case, body) => {
    const before = await ctx.database.db.selectFrom('admin_audit').select('id').execute();
    const response = await call(ctx, 'POST', '/admin/users/suspend', body, { token: admin.token });
    expect(response.statusCode, response.body).toBe(400);
    expect(await ctx.database.db.selectFrom('admin_audit').select('id').execute()).toHaveLength(before.length);
  });

  it('refuses a buyer and a contributor with 401', async () => {
    const buyer = await signedUpAndIn(ctx, { email: newEmail('nosy') });
    const response = await call(
      ctx,
      'POST',
      '/admin/users/suspend',
      { user_id: buyer.userId, reason: 'self-service' },
      { token: buyer.token },
    );
    expect(response.statusCode).toBe(401);
    expect((await call(ctx, 'GET', '/admin/users', undefined, { token: buyer.token })).statusCode).toBe(401);
  });
});
