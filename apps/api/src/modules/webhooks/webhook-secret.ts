import { randomBytes } from 'node:crypto';
import type { Config } from '../../config/config';
import { seal, unseal } from '../../crypto/encryption';

/** The context a secret is sealed under: a sealed secret copied to another account's endpoint does not open. */
const context = (userId: number) => `webhook-secret:${userId}`;

export const newSigningSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

export const sealSecret = (config: Config, userId: number, secret: string) => seal(config, secret, context(userId));

export const openSecret = (config: Config, endpoint: { user_id: number; sealed_secret: string }) =>
  unseal(config, endpoint.sealed_secret, context(endpoint.user_id));
