import type { ApiScope } from '@stock/contracts';
import { createPartnerClient, type PartnerClient, requestAccessToken } from '@stock/partner-client';
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

/**
 * A fetch that hands the request to the app in process: the generated client then runs its real serialisation against
 * the real routes, without a listening server.
 */
export function injectFetch(ctx: TestContext, remoteAddress?: string) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const sent: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      sent[name] = value;
    });
    const answer = await ctx.app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: sent,
      remoteAddress: remoteAddress ?? randomIp(),
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      for (const one of Array.isArray(value) ? value : [value]) if (one !== undefined) headers.append(name, String(one));
    }
    const empty = answer.rawPayload.length === 0;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
  };
}

/** The generated partner client, as a reseller's server uses it, with a key or an access token. */
export function partnerClient(ctx: TestContext, token?: string, remoteAddress?: string): PartnerClient {
  return createPartnerClient({ baseUrl: 'http://127.0.0.1/api/v1', ...(token ? { token } : {}), fetch: injectFetch(ctx, remoteAddress) });
}

/** An OAuth app of the reseller, made through the developer area. */
export async function createOAuthApp(
  ctx: TestContext,
  token: string,
  scopes: ApiScope[],
  sandbox = false,
): Promise<{ id: number; clientId: string; secret: string }> {
  const created = await call(ctx, 'POST', '/buyer/developer/oauth-apps', { name: `App ${scopes.join('+')}`, scopes, sandbox }, { token });
  expect(created.statusCode, created.body).toBe(200);
  const { app, client_secret: secret } = created.json().data;
  return { id: app.id, clientId: app.client_id, secret };
}

/** An access token of a new OAuth app with these scopes, as the generated client asks for it. */
export async function accessTokenFor(ctx: TestContext, token: string, scopes: ApiScope[]): Promise<string> {
  const app = await createOAuthApp(ctx, token, scopes);
  const { data, response } = await requestAccessToken(partnerClient(ctx), app.clientId, app.secret);
  expect(response.status).toBe(200);
  return data?.access_token as string;
}
