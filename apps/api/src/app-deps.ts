import type { Config } from './config/config';
import type { Db } from './db/connection';
import type { JobQueue } from './jobs';
import type { Storage } from './storage/storage';

/** What every module's routes receive: passed explicitly, no container. */
export interface AppDeps {
  config: Config;
  db: Db;
  /** Where media bytes live: built once per process (storage/create-storage.ts), local disk or S3. */
  storage: Storage;
  /** The job queue; absent in tests of modules that enqueue nothing. Calls that need it answer 503 without it. */
  jobs?: JobQueue;
}
