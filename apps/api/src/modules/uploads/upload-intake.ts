import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { UploadLimitsConfig } from '../../config/config';
import { HttpError } from '../../http/http-error';
import { SNIFF_BYTES, sniffKind } from '../../media';
import { leasedTempFile } from './upload-temp-files';

export interface ReceivedFile {
  path: string;
  bytes: number;
  kind: 'IMAGE' | 'VIDEO';
}

/** A file refused while it streamed in, for a reason that concerns only this file: the rest of the request goes on. */
export class FileRefused extends HttpError {}

export const NOT_A_MEDIA_FILE = 'This file is not a JPEG, PNG, WebP or TIFF image, or an MP4 or MOV video.';
export const EMPTY_FILE = 'The file is empty.';

const formatMegabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 100) / 100} MB`;
const formatSize = (bytes: number) => (bytes >= 1024 ** 3 ? `${Math.round((bytes / 1024 ** 3) * 100) / 100} GB` : formatMegabytes(bytes));

export function tooLargeMessage(kind: 'IMAGE' | 'VIDEO' | 'unknown', limit: number): string {
  const size = formatSize(limit);
  if (kind === 'IMAGE') return `This file is too large. Images may be at most ${size}.`;
  return kind === 'VIDEO'
    ? `This file is too large. Videos may be at most ${size}.`
    : `This file is too large. Files may be at most ${size}.`;
}

/**
 * Streams one uploaded file to a temporary file on disk, never holding it in memory. Its type is read from the first
 * bytes: something that is neither an image nor a video is not stored (its remaining bytes are skipped and the file is
 * refused with 415 at the end, so that the other files of the request still arrive). A file over its type's size limit
 * fails the stream at once with 413, before the rest of it is read. The file is named by `leaseId`, the receiving
 * process's lease, so that it is removed if the process dies before the upload ends (upload-temp-files.ts).
 */
export async function receiveToTempFile(
  source: Readable,
  tempDir: string,
  limits: UploadLimitsConfig,
  leaseId: number,
): Promise<ReceivedFile> {
  await mkdir(tempDir, { recursive: true });
  const target = leasedTempFile(tempDir, leaseId);
  let head = Buffer.alloc(0);
  let kind: ReturnType<typeof sniffKind> | undefined;
  let bytes = 0;
  const maxFor = () =>
    kind === 'IMAGE'
      ? limits.image.maxBytes
      : kind === 'VIDEO'
        ? limits.video.maxBytes
        : Math.max(limits.image.maxBytes, limits.video.maxBytes);

  const guard = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      if (kind === undefined) {
        head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES)]).subarray(0, SNIFF_BYTES);
        if (head.length >= SNIFF_BYTES) kind = sniffKind(head);
      }
      if (kind === 'unknown' || kind === 'PDF') return callback();
      if (bytes > maxFor()) return callback(new HttpError(413, tooLargeMessage(kind ?? 'unknown', maxFor())));
      callback(null, chunk);
    },
    flush(callback) {
      if (kind === undefined && head.length > 0) kind = sniffKind(head);
      callback();
    },
  });
  try {
    await pipeline(source, guard, createWriteStream(target, { flags: 'wx' }));
  } catch (error) {
    await rm(target, { force: true });
    throw error;
  }
  if (bytes === 0 || kind === undefined) {
    await rm(target, { force: true });
    throw new FileRefused(422, EMPTY_FILE);
  }
  if (kind !== 'IMAGE' && kind !== 'VIDEO') {
    await rm(target, { force: true });
    throw new FileRefused(415, NOT_A_MEDIA_FILE);
  }
  return { path: target, bytes, kind };
}
