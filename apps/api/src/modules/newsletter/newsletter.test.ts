import { NEWSLETTER_MESSAGES } from '@stock/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';

const ctx = useTestApp();

const subscribe = (payload: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/contributor/subscribe',
    headers,
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

const subscriberRows = () => ctx.database.db.selectFrom('newsletter_subscribers').selectAll().orderBy('id').execute();

describe('POST /api/contributor/subscribe', () => {
  it('stores a trimmed, lower-cased address once and answers in the envelope', async () => {
    const response = await subscribe({ email: '  Ada.Lovelace@Example.COM ' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      status: true,
      status_code: 200,
      statusCode: 200,
      message: NEWSLETTER_MESSAGES.subscribed,
      data: { email: 'ada.lovelace@example.com', already_subscribed: false },
    });
    const rows = await subscriberRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'ada.lovelace@example.com', unsubscribed_at: null, source: 'footer' });
    expect(rows[0]?.subscribed_at).toBeInstanceOf(Date);
  });

  it('says an address is already subscribed and keeps one row with the first date', async () => {
    const before = await subscriberRows();
    const response = await subscribe({ email: 'ADA.LOVELACE@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: true,
      message: NEWSLETTER_MESSAGES.alreadySubscribed,
      data: { email: 'ada.lovelace@example.com', already_subscribed: true },
    });
    const after = await subscriberRows();
    expect(after).toHaveLength(1);
    expect(after[0]?.subscribed_at.toISOString()).toBe(before[0]?.subscribed_at.toISOString());
  });

  it('reactivates an address that had unsubscribed', async () => {
    await ctx.database.db
      .updateTable('newsletter_subscribers')
      .set({ unsubscribed_at: new Date() })
      .where('email', '=', 'ada.lovelace@example.com')
      .execute();
    const response = await subscribe({ email: 'ada.lovelace@example.com' });
    expect(response.json()).toMatchObject({ status: true, message: NEWSLETTER_MESSAGES.subscribed, data: { already_subscribed: false } });
    const rows = await subscriberRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.unsubscribed_at).toBeNull();
  });

  it('counts one row when the same address arrives twice at once', async () => {
    const [first, second] = await Promise.all([subscribe({ email: 'twice@example.com' }), subscribe({ email: 'Twice@Example.com' })]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const rows = (await subscriberRows()).filter((row) => row.email === 'twice@example.com');
    expect(rows).toHaveLength(1);
  });
});

describe('POST /api/contributor/subscribe with bad input changes nothing', () => {
  const expectNothingStored = async (count: number) => expect(await subscriberRows()).toHaveLength(count);

  it.each([
    ['a missing e-mail', {}, 'email is required'],
    ['an empty e-mail', { email: '' }, 'email must not be empty'],
    ['a malformed e-mail', { email: 'not-an-address' }, NEWSLETTER_MESSAGES.invalidEmail],
    ['an e-mail with spaces inside', { email: 'ada lovelace@example.com' }, NEWSLETTER_MESSAGES.invalidEmail],
    ['only spaces', { email: '    ' }, NEWSLETTER_MESSAGES.invalidEmail],
    ['a 10,000-character e-mail', { email: `${'a'.repeat(9988)}@example.com` }, 'email must be at most 318 characters long'],
    ['an e-mail that is not a string', { email: { $gt: '' } }, 'email must be a string'],
  ])('refuses %s with 400 and a field error', async (_case, payload, message) => {
    const count = (await subscriberRows()).length;
    const response = await subscribe(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ status: false, status_code: 400, statusCode: 400, message, data: null });
    expect(body.errors).toContainEqual({ field: 'email', message });
    await expectNothingStored(count);
  });

  it('refuses invalid JSON with 400', async () => {
    const count = (await subscriberRows()).length;
    const response = await subscribe('{"email": "ada@example.com"');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: false, statusCode: 400, message: 'The request body is not valid JSON.' });
    await expectNothingStored(count);
  });

  it('refuses a 2 MB body with 413', async () => {
    const count = (await subscriberRows()).length;
    const response = await subscribe({ email: 'big@example.com', padding: 'x'.repeat(2 * 1024 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      status: false,
      status_code: 413,
      message: 'The request body is too large; the limit is 1 MB.',
    });
    await expectNothingStored(count);
  });

  it('refuses a body that is not JSON with 415', async () => {
    const count = (await subscriberRows()).length;
    const response = await subscribe('email=ada@example.com', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ status: false, status_code: 415 });
    expect(response.json().message).toMatch(/content type is not supported/);
    await expectNothingStored(count);
  });

  it('answers the wrong method with 405 and the allowed one', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/contributor/subscribe' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('POST');
    expect(response.json()).toMatchObject({
      status: false,
      status_code: 405,
      message: 'GET is not allowed on /api/contributor/subscribe; use POST.',
    });
  });
});
