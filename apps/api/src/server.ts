import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/config';
import { WEB_DIST_DIR } from './config/paths';
import { openDatabase } from './db/database';
import { DataDirectoryInUseError } from './db/embedded-postgres';
import { ensureDemoState } from './demo/demo-state';
import { startJobQueue, startWorkers } from './job-workers';
import { gracefulShutdown } from './lifecycle';
import { useMediaBinaries } from './media';
import { serveMetricsPort } from './metrics/metrics';
import { openStorage } from './storage/create-storage';
import { StorageUnavailableError } from './storage/s3-storage';
import { ensureWebBuild } from './web/web-build';

const log = (message: string) => console.log(`[marketplace] ${message}`);

async function main() {
  const config = loadConfig();
  useMediaBinaries(config.jobs.mediaTools);
  const storage = await openStorage(config);
  const database = await openDatabase(config, log);
  try {
    await ensureDemoState(database.db, storage, config, log);
    if (config.serveWeb) await ensureWebBuild(log);
    const jobs = await startJobQueue(database.url, config, log);
    if (config.jobs.inProcessWorker) await startWorkers(jobs, { db: database.db, config, storage }, log);
    const app = await buildApp({ config, db: database.db, storage, jobs, webDistDir: config.serveWeb ? WEB_DIST_DIR : undefined });
    const shutdown = gracefulShutdown(
      app,
      async () => {
        await jobs.stop();
        await database.close();
      },
      log,
    );
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.on(signal, () => {
        shutdown(signal)?.then(
          () => process.exit(0),
          (error) => {
            console.error(error);
            process.exit(1);
          },
        );
      });
    }
    const address = await app.listen({ port: config.port, host: config.host });
    if (config.metrics.port) {
      (await serveMetricsPort(config.metrics.port, config.host)).unref();
      log(`Metrics on port ${config.metrics.port}`);
    }
    log(`Ready at ${config.publicUrl} (listening on ${address}; API docs at ${config.publicUrl}/api/docs)`);
  } catch (error) {
    await database.close();
    throw error;
  }
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataDirectoryInUseError || error instanceof StorageUnavailableError) {
    console.error(error.message);
  } else {
    console.error('[marketplace] failed to start:', error);
  }
  process.exit(1);
});
