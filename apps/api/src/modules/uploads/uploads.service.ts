import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { ContributorFileDetail, MediaType, UploadLimits } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import type { Config } from '../../config/config';
import type { SessionUser } from '../../http/auth';
import { safeFileName } from '../../http/file-names';
import { HttpError, notFound } from '../../http/http-error';
import { storageKeys } from '../../storage/storage-key';
import { insertDraftFile } from '../catalogue/catalogue-writer.repo';
import { slugify } from '../catalogue/slug';
import { recordTransition } from '../contributor-files/contributor-files.repo';
import { FILE_NOT_FOUND, ownFileDetail, requireOwnFile } from '../contributor-files/contributor-files.service';
import { assertEditable } from '../contributor-files/submission-rules';
import { MEDIA_QUEUE, type MediaJobData } from './media-processing.job';
import type { ReceivedFile } from './upload-intake';
import { checkUploadedMedia, originalFormat, type Probed } from './upload-rules';
import {
  lockContributorUploads,
  lockOwnFileStatus,
  originalKeyOf,
  setUploadedOriginal,
  storageUsedBytes,
  updateProbedSize,
  uploadsInLastDay,
} from './uploads.repo';

/** The tus route inside the API, and its full path (the API lives under /api). */
export const TUS_ROUTE = '/contributor/uploads/tus';
export const TUS_ENDPOINT = `/api${TUS_ROUTE}`;

const gigabytes = (bytes: number) => `${Math.round((bytes / 1024 ** 3) * 100) / 100} GB`;

export async function uploadLimitsFor({ db, config }: AppDeps, user: SessionUser): Promise<UploadLimits> {
  const { image, video, dailyUploadLimit, storageQuotaBytes } = config.uploads;
  return {
    image: {
      formats: ['JPEG', 'PNG', 'WebP', 'TIFF'],
      min_megapixels: image.minPixels / 1e6,
      max_megapixels: image.maxPixels / 1e6,
      max_bytes: image.maxBytes,
    },
    video: {
      containers: ['MP4', 'MOV'],
      codecs: ['H.264', 'H.265', 'ProRes'],
      min_seconds: video.minMs / 1000,
      max_seconds: video.maxMs / 1000,
      min_width: video.minWidth,
      min_height: video.minHeight,
      max_bytes: video.maxBytes,
    },
    daily_upload_limit: dailyUploadLimit,
    uploads_today: await uploadsInLastDay(db, user.id),
    storage_quota_bytes: storageQuotaBytes,
    storage_used_bytes: await storageUsedBytes(db, user.id),
    tus_endpoint: TUS_ENDPOINT,
  };
}

/**
 * Refuses when the contributor has used up today's uploads (429) or the storage quota (413), or when the declared size
 * alone would exceed the quota: before any byte is read, and again in the transaction that stores the file, under the
 * contributor's upload lock (lockContributorUploads).
 */
export async function assertUploadAllowance(
  { db, config }: Pick<AppDeps, 'db' | 'config'>,
  user: SessionUser,
  incomingBytes = 0,
  files = 1,
): Promise<void> {
  const { dailyUploadLimit, storageQuotaBytes } = config.uploads;
  const today = await uploadsInLastDay(db, user.id);
  if (today + files > dailyUploadLimit) {
    throw new HttpError(
      429,
      `You have reached today's upload limit of ${dailyUploadLimit} files (${today} uploaded in the last 24 hours). Please try again tomorrow.`,
    );
  }
  const used = await storageUsedBytes(db, user.id);
  if (used + incomingBytes > storageQuotaBytes) {
    throw new HttpError(
      413,
      `This upload would exceed your storage quota of ${gigabytes(storageQuotaBytes)} (${gigabytes(used)} used). Delete files you no longer need, or contact support for more space.`,
    );
  }
}

export function requireJobs(deps: AppDeps) {
  if (!deps.jobs) throw new HttpError(503, 'Uploads are not available right now. Please try again in a moment.');
  return deps.jobs;
}

export interface IncomingUpload {
  file: ReceivedFile;
  fileName: string;
  title?: string;
  type?: MediaType;
}

function titleFromFileName(fileName: string): string {
  const base = path.basename(fileName).replace(/\.[A-Za-z0-9]{1,5}$/, '');
  return base.replace(/[_]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 200);
}

async function probeAndCheck(config: Config, upload: IncomingUpload): Promise<Probed> {
  const probed = await checkUploadedMedia(upload.file.path, upload.file.kind, config.uploads);
  if (upload.type && upload.type !== probed.kind) {
    throw new HttpError(
      422,
      probed.kind === 'IMAGE'
        ? 'This file is an image, but it was uploaded as a video.'
        : 'This file is a video, but it was uploaded as an image.',
    );
  }
  return probed;
}

function sizeOf(probed: Probed) {
  return probed.kind === 'IMAGE'
    ? { width: probed.probe.width, height: probed.probe.height, duration_ms: null, fps: null }
    : { width: probed.probe.width, height: probed.probe.height, duration_ms: probed.probe.durationMs, fps: probed.probe.fps };
}

/**
 * Takes one received file into the catalogue as a DRAFT: checks it by content, stores the original under a private
 * key, and enqueues its processing in the same transaction as its rows. The temporary file is always removed.
 */
export async function acceptUpload(deps: AppDeps, user: SessionUser, upload: IncomingUpload): Promise<ContributorFileDetail> {
  const jobs = requireJobs(deps);
  try {
    await assertUploadAllowance(deps, user, upload.file.bytes);
    const probed = await probeAndCheck(deps.config, upload);
    const format = originalFormat(probed);
    const fileName = safeFileName(upload.fileName, 'upload');
    const title = (upload.title?.trim() || titleFromFileName(fileName) || 'Untitled').slice(0, 200);
    const revision = randomBytes(6).toString('hex');
    const { storage } = deps;
    const size = sizeOf(probed);
    const mediaId = await deps.db.transaction().execute(async (trx) => {
      await lockContributorUploads(trx, user.id);
      await assertUploadAllowance({ ...deps, db: trx }, user, upload.file.bytes);
      const id = await insertDraftFile(trx, {
        type: probed.kind,
        contributorId: user.id,
        title,
        slug: slugify(title),
        description: '',
        categoryId: null,
        width: size.width,
        height: size.height,
        durationMs: size.duration_ms,
        fps: size.fps,
      });
      const key = storageKeys.original(id, revision, format.extension);
      await storage.putFile(key, upload.file.path, format.mime);
      await setUploadedOriginal(trx, id, { key, mime: format.mime, bytes: upload.file.bytes, fileName, revision });
      await recordTransition(trx, {
        mediaId: id,
        contributorId: user.id,
        from: null,
        to: 'DRAFT',
        actorId: user.id,
        actorRole: 'contributor',
        note: 'Uploaded',
      });
      await jobs.send<MediaJobData>(MEDIA_QUEUE, { mediaId: id, revision }, { trx });
      return id;
    });
    jobs.wake(MEDIA_QUEUE);
    return ownFileDetail(deps.db, user, mediaId);
  } finally {
    await rm(upload.file.path, { force: true });
  }
}

/**
 * A new original for a DRAFT or rejected file (after "processing failed", or a better take): checked like an upload,
 * stored under a new revision and processed again; the metadata stays. The old original is deleted once replaced.
 */
export async function replaceUploadedOriginal(
  deps: AppDeps,
  user: SessionUser,
  mediaId: number,
  upload: IncomingUpload,
): Promise<ContributorFileDetail> {
  const jobs = requireJobs(deps);
  try {
    const file = await requireOwnFile(deps.db, user, mediaId);
    assertEditable(file.status);
    await assertUploadAllowance(deps, user, upload.file.bytes, 0);
    const probed = await probeAndCheck(deps.config, { ...upload, type: file.type });
    const format = originalFormat(probed);
    const revision = randomBytes(6).toString('hex');
    const { storage } = deps;
    // Checked again under the locks where the original is swapped: a parallel replacement (whose old original this one
    // must delete, not the same one twice) or a review decision taken meanwhile waits or is seen.
    const previousKey = await deps.db.transaction().execute(async (trx) => {
      await lockContributorUploads(trx, user.id);
      await assertUploadAllowance({ ...deps, db: trx }, user, upload.file.bytes, 0);
      const locked = await lockOwnFileStatus(trx, user.id, mediaId);
      if (!locked) throw notFound(FILE_NOT_FOUND);
      assertEditable(locked.status);
      const replaced = await originalKeyOf(trx, mediaId);
      const key = storageKeys.original(mediaId, revision, format.extension);
      await storage.putFile(key, upload.file.path, format.mime);
      await updateProbedSize(trx, mediaId, sizeOf(probed));
      await setUploadedOriginal(trx, mediaId, {
        key,
        mime: format.mime,
        bytes: upload.file.bytes,
        fileName: safeFileName(upload.fileName, 'upload'),
        revision,
      });
      await jobs.send<MediaJobData>(MEDIA_QUEUE, { mediaId, revision }, { trx });
      return replaced;
    });
    jobs.wake(MEDIA_QUEUE);
    if (previousKey) await storage.delete(previousKey);
    return ownFileDetail(deps.db, user, mediaId);
  } finally {
    await rm(upload.file.path, { force: true });
  }
}
