import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { connect, disconnect } from '../db/connection';
import { beat, deleteLease, insertLease, leaseDb, lockLease, unlockLease } from './process-lease.repo';

const HEARTBEAT_SECONDS = 10;
const RECONNECT_AFTER_MS = 1000;

/**
 * This process's lease: what it holds (the jobs it works, its uploads' temporary files) is named by the lease id, and
 * any process can ask whether the holder is still there (process-lease.repo's leaseIsLive). The lease is an advisory
 * lock on a connection of its own, so PostgreSQL ends it the moment the process dies, plus a heartbeat on that same
 * connection (not the app's pool, where a burst of queries could delay it) for a process that hangs.
 */
export class ProcessLease {
  private readonly stopping = new AbortController();
  private holding: Promise<void> = Promise.resolve();

  private constructor(
    private readonly db: ReturnType<typeof leaseDb>,
    private readonly close: () => Promise<void>,
    readonly id: number,
    private readonly log: (message: string) => void,
  ) {}

  static async acquire(connectionString: string, log: (message: string) => void = console.warn): Promise<ProcessLease> {
    const pool = connect(connectionString, 1, (error) => log(`[lease] connection error: ${error.message}`));
    const db = leaseDb(pool);
    try {
      const id = await insertLease(db, process.pid, os.hostname());
      const lease = new ProcessLease(db, () => disconnect(pool), id, log);
      await lease.hold();
      return lease;
    } catch (error) {
      await disconnect(pool);
      throw error;
    }
  }

  /** Ends the lease: whatever it still names is free for others to clean up. */
  async release(): Promise<void> {
    if (this.stopping.signal.aborted) return;
    this.stopping.abort();
    await this.holding;
    await deleteLease(this.db, this.id).catch((error: Error) => this.log(`[lease] could not delete lease ${this.id}: ${error.message}`));
    await this.close();
  }

  /** Resolves once the lock is held; afterwards keeps it (reconnecting if its connection breaks) until release. */
  private hold(): Promise<void> {
    return new Promise((locked, failed) => {
      let first = true;
      const run = async () => {
        while (!this.stopping.signal.aborted) {
          try {
            await this.db.connection().execute(async (conn) => {
              if (!(await lockLease(conn, this.id))) throw new Error(`the lock of lease ${this.id} is held by another session`);
              try {
                for (;;) {
                  await beat(conn, this.id, process.pid, os.hostname());
                  if (first) locked();
                  first = false;
                  if (!(await this.pause(HEARTBEAT_SECONDS * 1000))) return;
                }
              } finally {
                await unlockLease(conn, this.id).catch(() => {});
              }
            });
          } catch (error) {
            if (first) return failed(error);
            this.log(`[lease] lost lease ${this.id} (${(error as Error).message}); retaking it`);
            await this.pause(RECONNECT_AFTER_MS);
          }
        }
      };
      this.holding = run();
    });
  }

  /** Waits, or stops waiting at release. Answers whether to go on. */
  private async pause(ms: number): Promise<boolean> {
    // Unref'd: the lease keeps nothing alive on its own.
    await sleep(ms, undefined, { signal: this.stopping.signal, ref: false }).catch(() => {});
    return !this.stopping.signal.aborted;
  }
}
