const UNITS = ['KB', 'MB', 'GB'] as const;

/** 4_200_000 -> "4.2 MB": decimal units, as file managers on macOS and the stock sites show download sizes. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  let value = bytes;
  let unit: (typeof UNITS)[number] = 'KB';
  for (const next of UNITS) {
    value /= 1000;
    unit = next;
    if (value < 1000) break;
  }
  return `${value >= 100 ? Math.round(value) : value.toFixed(1)} ${unit}`;
}
