import type { AppDeps } from '../../app-deps';
import type { JobBoss } from '../../jobs/job-boss';
import { renewDueSubscriptions } from './renewals';

export const RENEW_SUBSCRIPTIONS_QUEUE = 'billing.renew-subscriptions';
/** Every five minutes: a plan renews within minutes of its period's end; pg-boss runs a cron once across processes. */
export const RENEW_SUBSCRIPTIONS_CRON = '*/5 * * * *';

export async function registerBillingJobs(boss: JobBoss, deps: AppDeps, log: (message: string) => void): Promise<void> {
  await boss.createQueue(RENEW_SUBSCRIPTIONS_QUEUE, {
    name: RENEW_SUBSCRIPTIONS_QUEUE,
    policy: 'singleton',
    retryLimit: 3,
    retryBackoff: true,
  });
  await boss.schedule(RENEW_SUBSCRIPTIONS_QUEUE, RENEW_SUBSCRIPTIONS_CRON, {}, { tz: 'UTC' });
  await boss.work(RENEW_SUBSCRIPTIONS_QUEUE, async () => {
    const report = await renewDueSubscriptions(deps);
    if (report.renewed + report.ended + report.failed > 0) {
      log(`subscriptions: ${report.renewed} renewed, ${report.ended} ended, ${report.failed} failed to renew`);
    }
    return report;
  });
}
