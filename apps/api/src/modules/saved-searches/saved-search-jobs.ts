import type { AppDeps } from '../../app-deps';
import type { JobQueue } from '../../jobs';
import { sendSavedSearchDigests } from './saved-search-digest';
import { announceSavedSearchMatches } from './saved-search-webhooks';

export const SAVED_SEARCH_DIGEST_QUEUE = 'saved-searches.daily-digest';
/** Once a day, early morning UTC; pg-boss runs a cron once across processes. */
export const SAVED_SEARCH_DIGEST_CRON = '0 7 * * *';

export async function defineSavedSearchQueues(queue: JobQueue): Promise<void> {
  await queue.define(SAVED_SEARCH_DIGEST_QUEUE, { retryLimit: 3, retryDelaySeconds: 60, timeoutSeconds: 30 * 60, policy: 'singleton' });
  await queue.schedule(SAVED_SEARCH_DIGEST_QUEUE, SAVED_SEARCH_DIGEST_CRON);
}

export async function startSavedSearchWorkers(queue: JobQueue, deps: AppDeps, log: (message: string) => void): Promise<void> {
  await queue.work(SAVED_SEARCH_DIGEST_QUEUE, 1, async () => {
    const sent = await sendSavedSearchDigests(deps);
    if (sent > 0) log(`saved searches: ${sent} digest e-mails sent`);
    const announced = await announceSavedSearchMatches(deps);
    if (announced > 0) log(`saved searches: ${announced} webhook events of new matches`);
  });
}
