import type { FastifyInstance } from 'fastify';

const FORCE_CLOSE_AFTER_MS = 10_000;

/**
 * Once shutdown begins, responses still in flight tell the client to close the connection; otherwise a keep-alive
 * socket would hold the server open after its last request finished.
 */
export function closeConnectionsWhenShuttingDown(app: FastifyInstance) {
  let shuttingDown = false;
  app.addHook('preClose', async () => {
    shuttingDown = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (shuttingDown) reply.header('connection', 'close');
    done(null, payload);
  });
}

/**
 * Stops in the order that loses nothing: stop accepting, let in-flight requests finish (Fastify's close waits for
 * them), then close the database. Requests that outlast the deadline are cut off. A second signal exits at once.
 */
export function gracefulShutdown(app: FastifyInstance, closeDatabase: () => Promise<void>, log: (message: string) => void) {
  let stopping: Promise<void> | undefined;
  return (signal: string) => {
    if (stopping) {
      log(`${signal} again: exiting now`);
      process.exit(1);
    }
    log(`${signal}: finishing requests in flight, then stopping`);
    const deadline = setTimeout(() => {
      log(`Requests still open after ${FORCE_CLOSE_AFTER_MS / 1000} s: closing them`);
      app.server.closeAllConnections();
    }, FORCE_CLOSE_AFTER_MS);
    stopping = app
      .close()
      .finally(() => clearTimeout(deadline))
      .then(closeDatabase)
      .then(() => log('Stopped cleanly'));
    return stopping;
  };
}
