/**
 * `app.lifecycle`: whether this instance is draining before it stops, and `drainAndClose`, how it
 * stops on SIGTERM without dropping a request (docs/operations.md#deploys-without-dropped-requests):
 * 1. Draining, for SHUTDOWN_DRAIN_SECONDS: /api/health answers 503, so a balancer that checks it
 *    stops sending here; everything else is served as usual, kept-alive connections included.
 * 2. Closing: its streams end (the pages reconnect through the balancer to another instance and
 *    replay what they missed) and it stops listening, so a balancer's next new connection is
 *    refused at once and goes to another instance. A kept-alive connection still carries the
 *    request a balancer may be sending down it: that request is served and answered with
 *    `Connection: close`. Connections still unused after SETTLE_MS are closed then. Once every
 *    connection has ended, the database, the bus and the workers stop, and the log's buffer is
 *    written out (http/request-log.ts).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * How long connections left idle may still bring a request once the instance stops listening.
 * Node would close them the moment it stops, while a balancer may be sending a request down one
 * (and a balancer does not send a POST again: the shopper would see an error).
 */
const SETTLE_MS = 1_000;

class Lifecycle {
  draining = false;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

export default fp(
  async (app) => {
    app.decorate('lifecycle', new Lifecycle());
  },
  { name: 'lifecycle' },
);

/** Drains for `drainMs` (step 1 above), then closes the app (step 2). */
export async function drainAndClose(app: FastifyInstance, drainMs: number): Promise<void> {
  app.lifecycle.draining = true;
  app.log.info({ drainMs }, 'draining: /api/health says not ready; closing after the drain');
  if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
  const { server } = app;
  const closeIdle = server.closeIdleConnections.bind(server);
  server.closeIdleConnections = () => {};
  const settled = setTimeout(closeIdle, SETTLE_MS);
  try {
    await app.close();
  } finally {
    clearTimeout(settled);
    await flushLog(app);
  }
}

/** Waits until the log's asynchronous destination has written what it holds. */
function flushLog(app: FastifyInstance): Promise<void> {
  const log = app.log as { flush?: (done: () => void) => void };
  return new Promise((resolve) => (log.flush ? log.flush(() => resolve()) : resolve()));
}
