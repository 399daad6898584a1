import type { JobContext, JobQueue } from '../../jobs';
import { MediaRejectedError, remakeThumbnails } from '../../media';
import { StorageObjectNotFoundError } from '../../storage';
import { imageLicenseFormats, unwatermarkedLongEdge, videoLicenseFormats } from '../catalogue/license-formats';
import { catalogueDerivatives, RENDITIONS_VERSION } from '../catalogue/processed-media';
import type { MediaJobDeps } from './media-processing.job';
import {
  findOutdatedFiles,
  findPaidSizes,
  forgetStaleRenditions,
  listStaleRenditions,
  type OutdatedFile,
  referencedKeys,
  switchThumbnails,
  type ThumbnailRow,
} from './renditions-upgrade.repo';

export const RENDITIONS_UPGRADE_QUEUE = 'media.upgrade-renditions';
/** Files per job: each job is short, so a lost one is retried soon and little work is repeated. */
export const RENDITIONS_UPGRADE_BATCH = 10;

export interface RenditionsUpgradeData {
  /** The sweep goes through files in id order; each job starts after the last file of the one before. */
  afterId: number;
}

export type RenditionsUpgradeDeps = MediaJobDeps & { log?: (message: string) => void };

export async function defineRenditionsUpgradeQueue(queue: JobQueue): Promise<void> {
  // Singleton: one step runs at a time across processes. Each start asks for a sweep; a second sweep only finds the
  // files the first has not reached yet (progress is in the files' rows), so restarts add no repeated work.
  await queue.define(RENDITIONS_UPGRADE_QUEUE, { retryLimit: 5, retryDelaySeconds: 30, timeoutSeconds: 15 * 60, policy: 'singleton' });
}

/** Works the queue in this process and asks for a sweep; the caller does not wait for it. */
export async function startRenditionsUpgrade(queue: JobQueue, deps: RenditionsUpgradeDeps): Promise<void> {
  await queue.work(RENDITIONS_UPGRADE_QUEUE, 1, upgradeRenditionsJob(queue, deps));
  await queue.send(RENDITIONS_UPGRADE_QUEUE, { afterId: 0 } satisfies RenditionsUpgradeData);
}

function upgradeRenditionsJob(queue: JobQueue, deps: RenditionsUpgradeDeps) {
  return async (job: JobContext<RenditionsUpgradeData>): Promise<void> => {
    const report = await upgradeRenditions(deps, job.data.afterId ?? 0, RENDITIONS_UPGRADE_BATCH);
    if (report.upgraded + report.failed.length > 0) {
      deps.log?.(`renditions: ${report.upgraded} files re-rendered${report.failed.length ? `, ${report.failed.length} failed` : ''}`);
    }
    if (report.nextAfterId !== null)
      await queue.send(RENDITIONS_UPGRADE_QUEUE, { afterId: report.nextAfterId } satisfies RenditionsUpgradeData);
  };
}

/**
 * One step of the sweep that brings files processed by an older pipeline to the current one: first deletes the public
 * files earlier steps left stale, then re-renders the thumbnails of up to `limit` outdated files after `afterId`.
 * Idempotent and resumable: progress is each file's renditions_version, switched in the same transaction as its rows,
 * and the new thumbnails go to a folder of their own, so the old ones stay served until the switch. A file that fails
 * is skipped and tried again by the next sweep (the next start). Answers where the next step starts, null when done.
 */
export async function upgradeRenditions(
  deps: RenditionsUpgradeDeps,
  afterId: number,
  limit: number,
): Promise<{ upgraded: number; failed: number[]; nextAfterId: number | null }> {
  await deleteStaleRenditions(deps);
  const files = await findOutdatedFiles(deps.db, afterId, limit);
  let upgraded = 0;
  const failed: number[] = [];
  for (const file of files) {
    try {
      if (await upgradeFile(deps, file)) upgraded += 1;
    } catch (error) {
      failed.push(file.id);
      deps.log?.(`renditions: file ${file.id} could not be re-rendered: ${(error as Error).message}`);
    }
  }
  return { upgraded, failed, nextAfterId: files.length === limit ? (files.at(-1)?.id ?? null) : null };
}

async function upgradeFile(deps: RenditionsUpgradeDeps, file: OutdatedFile): Promise<boolean> {
  const limit = unwatermarkedLongEdge(await paidSizes(deps, file));
  const thumbnails = await newThumbnails(deps, file, limit);
  const stale = await deps.db
    .transaction()
    .execute((trx) => switchThumbnails(trx, file.id, { processing_revision: file.processing_revision }, thumbnails, limit));
  if (stale === null) {
    // The file changed while we worked: what we wrote is nobody's, unless a concurrent run wrote the same keys first.
    const written = (thumbnails ?? []).map((t) => t.key);
    const used = await referencedKeys(deps.db, file.id, written);
    await Promise.all(written.filter((key) => !used.has(key)).map((key) => deps.storage.delete(key)));
    return false;
  }
  await deleteStaleRenditions(deps, stale);
  return true;
}

async function paidSizes(deps: RenditionsUpgradeDeps, file: OutdatedFile) {
  const stored = await findPaidSizes(deps.db, file.id);
  if (stored.length > 0) return stored;
  const original = { width: file.width, height: file.height, bytes: 0, mime: '' };
  return file.type === 'IMAGE' ? imageLicenseFormats(original) : videoLicenseFormats(original);
}

/**
 * The current pipeline's thumbnails, from the original, in a folder of this generation; null when the original is gone
 * or unreadable, or the last upload failed (its original is not the one the thumbnails show).
 */
async function newThumbnails(deps: RenditionsUpgradeDeps, file: OutdatedFile, limit: number): Promise<ThumbnailRow[] | null> {
  if (file.processing_status !== 'ready' || !file.original_key) return null;
  try {
    const made = await remakeThumbnails(
      {
        originalPath: await deps.storage.localPath(file.original_key),
        type: file.type,
        mediaId: file.id,
        watermarkText: deps.config.site.brand,
        revision: file.processing_revision ? `${file.processing_revision}-v${RENDITIONS_VERSION}` : `v${RENDITIONS_VERSION}`,
        unwatermarkedLongEdge: limit,
        durationMs: file.duration_ms,
      },
      deps.storage,
    );
    return catalogueDerivatives(made);
  } catch (error) {
    if (error instanceof MediaRejectedError || error instanceof StorageObjectNotFoundError) return null;
    throw error;
  }
}

/** Deletes the given stale keys, or every one noted, and only then forgets them: a crash in between repeats a delete. */
async function deleteStaleRenditions(deps: RenditionsUpgradeDeps, keys?: string[]): Promise<void> {
  if (keys) return deleteKeys(deps, keys);
  for (let batch = await listStaleRenditions(deps.db, 200); batch.length > 0; batch = await listStaleRenditions(deps.db, 200)) {
    await deleteKeys(deps, batch);
  }
}

async function deleteKeys(deps: RenditionsUpgradeDeps, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => deps.storage.delete(key)));
  await forgetStaleRenditions(deps.db, keys);
}
