import { randomBytes } from 'node:crypto';
import { hashToken } from '../../crypto/token-hash';

/**
 * OAuth app credentials: a public client id (`smc_live_` or `smc_test_` and 16 hex characters) and a secret of 32
 * random bytes. Like a key, the secret is long and random, so its SHA-256 is what is kept.
 */
export function newClientCredentials(sandbox: boolean): { clientId: string; secret: string; hash: string } {
  const clientId = `smc_${sandbox ? 'test' : 'live'}_${randomBytes(8).toString('hex')}`;
  const secret = newClientSecret();
  return { clientId, secret: secret.secret, hash: secret.hash };
}

export function newClientSecret(): { secret: string; hash: string } {
  const secret = `smcs_${randomBytes(32).toString('base64url')}`;
  return { secret, hash: hashToken(secret) };
}

const ACCESS_TOKEN = /^sm_at_[\w-]{43}$/;

/** An opaque access token: 32 random bytes, kept as their SHA-256 and looked up by it. */
export function newAccessToken(): { token: string; hash: string } {
  const token = `sm_at_${randomBytes(32).toString('base64url')}`;
  return { token, hash: hashToken(token) };
}

/** Whether a presented bearer credential is shaped like an access token (rather than a key). */
export const isAccessToken = (presented: string) => ACCESS_TOKEN.test(presented);
