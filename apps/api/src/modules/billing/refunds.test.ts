import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useStripeTestEnv } from '../../../test/fake-stripe-api';
import { useTestApp } from '../../../test/test-app';
import { accountBalance } from '../ledger/ledger.repo';
import { LEDGER_ACCOUNTS } from '../ledger/ledger-accounts';
import { queueRefund, REFUND_QUEUE, type RefundDue, retryRefund } from './refunds';

const { fakeStripe, env } = useStripeTestEnv();
// A queue without workers: the jobs stay where the test can see them.
const ctx = useTestApp({ env, jobs: true, workers: false });

const newDue = (): RefundDue => {
  const id = randomUUID().replace(/-/g, '');
  return {
    orderId: 0,
    providerPaymentId: `cs_test_${id}`,
    intentId: `pi_${id}`,
    amountCents: 500,
    provider: 'stripe',
    refundKey: `cs_test_${id}-CN-000001`,
  };
};
const jobsOf = async (due: RefundDue) => {
  const jobs = await sql<{ data: RefundDue }>`SELECT data FROM pgboss.job WHERE name = ${REFUND_QUEUE}`.execute(ctx.database.db);
  return jobs.rows.filter((job) => job.data.refundKey === due.refundKey);
};
const refundCallsOf = (due: RefundDue) =>
  fakeStripe.calls.filter((c) => c.path === '/v1/refunds' && c.idempotencyKey === `refund-${due.refundKey}`);

describe('the refund queue', () => {
  it('queues a refund’s retry in the transaction that records it: none after a rollback, one after a commit', async () => {
    const rolledBack = newDue();
    await expect(
      ctx.database.db.transaction().execute(async (trx) => {
        await queueRefund(ctx.jobs, trx, rolledBack);
        throw new Error('the refund was not recorded');
      }),
    ).rejects.toThrow('the refund was not recorded');
    expect(await jobsOf(rolledBack)).toEqual([]);

    const committed = newDue();
    await ctx.database.db.transaction().execute((trx) => queueRefund(ctx.jobs, trx, committed));
    expect(await jobsOf(committed)).toEqual([{ data: committed }]);
  });

  it('asks the provider nothing more for a refund already booked (the request’s own attempt went through)', async () => {
    const due = newDue();
    const deps = { db: ctx.database.db, config: ctx.config };
    const cash = await accountBalance(ctx.database.db, LEDGER_ACCOUNTS.cash);
    await retryRefund(deps, due);
    await retryRefund(deps, due);
    expect(refundCallsOf(due)).toHaveLength(1);
    expect(await accountBalance(ctx.database.db, LEDGER_ACCOUNTS.cash)).toBe(cash - due.amountCents);
  });
});
