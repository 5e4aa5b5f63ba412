/**
 * The shop's own rules as `app.shopClock` (SHOP_CLOCK, else real time), `app.shopSettings`
 * (opening hours, time zone, minimum order) and `app.promos` (promo codes): what placing an
 * order, the kitchen's board and the shop's calls read (docs/product.md#opening-hours-and-minimum-order, #promo-codes).
 */
import fp from 'fastify-plugin';
import { PromoRepository } from '../shop/promo-repository';
import { ShopSettingsRepository } from '../shop/settings-repository';
import { ShopClock } from '../shop/shop-time';

declare module 'fastify' {
  interface FastifyInstance {
    shopClock: ShopClock;
    shopSettings: ShopSettingsRepository;
    promos: PromoRepository;
  }
}

export default fp(
  async (app) => {
    const { config, database } = app;
    app.decorate('shopClock', new ShopClock(config.shopClock));
    app.decorate('shopSettings', new ShopSettingsRepository(database.db, config.shopTimeZone));
    app.decorate('promos', new PromoRepository(database.db));
  },
  { name: 'shop', dependencies: ['config', 'database'] },
);
