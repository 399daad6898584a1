import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Config } from '../config/config';

/**
 * Data encrypted at rest with AES-256-GCM under ENCRYPTION_KEY. A sealed value is text: "v1.<iv>.<tag>.<ciphertext>"
 * in base64url. The context (e.g. "bank-details:42") is authenticated but not stored, so a sealed value copied onto
 * another row does not open.
 */
const VERSION = 'v1';

function keyOf(config: Config): Buffer {
  const key = Buffer.from(config.secrets.ENCRYPTION_KEY, 'base64');
  if (key.length !== 32) throw new Error('ENCRYPTION_KEY must be 32 bytes');
  return key;
}

export function seal(config: Config, plaintext: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(config), iv);
  cipher.setAAD(Buffer.from(context));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function unseal(config: Config, sealed: string, context: string): string {
  const [version, iv, tag, ciphertext] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new Error('not a sealed value');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(config), Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}
