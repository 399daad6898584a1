export class InvalidStorageKeyError extends Error {
  constructor(
    readonly key: string,
    reason: string,
  ) {
    super(`Invalid storage key "${key}": ${reason}.`);
    this.name = 'InvalidStorageKeyError';
  }
}

const MAX_KEY_LENGTH = 512;
// A segment may not start with a dot: that rules out "." and "..", and keeps the dot-prefixed names free for the
// temporary files of atomic writes, which therefore can never be addressed (or served) as a key.
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** Throws unless the key is a plain relative path that cannot leave the storage root on any backend. */
export function assertValidStorageKey(key: string): void {
  if (typeof key !== 'string' || key.length === 0) throw new InvalidStorageKeyError(String(key), 'it is empty');
  if (key.length > MAX_KEY_LENGTH) throw new InvalidStorageKeyError(key, `it is longer than ${MAX_KEY_LENGTH} characters`);
  if (key.startsWith('/')) throw new InvalidStorageKeyError(key, 'it is an absolute path');
  for (const segment of key.split('/')) {
    if (segment === '..' || segment === '.') throw new InvalidStorageKeyError(key, 'it walks out of its folder');
    if (!SEGMENT.test(segment)) {
      throw new InvalidStorageKeyError(key, 'each part must be letters, digits, ".", "_" or "-", not starting with "."');
    }
  }
}
