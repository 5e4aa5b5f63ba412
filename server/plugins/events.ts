/**
 * `app.orderBus`: how a change to an order reaches the streams of every instance
 * (events/order-bus.ts). With PostgreSQL, LISTEN/NOTIFY on the database every instance shares
 * (events/pg-order-bus.ts); with SQLite, the only way it can run (one instance), in process.
 */
import fp from 'fastify-plugin';
import { LocalOrderBus, type OrderBus } from '../events/order-bus';
import { PgOrderBus } from '../events/pg-order-bus';

declare module 'fastify' {
  interface FastifyInstance {
    orderBus: OrderBus;
  }
}

export default fp(
  async (app) => {
    const { databaseUrl } = app.config;
    let bus: OrderBus;
    if (app.database.dialect === 'postgres' && databaseUrl) {
      const pgBus = new PgOrderBus(databaseUrl, app.log);
      await pgBus.start();
      bus = pgBus;
    } else {
      bus = new LocalOrderBus();
    }
    app.decorate('orderBus', bus);
    app.addHook('onClose', async () => bus.close());
  },
  { name: 'events', dependencies: ['config', 'database'] },
);
