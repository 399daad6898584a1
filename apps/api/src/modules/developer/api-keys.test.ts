import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from '../../../test/money-fixture';
import { useTestApp } from '../../../test/test-app';
import { call, signedUpAndIn } from '../auth/auth-test-helpers';
import { approvedReseller, newEmail } from '../reseller/reseller-test-helpers';
import { DEVELOPER_MESSAGES } from './developer-messages';

const ctx = useTestApp();
let admin: { token: string };
let reseller: { token: string; userId: number };

beforeAll(async () => {
  admin = await adminSession(ctx);
  reseller = await approvedReseller(ctx, admin.token);
});

const keyRows = (userId: number) =>
  ctx.database.db.selectFrom('api_keys').selectAll().where('user_id', '=', userId).orderBy('id').execute();
const create = (token: string, body: unknown) => call(ctx, 'POST', '/buyer/developer/keys', body, { token });

describe('API keys in the developer area', () => {
  it('shows a new key once, keeps only its SHA-256, and lists it by prefix afterwards', async () => {
    const created = await create(reseller.token, { name: 'Print server', scopes: ['search', 'license'], sandbox: false });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().message).toBe(DEVELOPER_MESSAGES.created);
    const { key, secret } = created.json().data;
    expect(secret).toMatch(/^sm_live_[0-9a-f]{8}_[\w-]{43}$/);
    expect(secret.startsWith(`${key.prefix}_`)).toBe(true);
    expect(key).toMatchObject({ name: 'Print server', scopes: ['search', 'license'], sandbox: false, revoked_at: null });

    const [row] = await keyRows(reseller.userId);
    expect(row?.secret_hash).toBe(createHash('sha256').update(secret).digest('hex'));
    // Nothing of the secret beyond the prefix is stored anywhere in the row.
    expect(JSON.stringify(row)).not.toContain(secret.slice(key.prefix.length + 1));

    const listed = await call(ctx, 'GET', '/buyer/developer/keys', undefined, { token: reseller.token });
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(secret.slice(key.prefix.length + 1));
    expect(listed.json().data.keys).toEqual([key]);
  });

  it('makes sandbox keys with their own prefix and smaller limits', async () => {
    const created = await create(reseller.token, { name: 'Staging', scopes: ['search'], sandbox: true });
    expect(created.json().data.secret).toMatch(/^sm_test_/);
    expect(created.json().data.key).toMatchObject({ sandbox: true, rate_limit_per_minute: 30, monthly_quota: 1000 });
  });

  it('revokes a key, and rotates one into a new key with the same scopes while the old one is revoked', async () => {
    const first = (await create(reseller.token, { name: 'Rotating', scopes: ['search', 'collections'], sandbox: false })).json().data;
    const rotated = await call(ctx, 'POST', '/buyer/developer/keys/rotate', { key_id: first.key.id }, { token: reseller.token });
    expect(rotated.statusCode, rotated.body).toBe(200);
    expect(rotated.json().message).toBe(DEVELOPER_MESSAGES.rotated);
    const second = rotated.json().data;
    expect(second.secret).not.toBe(first.secret);
    expect(second.key).toMatchObject({ name: 'Rotating', scopes: ['search', 'collections'], revoked_at: null });
    const rows = await keyRows(reseller.userId);
    expect(rows.find((row) => row.id === first.key.id)?.revoked_at).not.toBeNull();
    expect(rows.find((row) => row.id === second.key.id)?.rotated_from).toBe(first.key.id);
    expect((await call(ctx, 'POST', '/buyer/developer/keys/rotate', { key_id: first.key.id }, { token: reseller.token })).statusCode).toBe(
      409,
    );

    const revoked = await call(ctx, 'POST', '/buyer/developer/keys/revoke', { key_id: second.key.id }, { token: reseller.token });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().data.key.revoked_at).not.toBeNull();
    const again = await call(ctx, 'POST', '/buyer/developer/keys/revoke', { key_id: second.key.id }, { token: reseller.token });
    expect(again.statusCode).toBe(409);
  });

  it('is closed to buyers who are not approved resellers, and to other resellers’ keys', async () => {
    const buyer = await signedUpAndIn(ctx, { email: newEmail('plain-buyer') });
    const refused = await create(buyer.token, { name: 'Mine', scopes: ['search'], sandbox: false });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(DEVELOPER_MESSAGES.notReseller);
    expect((await call(ctx, 'GET', '/buyer/developer/keys', undefined, { token: buyer.token })).statusCode).toBe(403);

    const other = await approvedReseller(ctx, admin.token);
    const [mine] = await keyRows(reseller.userId);
    const foreign = await call(ctx, 'POST', '/buyer/developer/keys/revoke', { key_id: mine?.id }, { token: other.token });
    expect(foreign.statusCode).toBe(404);
    const badScope = await create(reseller.token, { name: 'Bad', scopes: ['admin'], sandbox: false });
    expect(badScope.statusCode).toBe(400);
    expect((await create(reseller.token, { name: 'None', scopes: [], sandbox: false })).statusCode).toBe(400);
  });
});
