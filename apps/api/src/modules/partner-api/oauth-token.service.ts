import { API_SCOPES, type ApiScope, OAUTH_TOKEN_LIFETIME_SECONDS, type OAuthToken, type OAuthTokenBody } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { keyMatches } from '../developer/api-key-secret';
import { type ApiKeyRow, findKeyForRequest } from '../developer/api-keys.repo';
import { newAccessToken } from '../developer/oauth-app-secret';
import { insertAccessToken } from '../developer/oauth-apps.repo';
import type { ClientCredentials } from './oauth-client-auth';
import { OAUTH_MESSAGES, OAuthError } from './oauth-errors';

async function authenticatedApp(deps: AppDeps, credentials: ClientCredentials): Promise<ApiKeyRow> {
  const app = await findKeyForRequest(deps.db, credentials.clientId, 'oauth_app');
  if (!app || !keyMatches(credentials.secret, app.secret_hash)) throw new OAuthError(401, 'invalid_client', OAUTH_MESSAGES.badClient);
  if (app.revoked_at) throw new OAuthError(401, 'invalid_client', OAUTH_MESSAGES.revokedClient);
  // The client is who it says, but its grant is void while the account is suspended.
  if (app.owner_suspended_at) throw new OAuthError(400, 'invalid_grant', OAUTH_MESSAGES.suspended);
  return app;
}

/** The scopes asked for: the app's when none are named, else a subset of them (RFC 6749 section 3.3). */
function grantedScopes(app: ApiKeyRow, asked: string | undefined): ApiScope[] {
  const names = (asked ?? '').split(' ').filter(Boolean);
  if (names.length === 0) return [...app.scopes];
  const allowed = new Set<string>(app.scopes);
  if (!names.every((name) => allowed.has(name))) throw new OAuthError(400, 'invalid_scope', OAUTH_MESSAGES.scope(app.scopes.join(' ')));
  return API_SCOPES.filter((scope) => names.includes(scope));
}

/** RFC 6749 section 4.4: an app's credentials buy an opaque bearer token with some or all of the app's scopes. */
export async function issueAccessToken(
  deps: AppDeps,
  body: OAuthTokenBody,
  credentials: () => ClientCredentials,
  now = new Date(),
): Promise<OAuthToken> {
  if (body.grant_type !== 'client_credentials') throw new OAuthError(400, 'unsupported_grant_type', OAUTH_MESSAGES.grantType);
  const app = await authenticatedApp(deps, credentials());
  const scopes = grantedScopes(app, body.scope);
  const { token, hash } = newAccessToken();
  await insertAccessToken(deps.db, app.id, hash, scopes, new Date(now.getTime() + OAUTH_TOKEN_LIFETIME_SECONDS * 1000));
  return { access_token: token, token_type: 'Bearer', expires_in: OAUTH_TOKEN_LIFETIME_SECONDS, scope: scopes.join(' ') };
}
