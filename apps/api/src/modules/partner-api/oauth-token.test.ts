import { basicAuthorization, formBody, requestAccessToken } from '@stock/partner-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CatalogueFixture, seedCatalogueFixture } from '../../../test/catalogue-fixture';
import { adminSession } from '../../../test/money-fixture';
import { useTestApp } from '../../../test/test-app';
import { hashToken } from '../../crypto/token-hash';
import { call, randomIp } from '../auth/auth-test-helpers';
import { approvedReseller } from '../reseller/reseller-test-helpers';
import { API_KEY_MESSAGES } from './api-key-auth';
import { ACCESS_TOKEN_MESSAGES, OAUTH_MESSAGES } from './oauth-errors';
import { createOAuthApp, partnerClient } from './partner-api-test-helpers';

const ctx = useTestApp();
let fixture: CatalogueFixture;
let admin: { token: string };

beforeAll(async () => {
  fixture = await seedCatalogueFixture(ctx.database.db);
  admin = await adminSession(ctx);
});

/** A raw call of the token endpoint, for what the generated client would never send. */
function tokenCall(body: string, headers: Record<string, string>, remoteAddress = randomIp()) {
  return ctx.app.inject({ method: 'POST', url: '/api/v1/oauth/token', headers, payload: body, remoteAddress });
}
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('the OAuth token endpoint (client credentials)', () => {
  it('answers an opaque bearer token in the RFC shape for HTTP Basic, which works on /api/v1 like a key of the app', async () => {
    const reseller = await approvedReseller(ctx, admin.token);
    const app = await createOAuthApp(ctx, reseller.token, ['search', 'license']);
    const { data, response } = await requestAccessToken(partnerClient(ctx), app.clientId, app.secret);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(data).toEqual({
      access_token: expect.stringMatching(/^sm_at_[\w-]{43}$/),
      token_type: 'Bearer',
      expires_in: 3600,
      scope: 'search license',
    });
    // Only a hash of the token is kept.
    const [row] = await ctx.database.db.selectFrom('oauth_access_tokens').selectAll().where('app_id', '=', app.id).execute();
    expect(JSON.stringify(row)).not.toContain(data?.access_token.slice(6));

    const client = partnerClient(ctx, data?.access_token);
    const found = await client.GET('/search', { params: { query: { query: 'ridges' } } });
    expect(found.response.status).toBe(200);
    expect(found.data?.data.results.map((file) => file.media_id)).toContain(fixture.ids.ridges);
    expect(found.response.headers.get('x-ratelimit-limit')).toBe('120');
    const usage = await ctx.database.db.selectFrom('api_key_usage').select(['endpoint', 'requests']).where('key_id', '=', app.id).execute();
    expect(usage).toEqual([{ endpoint: 'GET /api/v1/search', requests: 1 }]);
  });

  it('takes the credentials from a form or JSON body too, and narrows the scopes to those asked for', async () => {
    const reseller = await approvedReseller(ctx, admin.token);
    const app = await createOAuthApp(ctx, reseller.token, ['search', 'license', 'collections']);
    const form = await tokenCall(
      formBody({ grant_type: 'client_credentials', client_id: app.clientId, client_secret: app.secret, scope: 'search' }),
      FORM,
    );
    expect(form.statusCode, form.body).toBe(200);
    expect(form.json().scope).toBe('search');
    const json = await tokenCall(
      JSON.stringify({ grant_type: 'client_credentials', client_id: app.clientId, client_secret: app.secret, scope: 'collections search' }),
      { 'content-type': 'application/json' },
    );
    expect(json.statusCode, json.body).toBe(200);
    expect(json.json().scope).toBe('search collections');

    // A token without the license scope may not license, though its app may.
    const narrow = partnerClient(ctx, form.json().access_token);
    const refused = await narrow.POST('/licences', { body: { media_format_id: 1, tier: 'standard', client_name: 'Client A' } });
    expect(refused.response.status).toBe(403);
    expect(refused.error?.message).toBe(API_KEY_MESSAGES.scope('license'));

    const wider = await requestAccessToken(partnerClient(ctx), app.clientId, app.secret, 'search webhooks');
    expect(wider.response.status).toBe(400);
    expect(wider.error).toEqual({ error: 'invalid_scope', error_description: OAUTH_MESSAGES.scope('search license collections') });
  });

  it('refuses a wrong secret, an unknown client and no credentials with invalid_client 401 and a challenge', async () => {
    const reseller = await approvedReseller(ctx, admin.token);
    const app = await createOAuthApp(ctx, reseller.token, ['search']);
    const wrong = await requestAccessToken(partnerClient(ctx), app.clientId, `${app.secret.slice(0, -4)}AAAA`);
    expect(wrong.response.status).toBe(401);
    expect(wrong.response.headers.get('www-authenticate')).toMatch(/^Basic realm=/);
    expect(wrong.error).toEqual({ error: 'invalid_client', error_description: OAUTH_MESSAGES.badClient });
    const unknown = await requestAccessToken(partnerClient(ctx), 'smc_live_0000000000000000', app.secret);
    expect(unknown.error).toMatchObject({ error: 'invalid_client' });
    const none = await tokenCall(formBody({ grant_type: 'client_credentials' }), FORM);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ error: 'invalid_client', error_description: OAUTH_MESSAGES.noClient });
    // A key is no client secret.
    const both = await tokenCall(formBody({ grant_type: 'client_credentials', client_secret: app.secret }), {
      ...FORM,
      authorization: basicAuthorization(app.clientId, app.secret),
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().error).toBe('invalid_request');
  });

  it('answers unsupported_grant_type and invalid_request for other grants and malformed bodies', async () => {
    const reseller = await approvedReseller(ctx, admin.token);
    const app = await createOAuthApp(ctx, reseller.token, ['search']);
    const auth = { ...FORM, authorization: basicAuthorization(app.clientId, app.secret) };
    const password = await tokenCall(formBody({ grant_type: 'password', username: 'a', password: 'b' }), auth);
    expect(password.statusCode).toBe(400);
    expect(password.json()).toEqual({ error: 'unsupported_grant_type', error_description: OAUTH_MESSAGES.grantType });
    const noGrant = await tokenCall(formBody({ scope: 'search' }), auth);
    expect(noGrant.statusCode).toBe(400);
    expect(noGrant.json().error).toBe('invalid_request');
    const repeated = await tokenCall('grant_type=client_credentials&grant_type=client_credentials', auth);
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json()).toEqual({ error: 'invalid_request', error_description: OAUTH_MESSAGES.repeated('grant_type') });
    const badJson = await tokenCall('{"grant_type":', { 'content-type': 'application/json', authorization: auth.authorization });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().error).toBe('invalid_request');
  });

  it('stops a revoked app’s tokens at once, and refuses expired tokens', async () => {
    const reseller = await approvedReseller(ctx, admin.token);
    const app = await createOAuthApp(ctx, reseller.token, ['search']);
    const first = (await requestAccessToken(partnerClient(ctx), app.clientId, app.secret)).data?.access_token as string;
    const second = (await requestAccessToken(partnerClient(ctx), app.clientId, app.secret)).data?.access_token as string;

    await ctx.database.db
      .updateTable('oauth_access_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('app_id', '=', app.id)
      .where('token_hash', '=', hashToken(first))
      .execute();
    const expired = await partnerClient(ctx, first).GET('/search', {});
    expect(expired.response.status).toBe(401);
    expect(expired.error?.message).toBe(ACCESS_TOKEN_MESSAGES.expired);
    expect((await partnerClient(ctx, second).GET('/search', {})).response.status).toBe(200);

    const revoked = await call(ctx, 'POST', '/buyer/developer/oauth-apps/revoke', { app_id: app.id }, { token: reseller.token });
    expect(revoked.statusCode, revoked.body).toBe(200);
    const refused = await partnerClient(ctx, second).GET('/search', {});
    expect(refused.response.status).toBe(401);
    expect(refused.error?.message).toBe(ACCESS_TOKEN_MESSAGES.revoked);
    const again = await requestAccessToken(partnerClient(ctx), app.clientId, app.secret);
    expect(again.response.status).toBe(401);
    expect(again.error).toEqual({ error: 'invalid_client', error_description: OAUTH_MESSAGES.revokedClient });
  });

  it('gives no token to a suspended account’s app (invalid_grant) and refuses its tokens', async () => {
    const reseller = await approvedReseller(ctx, admin.token);
    const app = await createOAuthApp(ctx, reseller.token, ['search']);
    const token = (await requestAccessToken(partnerClient(ctx), app.clientId, app.secret)).data?.access_token as string;
    const suspended = await call(
      ctx,
      'POST',
      '/admin/users/suspend',
      { user_id: reseller.userId, reason: 'Chargebacks' },
      { token: admin.token },
    );
    expect(suspended.statusCode, suspended.body).toBe(200);
    const refused = await requestAccessToken(partnerClient(ctx), app.clientId, app.secret);
    expect(refused.response.status).toBe(400);
    expect(refused.error).toEqual({ error: 'invalid_grant', error_description: OAUTH_MESSAGES.suspended });
    const used = await partnerClient(ctx, token).GET('/search', {});
    expect(used.response.status).toBe(401);
    expect(used.error?.message).toBe(API_KEY_MESSAGES.suspended);
  });

  it('limits token requests per client, from any address, and per address, whatever the client', async () => {
    const reseller = await approvedReseller(ctx, admin.token);
    const app = await createOAuthApp(ctx, reseller.token, ['search']);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await requestAccessToken(partnerClient(ctx), app.clientId, app.secret)).response.status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);

    const address = randomIp();
    const fromOne: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const answer = await requestAccessToken(partnerClient(ctx, undefined, address), `smc_live_${String(i).padStart(16, '0')}`, 'wrong');
      fromOne.push(answer.response.status);
    }
    expect(fromOne.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(fromOne[30]).toBe(429);
  });
});
