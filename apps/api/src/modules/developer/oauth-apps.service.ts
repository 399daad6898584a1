import type { CreateApiKeyBody, CreatedOAuthApp, OAuthApp, OAuthAppData, OAuthAppList } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { conflict, notFound } from '../../http/http-error';
import type { Outcome } from '../auth/auth.service';
import type { SessionUser } from '../auth/sessions';
import { limitColumns } from './api-key-limits';
import { type ApiKeyRow, findOwnKey, insertKey, listKeys, revokeKey } from './api-keys.repo';
import { presentKey, requireReseller } from './api-keys.service';
import { OAUTH_APP_MESSAGES } from './developer-messages';
import { newClientCredentials, newClientSecret } from './oauth-app-secret';
import { deleteAppTokens, replaceAppSecret } from './oauth-apps.repo';

/** An app is a key row whose prefix is the client id. */
export function presentApp(row: ApiKeyRow): OAuthApp {
  const { prefix, ...rest } = presentKey(row);
  return { ...rest, client_id: prefix };
}

export async function myApps(deps: AppDeps, user: SessionUser): Promise<Outcome<OAuthAppList>> {
  await requireReseller(deps.db, user);
  return { data: { apps: (await listKeys(deps.db, user.id, 'oauth_app')).map(presentApp) }, message: 'OK' };
}

export async function createApp(deps: AppDeps, user: SessionUser, body: CreateApiKeyBody): Promise<Outcome<CreatedOAuthApp>> {
  await requireReseller(deps.db, user);
  const { clientId, secret, hash } = newClientCredentials(body.sandbox);
  const row = await insertKey(deps.db, {
    user_id: user.id,
    kind: 'oauth_app',
    name: body.name.trim(),
    prefix: clientId,
    secret_hash: hash,
    scopes: [...body.scopes],
    sandbox: body.sandbox,
    ...limitColumns(body.sandbox),
  });
  return { data: { app: presentApp(row), client_secret: secret }, message: OAUTH_APP_MESSAGES.created };
}

/** Revoking the app refuses its secret and every token it was given from the next request on. */
export async function revokeOwnApp(deps: AppDeps, user: SessionUser, appId: number): Promise<Outcome<OAuthAppData>> {
  await requireReseller(deps.db, user);
  if (!(await findOwnKey(deps.db, user.id, appId, 'oauth_app'))) throw notFound(OAUTH_APP_MESSAGES.noApp);
  if (!(await revokeKey(deps.db, user.id, appId, 'oauth_app'))) throw conflict(OAUTH_APP_MESSAGES.revoked);
  const row = await findOwnKey(deps.db, user.id, appId, 'oauth_app');
  if (!row) throw notFound(OAUTH_APP_MESSAGES.noApp);
  return { data: { app: presentApp(row) }, message: OAUTH_APP_MESSAGES.revokedNow(row.name) };
}

/**
 * A new secret for the same client id. A rotation usually answers a leak, so the tokens the old secret obtained stop
 * working too; the client asks for a new token with the new secret.
 */
export async function rotateAppSecret(deps: AppDeps, user: SessionUser, appId: number): Promise<Outcome<CreatedOAuthApp>> {
  await requireReseller(deps.db, user);
  const { secret, hash } = newClientSecret();
  const row = await deps.db.transaction().execute(async (trx) => {
    const app = await findOwnKey(trx, user.id, appId, 'oauth_app');
    if (!app) throw notFound(OAUTH_APP_MESSAGES.noApp);
    if (!(await replaceAppSecret(trx, app.id, hash))) throw conflict(OAUTH_APP_MESSAGES.revoked);
    await deleteAppTokens(trx, app.id);
    return app;
  });
  return { data: { app: presentApp(row), client_secret: secret }, message: OAUTH_APP_MESSAGES.rotated };
}
