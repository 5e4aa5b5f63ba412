/**
 * The menu as `app.menu`: read once after each change and answered from a prepared body
 * (food/menu-cache.ts). Prepared before the first shopper asks, and forgotten whenever any
 * instance announces a change to the menu (events/order-bus.ts), this one's included.
 */
import fp from 'fastify-plugin';
import { MenuCache } from '../food/menu-cache';

declare module 'fastify' {
  interface FastifyInstance {
    menu: MenuCache;
  }
}

export default fp(
  async (app) => {
    const menu = new MenuCache(app.food);
    app.decorate('menu', menu);
    const stop = app.orderBus.listenMenuChanges(() => menu.invalidate());
    app.addHook('onClose', async () => stop());
    app.addHook('onReady', async () => {
      await menu.get();
    });
  },
  { name: 'menu', dependencies: ['repositories', 'events'] },
);
