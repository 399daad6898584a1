import { CompiledQuery, type Transaction } from 'kysely';
import PgBoss from 'pg-boss';
import type { Database } from '../db/schema';

export interface QueueSettings {
  /** Attempts after the first, with exponential backoff from retryDelaySeconds. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** A job running longer than this is taken as lost (its worker died) and retried. */
  timeoutSeconds: number;
  /** `singleton`: at most one job of the queue is queued or running at a time (for sweeps that a cron starts). */
  policy?: 'standard' | 'singleton';
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
  pollingIntervalSeconds?: number;
  log?: (message: string) => void;
}

/**
 * A Postgres-backed job queue (pg-boss) on the app's own database: no extra service. Generic: each domain defines its
 * queues (`media.process`, later `billing.*`) and the processes that should work them register handlers. The API runs
 * workers in-process by default; `worker.ts` runs them alone at scale.
 */
export class JobQueue {
  private readonly workers = new Map<string, string[]>();
  private readonly settings = new Map<string, QueueSettings>();

  private constructor(
    readonly boss: PgBoss,
    private readonly pollingIntervalSeconds: number,
  ) {}

  static async start(options: JobQueueOptions): Promise<JobQueue> {
    const boss = new PgBoss({
      connectionString: options.connectionString,
      max: 4,
      application_name: 'stock-media-jobs',
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 30,
    });
    boss.on('error', (error) => (options.log ?? console.warn)(`[jobs] ${error.message}`));
    await boss.start();
    return new JobQueue(boss, options.pollingIntervalSeconds ?? 2);
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
    if (await this.boss.getQueue(name)) await this.boss.updateQueue(name, { name, ...policy });
    else await this.boss.createQueue(name, { name, ...policy });
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

  /** Runs `concurrency` workers of the queue in this process, each taking one job at a time. */
  async work<T>(name: string, concurrency: number, handler: JobHandler<T>): Promise<void> {
    const settings = this.settings.get(name);
    if (!settings) throw new Error(`Queue ${name} must be defined before it is worked`);
    const ids: string[] = [];
    for (let i = 0; i < concurrency; i++) {
      ids.push(
        await this.boss.work<T>(
          name,
          { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: this.pollingIntervalSeconds },
          async ([job]) => {
            if (!job) return;
            await handler({ id: job.id, data: job.data, retryCount: job.retryCount, retryLimit: job.retryLimit });
          },
        ),
      );
    }
    this.workers.set(name, [...(this.workers.get(name) ?? []), ...ids]);
  }

  /** Stops taking jobs, waits for the running ones (up to the timeout), then closes the connections. */
  async stop(timeoutSeconds = 30): Promise<void> {
    await this.boss.stop({ graceful: true, wait: true, timeout: timeoutSeconds * 1000 });
  }
}

/** pg-boss runs its SQL through whatever has `executeSql`; this one is a Kysely transaction. */
function transactionAdapter(trx: Transaction<Database>) {
  return {
    executeSql: async (text: string, values: unknown[] = []) => {
      const result = await trx.executeQuery(CompiledQuery.raw(text, values));
      return { rows: result.rows };
    },
  };
}
