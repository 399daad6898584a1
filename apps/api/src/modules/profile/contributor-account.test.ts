import { AUTH_MESSAGES } from '@stock/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { call, PASSWORD, registerAccount, signedUpAndIn } from '../auth/auth-test-helpers';
import { FORMER_CONTRIBUTOR_NAME } from './contributor-account.repo';

const ctx = useTestApp();

async function publishFile(contributorId: number, slug: string) {
  const row = await ctx.database.db
    .insertInto('media_files')
    .values({
      contributor_id: contributorId,
      title: `Harbour ${slug}`,
      slug,
      width: 1200,
      height: 800,
      status: 'published',
      published_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const userById = (id: number) => ctx.database.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const liveSessions = (userId: number) =>
  ctx.database.db.selectFrom('sessions').select('role').where('user_id', '=', userId).where('revoked_at', 'is', null).execute();

describe('PUT /api/contributor/profile/delete', () => {
  it('anonymises a contributor-only account, takes its files off sale and ends its sessions', async () => {
    const { token, userId } = await signedUpAndIn(ctx, {
      name: 'Lena Vogel',
      email: 'lena@example.com',
      phone: '+49 30 1234 5678',
      is_contributor: true,
    });
    const fileId = await publishFile(userId, 'lena-harbour');
    await ctx.database.db.insertInto('newsletter_subscribers').values({ email: 'lena@example.com', source: 'footer' }).execute();

    const wrong = await call(ctx, 'PUT', '/contributor/profile/delete', { password: 'not-my-password' }, { token });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ field: 'password', message: AUTH_MESSAGES.passwordWrong }]);
    expect((await userById(userId)).deleted_at).toBeNull();

    const response = await call(ctx, 'PUT', '/contributor/profile/delete', { password: PASSWORD }, { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: true,
      message: AUTH_MESSAGES.contributorAccountDeleted,
      data: { account_deleted: true, files_removed: 1 },
    });
    const user = await userById(userId);
    expect(user).toMatchObject({
      email: `deleted-${userId}@deleted.invalid`,
      name: 'Deleted user',
      phone: null,
      password_hash: null,
      pending_email: null,
    });
    expect(user.deleted_at).toBeInstanceOf(Date);
    expect(user.anonymised_at).toBeInstanceOf(Date);
    const contributor = await ctx.database.db
      .selectFrom('contributors')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(contributor).toMatchObject({
      display_name: FORMER_CONTRIBUTOR_NAME,
      bio: '',
      location: '',
      slug: `former-contributor-${userId}`,
    });
    const file = await ctx.database.db.selectFrom('media_files').select('status').where('id', '=', fileId).executeTakeFirstOrThrow();
    expect(file.status).toBe('removed');
    expect(
      await ctx.database.db.selectFrom('newsletter_subscribers').select('id').where('email', '=', 'lena@example.com').execute(),
    ).toEqual([]);
    expect(await liveSessions(userId)).toEqual([]);
    expect((await call(ctx, 'POST', '/contributor/unSubscribe', undefined, { token })).statusCode).toBe(401);
    expect((await call(ctx, 'POST', '/login', { email: 'lena@example.com', password: PASSWORD, is_contributor: true })).statusCode).toBe(
      400,
    );

    // The address is free again.
    expect((await registerAccount(ctx, { email: 'lena@example.com', is_contributor: true })).statusCode).toBe(200);
  });

  it('keeps the buyer account of a person who holds both roles', async () => {
    const { token: buyerToken, userId } = await signedUpAndIn(ctx, { email: 'both@example.com' });
    expect((await registerAccount(ctx, { email: 'both@example.com', is_contributor: true })).statusCode).toBe(200);
    const contributorToken = (
      await call(ctx, 'POST', '/login', { email: 'both@example.com', password: PASSWORD, is_contributor: true })
    ).json().data.token;
    await publishFile(userId, 'both-harbour');

    const response = await call(ctx, 'PUT', '/contributor/profile/delete', { password: PASSWORD }, { token: contributorToken });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: AUTH_MESSAGES.contributorRoleDeleted,
      data: { account_deleted: false, files_removed: 1 },
    });
    const user = await userById(userId);
    expect(user).toMatchObject({ email: 'both@example.com', roles: ['buyer'], deleted_at: null });
    expect(await liveSessions(userId)).toEqual([{ role: 'buyer' }]);
    expect((await call(ctx, 'GET', '/profile', undefined, { token: buyerToken })).statusCode).toBe(200);
    expect((await call(ctx, 'POST', '/contributor/unSubscribe', undefined, { token: contributorToken })).statusCode).toBe(401);
  });

  it('refuses a buyer token, no token and a malformed body', async () => {
    const { token: buyer, userId } = await signedUpAndIn(ctx, { email: 'just-buyer@example.com' });
    expect((await call(ctx, 'PUT', '/contributor/profile/delete', { password: PASSWORD }, { token: buyer })).statusCode).toBe(401);
    expect((await call(ctx, 'PUT', '/contributor/profile/delete', { password: PASSWORD })).statusCode).toBe(401);
    expect((await userById(userId)).deleted_at).toBeNull();
    const { token } = await signedUpAndIn(ctx, { email: 'malformed@example.com', is_contributor: true });
    const malformed = await call(ctx, 'PUT', '/contributor/profile/delete', { pass: PASSWORD }, { token });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('password is required');
  });
});

describe('POST /api/contributor/unSubscribe', () => {
  it("unsubscribes the contributor's address, and says so when it was not subscribed", async () => {
    const { token } = await signedUpAndIn(ctx, { email: 'reader@example.com', is_contributor: true });
    await ctx.database.db.insertInto('newsletter_subscribers').values({ email: 'reader@example.com', source: 'footer' }).execute();
    const response = await call(ctx, 'POST', '/contributor/unSubscribe', undefined, { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: AUTH_MESSAGES.unsubscribed,
      data: { email: 'reader@example.com', was_subscribed: true },
    });
    const row = await ctx.database.db
      .selectFrom('newsletter_subscribers')
      .selectAll()
      .where('email', '=', 'reader@example.com')
      .executeTakeFirstOrThrow();
    expect(row.unsubscribed_at).toBeInstanceOf(Date);

    const again = await call(ctx, 'POST', '/contributor/unSubscribe', undefined, { token });
    expect(again.json()).toMatchObject({ message: AUTH_MESSAGES.notSubscribed, data: { was_subscribed: false } });
  });

  it('refuses a buyer token and no token', async () => {
    const { token } = await signedUpAndIn(ctx, { email: 'buyer-unsub@example.com' });
    expect((await call(ctx, 'POST', '/contributor/unSubscribe', undefined, { token })).statusCode).toBe(401);
    expect((await call(ctx, 'POST', '/contributor/unSubscribe')).statusCode).toBe(401);
  });
});
