import { storageKeys } from '../../storage/storage-key';

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/tiff': 'tif',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
};

export function extensionFor(mime: string): string {
  return EXTENSIONS[mime] ?? 'bin';
}

/** The original is delivered as uploaded; a smaller size is rendered as JPEG or MP4. */
export function licensedMime(type: 'IMAGE' | 'VIDEO', formatName: string, originalMime: string): string {
  if (formatName === 'original') return originalMime;
  return type === 'VIDEO' ? 'video/mp4' : 'image/jpeg';
}

/** Where a rendered size of a file is kept, for every later buyer of that size. */
export function licensedRenderKey(fileId: number, type: 'IMAGE' | 'VIDEO', formatName: string): string {
  return storageKeys.licensed(fileId, formatName, extensionFor(licensedMime(type, formatName, '')));
}

export const licensedFileName = (slug: string, formatName: string, mime: string) => `${slug}-${formatName}.${extensionFor(mime)}`;
