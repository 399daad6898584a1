import { ConfigError, loadConfig } from './config/config';
import { connect, disconnect } from './db/connection';
import { migrate } from './db/migrate';
import { startJobQueue, startWorkers } from './job-workers';
import { useMediaBinaries } from './media';
import { measureDatabase, serveMetricsPort } from './metrics/metrics';
import { openStorage } from './storage/create-storage';
import { StorageUnavailableError } from './storage/s3-storage';

const log = (message: string) => console.log(`[worker] ${message}`);

/**
 * A job worker on its own, for scale-out: M of these beside N API processes started with JOBS_IN_PROCESS=false. It
 * needs the database the API uses (DATABASE_URL) and the same storage (DATA_DIR or S3). SIGTERM lets the running jobs
 * finish; a killed worker's jobs run again elsewhere within seconds (its lease ends with it: jobs/job-failover.ts).
 */
async function main() {
  const config = loadConfig();
  useMediaBinaries(config.jobs.mediaTools);
  if (!config.databaseUrl) {
    throw new ConfigError(['DATABASE_URL is required for a separate worker (the embedded database belongs to the API process)']);
  }
  const storage = await openStorage(config);
  const db = connect(config.databaseUrl, 4);
  await migrate(db);
  const queue = await startJobQueue(config.databaseUrl, config, log);
  await startWorkers(queue, { db, config, storage }, log);
  measureDatabase(db);
  if (config.metrics.port) (await serveMetricsPort(config.metrics.port, config.host)).unref();
  log(`Working jobs (pid ${process.pid})`);
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) process.exit(1);
      stopping = true;
      log(`${signal}: finishing the jobs in hand`);
      queue
        .stop()
        .then(() => disconnect(db))
        .then(
          () => process.exit(0),
          (error) => {
            console.error(error);
            process.exit(1);
          },
        );
    });
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError || error instanceof StorageUnavailableError ? error.message : error);
  process.exit(1);
});
