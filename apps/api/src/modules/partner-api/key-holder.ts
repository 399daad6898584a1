import type { SessionUser } from '../auth/sessions';
import type { ApiKeyRow } from '../developer/api-keys.repo';

/**
 * The account a key (or an OAuth app) acts for, as the buyer services know a signed-in buyer: the API reuses the web's
 * rules instead of keeping copies of them.
 */
export function keyHolder(key: ApiKeyRow): SessionUser {
  return { id: key.user_id, role: 'buyer', sessionId: `api-key-${key.id}` };
}
