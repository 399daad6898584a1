import type { Config } from './config/config';
import type { Db } from './db/connection';
import type { JobQueue } from './jobs';

/** What every module's routes receive: passed explicitly, no container. */
export interface AppDeps {
  config: Config;
  db: Db;
  /** The job queue; absent in tests of modules that enqueue nothing. Calls that need it answer 503 without it. */
  jobs?: JobQueue;
}
