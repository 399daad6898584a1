import type PgBoss from 'pg-boss';
import { deleteDeadLeases, type LeaseDb } from '../liveness/process-lease.repo';
import { lockLostJobs, retryNow } from './job-holds.repo';
import { transactionAdapter } from './transaction-adapter';

/** Far longer than pg-boss takes between handing a job out and our worker recording that it holds it. */
const UNHELD_GRACE_SECONDS = 30;
export const LOST_JOB_MESSAGE = 'the process working this job stopped';

/**
 * Finds the jobs whose process died (killed, crashed, machine gone) and hands them back to the queue to run again at
 * once, counting the lost run as an attempt (so a job that kills its worker every time still ends, as failed). Then
 * forgets the dead processes. Any number of processes may run this at once: the jobs are locked, skipped by the others.
 */
export async function failOverLostJobs(db: LeaseDb, boss: PgBoss): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const lost = await lockLostJobs(trx, UNHELD_GRACE_SECONDS);
    for (const job of lost) await boss.fail(job.name, job.id, { message: LOST_JOB_MESSAGE }, { db: transactionAdapter(trx) });
    const ids = lost.map((job) => job.id);
    if (ids.length > 0) await retryNow(trx, ids);
    await deleteDeadLeases(trx);
    return lost.length;
  });
}
