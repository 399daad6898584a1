import type { Config } from '../../config/config';
import type { Db } from '../../db/connection';
import type { JobContext, JobQueue, QueueSettings } from '../../jobs';
import { MediaRejectedError, probeImage, probeVideo, processImage, processVideo } from '../../media';
import type { Storage } from '../../storage/storage';
import { replaceRenditions } from '../catalogue/catalogue-writer.repo';
import { colorFamiliesOf } from '../catalogue/color-families';
import { imageLicenseFormats, unwatermarkedLongEdge, videoLicenseFormats } from '../catalogue/license-formats';
import { catalogueDerivatives } from '../catalogue/processed-media';
import {
  findProcessingTarget,
  lockCurrentRevision,
  markProcessed,
  type ProcessingTarget,
  recordNearDuplicates,
  setProcessingState,
} from './media-processing.repo';

export const MEDIA_QUEUE = 'media.process';

export interface MediaJobData {
  mediaId: number;
  /** The original this job is for; a newer upload to the same file makes it stale. */
  revision: string;
}

export const GAVE_UP_MESSAGE = 'We could not process this file. Please replace it or upload it again.';

export function mediaQueueSettings(config: Config): QueueSettings {
  return { retryLimit: 3, retryDelaySeconds: 5, timeoutSeconds: config.jobs.mediaJobTimeoutSeconds };
}

export async function defineMediaQueue(queue: JobQueue, config: Config): Promise<void> {
  await queue.define(MEDIA_QUEUE, mediaQueueSettings(config));
}

export interface MediaJobDeps {
  db: Db;
  config: Config;
  storage: Storage;
}

/**
 * Makes every rendition of an uploaded original and switches the file to them in one transaction. Safe to run again
 * at any point: renditions are written under the revision's own keys (a crashed run's leftovers are overwritten by the
 * next), the catalogue only points at them once all exist, and a run for an outdated revision changes nothing.
 * A file we cannot read is marked failed with the reason; anything else is thrown and retried with backoff.
 */
export function processUploadedMedia(deps: MediaJobDeps) {
  return async (job: JobContext<MediaJobData>): Promise<void> => {
    const { mediaId, revision } = job.data;
    const target = await findProcessingTarget(deps.db, mediaId);
    if (!target || target.processing_revision !== revision || !target.original_key) return;
    if (!(await setProcessingState(deps.db, mediaId, revision, { processing_status: 'processing' }))) return;
    try {
      const made = await renderAll(deps, target, target.original_key, mediaId, revision);
      const { formats, original } = made;
      const unused = await deps.db.transaction().execute(async (trx) => {
        if (!(await lockCurrentRevision(trx, mediaId, revision))) return made.keys;
        const replaced = await replaceRenditions(trx, mediaId, { original, derivatives: catalogueDerivatives(made.derivatives), formats });
        await markProcessed(trx, mediaId, {
          width: made.width,
          height: made.height,
          dominantColors: made.analysis.dominantColors,
          colorFamilies: colorFamiliesOf(made.analysis.dominantColors),
          blurhash: made.analysis.blurhash,
          phash: made.analysis.phash,
          exifCamera: made.exif.camera ?? null,
          exifTakenAt: made.exif.takenAt ?? null,
        });
        await recordNearDuplicates(trx, mediaId, target.contributor_id);
        return replaced;
      });
      await Promise.all(unused.map((key) => deps.storage.delete(key)));
    } catch (error) {
      if (error instanceof MediaRejectedError) {
        await setProcessingState(deps.db, mediaId, revision, { processing_status: 'failed', processing_error: error.message });
        return;
      }
      if (job.retryCount >= job.retryLimit) {
        await setProcessingState(deps.db, mediaId, revision, { processing_status: 'failed', processing_error: GAVE_UP_MESSAGE });
        return;
      }
      throw error;
    }
  };
}

async function renderAll(deps: MediaJobDeps, target: ProcessingTarget, originalKey: string, mediaId: number, revision: string) {
  const originalPath = await deps.storage.localPath(originalKey);
  const watermarkText = deps.config.site.brand;
  const original = { key: originalKey, mime: target.original_mime ?? '', bytes: target.original_bytes ?? 0 };
  // The paid sizes come first: they decide how large a thumbnail may be without the watermark.
  if (target.type === 'IMAGE') {
    const probe = await probeImage(originalPath);
    const formats = imageLicenseFormats({ width: probe.width, height: probe.height, ...original });
    const { derivatives, analysis } = await processImage(
      { originalPath, mediaId, watermarkText, revision, unwatermarkedLongEdge: unwatermarkedLongEdge(formats) },
      deps.storage,
    );
    return {
      derivatives,
      analysis,
      exif: probe.exif,
      width: probe.width,
      height: probe.height,
      original,
      formats,
      keys: derivatives.map((d) => d.key),
    };
  }
  const probe = await probeVideo(originalPath);
  const formats = videoLicenseFormats({ width: probe.width, height: probe.height, ...original });
  const { derivatives, analysis } = await processVideo(
    { originalPath, mediaId, watermarkText, durationMs: probe.durationMs, revision, unwatermarkedLongEdge: unwatermarkedLongEdge(formats) },
    deps.storage,
  );
  return {
    derivatives,
    analysis,
    exif: {},
    width: probe.width,
    height: probe.height,
    original,
    formats,
    keys: derivatives.map((d) => d.key),
  } as {
    derivatives: typeof derivatives;
    analysis: typeof analysis;
    exif: { camera?: string; takenAt?: string };
    width: number;
    height: number;
    original: typeof original;
    formats: typeof formats;
    keys: string[];
  };
}
