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

// Ids and revisions become path segments, so they are held to the key alphabet before any key is built.
function segment(value: string | number): string {
  const text = String(value);
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(text)) throw new InvalidStorageKeyError(text, 'an id in a key must be letters, digits, "_" or "-"');
  return text;
}

/**
 * The folder of one media's renditions. A revision (one per stored original) gets a folder of its own, so that a run
 * in progress never writes over the renditions the catalogue currently points at.
 */
function folder(mediaId: string | number, revision: string | undefined): string {
  return revision === undefined ? segment(mediaId) : `${segment(mediaId)}/${segment(revision)}`;
}

type ImageExtension = 'webp' | 'jpg';

/**
 * Every key the app writes is built here, so the layout (public/ may be served to anyone, private/ never) is one
 * file to read. Rendition keys are fixed per media, revision and size, so re-running a job overwrites its own output.
 */
export const storageKeys = {
  original: (mediaId: string | number, revision: string, extension: string) =>
    `private/originals/${segment(mediaId)}/${segment(revision)}.${segment(extension)}`,
  licensed: (mediaId: string | number, formatName: string, extension: string) =>
    `private/licensed/${segment(mediaId)}/${segment(formatName)}.${segment(extension)}`,
  releaseDocument: (contributorId: number, token: string) => `private/releases/${segment(contributorId)}/${segment(token)}`,
  avatar: (accountId: number, token: string) => `public/avatars/${segment(accountId)}/${segment(token)}.webp`,
  blogImage: (at: Date, token: string) =>
    `public/blog/${at.getUTCFullYear()}/${String(at.getUTCMonth() + 1).padStart(2, '0')}/${segment(token)}.webp`,
  thumbnail: (mediaId: string | number, width: number, extension: ImageExtension, revision?: string) =>
    `public/thumbs/${folder(mediaId, revision)}/${width}.${extension}`,
  preview: (mediaId: string | number, extension: ImageExtension, revision?: string) =>
    `public/previews/${folder(mediaId, revision)}/preview.${extension}`,
  phonePreview: (mediaId: string | number, extension: ImageExtension, revision?: string) =>
    `public/previews/${folder(mediaId, revision)}/preview-phone.${extension}`,
  previewClip: (mediaId: string | number, revision?: string) => `public/previews/${folder(mediaId, revision)}/preview.mp4`,
};

/** Keys anyone may fetch; originals, licensed sizes and release documents are never among them. */
export function isPublicKey(key: string): boolean {
  return key.startsWith('public/');
}
