const UNITS = ['KB', 'MB', 'GB'] as const;

function formatSize(bytes: number, base: 1000 | 1024): string {
  if (bytes < base) return `${bytes} B`;
  let value = bytes;
  let unit: (typeof UNITS)[number] = 'KB';
  for (const next of UNITS) {
    value /= base;
    unit = next;
    if (value < base) break;
  }
  return `${value >= 100 ? Math.round(value) : Number(value.toFixed(1))} ${unit}`;
}

/** 4_200_000 -> "4.2 MB": decimal units, as file managers on macOS and the stock sites show download sizes. */
export function formatFileSize(bytes: number): string {
  return formatSize(bytes, 1000);
}

/**
 * Upload limits, the storage quota and the sizes measured against them, in the 1024-byte units they are configured in
 * (UPLOAD_IMAGE_MAX_MB=50 is 50 × 1024 × 1024 bytes): a 50 MB limit reads "50 MB", not "52.4 MB", and a file is over
 * the limit exactly when its size reads more.
 */
export function formatLimitSize(bytes: number): string {
  return formatSize(bytes, 1024);
}
