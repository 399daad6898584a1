import type { FastifyInstance } from 'fastify';

/**
 * Stops in the order that loses nothing: stop accepting, let in-flight requests finish (Fastify's close waits for
 * them), then close the database. A second signal while this runs exits at once.
 */
export function gracefulShutdown(app: FastifyInstance, closeDatabase: () => Promise<void>, log: (message: string) => void) {
  let stopping: Promise<void> | undefined;
  return (signal: string) => {
    if (stopping) {
      log(`${signal} again: exiting now`);
      process.exit(1);
    }
    log(`${signal}: finishing requests in flight, then stopping`);
    stopping = app
      .close()
      .then(closeDatabase)
      .then(() => log('Stopped cleanly'));
    return stopping;
  };
}
