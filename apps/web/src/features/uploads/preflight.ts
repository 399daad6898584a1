import type { MediaType, UploadLimits } from '@stock/contracts';
import { formatLimitSize } from '../files/format-file-size';
import type { MeasuredMedia, MeasureMedia } from './measure-media';
import { IMAGE_FORMATS, type SniffedFormat, sniffFile } from './sniff-format';

export interface PreflightResult {
  type: MediaType | null;
  format: SniffedFormat | null;
  measured: MeasuredMedia | null;
  /** What stops the upload, one sentence each. */
  problems: string[];
  /** What the browser could not check; the server checks it after the upload. */
  notes: string[];
}

const FORMAT_LABEL: Record<SniffedFormat, string> = { jpeg: 'JPEG', png: 'PNG', webp: 'WebP', tiff: 'TIFF', mp4: 'MP4', mov: 'MOV' };

const megapixels = (size: MeasuredMedia) => (size.width * size.height) / 1_000_000;
const roundMp = (value: number) => (value >= 10 ? Math.round(value) : Math.round(value * 10) / 10);

function imageProblems(size: MeasuredMedia, limits: UploadLimits['image']): string[] {
  const mp = megapixels(size);
  const dimensions = `${size.width} × ${size.height}`;
  if (mp < limits.min_megapixels)
    return [`This image is ${roundMp(mp)} megapixels (${dimensions}); images need at least ${limits.min_megapixels} megapixels.`];
  if (mp > limits.max_megapixels)
    return [`This image is ${roundMp(mp)} megapixels (${dimensions}); images may have at most ${limits.max_megapixels} megapixels.`];
  return [];
}

function videoProblems(size: MeasuredMedia, limits: UploadLimits['video']): string[] {
  const problems: string[] = [];
  const seconds = size.durationSeconds ?? 0;
  if (seconds < limits.min_seconds || seconds > limits.max_seconds) {
    const shown = seconds < 10 ? Math.round(seconds * 10) / 10 : Math.round(seconds);
    problems.push(`This video is ${shown} seconds long; videos must last ${limits.min_seconds} to ${limits.max_seconds} seconds.`);
  }
  // A portrait video counts by its long and short sides, as a landscape one does.
  const long = Math.max(size.width, size.height);
  const short = Math.min(size.width, size.height);
  if (long < limits.min_width || short < limits.min_height)
    problems.push(`This video is ${size.width} × ${size.height}; videos need at least ${limits.min_width} × ${limits.min_height}.`);
  return problems;
}

/**
 * Checks a file the way the server will, as far as a browser can: its format by content, its size in bytes, then its
 * pixels or duration. Every problem gets its own sentence, so the contributor knows what to fix before uploading.
 */
export async function preflight(file: File, limits: UploadLimits, measure: MeasureMedia): Promise<PreflightResult> {
  const result: PreflightResult = { type: null, format: null, measured: null, problems: [], notes: [] };
  if (file.size === 0) {
    result.problems.push('This file is empty (0 bytes).');
    return result;
  }
  result.format = await sniffFile(file);
  if (!result.format) {
    result.problems.push('This is not a JPEG, PNG, WebP or TIFF image, nor an MP4 or MOV video.');
    return result;
  }
  const type: MediaType = IMAGE_FORMATS.includes(result.format) ? 'IMAGE' : 'VIDEO';
  result.type = type;
  const maxBytes = type === 'IMAGE' ? limits.image.max_bytes : limits.video.max_bytes;
  if (file.size > maxBytes) {
    result.problems.push(
      `At ${formatLimitSize(file.size)}, this ${type === 'IMAGE' ? 'image' : 'video'} is over the ${formatLimitSize(maxBytes)} limit.`,
    );
    return result;
  }
  result.measured = await measure(file, type);
  if (!result.measured) {
    result.notes.push(
      `Your browser cannot read this ${FORMAT_LABEL[result.format]} file's ${type === 'IMAGE' ? 'size' : 'length and size'}; it is checked after the upload.`,
    );
    return result;
  }
  result.problems.push(...(type === 'IMAGE' ? imageProblems(result.measured, limits.image) : videoProblems(result.measured, limits.video)));
  return result;
}
