import { createHash } from 'node:crypto';
import { requestAccessToken } from '@stock/partner-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from '../../../test/money-fixture';
import { useTestApp } from '../../../test/test-app';
import { call, signedUpAndIn } from '../auth/auth-test-helpers';
import { partnerClient } from '../partner-api/partner-api-test-helpers';
import { approvedReseller, newEmail } from '../reseller/reseller-test-helpers';
import { DEVELOPER_MESSAGES, OAUTH_APP_MESSAGES } from './developer-messages';

const ctx = useTestApp();
let admin: { token: string };
let reseller: { token: string; userId: number };

beforeAll(async () => {
  admin = await adminSession(ctx);
  reseller = await approvedReseller(ctx, admin.token);
});

const create = (token: string, body: unknown) => call(ctx, 'POST', '/buyer/developer/oauth-apps', body, { token });

describe('OAuth apps in the developer area', () => {
  it('shows the client id always and the secret once, keeps only its SHA-256, and lists apps apart from keys', async () => {
    const created = await create(reseller.token, { name: 'Print server', scopes: ['search', 'license'], sandbox: false });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().message).toBe(OAUTH_APP_MESSAGES.created);
    const { app, client_secret: secret } = created.json().data;
    expect(app).toMatchObject({
      name: 'Print server',
      scopes: ['search', 'license'],
      sandbox: false,
      revoked_at: null,
      rate_limit_per_minute: 120,
    });
    expect(app.client_id).toMatch(/^smc_live_[0-9a-f]{16}$/);
    expect(secret).toMatch(/^smcs_[\w-]{43}$/);
    const row = await ctx.database.db.selectFrom('api_keys').selectAll().where('id', '=', app.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'oauth_app', secret_hash: createHash('sha256').update(secret).digest('hex') });

    const listed = await call(ctx, 'GET', '/buyer/developer/oauth-apps', undefined, { token: reseller.token });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.apps).toEqual([app]);
    expect(listed.body).not.toContain(secret);
    const keys = await call(ctx, 'GET', '/buyer/developer/keys', undefined, { token: reseller.token });
    expect(keys.json().data.keys).toEqual([]);
    // An app is not a key: the key routes do not know it.
    expect((await call(ctx, 'POST', '/buyer/developer/keys/revoke', { key_id: app.id }, { token: reseller.token })).statusCode).toBe(404);

    const sandbox = await create(reseller.token, { name: 'Staging', scopes: ['search'], sandbox: true });
    expect(sandbox.json().data.app).toMatchObject({ sandbox: true, rate_limit_per_minute: 30, monthly_quota: 1000 });
    expect(sandbox.json().data.app.client_id).toMatch(/^smc_test_/);
  });

  it('rotates the secret under the same client id: the old secret and its tokens stop working', async () => {
    const { app, client_secret: oldSecret } = (
      await create(reseller.token, { name: 'Rotating', scopes: ['search'], sandbox: false })
    ).json().data;
    const oldToken = (await requestAccessToken(partnerClient(ctx), app.client_id, oldSecret)).data?.access_token;
    const rotated = await call(ctx, 'POST', '/buyer/developer/oauth-apps/rotate', { app_id: app.id }, { token: reseller.token });
    expect(rotated.statusCode, rotated.body).toBe(200);
    expect(rotated.json().message).toBe(OAUTH_APP_MESSAGES.rotated);
    const { app: same, client_secret: newSecret } = rotated.json().data;
    expect(same.client_id).toBe(app.client_id);
    expect(newSecret).not.toBe(oldSecret);

    expect((await requestAccessToken(partnerClient(ctx), app.client_id, oldSecret)).response.status).toBe(401);
    expect((await partnerClient(ctx, oldToken).GET('/search', {})).response.status).toBe(401);
    const fresh = await requestAccessToken(partnerClient(ctx), app.client_id, newSecret);
    expect(fresh.response.status).toBe(200);
    expect((await partnerClient(ctx, fresh.data?.access_token).GET('/search', {})).response.status).toBe(200);

    const revoked = await call(ctx, 'POST', '/buyer/developer/oauth-apps/revoke', { app_id: app.id }, { token: reseller.token });
    expect(revoked.json()).toMatchObject({ statusCode: 200, message: OAUTH_APP_MESSAGES.revokedNow('Rotating') });
    expect(revoked.json().data.app.revoked_at).not.toBeNull();
    const again = await call(ctx, 'POST', '/buyer/developer/oauth-apps/rotate', { app_id: app.id }, { token: reseller.token });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(OAUTH_APP_MESSAGES.revoked);
  });

  it('is closed to other buyers and to other resellers’ apps, and checks the scopes', async () => {
    const buyer = await signedUpAndIn(ctx, { email: newEmail('plain-buyer') });
    const refused = await create(buyer.token, { name: 'Mine', scopes: ['search'], sandbox: false });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(DEVELOPER_MESSAGES.notReseller);
    const mine = (await create(reseller.token, { name: 'Mine', scopes: ['search'], sandbox: false })).json().data.app;
    const other = await approvedReseller(ctx, admin.token);
    const foreign = await call(ctx, 'POST', '/buyer/developer/oauth-apps/revoke', { app_id: mine.id }, { token: other.token });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(OAUTH_APP_MESSAGES.noApp);
    expect((await create(reseller.token, { name: 'Bad', scopes: ['admin'], sandbox: false })).statusCode).toBe(400);
    expect((await create(reseller.token, { name: 'Bad', scopes: ['search'] })).statusCode).toBe(400);
  });
});
