/**
 * The repositories every domain reads and writes through, one of each for the app: the menu,
 * accounts, carts, orders (with the email outbox their changes write to) and the rate limiter's
 * counters. Seeds the sample menu when asked to.
 */
import fp from 'fastify-plugin';
import { CartRepository } from '../cart/repository';
import { FoodRepository } from '../food/repository';
import { RateLimiter } from '../limits/rate-limiter';
import { EmailOutboxRepository } from '../mail/outbox-repository';
import { OrderRepository } from '../orders/repository';
import { UserRepository } from '../users/repository';

declare module 'fastify' {
  interface FastifyInstance {
    food: FoodRepository;
    users: UserRepository;
    carts: CartRepository;
    orders: OrderRepository;
    emailOutbox: EmailOutboxRepository;
    limiter: RateLimiter;
  }
}

export default fp(
  async (app) => {
    const { db } = app.database;
    const food = new FoodRepository(db);
    if (app.config.seedSampleMenu && (await food.seedSampleMenu()))
      app.log.info('seeded the sample menu');
    app.decorate('food', food);
    app.decorate('users', new UserRepository(db));
    app.decorate('carts', new CartRepository(db));
    const emailOutbox = new EmailOutboxRepository(db);
    app.decorate('emailOutbox', emailOutbox);
    app.decorate('orders', new OrderRepository(db, app.orderBus, emailOutbox));
    app.decorate('limiter', new RateLimiter(db));
  },
  { name: 'repositories', dependencies: ['database', 'events'] },
);
