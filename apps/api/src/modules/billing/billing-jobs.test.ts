import { describe, expect, it } from 'vitest';
import { buyVariant, newAccount } from '../../../test/billing-helpers';
import { expectLedgerBalanced } from '../../../test/ledger-invariant';
import { useTestApp } from '../../../test/test-app';
import { RENEW_SUBSCRIPTIONS_QUEUE } from './billing-jobs';

const ctx = useTestApp({ jobs: true });

describe('the billing.renew-subscriptions job', () => {
  it('is scheduled every five minutes and renews a plan whose period ended when it runs', async () => {
    const schedules = await ctx.jobs?.boss.getSchedules();
    expect(schedules?.map((schedule) => [schedule.name, schedule.cron])).toContainEqual([RENEW_SUBSCRIPTIONS_QUEUE, '*/5 * * * *']);

    const buyer = await newAccount(ctx);
    await buyVariant(ctx, buyer.token, 11);
    await ctx.database.db
      .updateTable('subscriptions')
      .set({
        current_period_start: new Date(Date.now() - 40 * 86_400_000),
        current_period_end: new Date(Date.now() - 1000),
        downloads_used: 4,
      })
      .where('user_id', '=', buyer.id)
      .execute();
    await ctx.jobs?.send(RENEW_SUBSCRIPTIONS_QUEUE, {});
    const deadline = Date.now() + 20_000;
    let renewed = false;
    while (!renewed && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const row = await ctx.database.db
        .selectFrom('subscriptions')
        .select(['current_period_end', 'downloads_used'])
        .where('user_id', '=', buyer.id)
        .executeTakeFirstOrThrow();
      renewed = row.current_period_end.getTime() > Date.now() && row.downloads_used === 0;
    }
    expect(renewed).toBe(true);
    await expectLedgerBalanced(ctx.database.db);
  });
});
