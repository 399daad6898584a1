import { describe, expect, it } from 'vitest';
import { formatFileSize, formatLimitSize } from './format-file-size';

describe('formatFileSize', () => {
  it.each([
    [512, '512 byte'],
    [1_500, '1.5 kB'],
    [420_000, '420 kB'],
    [4_200_000, '4.2 MB'],
    [48_700_000, '48.7 MB'],
    [1_250_000_000, '1.3 GB'],
  ])('%i bytes read as %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

describe('formatLimitSize', () => {
  it.each([
    [50 * 1024 ** 2, '50 MB'],
    [4 * 1024 ** 3, '4 GB'],
    [100 * 1024 ** 3, '100 GB'],
    [1_200_000_000, '1.1 GB'],
  ])('%i bytes read as %s, in the units the limits are configured in', (bytes, text) => {
    expect(formatLimitSize(bytes)).toBe(text);
  });
});
