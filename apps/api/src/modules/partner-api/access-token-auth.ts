import { hashToken } from '../../crypto/token-hash';
import type { Db } from '../../db/connection';
import { HttpError } from '../../http/http-error';
import type { ApiKeyRow } from '../developer/api-keys.repo';
import { findTokenForRequest } from '../developer/oauth-apps.repo';
import { ACCESS_TOKEN_MESSAGES } from './oauth-errors';

/**
 * The app behind an access token, as the key row every /api/v1 route knows, narrowed to the token's scopes: its limits,
 * quota, usage and licences are the app's. The app's state is read on every request, so a revoked app's tokens stop at once.
 */
export async function admittedAccessToken(
  db: Db,
  presented: string,
  now = new Date(),
): Promise<ApiKeyRow & { owner_suspended_at: Date | null }> {
  const row = await findTokenForRequest(db, hashToken(presented));
  if (!row) throw new HttpError(401, ACCESS_TOKEN_MESSAGES.invalid);
  if (row.revoked_at) throw new HttpError(401, ACCESS_TOKEN_MESSAGES.revoked);
  if (row.expires_at <= now) throw new HttpError(401, ACCESS_TOKEN_MESSAGES.expired);
  const { token_scopes: scopes, expires_at: _expiresAt, ...app } = row;
  return { ...app, scopes };
}
