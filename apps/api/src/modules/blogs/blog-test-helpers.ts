import type { TestContext } from '../../../test/test-app';
import { call, PASSWORD, signedUpAndIn } from '../auth/auth-test-helpers';

/** A signed-up account given the admin role, signed in as admin; answers its admin token. */
export async function signedInAdmin(ctx: TestContext, email: string): Promise<string> {
  const { userId } = await signedUpAndIn(ctx, { email });
  await ctx.database.db
    .updateTable('users')
    .set({ roles: ['buyer', 'admin'] })
    .where('id', '=', userId)
    .execute();
  const login = await call(ctx, 'POST', '/login', { email, password: PASSWORD, role: 'admin' });
  return login.json().data?.token;
}

/** An admin call with its bearer token (or none). */
export function adminCall(ctx: TestContext, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}
