/** Public renditions are served under /media/<key without its "public/" prefix>; originals never are. */
export const PUBLIC_MEDIA_PREFIX = '/media/';

export function publicMediaUrl(storageKey: string): string {
  if (!storageKey.startsWith('public/')) throw new Error(`refusing to expose a non-public key: ${storageKey}`);
  return `${PUBLIC_MEDIA_PREFIX}${storageKey.slice('public/'.length)}`;
}
