import { formatFileSize as formatInLanguage } from '../../components/format/format-size';

/** 4_200_000 -> "4.2 MB" ("4,2 Mo" in French): decimal units, as file managers and the stock sites show download sizes. */
export function formatFileSize(bytes: number): string {
  return formatInLanguage(bytes);
}

/**
 * Upload limits, the storage quota and the sizes measured against them, in the 1024-byte units they are configured in
 * (UPLOAD_IMAGE_MAX_MB=50 is 50 × 1024 × 1024 bytes): a 50 MB limit reads "50 MB", not "52.4 MB", and a file is over
 * the limit exactly when its size reads more.
 */
export function formatLimitSize(bytes: number): string {
  return formatInLanguage(bytes, 1024);
}
