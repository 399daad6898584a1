import type { AppDeps } from '../../app-deps';
import type { JobBoss } from '../../jobs/job-boss';
import { sendSavedSearchDigests } from './saved-search-digest';

export const SAVED_SEARCH_DIGEST_QUEUE = 'saved-searches.daily-digest';
/** Once a day, early morning UTC; pg-boss runs a cron once across processes. */
export const SAVED_SEARCH_DIGEST_CRON = '0 7 * * *';

export async function registerSavedSearchJobs(boss: JobBoss, deps: AppDeps, log: (message: string) => void): Promise<void> {
  await boss.createQueue(SAVED_SEARCH_DIGEST_QUEUE, {
    name: SAVED_SEARCH_DIGEST_QUEUE,
    policy: 'singleton',
    retryLimit: 3,
    retryBackoff: true,
  });
  await boss.schedule(SAVED_SEARCH_DIGEST_QUEUE, SAVED_SEARCH_DIGEST_CRON, {}, { tz: 'UTC' });
  await boss.work(SAVED_SEARCH_DIGEST_QUEUE, async () => {
    const sent = await sendSavedSearchDigests(deps);
    if (sent > 0) log(`saved searches: ${sent} digest e-mails sent`);
    return { sent };
  });
}
