import type { AppDeps } from './app-deps';
import type { Config } from './config/config';
import { JobQueue } from './jobs';
import { defineBillingQueues, startBillingWorkers } from './modules/billing/billing-jobs';
import { defineLicensedRenderQueue, LICENSED_RENDER_QUEUE, renderLicensedSize } from './modules/downloads/licensed-render.job';
import { defineSavedSearchQueues, startSavedSearchWorkers } from './modules/saved-searches/saved-search-jobs';
import { defineMediaQueue, MEDIA_QUEUE, processUploadedMedia } from './modules/uploads/media-processing.job';
import { defineRenditionsUpgradeQueue, startRenditionsUpgrade } from './modules/uploads/renditions-upgrade.job';
import { defineWebhookQueue, startWebhookWorkers } from './modules/webhooks/webhook-delivery.job';

/**
 * Every queue of the app and the process that works it. Both the API (in-process worker, the default) and worker.ts
 * call these; a domain that adds jobs defines its queues and workers here too.
 */
export async function defineQueues(queue: JobQueue, config: Config): Promise<void> {
  await defineMediaQueue(queue, config);
  await defineLicensedRenderQueue(queue, config);
  await defineBillingQueues(queue);
  await defineSavedSearchQueues(queue);
  await defineRenditionsUpgradeQueue(queue);
  await defineWebhookQueue(queue);
}

export async function startWorkers(queue: JobQueue, deps: Omit<AppDeps, 'jobs'>, log: (message: string) => void = () => {}): Promise<void> {
  await queue.work(MEDIA_QUEUE, deps.config.jobs.mediaConcurrency, processUploadedMedia(deps));
  // A buyer waits on each licensed render: half a second (pg-boss's shortest) instead of the usual two before it starts.
  await queue.work(LICENSED_RENDER_QUEUE, deps.config.jobs.mediaConcurrency, renderLicensedSize(deps), { pollingIntervalSeconds: 0.5 });
  await startBillingWorkers(queue, deps, log);
  await startSavedSearchWorkers(queue, deps, log);
  await startRenditionsUpgrade(queue, { ...deps, log });
  await startWebhookWorkers(queue, deps);
}

export async function startJobQueue(connectionString: string, config: Config, log: (message: string) => void): Promise<JobQueue> {
  const queue = await JobQueue.start({
    connectionString,
    // Expired jobs (stuck in a live process) are found at this pace, so keep it well under the media job timeout.
    maintenanceIntervalSeconds: Math.max(1, Math.min(30, Math.floor(config.jobs.mediaJobTimeoutSeconds / 2))),
    log,
  });
  await defineQueues(queue, config);
  return queue;
}
