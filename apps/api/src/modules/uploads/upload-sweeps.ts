import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { tusBackend } from './tus-backend';
import { incomingDir, sweepIncoming } from './upload-temp-files';

/**
 * Every process that takes uploads removes what dead uploads left behind: once it is ready (a restart cleans up after
 * the crash it follows) and then every `UPLOAD_SWEEP_SECONDS`. With several processes on one shared DATA_DIR each
 * sweeps; they only ever remove the same dead files.
 */
export function scheduleUploadSweeps(app: FastifyInstance, deps: AppDeps): void {
  const { db, config } = deps;
  const tus = tusBackend(deps);
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      const files = await sweepIncoming(db, incomingDir(config.dataDir));
      const uploads = await tus.sweep();
      if (files.length + uploads > 0) {
        app.log.info({ files: files.length, tusUploads: uploads }, 'removed the temporary files of dead uploads');
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
