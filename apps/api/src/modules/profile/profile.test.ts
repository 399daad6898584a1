import { AUTH_MESSAGES } from '@stock/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type MultipartFile, multipartForm } from '../../../test/multipart-form';
import { useTestApp } from '../../../test/test-app';
import { allowResend, call, latestEmailCode, mailCount, randomIp, signedUpAndIn, userRow } from '../auth/auth-test-helpers';

const ctx = useTestApp();

const updateProfile = (token: string | undefined, fields: Record<string, string>, file?: MultipartFile) => {
  const { payload, contentType } = multipartForm(fields, file);
  return ctx.app.inject({
    method: 'PUT',
    url: '/api/profile/update',
    headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload,
    remoteAddress: randomIp(),
  });
};

describe('GET /api/profile', () => {
  it("returns the signed-in buyer's account", async () => {
    const { token, userId } = await signedUpAndIn(ctx, { name: 'Mary Shelley', email: 'mary@example.com', phone: '+44 20 7946 0002' });
    const response = await call(ctx, 'GET', '/profile', undefined, { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: true,
      data: {
        user: {
          id: userId,
          name: 'Mary Shelley',
          email: 'mary@example.com',
          phone: '+442079460002',
          email_verified: true,
          phone_verified: false,
          roles: ['buyer'],
          role: 'buyer',
          has_password: true,
          pending_email: null,
        },
      },
    });
    expect(JSON.stringify(response.json())).not.toMatch(/argon2|password_hash/);
  });

  it('refuses a contributor token and no token with 401', async () => {
    const { token } = await signedUpAndIn(ctx, { email: 'contributor@example.com', is_contributor: true });
    expect((await call(ctx, 'GET', '/profile', undefined, { token })).statusCode).toBe(401);
    expect((await call(ctx, 'GET', '/profile')).statusCode).toBe(401);
  });
});

describe('PUT /api/profile/update', () => {
  it('updates name and phone from a multipart form, and a new phone must be verified again', async () => {
    const { token, userId } = await signedUpAndIn(ctx, { email: 'percy@example.com', phone: '+44 20 7946 0003' });
    await ctx.database.db.updateTable('users').set({ phone_verified_at: new Date() }).where('id', '=', userId).execute();
    const response = await updateProfile(token, { name: '  Percy  Shelley ', phone: '+1 415 555 0100' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: AUTH_MESSAGES.profileUpdated,
      data: { user: { name: 'Percy Shelley', phone: '+14155550100', phone_verified: false } },
    });
    const user = await userRow(ctx, 'percy@example.com');
    expect(user).toMatchObject({ name: 'Percy Shelley', phone: '+14155550100', phone_verified_at: null });
  });

  it('makes an uploaded picture into a square 256 px WebP avatar that is served publicly', async () => {
    const { token, userId } = await signedUpAndIn(ctx, { email: 'avatar@example.com' });
    const picture = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const response = await updateProfile(
      token,
      { name: 'With Avatar' },
      { name: 'avatar', filename: 'me.png', type: 'image/png', content: picture },
    );
    expect(response.statusCode).toBe(200);
    const url: string = response.json().data.user.avatar_url;
    expect(url).toMatch(new RegExp(`^/media/avatars/${userId}/[0-9a-f]{16}\\.webp$`));
    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect((await userRow(ctx, 'avatar@example.com')).name).toBe('With Avatar');

    const second = await updateProfile(token, {}, { name: 'avatar', filename: 'again.png', type: 'image/png', content: picture });
    const newUrl: string = second.json().data.user.avatar_url;
    expect(newUrl).not.toBe(url);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('refuses an avatar that is not a picture, whatever its name says, and changes nothing', async () => {
    const { token } = await signedUpAndIn(ctx, { email: 'notapicture@example.com' });
    const response = await updateProfile(
      token,
      { name: 'Changed' },
      { name: 'avatar', filename: 'me.png', type: 'image/png', content: Buffer.from('not a picture at all') },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'avatar', message: 'The avatar must be a JPEG, PNG, WebP or GIF picture.' }]);
    const user = await userRow(ctx, 'notapicture@example.com');
    expect(user.name).not.toBe('Changed');
    expect(user.avatar_key).toBeNull();
  });

  it('refuses a 50 MB avatar with 413 and changes nothing', async () => {
    const { token } = await signedUpAndIn(ctx, { email: 'huge@example.com' });
    const response = await updateProfile(
      token,
      { name: 'Huge' },
      { name: 'avatar', filename: 'huge.png', type: 'image/png', content: Buffer.alloc(50 * 1024 * 1024, 7) },
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: false, message: 'The avatar must be at most 10 MB.' });
    expect((await userRow(ctx, 'huge@example.com')).avatar_key).toBeNull();
  });

  it('holds a new e-mail as pending until the code sent to it is entered', async () => {
    const { token, userId } = await signedUpAndIn(ctx, { email: 'old@example.com' });
    const response = await updateProfile(token, { email: ' New@Example.com ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: AUTH_MESSAGES.emailChangePending,
      data: { user: { email: 'old@example.com', pending_email: 'new@example.com' } },
    });
    expect(await userRow(ctx, 'old@example.com')).toMatchObject({ pending_email: 'new@example.com' });

    // Signing in still uses the old address until the new one is proven.
    const code = await latestEmailCode(ctx, 'new@example.com');
    const wrongTarget = await call(ctx, 'POST', '/verify/otp', { email: 'old@example.com', email_otp: code });
    expect(wrongTarget.statusCode).toBe(400);
    const verified = await call(ctx, 'POST', '/verify/otp', { email: 'new@example.com', email_otp: code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      message: AUTH_MESSAGES.emailChanged,
      data: { user: { id: userId, email: 'new@example.com', pending_email: null } },
    });
    const user = await ctx.database.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ email: 'new@example.com', pending_email: null });
    expect((await call(ctx, 'GET', '/profile', undefined, { token })).json().data.user.email).toBe('new@example.com');
  });

  it('refuses an e-mail another account uses, with 409', async () => {
    const { token } = await signedUpAndIn(ctx, { email: 'taken-by-me@example.com' });
    const response = await updateProfile(token, { email: 'percy@example.com' });
    expect(response.statusCode).toBe(409);
    expect(await userRow(ctx, 'taken-by-me@example.com')).toMatchObject({ pending_email: null });
    expect(await mailCount(ctx, 'percy@example.com')).toBe(1);
  });

  it('can resend the e-mail change code through /send/email/otp', async () => {
    const { token } = await signedUpAndIn(ctx, { email: 'resend-change@example.com' });
    await updateProfile(token, { email: 'resend-new@example.com' });
    await allowResend(ctx, 'resend-new@example.com');
    const response = await call(ctx, 'POST', '/send/email/otp', { email: 'resend-new@example.com' });
    expect(response.statusCode).toBe(200);
    expect(await mailCount(ctx, 'resend-new@example.com')).toBe(2);
  });

  it.each([
    ['a malformed e-mail', { email: 'nope' }, 'email', AUTH_MESSAGES.invalidEmail],
    ['a malformed phone', { phone: 'x123' }, 'phone', AUTH_MESSAGES.invalidPhone],
    ['a blank name', { name: '   ' }, 'name', AUTH_MESSAGES.invalidName],
  ])('refuses %s with 400 and changes nothing', async (_case, fields, field, message) => {
    const { token } = await signedUpAndIn(ctx, { email: `bad-${field}@example.com`, name: 'Unchanged' });
    const response = await updateProfile(token, fields);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field, message }]);
    expect(await userRow(ctx, `bad-${field}@example.com`)).toMatchObject({ name: 'Unchanged', pending_email: null });
  });

  it('refuses a contributor token and no token with 401', async () => {
    const { token } = await signedUpAndIn(ctx, { email: 'contrib-update@example.com', is_contributor: true, name: 'Kept' });
    expect((await updateProfile(token, { name: 'Changed' })).statusCode).toBe(401);
    expect((await updateProfile(undefined, { name: 'Changed' })).statusCode).toBe(401);
    expect((await userRow(ctx, 'contrib-update@example.com')).name).toBe('Kept');
  });
});

describe('last activity', () => {
  it('is empty at first, then remembers the last page per buyer', async () => {
    const { token, userId } = await signedUpAndIn(ctx, { email: 'browser@example.com' });
    const empty = await call(ctx, 'GET', '/last/activity', undefined, { token });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ status: true, data: null });

    expect((await call(ctx, 'POST', '/last/activity', { url: '/search?query=sea', session_id: 'tab-1' }, { token })).statusCode).toBe(200);
    const saved = await call(ctx, 'POST', '/last/activity', { url: '/file/42', session_id: 'tab-2' }, { token });
    expect(saved.json()).toMatchObject({ data: { url: '/file/42', session_id: 'tab-2' } });
    const rows = await ctx.database.db.selectFrom('last_activity').selectAll().where('user_id', '=', userId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ url: '/file/42', session_id: 'tab-2' });
    const read = await call(ctx, 'GET', '/last/activity', undefined, { token });
    expect(read.json().data).toMatchObject({ url: '/file/42', session_id: 'tab-2' });
  });

  it.each([
    ['another site', 'https://evil.example/phish'],
    ['a protocol-relative address', '//evil.example'],
    ['a script', 'javascript:alert(1)'],
  ])('refuses %s as url', async (_case, url) => {
    const { token } = await signedUpAndIn(ctx, { email: `redirect${url.length}@example.com` });
    const response = await call(ctx, 'POST', '/last/activity', { url, session_id: 's' }, { token });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('url');
  });

  it('refuses a malformed body, a contributor token and no token', async () => {
    const { token: buyer } = await signedUpAndIn(ctx, { email: 'activity-buyer@example.com' });
    expect((await call(ctx, 'POST', '/last/activity', { url: '/x' }, { token: buyer })).statusCode).toBe(400);
    const { token } = await signedUpAndIn(ctx, { email: 'activity-contrib@example.com', is_contributor: true });
    expect((await call(ctx, 'GET', '/last/activity', undefined, { token })).statusCode).toBe(401);
    expect((await call(ctx, 'POST', '/last/activity', { url: '/x', session_id: 's' }, { token })).statusCode).toBe(401);
    expect((await call(ctx, 'GET', '/last/activity')).statusCode).toBe(401);
  });
});
