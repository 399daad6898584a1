import { AUTH_MESSAGES, type Role } from '@stock/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps';
import { resolveSession, type SessionUser } from '../modules/auth/sessions';
import { HttpError } from './http-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in person, set by a `requireRole` hook. */
    user?: SessionUser;
  }
}

export type { SessionUser };

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

const unauthorised = () => new HttpError(401, AUTH_MESSAGES.notSignedIn);

/**
 * A hook that admits only a valid session token of one of the given roles (`Authorization: Bearer <token>`) and sets
 * `request.user`. Anything else, including a valid token of another role, answers 401 in the envelope. Use it as a
 * preHandler, or better as onRequest, so that a stranger's request is refused before its body is read or validated:
 *
 *   app.get('/profile', { onRequest: requireRole('buyer', deps) }, handler)
 */
export function requireRole(roles: Role | readonly Role[], { db, config }: AppDeps): (request: FastifyRequest) => Promise<void> {
  const allowed: readonly Role[] = typeof roles === 'string' ? [roles] : roles;
  return async (request) => {
    const token = bearerToken(request);
    if (!token) throw unauthorised();
    const result = await resolveSession(db, config, token, allowed);
    if (typeof result === 'string') {
      request.log.info({ refusal: result }, 'token refused');
      throw unauthorised();
    }
    request.user = result;
  };
}

/** The person a `requireRole` hook admitted; a route without that hook has none. */
export function signedInUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorised();
  return request.user;
}

/** OpenAPI: marks a route as needing a bearer token. */
export const bearerSecurity = [{ bearerAuth: [] }];
