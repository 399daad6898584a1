import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { call, PASSWORD, registerAccount, signedUpAndIn, userRow } from '../auth/auth-test-helpers';
import { completion, TestBrowser } from './browser';
import { startTestOidcProvider, type TestOidcProvider } from './test-oidc-provider';

const PUBLIC_URL = 'http://stock.test';
const env: Record<string, string> = {
  PUBLIC_URL,
  GOOGLE_CLIENT_ID: 'stock-web',
  GOOGLE_CLIENT_SECRET: 'a-client-secret-that-is-long-enough',
};
let provider: TestOidcProvider;

beforeAll(async () => {
  provider = await startTestOidcProvider({
    clientId: env.GOOGLE_CLIENT_ID ?? '',
    clientSecret: env.GOOGLE_CLIENT_SECRET ?? '',
    redirectUri: `${PUBLIC_URL}/api/auth/google/callback`,
  });
  env.GOOGLE_ISSUER = provider.issuer;
});
afterAll(async () => provider?.close());

const ctx = useTestApp({ env });

/** Signs in through the provider as this person; returns the browser and the web app's address it ended on. */
async function signIn(subject: string, query = 'role=buyer') {
  provider.signInAs(subject);
  const browser = new TestBrowser(ctx);
  const end = await browser.open(`/api/auth/google?${query}`);
  return { browser, end: end.url, result: completion(end.url) };
}

const callbackOf = (browser: TestBrowser) => {
  const url = browser.history.find((visited) => visited.startsWith(`${PUBLIC_URL}/api/auth/google/callback`));
  if (!url) throw new Error('the provider never returned to the callback');
  return url.slice(PUBLIC_URL.length);
};

const identities = (userId: number) => ctx.database.db.selectFrom('oauth_identities').selectAll().where('user_id', '=', userId).execute();

describe('sign in with Google (OpenID Connect, against a real provider)', () => {
  it('lists the configured providers for the web app', async () => {
    const response = await call(ctx, 'GET', '/auth/providers');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: true, data: { providers: ['google'] } });
  });

  it('redirects to the provider with state, nonce and a PKCE S256 challenge, and remembers them server-side', async () => {
    const response = await call(ctx, 'GET', '/auth/google?role=contributor&next=/pricing');
    expect(response.statusCode).toBe(302);
    expect(response.headers['cache-control']).toBe('no-store');
    const location = new URL(String(response.headers.location));
    expect(`${location.origin}`).toBe(provider.issuer);
    const params = location.searchParams;
    expect(params.get('client_id')).toBe('stock-web');
    expect(params.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/auth/google/callback`);
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('state')).toMatch(/^[\w-]{43}$/);
    expect(params.get('nonce')).toMatch(/^[\w-]{43}$/);
    const stored = await ctx.database.db
      .selectFrom('oauth_states')
      .selectAll()
      .where('nonce', '=', params.get('nonce') ?? '')
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ provider: 'google', role: 'contributor', next_path: '/pricing' });
    expect(stored.state_hash).not.toBe(params.get('state'));
    expect(stored.expires_at.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(stored.expires_at.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000 + 5_000);
  });

  it('creates a verified account without a password, links the identity and signs in with a working token', async () => {
    provider.addPerson('g-ada', { email: 'Ada.Lovelace@Example.com', emailVerified: true, name: 'Ada Lovelace' });
    const { result } = await signIn('g-ada', `role=buyer&next=${encodeURIComponent('/search?q=sea')}&client_state=${'b'.repeat(43)}`);
    // The web app's own random value comes back, so that it can tell a sign-in it started from a link someone sent.
    expect(result).toMatchObject({ role: 'buyer', provider: 'google', next: '/search?q=sea', client_state: 'b'.repeat(43) });
    expect(result.token).toBeTruthy();

    const user = await userRow(ctx, 'ada.lovelace@example.com');
    expect(user).toMatchObject({ name: 'Ada Lovelace', roles: ['buyer'], password_hash: null });
    expect(user.email_verified_at).toBeInstanceOf(Date);
    expect(await identities(user.id)).toMatchObject([{ provider: 'google', subject: 'g-ada', email: 'ada.lovelace@example.com' }]);

    const profile = await call(ctx, 'GET', '/profile', undefined, { token: result.token });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json().data.user).toMatchObject({
      id: user.id,
      email: 'ada.lovelace@example.com',
      email_verified: true,
      has_password: false,
    });
    // A buyer token is not a contributor token.
    expect((await call(ctx, 'POST', '/contributor/unSubscribe', undefined, { token: result.token })).statusCode).toBe(401);
  });

  it('reuses the same account on the next sign-in, adding a requested role', async () => {
    provider.addPerson('g-grace', { email: 'grace@example.com', emailVerified: true, name: 'Grace Hopper' });
    const first = await signIn('g-grace', 'role=buyer');
    const userId = (await userRow(ctx, 'grace@example.com')).id;
    const second = await signIn('g-grace', 'role=contributor');
    expect(second.result.role).toBe('contributor');
    expect(second.result.token).not.toBe(first.result.token);

    const users = await ctx.database.db.selectFrom('users').select('id').where('email', '=', 'grace@example.com').execute();
    expect(users).toEqual([{ id: userId }]);
    expect((await userRow(ctx, 'grace@example.com')).roles).toEqual(['buyer', 'contributor']);
    expect(await identities(userId)).toHaveLength(1);
    const contributor = await ctx.database.db.selectFrom('contributors').select('user_id').where('user_id', '=', userId).execute();
    expect(contributor).toHaveLength(1);
    const sessions = await ctx.database.db
      .selectFrom('sessions')
      .select('role')
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute();
    expect(sessions.map((session) => session.role)).toEqual(['buyer', 'contributor']);
  });

  it('links an existing password account with the same e-mail instead of making another', async () => {
    const { userId } = await signedUpAndIn(ctx, { email: 'linus@example.com' });
    const passwordHash = (await userRow(ctx, 'linus@example.com')).password_hash;
    provider.addPerson('g-linus', { email: 'LINUS@example.com', emailVerified: true, name: 'Linus' });
    const { result } = await signIn('g-linus');
    expect(result.token).toBeTruthy();

    const users = await ctx.database.db
      .selectFrom('users')
      .select(['id', 'password_hash'])
      .where('email', '=', 'linus@example.com')
      .execute();
    expect(users).toEqual([{ id: userId, password_hash: passwordHash }]);
    expect(await identities(userId)).toMatchObject([{ provider: 'google', subject: 'g-linus' }]);
    // The password still works beside the social sign-in.
    const login = await call(ctx, 'POST', '/login', { email: 'linus@example.com', password: PASSWORD, role: 'buyer' });
    expect(login.statusCode).toBe(200);
  });

  it('takes over an unverified account registered with the address: its password and sessions are dropped', async () => {
    expect((await registerAccount(ctx, { email: 'squatted@example.com' })).statusCode).toBe(200);
    const { id } = await userRow(ctx, 'squatted@example.com');
    provider.addPerson('g-owner', { email: 'squatted@example.com', emailVerified: true, name: 'Owner' });
    const { result } = await signIn('g-owner');
    expect(result.token).toBeTruthy();
    const row = await userRow(ctx, 'squatted@example.com');
    expect(row).toMatchObject({ id, password_hash: null });
    expect(row.email_verified_at).toBeInstanceOf(Date);
    const login = await call(ctx, 'POST', '/login', { email: 'squatted@example.com', password: PASSWORD, role: 'buyer' });
    expect(login.statusCode).toBe(400);
  });

  it('refuses a forged state and a state used twice', async () => {
    const forged = await ctx.app.inject({ method: 'GET', url: '/api/auth/google/callback?code=abc&state=forged-state' });
    expect(forged.statusCode).toBe(302);
    expect(completion(String(forged.headers.location))).toMatchObject({ error: 'invalid_state', provider: 'google' });
    expect(String(forged.headers.location)).toMatch(/^http:\/\/stock\.test\/auth\/complete#/);

    provider.addPerson('g-replay', { email: 'replay@example.com', emailVerified: true, name: 'Replay' });
    const { browser, result } = await signIn('g-replay');
    expect(result.token).toBeTruthy();
    const replay = await ctx.app.inject({ method: 'GET', url: callbackOf(browser) });
    expect(replay.statusCode).toBe(302);
    const replayed = completion(String(replay.headers.location));
    expect(replayed).toMatchObject({ error: 'invalid_state' });
    expect(replayed.token).toBeUndefined();
  });

  it('refuses an expired state', async () => {
    provider.addPerson('g-late', { email: 'late@example.com', emailVerified: true, name: 'Late' });
    provider.signInAs('g-late');
    const browser = new TestBrowser(ctx);
    const start = await call(ctx, 'GET', '/auth/google?role=buyer');
    await ctx.database.db
      .updateTable('oauth_states')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const end = await browser.open(String(start.headers.location));
    expect(completion(end.url)).toMatchObject({ error: 'invalid_state' });
    expect(await ctx.database.db.selectFrom('users').select('id').where('email', '=', 'late@example.com').execute()).toEqual([]);
  });

  it('refuses an identity whose e-mail the provider has not verified', async () => {
    provider.addPerson('g-unverified', { email: 'unverified@example.com', emailVerified: false, name: 'Unverified' });
    const { result } = await signIn('g-unverified');
    expect(result).toMatchObject({ error: 'email_not_verified', provider: 'google' });
    expect(result.token).toBeUndefined();
    expect(await ctx.database.db.selectFrom('users').select('id').where('email', '=', 'unverified@example.com').execute()).toEqual([]);
    expect(await ctx.database.db.selectFrom('oauth_identities').select('id').where('subject', '=', 'g-unverified').execute()).toEqual([]);
  });

  it('refuses a next that leaves the site, and a role that is not offered', async () => {
    for (const next of ['//evil.example', '/\\evil.example', 'https://evil.example/', 'evil', '/%0d%0a'.replace('%0d%0a', '\r\n')]) {
      const response = await call(ctx, 'GET', `/auth/google?role=buyer&next=${encodeURIComponent(next)}`);
      expect(response.statusCode, next).toBe(400);
      expect(response.json()).toMatchObject({ status: false, errors: [{ field: 'next' }] });
    }
    const admin = await call(ctx, 'GET', '/auth/google?role=admin');
    expect(admin.statusCode).toBe(400);
    for (const clientState of ['short', `${'a'.repeat(40)}<script>`]) {
      expect((await call(ctx, 'GET', `/auth/google?role=buyer&client_state=${encodeURIComponent(clientState)}`)).statusCode).toBe(400);
    }
    expect(await ctx.database.db.selectFrom('oauth_states').select('state_hash').where('next_path', 'like', '%evil%').execute()).toEqual(
      [],
    );
  });

  it('answers 404 in the envelope for a provider that is not configured', async () => {
    for (const url of ['/auth/facebook?role=buyer', '/auth/facebook/callback?code=x&state=y']) {
      const response = await call(ctx, 'GET', url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: false, statusCode: 404, data: null });
    }
  });
});
