/**
 * The live streams (streams/hub.ts): `app.streamHub`, the one dispatcher of this instance, and
 * `app.streamTickets`, the single-use tickets that open them (streams/ticket-repository.ts). Server-sent
 * events are written by @fastify/sse, with a comment line every SSE_HEARTBEAT_SECONDS, and every
 * stream's session is checked as often (streams/hub.ts). Closing the
 * app ends every open stream first, so none holds the shutdown up; expired tickets are swept every
 * few minutes.
 */
import fastifySse from '@fastify/sse';
import fp from 'fastify-plugin';
import { announceCartChanges } from '../streams/cart-changes';
import { StreamHub } from '../streams/hub';
import { ReplayRepository } from '../streams/replay-repository';
import { StreamTicketRepository } from '../streams/ticket-repository';

declare module 'fastify' {
  interface FastifyInstance {
    streamHub: StreamHub;
    streamTickets: StreamTicketRepository;
  }
}

const SWEEP_INTERVAL_MS = 5 * 60_000;

export default fp(
  async (app) => {
    const { db } = app.database;
    await app.register(fastifySse, { heartbeatInterval: app.config.sseHeartbeatSeconds * 1000 });
    const { streamsPerAccount, streamsPerAddress, streamsMax, sseHeartbeatSeconds } = app.config;
    const hub = new StreamHub(
      new ReplayRepository(db),
      app.orders,
      app.users,
      { perAccount: streamsPerAccount, perAddress: streamsPerAddress, max: streamsMax },
      app.log,
      app.carts,
    );
    const tickets = new StreamTicketRepository(db);
    // Sessions and roles are checked once a heartbeat: a stream ends within one of its session.
    hub.start(app.orderBus, sseHeartbeatSeconds * 1000);
    app.decorate('streamHub', hub);
    app.decorate('streamTickets', tickets);
    announceCartChanges(app);

    const sweep = setInterval(() => {
      tickets.purgeExpired().catch((error: unknown) => {
        app.log.warn({ err: error }, 'sweeping expired stream tickets failed; next round retries');
      });
    }, SWEEP_INTERVAL_MS).unref();
    // preClose runs before the server stops accepting and waits for its connections: open
    // streams end here, so they never keep it waiting.
    app.addHook('preClose', async () => {
      hub.stop();
      hub.closeAll();
    });
    app.addHook('onClose', async () => clearInterval(sweep));
  },
  { name: 'streams', dependencies: ['config', 'database', 'events', 'repositories', 'auth'] },
);
