import { accessSync, constants, statSync } from 'node:fs';
import { isIP } from 'node:net';

/** Small parsers for environment variables: each returns the value or throws a message that says what is expected. */

export class EnvValueError extends Error {}

export function parsePort(raw: string): number {
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port > 65535) throw new EnvValueError(`must be a whole number from 0 to 65535 (got "${raw}")`);
  return port;
}

export function parseUrl(raw: string, protocols: string[]): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new EnvValueError(`must be a URL (got "${raw}")`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new EnvValueError(`must start with ${protocols.map((p) => `${p}//`).join(' or ')} (got "${url.protocol}//")`);
  }
  return raw;
}

export function parseBoolean(raw: string): boolean {
  if (['1', 'true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  throw new EnvValueError(`must be true or false (got "${raw}")`);
}

export function parseEnum<T extends string>(raw: string, allowed: readonly T[]): T {
  if ((allowed as readonly string[]).includes(raw)) return raw as T;
  throw new EnvValueError(`must be one of ${allowed.join(', ')} (got "${raw}")`);
}

export function parseOriginList(raw: string): string[] {
  return raw
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => {
      const url = parseUrl(origin, ['http:', 'https:']);
      if (new URL(url).origin !== url.replace(/\/$/, '')) throw new EnvValueError(`"${origin}" is not an origin (scheme://host[:port])`);
      return url.replace(/\/$/, '');
    });
}

export function parseSecret(raw: string): string {
  if (raw.length < 32) throw new EnvValueError('must be at least 32 characters long');
  return raw;
}

/** A 32-byte key for AES-256-GCM, given as 64 hex digits or as base64. */
export function parseEncryptionKey(raw: string): string {
  const bytes = /^[0-9a-f]{64}$/i.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
  if (bytes.length !== 32) throw new EnvValueError('must be 32 bytes, written as 64 hex digits or base64');
  return bytes.toString('base64');
}

export function parseText(raw: string, maxLength = 200): string {
  if (raw.trim().length === 0) throw new EnvValueError('must not be empty');
  if (raw.length > maxLength) throw new EnvValueError(`must be at most ${maxLength} characters`);
  return raw.trim();
}

export function parseWholeNumber(min: number, max: number) {
  return (raw: string): number => {
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max)
      throw new EnvValueError(`must be a whole number from ${min} to ${max} (got "${raw}")`);
    return value;
  };
}

export function parseDecimal(min: number, max: number) {
  return (raw: string): number => {
    const value = Number(raw);
    if (!/^\d+(\.\d+)?$/.test(raw) || value < min || value > max)
      throw new EnvValueError(`must be a number from ${min} to ${max} (got "${raw}")`);
    return value;
  };
}

/** A comma-separated list of whole numbers, each from min to max, e.g. a retry schedule in seconds. */
export function parseWholeNumberList(min: number, max: number) {
  const one = parseWholeNumber(min, max);
  return (raw: string): number[] => raw.split(',').map((part) => one(part.trim()));
}

/**
 * Which proxies may tell us the client's address (X-Forwarded-For): a hop count, or a list of addresses and CIDR ranges,
 * in the forms Fastify's `trustProxy` takes. "false" (the default) trusts nobody.
 */
export function parseTrustProxy(raw: string): number | string[] | false {
  if (/^\d+$/.test(raw)) return parseWholeNumber(1, 10)(raw);
  if (raw.toLowerCase() === 'false') return false;
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, bits, ...rest] = entry.split('/');
    const family = isIP(address ?? '');
    const maxBits = family === 6 ? 128 : 32;
    const validBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits);
    if (family === 0 || !validBits || rest.length > 0) {
      throw new EnvValueError(`must be a number of proxies, or addresses and CIDR ranges separated by commas (got "${entry}")`);
    }
  }
  if (entries.length === 0) throw new EnvValueError('must not be empty');
  return entries;
}

/** A path to a program this process may run: checked at start, so a typo does not wait for the first video to fail. */
export function parseExecutable(raw: string): string {
  try {
    accessSync(raw, constants.X_OK);
    if (statSync(raw).isFile()) return raw;
  } catch {
    // Missing or not executable: reported below like a directory.
  }
  throw new EnvValueError(`must name an executable file (got "${raw}")`);
}
