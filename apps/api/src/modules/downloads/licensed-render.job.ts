import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '../../config/config';
import type { JobContext, JobQueue, QueueSettings } from '../../jobs';
import { renderLicensedImage, renderLicensedVideo } from '../../media';
import type { MediaJobDeps } from '../uploads/media-processing.job';
import { licensedMime } from './licensed-file';
import { claimRender, failRender, findRenderTarget, finishRender, type RenderTarget, reportRenderProgress } from './licensed-renders.repo';

export const LICENSED_RENDER_QUEUE = 'media.render-licensed';

export interface LicensedRenderData {
  mediaFormatId: number;
}

/** The job key of one size of one file: the queue holds at most one waiting job per key. */
export const licensedRenderKey = (mediaFormatId: number) => `licensed:${mediaFormatId}`;

export function licensedRenderQueueSettings(config: Config): QueueSettings {
  // 'short': a second job for a size already waiting in the queue is not created. The render's row decides the rest.
  return { retryLimit: 3, retryDelaySeconds: 2, timeoutSeconds: config.jobs.mediaJobTimeoutSeconds, policy: 'short' };
}

export async function defineLicensedRenderQueue(queue: JobQueue, config: Config): Promise<void> {
  await queue.define(LICENSED_RENDER_QUEUE, licensedRenderQueueSettings(config));
}

/**
 * Renders one licensed size from its original into private storage, under the key its row names. Only the job the row
 * names renders (a retry of it too): a stale or duplicate job changes nothing. A failure is thrown for pg-boss to retry
 * with backoff; the last one marks the render failed, with the reason kept for operators.
 */
export function renderLicensedSize(deps: MediaJobDeps) {
  return async (job: JobContext<LicensedRenderData>): Promise<void> => {
    const { mediaFormatId } = job.data;
    const target = await findRenderTarget(deps.db, mediaFormatId);
    const key = target && (await claimRender(deps.db, mediaFormatId, job.id));
    if (!target || !key) return;
    const startedAt = performance.now();
    const progress = progressWriter((percent) => reportRenderProgress(deps.db, mediaFormatId, job.id, percent));
    try {
      await renderTo(deps, target, key, progress.report);
      await progress.settled();
      const { bytes } = await deps.storage.stat(key);
      await finishRender(deps.db, mediaFormatId, job.id, { bytes, renderMs: Math.round(performance.now() - startedAt) });
    } catch (error) {
      await progress.settled();
      const final = job.retryCount >= job.retryLimit;
      await failRender(deps.db, mediaFormatId, { jobId: job.id, error: (error as Error).message, final });
      if (!final) throw error;
    }
  };
}

async function renderTo(deps: MediaJobDeps, target: RenderTarget, key: string, report: (done: number) => void): Promise<void> {
  const originalPath = await deps.storage.localPath(target.original_key);
  const size = { width: target.width, height: target.height };
  const mime = licensedMime(target.type, target.format_name, '');
  if (target.type === 'IMAGE') {
    // An image has no progress of its own to report: its steps stand in for it.
    report(0.2);
    const rendered = await renderLicensedImage(originalPath, size);
    report(0.8);
    await deps.storage.put(key, rendered, mime);
    return;
  }
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'licensed-video-'));
  try {
    const output = path.join(workDir, 'licensed.mp4');
    // The encode is most of the work; storing the result is the rest.
    await renderLicensedVideo(originalPath, output, size, { durationMs: target.duration_ms, report: (done) => report(done * 0.95) });
    await deps.storage.putFile(key, output, mime);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/**
 * Writes progress to the database as whole percents, one write at a time and only the latest value: ffmpeg reports
 * twice a second, and a slow write must neither pile up nor land after a newer one.
 */
function progressWriter(write: (percent: number) => Promise<void>) {
  let written = 0;
  let wanted = 0;
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  const flush = async () => {
    busy = true;
    while (wanted > written) {
      const percent = wanted;
      await write(percent).catch(() => {});
      written = percent;
    }
    busy = false;
  };
  return {
    report(done: number) {
      wanted = Math.max(wanted, Math.min(99, Math.floor(done * 100)));
      if (!busy && wanted > written) running = flush();
    },
    settled: () => running,
  };
}
