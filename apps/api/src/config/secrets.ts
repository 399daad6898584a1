import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const SECRET_NAMES = ['JWT_SECRET', 'SIGNING_SECRET', 'ENCRYPTION_KEY', 'DB_PASSWORD'] as const;
export type SecretName = (typeof SECRET_NAMES)[number];
export type Secrets = Record<SecretName, string>;

function generate(name: SecretName): string {
  // ENCRYPTION_KEY is a raw 32-byte AES key; the others are opaque strings of ample entropy.
  return name === 'ENCRYPTION_KEY' ? randomBytes(32).toString('base64') : randomBytes(32).toString('base64url');
}

/**
 * Outside production a newcomer should not have to invent secrets, yet tokens must survive a restart:
 * missing secrets are generated once and kept in DATA_DIR/secrets.json, readable by the owner only.
 */
export function loadOrCreateDevSecrets(dataDir: string, provided: Partial<Secrets>): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  const stored: Partial<Secrets> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const result = {} as Secrets;
  let changed = false;
  for (const name of SECRET_NAMES) {
    const value = provided[name] ?? stored[name];
    if (value) {
      result[name] = value;
    } else {
      result[name] = generate(name);
      stored[name] = result[name];
      changed = true;
    }
  }
  if (changed) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  }
  return result;
}
