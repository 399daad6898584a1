import type { ApiScope } from '@stock/contracts';
import { expect } from 'vitest';
import type { TestContext } from '../../../test/test-app';
import { call, randomIp } from '../auth/auth-test-helpers';

/** A key of the reseller, made through the developer area: the whole key, as the reseller copied it. */
export async function createKey(
  ctx: TestContext,
  token: string,
  scopes: ApiScope[],
  sandbox = false,
): Promise<{ id: number; secret: string }> {
  const created = await call(ctx, 'POST', '/buyer/developer/keys', { name: `Key ${scopes.join('+')}`, scopes, sandbox }, { token });
  expect(created.statusCode, created.body).toBe(200);
  return { id: created.json().data.key.id, secret: created.json().data.secret };
}

/** A call to the partner API, as a reseller's server makes it. */
export function partnerCall(ctx: TestContext, method: 'GET' | 'POST' | 'DELETE', path: string, key: string | undefined, payload?: unknown) {
  return ctx.app.inject({
    method,
    url: `/api/v1${path}`,
    headers: {
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    remoteAddress: randomIp(),
    ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
  });
}
