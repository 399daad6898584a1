import { randomBytes, timingSafeEqual } from 'node:crypto';
import { hashToken } from '../../crypto/token-hash';

/**
 * A partner API key: `sm_live_` or `sm_test_` (sandbox), eight hex characters that name it (the prefix, kept and shown),
 * an underscore, then 32 random bytes. 256 bits of randomness need no slow hash: SHA-256 of the key is what is kept.
 */
export function newApiKey(sandbox: boolean): { key: string; prefix: string; hash: string } {
  const prefix = `sm_${sandbox ? 'test' : 'live'}_${randomBytes(4).toString('hex')}`;
  const key = `${prefix}_${randomBytes(32).toString('base64url')}`;
  return { key, prefix, hash: hashToken(key) };
}

/** The prefix a presented key claims, or undefined when it does not look like a key at all. */
export function prefixOf(key: string): string | undefined {
  return /^(sm_(?:live|test)_[0-9a-f]{8})_[\w-]{43}$/.exec(key)?.[1];
}

/** Whether a presented key is the one whose hash is kept, compared in constant time. */
export function keyMatches(key: string, storedHash: string): boolean {
  const given = Buffer.from(hashToken(key), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
