/**
 * `app.orderBus`: how a change to an order reaches the streams of every instance
 * (events/order-bus.ts). In process with SQLite, the only way it can run (one instance).
 */
import fp from 'fastify-plugin';
import { LocalOrderBus, type OrderBus } from '../events/order-bus';

declare module 'fastify' {
  interface FastifyInstance {
    orderBus: OrderBus;
  }
}

export default fp(
  async (app) => {
    const bus: OrderBus = new LocalOrderBus();
    app.decorate('orderBus', bus);
    app.addHook('onClose', async () => bus.close());
  },
  { name: 'events', dependencies: ['database'] },
);
