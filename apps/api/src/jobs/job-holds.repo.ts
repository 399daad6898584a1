import { sql } from 'kysely';
import { type LeaseDb, leaseIsLive } from '../liveness/process-lease.repo';

export async function holdJob(db: LeaseDb, jobId: string, leaseId: number): Promise<void> {
  await db
    .insertInto('job_holds')
    .values({ job_id: jobId, lease_id: leaseId })
    .onConflict((oc) => oc.column('job_id').doUpdateSet({ lease_id: leaseId }))
    .execute();
}

export async function releaseJob(db: LeaseDb, jobId: string, leaseId: number): Promise<void> {
  await db.deleteFrom('job_holds').where('job_id', '=', jobId).where('lease_id', '=', leaseId).execute();
}

export interface LostJob {
  id: string;
  name: string;
}

/**
 * Active jobs that no live process is working, locked for the caller's transaction: held by a dead lease, or not held
 * at all for longer than the moment between pg-boss handing a job out and its worker recording the hold (a process
 * that died in that moment, or one from before job holds existed).
 */
export async function lockLostJobs(trx: LeaseDb, unheldGraceSeconds: number): Promise<LostJob[]> {
  const { rows } = await sql<LostJob>`
    SELECT j.id, j.name FROM pgboss.job j
    WHERE j.state = 'active'
      AND NOT EXISTS (SELECT 1 FROM job_holds h WHERE h.job_id = j.id AND ${leaseIsLive(sql.ref('h.lease_id'))})
      AND (EXISTS (SELECT 1 FROM job_holds h WHERE h.job_id = j.id)
        OR j.started_on < now() - make_interval(secs => ${unheldGraceSeconds}))
    FOR UPDATE OF j SKIP LOCKED`.execute(trx);
  return rows;
}

/** Failed-over jobs run again now rather than after the retry backoff that is meant for jobs that threw. */
export async function retryNow(trx: LeaseDb, ids: string[]): Promise<void> {
  await sql`UPDATE pgboss.job SET start_after = now() WHERE id = ANY(${ids}::uuid[]) AND state = 'retry'`.execute(trx);
}
