/**
 * Orders as `app.orderService` (placing, verifying, fulfilling) and `app.reconciler`, which at
 * start and every RECONCILE_INTERVAL_SECONDS settles orders the provider has settled but the shop
 * has not heard of (orders/reconciler.ts), and `app.scheduledRelease`, which at start and every
 * RELEASE_INTERVAL_SECONDS sends scheduled orders whose time has come to the kitchen
 * (orders/release.ts).
 */
import fp from 'fastify-plugin';
import { DoorOrderRepository } from '../orders/door-order-repository';
import { PaymentReconciler } from '../orders/reconciler';
import { ScheduledRelease } from '../orders/release';
import { ScheduledOrderRepository } from '../orders/scheduled-order-repository';
import { OrderService } from '../orders/service';

declare module 'fastify' {
  interface FastifyInstance {
    orderService: OrderService;
    reconciler: PaymentReconciler;
    scheduledRelease: ScheduledRelease;
  }
}

export default fp(
  async (app) => {
    const { orders, food, carts, payments, config, shopClock, shopSettings, promos } = app;
    const service = new OrderService({
      orders,
      doorOrders: new DoorOrderRepository(app.database.db, app.orderBus, app.emailOutbox),
      food,
      carts,
      payments,
      clock: shopClock,
      settings: shopSettings,
      promos,
      publicUrl: config.publicUrl,
      log: app.log,
    });
    const reconciler = new PaymentReconciler({ orders, service, payments, log: app.log });
    app.decorate('orderService', service);
    app.decorate('reconciler', reconciler);
    const release = new ScheduledRelease({
      orders: new ScheduledOrderRepository(app.database.db, app.orderBus, app.emailOutbox),
      settings: shopSettings,
      clock: shopClock,
      log: app.log,
    });
    app.decorate('scheduledRelease', release);
    app.addHook('onReady', async () => {
      reconciler.start(config.reconcileIntervalSeconds * 1000);
      release.start(config.releaseIntervalSeconds * 1000);
    });
    app.addHook('onClose', async () => {
      await reconciler.stop();
      await release.stop();
    });
  },
  { name: 'orders', dependencies: ['config', 'repositories', 'payments', 'shop'] },
);
