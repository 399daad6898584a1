import type { MediaType, UploadLimits } from '@stock/contracts';
import i18next from 'i18next';
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
  if (mp < limits.min_megapixels)
    return [
      i18next.t('uploads:preflight.imageTooSmall', { mp: roundMp(mp), width: size.width, height: size.height, min: limits.min_megapixels }),
    ];
  if (mp > limits.max_megapixels)
    return [
      i18next.t('uploads:preflight.imageTooLarge', { mp: roundMp(mp), width: size.width, height: size.height, max: limits.max_megapixels }),
    ];
  return [];
}

function videoProblems(size: MeasuredMedia, limits: UploadLimits['video']): string[] {
  const problems: string[] = [];
  const seconds = size.durationSeconds ?? 0;
  if (seconds < limits.min_seconds || seconds > limits.max_seconds) {
    const shown = seconds < 10 ? Math.round(seconds * 10) / 10 : Math.round(seconds);
    problems.push(i18next.t('uploads:preflight.videoLength', { seconds: shown, min: limits.min_seconds, max: limits.max_seconds }));
  }
  // A portrait video counts by its long and short sides, as a landscape one does.
  const long = Math.max(size.width, size.height);
  const short = Math.min(size.width, size.height);
  if (long < limits.min_width || short < limits.min_height)
    problems.push(
      i18next.t('uploads:preflight.videoTooSmall', {
        width: size.width,
        height: size.height,
        minWidth: limits.min_width,
        minHeight: limits.min_height,
      }),
    );
  return problems;
}

/**
 * Checks a file the way the server will, as far as a browser can: its format by content, its size in bytes, then its
 * pixels or duration. Every problem gets its own sentence, so the contributor knows what to fix before uploading.
 */
export async function preflight(file: File, limits: UploadLimits, measure: MeasureMedia): Promise<PreflightResult> {
  const result: PreflightResult = { type: null, format: null, measured: null, problems: [], notes: [] };
  if (file.size === 0) {
    result.problems.push(i18next.t('uploads:preflight.empty'));
    return result;
  }
  result.format = await sniffFile(file);
  if (!result.format) {
    result.problems.push(i18next.t('uploads:preflight.unknownFormat'));
    return result;
  }
  const type: MediaType = IMAGE_FORMATS.includes(result.format) ? 'IMAGE' : 'VIDEO';
  result.type = type;
  const maxBytes = type === 'IMAGE' ? limits.image.max_bytes : limits.video.max_bytes;
  if (file.size > maxBytes) {
    result.problems.push(
      i18next.t('uploads:preflight.tooBig', { type, size: formatLimitSize(file.size), limit: formatLimitSize(maxBytes) }),
    );
    return result;
  }
  result.measured = await measure(file, type);
  if (!result.measured) {
    result.notes.push(i18next.t('uploads:preflight.unmeasured', { type, format: FORMAT_LABEL[result.format] }));
    return result;
  }
  result.problems.push(...(type === 'IMAGE' ? imageProblems(result.measured, limits.image) : videoProblems(result.measured, limits.video)));
  return result;
}
