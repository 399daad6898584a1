import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { call, userRow } from '../auth/auth-test-helpers';
import { completion, TestBrowser } from './browser';

const PUBLIC_URL = 'http://stock.test';
const CLIENT_ID = 'fb-app-id';
const CLIENT_SECRET = 'fb-app-secret-long-enough-for-tests';
const REDIRECT_URI = `${PUBLIC_URL}/api/auth/facebook/callback`;

interface FacebookPerson {
  id: string;
  name: string;
  email?: string;
}

/**
 * A stand-in for Facebook's three endpoints: the login dialog (which signs in `current` at once), the token endpoint
 * (checking the client, the redirect URI and the PKCE verifier), and the Graph API's /me (checking the token and the
 * appsecret_proof).
 */
async function startFacebookStandIn() {
  let current: FacebookPerson | undefined;
  const codes = new Map<string, { person: FacebookPerson; challenge: string; redirectUri: string }>();
  const tokens = new Map<string, FacebookPerson>();
  const app: FastifyInstance = Fastify();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.get('/dialog/oauth', async (request, reply) => {
    const query = request.query as Record<string, string>;
    if (query.client_id !== CLIENT_ID || query.redirect_uri !== REDIRECT_URI || query.code_challenge_method !== 'S256' || !current) {
      return reply.code(400).send({ error: { message: 'bad dialog request' } });
    }
    const code = randomBytes(16).toString('hex');
    codes.set(code, { person: current, challenge: query.code_challenge ?? '', redirectUri: query.redirect_uri });
    const back = new URL(query.redirect_uri);
    back.search = new URLSearchParams({ code, state: query.state ?? '' }).toString();
    return reply.redirect(back.toString(), 302);
  });

  app.post('/oauth/access_token', async (request, reply) => {
    const body = request.body as Record<string, string>;
    const issued = codes.get(body.code ?? '');
    codes.delete(body.code ?? '');
    const verifierMatches =
      issued &&
      createHash('sha256')
        .update(body.code_verifier ?? '')
        .digest('base64url') === issued.challenge;
    if (
      body.client_id !== CLIENT_ID ||
      body.client_secret !== CLIENT_SECRET ||
      !issued ||
      !verifierMatches ||
      body.redirect_uri !== issued.redirectUri
    ) {
      return reply.code(400).send({ error: { message: 'invalid code exchange', type: 'OAuthException' } });
    }
    const accessToken = randomBytes(16).toString('hex');
    tokens.set(accessToken, issued.person);
    return { access_token: accessToken, token_type: 'bearer', expires_in: 5000 };
  });

  app.get('/me', async (request, reply) => {
    const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const person = tokens.get(token);
    const query = request.query as Record<string, string>;
    const proof = createHmac('sha256', CLIENT_SECRET).update(token).digest('hex');
    if (!person || query.appsecret_proof !== proof) return reply.code(401).send({ error: { message: 'invalid token' } });
    const fields = (query.fields ?? 'id,name').split(',');
    return Object.fromEntries(Object.entries(person).filter(([key]) => fields.includes(key)));
  });

  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    base,
    signInAs(person: FacebookPerson) {
      current = person;
    },
    close: () => app.close(),
  };
}

const env: Record<string, string> = { PUBLIC_URL, FACEBOOK_CLIENT_ID: CLIENT_ID, FACEBOOK_CLIENT_SECRET: CLIENT_SECRET };
let facebook: Awaited<ReturnType<typeof startFacebookStandIn>>;

beforeAll(async () => {
  facebook = await startFacebookStandIn();
  env.FACEBOOK_AUTH_URL = `${facebook.base}/dialog/oauth`;
  env.FACEBOOK_TOKEN_URL = `${facebook.base}/oauth/access_token`;
  env.FACEBOOK_USERINFO_URL = `${facebook.base}/me`;
});
afterAll(async () => facebook?.close());

const ctx = useTestApp({ env });

async function signIn(person: FacebookPerson, query = 'role=contributor') {
  facebook.signInAs(person);
  const end = await new TestBrowser(ctx).open(`/api/auth/facebook?${query}`);
  return completion(end.url);
}

describe('sign in with Facebook (against a local stand-in)', () => {
  it('lists only Facebook when only Facebook is configured', async () => {
    const response = await call(ctx, 'GET', '/auth/providers');
    expect(response.json().data).toEqual({ providers: ['facebook'] });
    expect((await call(ctx, 'GET', '/auth/google?role=buyer')).statusCode).toBe(404);
  });

  it('creates a contributor with a verified e-mail, links the identity, and the token works', async () => {
    const result = await signIn(
      { id: '10001', name: 'Frida Kahlo', email: 'Frida@Example.com' },
      'role=contributor&next=/contributor/upload',
    );
    expect(result).toMatchObject({ role: 'contributor', provider: 'facebook', next: '/contributor/upload' });

    const user = await userRow(ctx, 'frida@example.com');
    expect(user).toMatchObject({ name: 'Frida Kahlo', roles: ['contributor'], password_hash: null });
    expect(user.email_verified_at).toBeInstanceOf(Date);
    const identity = await ctx.database.db.selectFrom('oauth_identities').selectAll().where('user_id', '=', user.id).execute();
    expect(identity).toMatchObject([{ provider: 'facebook', subject: '10001' }]);
    // The token is a contributor's: contributor calls accept it, buyer calls do not.
    const contributorCall = await call(ctx, 'POST', '/contributor/unSubscribe', undefined, { token: result.token });
    expect(contributorCall.statusCode, contributorCall.body).toBe(200);
    expect((await call(ctx, 'GET', '/profile', undefined, { token: result.token })).statusCode).toBe(401);

    const again = await signIn({ id: '10001', name: 'Frida Kahlo', email: 'frida@example.com' }, 'role=buyer');
    expect(again.role).toBe('buyer');
    expect((await call(ctx, 'GET', '/profile', undefined, { token: again.token })).statusCode).toBe(200);
    expect((await userRow(ctx, 'frida@example.com')).roles).toEqual(['contributor', 'buyer']);
    expect(await ctx.database.db.selectFrom('users').select('id').where('email', '=', 'frida@example.com').execute()).toHaveLength(1);
  });

  it('refuses a Facebook account that shares no confirmed e-mail', async () => {
    const result = await signIn({ id: '10002', name: 'No Mail' });
    expect(result).toMatchObject({ error: 'email_not_verified', provider: 'facebook' });
    expect(result.token).toBeUndefined();
    expect(await ctx.database.db.selectFrom('oauth_identities').select('id').where('subject', '=', '10002').execute()).toEqual([]);
  });

  it('refuses a callback whose state was never issued, even with a real code', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/facebook/callback?code=anything&state=made-up' });
    expect(response.statusCode).toBe(302);
    expect(completion(String(response.headers.location))).toMatchObject({ error: 'invalid_state' });
  });

  it('reports a refusal at the provider without signing in, and the state cannot be used again', async () => {
    const start = await call(ctx, 'GET', '/auth/facebook?role=buyer');
    const state = new URL(String(start.headers.location)).searchParams.get('state') ?? '';
    const denied = await ctx.app.inject({ method: 'GET', url: `/api/auth/facebook/callback?error=access_denied&state=${state}` });
    expect(completion(String(denied.headers.location))).toMatchObject({ error: 'access_denied' });
    const retried = await ctx.app.inject({ method: 'GET', url: `/api/auth/facebook/callback?code=x&state=${state}` });
    expect(completion(String(retried.headers.location))).toMatchObject({ error: 'invalid_state' });
  });

  it('does not accept a Google state at the Facebook callback', async () => {
    await ctx.database.db
      .insertInto('oauth_states')
      .values({
        state_hash: createHash('sha256').update('google-state').digest('base64url'),
        provider: 'google',
        role: 'buyer',
        next_path: null,
        code_verifier: 'v',
        nonce: 'n',
        expires_at: new Date(Date.now() + 60_000),
      })
      .execute();
    const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/facebook/callback?code=x&state=google-state' });
    expect(completion(String(response.headers.location))).toMatchObject({ error: 'invalid_state' });
  });
});
