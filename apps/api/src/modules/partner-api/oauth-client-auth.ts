import type { OAuthTokenBody } from '@stock/contracts';
import type { FastifyRequest } from 'fastify';
import { OAUTH_MESSAGES, OAuthError } from './oauth-errors';

export interface ClientCredentials {
  clientId: string;
  secret: string;
}

/** RFC 6749 appendix B: Basic credentials are form-encoded before base64. */
function formDecoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

function basicCredentials(header: string | undefined): ClientCredentials | undefined {
  const encoded = header ? /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header)?.[1] : undefined;
  if (!encoded) return undefined;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  const clientId = colon > 0 ? formDecoded(decoded.slice(0, colon)) : undefined;
  const secret = colon > 0 ? formDecoded(decoded.slice(colon + 1)) : undefined;
  return clientId && secret ? { clientId, secret } : { clientId: '', secret: '' };
}

/** The client id a token request claims, before it is checked: what the per-client rate limit counts by. */
export function claimedClientId(request: FastifyRequest): string | undefined {
  const body = request.body as Partial<OAuthTokenBody> | undefined;
  return basicCredentials(request.headers.authorization)?.clientId || body?.client_id || undefined;
}

/**
 * The client's credentials, from HTTP Basic (which the RFC asks servers to support) or from the body. A client uses one
 * method only; one that sends none, or an Authorization header of another scheme, is not authenticated.
 */
export function clientCredentialsOf(header: string | undefined, body: OAuthTokenBody): ClientCredentials {
  const basic = basicCredentials(header);
  const { client_id: clientId, client_secret: secret } = body;
  if (basic && secret !== undefined) throw new OAuthError(400, 'invalid_request', OAUTH_MESSAGES.twoMethods);
  if (basic) {
    if (!basic.clientId) throw new OAuthError(401, 'invalid_client', OAUTH_MESSAGES.badClient);
    return basic;
  }
  if (header || !clientId || !secret) throw new OAuthError(401, 'invalid_client', OAUTH_MESSAGES.noClient);
  return { clientId, secret };
}
