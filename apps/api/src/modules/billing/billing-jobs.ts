import type { AppDeps } from '../../app-deps';
import type { JobQueue } from '../../jobs';
import { REFUND_QUEUE, type RefundDue, retryRefund } from './refunds';
import { renewDueSubscriptions } from './renewals';

export const RENEW_SUBSCRIPTIONS_QUEUE = 'billing.renew-subscriptions';
/** Every five minutes: a plan renews within minutes of its period's end; pg-boss runs a cron once across processes. */
export const RENEW_SUBSCRIPTIONS_CRON = '*/5 * * * *';

export async function defineBillingQueues(queue: JobQueue): Promise<void> {
  // Singleton: a slow sweep is never overlapped by the next tick's.
  await queue.define(RENEW_SUBSCRIPTIONS_QUEUE, { retryLimit: 3, retryDelaySeconds: 30, timeoutSeconds: 15 * 60, policy: 'singleton' });
  await queue.schedule(RENEW_SUBSCRIPTIONS_QUEUE, RENEW_SUBSCRIPTIONS_CRON);
  // A refund Stripe refused or could not take: tried again after 1, 2, 4 ... minutes, for about a day.
  await queue.define(REFUND_QUEUE, { retryLimit: 10, retryDelaySeconds: 60, timeoutSeconds: 120 });
}

export async function startBillingWorkers(queue: JobQueue, deps: AppDeps, log: (message: string) => void): Promise<void> {
  await queue.work(RENEW_SUBSCRIPTIONS_QUEUE, 1, async () => {
    const report = await renewDueSubscriptions(deps);
    if (report.renewed + report.ended + report.failed > 0) {
      log(`subscriptions: ${report.renewed} renewed, ${report.ended} ended, ${report.failed} failed to renew`);
    }
  });
  await queue.work<RefundDue>(REFUND_QUEUE, 1, async (job) => retryRefund(deps, job.data));
}
