import type { ApiScope } from '@stock/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../http/http-error';
import { keyMatches, prefixOf } from '../developer/api-key-secret';
import { type ApiKeyRow, findKeyForRequest } from '../developer/api-keys.repo';
import { countUsage } from '../developer/api-usage.repo';
import { isAccessToken } from '../developer/oauth-app-secret';
import { admittedAccessToken } from './access-token-auth';
import { takeRequest } from './api-limits';

declare module 'fastify' {
  interface FastifyRequest {
    /** The partner API key a `requireApiKey` hook admitted. */
    apiKey?: ApiKeyRow;
  }
}

export const API_KEY_MESSAGES = {
  missing: 'An API key is required: send it as "Authorization: Bearer <key>".',
  invalid: 'This API key is not valid.',
  revoked: 'This API key has been revoked. Create a new one in your developer area.',
  suspended: 'The account of this API key is suspended.',
  scope: (scope: ApiScope) => `This API key lacks the "${scope}" scope. Create a key with it in your developer area.`,
} as const;

function presentedKey(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] : undefined;
}

async function checkedKey(deps: AppDeps, presented: string) {
  const prefix = prefixOf(presented);
  const key = prefix ? await findKeyForRequest(deps.db, prefix) : undefined;
  if (!key || !keyMatches(presented, key.secret_hash)) throw new HttpError(401, API_KEY_MESSAGES.invalid);
  if (key.revoked_at) throw new HttpError(401, API_KEY_MESSAGES.revoked);
  return key;
}

/**
 * The key of a request, checked: unknown, forged or revoked keys answer 401 at once. An OAuth access token stands for
 * its app, which is a key row too.
 */
async function admittedKey(deps: AppDeps, request: FastifyRequest): Promise<ApiKeyRow> {
  const presented = presentedKey(request);
  if (!presented) throw new HttpError(401, API_KEY_MESSAGES.missing);
  const key = isAccessToken(presented) ? await admittedAccessToken(deps.db, presented) : await checkedKey(deps, presented);
  if (key.owner_suspended_at) throw new HttpError(401, API_KEY_MESSAGES.suspended);
  return key;
}

/**
 * A hook for /api/v1 routes: admits a live key, takes the request from its rate limit and quota (429 when used up),
 * then requires the route's scope (403 naming it). Every request of a valid key is counted and carries the limit headers.
 */
export function requireApiKey(scope: ApiScope, deps: AppDeps) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const key = await admittedKey(deps, request);
    request.apiKey = key;
    // Counted before the limits: the usage page shows what the key asked for, refusals included.
    await countUsage(deps.db, key.id, `${request.method} ${request.routeOptions.url ?? request.url}`, new Date());
    await takeRequest(deps.db, key, reply);
    if (!key.scopes.includes(scope)) throw new HttpError(403, API_KEY_MESSAGES.scope(scope));
  };
}

/** The key a `requireApiKey` hook admitted. */
export function admittedApiKey(request: FastifyRequest): ApiKeyRow {
  if (!request.apiKey) throw new HttpError(401, API_KEY_MESSAGES.missing);
  return request.apiKey;
}

/** OpenAPI: marks a route as needing a partner API key. */
export const apiKeySecurity = [{ apiKey: [] }];
