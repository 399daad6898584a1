import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { sweepTusUploads } from './tus-sweep';
import { incomingDir, sweepIncoming, tusDir } from './upload-temp-files';

/**
 * Every process that takes uploads removes what dead uploads left behind: once it is ready (a restart cleans up after
 * the crash it follows) and then every `UPLOAD_SWEEP_SECONDS`. With several processes on one shared DATA_DIR each
 * sweeps; they only ever remove the same dead files.
 */
export function scheduleUploadSweeps(app: FastifyInstance, { db, config }: AppDeps): void {
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      const files = await sweepIncoming(db, incomingDir(config.dataDir));
      const uploads = await sweepTusUploads(tusDir(config.dataDir), config.uploadSweep.tusAbandonedAfterSeconds * 1000);
      if (files.length + uploads.length > 0) {
        app.log.info({ files: files.length, tusUploads: uploads.length }, 'removed the temporary files of dead uploads');
      }
    } catch (error) {
      app.log.warn({ err: error }, 'sweeping the temporary files of dead uploads failed');
    } finally {
      running = false;
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void sweep();
    timer = setInterval(() => void sweep(), config.uploadSweep.intervalSeconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
