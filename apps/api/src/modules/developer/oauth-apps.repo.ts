import type { Db } from '../../db/connection';
import type { ApiScopeValue } from '../../db/schema';
import { KEY_COLUMNS } from './api-keys.repo';

/** A live app's new secret; false when it was revoked meanwhile. */
export async function replaceAppSecret(db: Db, appId: number, secretHash: string): Promise<boolean> {
  const result = await db
    .updateTable('api_keys')
    .set({ secret_hash: secretHash })
    .where('id', '=', appId)
    .where('kind', '=', 'oauth_app')
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function deleteAppTokens(db: Db, appId: number): Promise<void> {
  await db.deleteFrom('oauth_access_tokens').where('app_id', '=', appId).execute();
}

export async function insertAccessToken(db: Db, appId: number, tokenHash: string, scopes: ApiScopeValue[], expiresAt: Date) {
  await db.insertInto('oauth_access_tokens').values({ app_id: appId, token_hash: tokenHash, scopes, expires_at: expiresAt }).execute();
  // Tokens past their time only take room; each new one sweeps its app's.
  await db.deleteFrom('oauth_access_tokens').where('app_id', '=', appId).where('expires_at', '<', new Date()).execute();
}

/** An access token with its app (as a key row) and whether the app's owner is suspended. */
export function findTokenForRequest(db: Db, tokenHash: string) {
  return db
    .selectFrom('oauth_access_tokens as t')
    .innerJoin('api_keys as k', 'k.id', 't.app_id')
    .innerJoin('users as u', 'u.id', 'k.user_id')
    .select(KEY_COLUMNS.map((column) => `k.${column}` as const))
    .select(['u.suspended_at as owner_suspended_at', 't.scopes as token_scopes', 't.expires_at'])
    .where('t.token_hash', '=', tokenHash)
    .executeTakeFirst();
}
