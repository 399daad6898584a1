import type { Config } from './config/config';
import type { Db } from './db/connection';

/** What every module's routes receive: passed explicitly, no container. */
export interface AppDeps {
  config: Config;
  db: Db;
}
