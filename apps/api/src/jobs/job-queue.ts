import type { Transaction } from 'kysely';
import PgBoss from 'pg-boss';
import { connect, disconnect } from '../db/connection';
import type { Database } from '../db/schema';
import { ProcessLease } from '../liveness/process-lease';
import { type LeaseDb, leaseDb } from '../liveness/process-lease.repo';
import { jobDuration } from '../metrics/metrics';
import { failOverLostJobs } from './job-failover';
import { holdJob, releaseJob } from './job-holds.repo';
import { withQueueDefinitionLock } from './queue-definition-lock.repo';
import { transactionAdapter } from './transaction-adapter';

export interface QueueSettings {
  /** Attempts after the first, with exponential backoff from retryDelaySeconds. */
  retryLimit: number;
  retryDelaySeconds: number;
  /**
   * A job running longer than this is taken as stuck and retried. A job whose process died is retried sooner, as soon
   * as the lost-job sweep sees its lease gone (job-failover.ts).
   */
  timeoutSeconds: number;
  /**
   * `singleton`: at most one job of the queue is queued or running at a time (for sweeps that a cron starts).
   * `short`: at most one job per singleton key waits in the queue (sending another answers null).
   */
  policy?: 'standard' | 'singleton' | 'short';
}

export interface JobContext<T> {
  id: string;
  data: T;
  /** 0 on the first attempt. */
  retryCount: number;
  retryLimit: number;
}

export type JobHandler<T> = (job: JobContext<T>) => Promise<void>;

export interface JobQueueOptions {
  connectionString: string;
  /** How often expired jobs are found and retried (and old ones archived). */
  maintenanceIntervalSeconds?: number;
  /** How often jobs whose process died are found and run again (also once at start). */
  failoverIntervalSeconds?: number;
  pollingIntervalSeconds?: number;
  log?: (message: string) => void;
}

/**
 * A Postgres-backed job queue (pg-boss) on the app's own database: no extra service. Generic: each domain defines its
 * queues (`media.process`, later `billing.*`) and the processes that should work them register handlers. The API runs
 * workers in-process by default; `worker.ts` runs them alone at scale.
 *
 * Each queue's process holds a lease (the process's identity while it lives) and records which jobs it works under
 * it, so that the jobs of a process that died are run again within seconds, by whichever process sweeps first.
 */
export class JobQueue {
  private readonly workers = new Map<string, string[]>();
  private readonly settings = new Map<string, QueueSettings>();
  private failover?: NodeJS.Timeout;
  private readonly repeating: NodeJS.Timeout[] = [];

  private constructor(
    readonly boss: PgBoss,
    /** This process's lease; its uploads' temporary files are named by it too. */
    readonly lease: ProcessLease,
    private readonly db: LeaseDb,
    private readonly closeDb: () => Promise<void>,
    private readonly pollingIntervalSeconds: number,
    private readonly log: (message: string) => void,
  ) {}

  static async start(options: JobQueueOptions): Promise<JobQueue> {
    const log = options.log ?? console.warn;
    const boss = new PgBoss({
      connectionString: options.connectionString,
      max: 4,
      application_name: 'stock-media-jobs',
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 30,
    });
    boss.on('error', (error) => log(`[jobs] ${error.message}`));
    await boss.start();
    const lease = await ProcessLease.acquire(options.connectionString, log).catch(async (error: unknown) => {
      await boss.stop({ graceful: false });
      throw error;
    });
    const pool = connect(options.connectionString, 2);
    const queue = new JobQueue(boss, lease, leaseDb(pool), () => disconnect(pool), options.pollingIntervalSeconds ?? 2, log);
    // A restarted process takes back what the process it replaces was doing before it waits for anything.
    await queue.failOver();
    queue.failover = setInterval(() => void queue.failOver(), (options.failoverIntervalSeconds ?? 10) * 1000);
    queue.failover.unref();
    return queue;
  }

  /** Runs the jobs of processes that died again now; answers how many. */
  async failOver(): Promise<number> {
    try {
      const count = await failOverLostJobs(this.db, this.boss);
      if (count > 0) this.log(`[jobs] ${count} job${count === 1 ? '' : 's'} of a stopped process will run again now`);
      return count;
    } catch (error) {
      this.log(`[jobs] sweeping lost jobs failed: ${(error as Error).message}`);
      return 0;
    }
  }

  /** Creates the queue once (idempotent) with its retry and timeout policy. */
  async define(name: string, settings: QueueSettings): Promise<void> {
    const policy = {
      retryLimit: settings.retryLimit,
      retryDelay: settings.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: settings.timeoutSeconds,
      ...(settings.policy ? { policy: settings.policy } : {}),
    };
    await withQueueDefinitionLock(this.db, async () => {
      if (await this.boss.getQueue(name)) await this.boss.updateQueue(name, { name, ...policy });
      else await this.boss.createQueue(name, { name, ...policy });
    });
    this.settings.set(name, settings);
  }

  /**
   * Enqueues a job. With `trx`, the job is written in that transaction: it exists exactly when the rows it works on
   * do, so a crash between the two can neither lose the job nor run it on rows that were rolled back.
   */
  async send<T extends object>(name: string, data: T, options: { trx?: Transaction<Database>; singletonKey?: string } = {}) {
    const db = options.trx ? transactionAdapter(options.trx) : undefined;
    return this.boss.send(name, data, { ...(db ? { db } : {}), ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}) });
  }

  /** Sends a job to the queue on a cron schedule (UTC); pg-boss fires each tick once across all processes. */
  async schedule(name: string, cron: string): Promise<void> {
    await this.boss.schedule(name, cron, {}, { tz: 'UTC' });
  }

  /** Wakes this process's workers of a queue now instead of at their next poll (after a send has committed). */
  wake(name: string): void {
    for (const id of this.workers.get(name) ?? []) this.boss.notifyWorker(id);
  }

  /**
   * Runs `concurrency` workers of the queue in this process, each taking one job at a time, asking for a job every
   * `pollingIntervalSeconds` (the queue's default unless given: a queue someone waits on polls more often).
   */
  async work<T>(
    name: string,
    concurrency: number,
    handler: JobHandler<T>,
    options: { pollingIntervalSeconds?: number } = {},
  ): Promise<void> {
    const settings = this.settings.get(name);
    if (!settings) throw new Error(`Queue ${name} must be defined before it is worked`);
    const ids: string[] = [];
    for (let i = 0; i < concurrency; i++) {
      ids.push(
        await this.boss.work<T>(
          name,
          { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: options.pollingIntervalSeconds ?? this.pollingIntervalSeconds },
          async ([job]) => {
            if (!job) return;
            await holdJob(this.db, job.id, this.lease.id);
            const timer = jobDuration.startTimer({ queue: name });
            try {
              await handler({ id: job.id, data: job.data, retryCount: job.retryCount, retryLimit: job.retryLimit });
              timer({ outcome: 'done' });
            } catch (error) {
              timer({ outcome: 'failed' });
              throw error;
            } finally {
              // A hold left behind on a finished job is harmless (fail-over looks at active jobs only); a failed release
              // must not turn the job's own outcome into a failure and run it again.
              await releaseJob(this.db, job.id, this.lease.id).catch((error: Error) => this.log(`[jobs] ${error.message}`));
            }
          },
        ),
      );
    }
    this.workers.set(name, [...(this.workers.get(name) ?? []), ...ids]);
  }

  /**
   * Runs `task` every `intervalMs` in this process until stop(), never two at once: for relays that move rows written
   * in a transaction (an outbox) into queues.
   */
  repeat(intervalMs: number, task: () => Promise<void>): void {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      task()
        .catch((error: Error) => this.log(`[jobs] ${error.message}`))
        .finally(() => {
          running = false;
        });
    }, intervalMs);
    timer.unref();
    this.repeating.push(timer);
  }

  /** Stops taking jobs, waits for the running ones (up to the timeout), then closes the connections. */
  async stop(timeoutSeconds = 30): Promise<void> {
    clearInterval(this.failover);
    for (const timer of this.repeating) clearInterval(timer);
    await this.boss.stop({ graceful: true, wait: true, timeout: timeoutSeconds * 1000 });
    await this.lease.release();
    await this.closeDb();
  }
}
