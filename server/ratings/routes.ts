/**
 * Ratings (docs/product.md#ratings): POST /api/rating/rate and /api/rating/order for the signed-in
 * shopper, GET /api/rating/dish for anyone, and staff's GET /api/kitchen/reviews with
 * /hide and /unhide (the role read from the database on every request, auth/guard.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CALLS } from '../../contract/calls';
import { RATING_MESSAGES } from '../../contract/rating-rules';
import { endpoint } from '../http/endpoint';
import { RatingRepository } from './repository';
import { RatingService } from './service';

export const ratingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { shopperOnly, staffOnly } = app;
  const service = new RatingService({
    db: app.database.db,
    ratings: new RatingRepository(app.database.db),
    orders: app.orders,
    food: app.food,
    bus: app.orderBus,
    menu: app.menu,
    clock: app.shopClock,
  });

  app.route({
    ...endpoint(app, CALLS.rate),
    preHandler: shopperOnly,
    handler: async (request) => ({
      success: true as const,
      ...(await service.rate(request.shopperId, request.body)),
    }),
  });

  app.route({
    ...endpoint(app, CALLS.orderRatings),
    preHandler: shopperOnly,
    handler: async (request) => ({
      success: true as const,
      ...(await service.ofOrder(request.shopperId, request.body.orderId)),
    }),
  });

  app.route({
    ...endpoint(app, CALLS.dishReviews),
    handler: async (request) => ({
      success: true as const,
      data: await service.ofDish(request.query.dish),
    }),
  });

  app.route({
    ...endpoint(app, CALLS.reviews),
    preHandler: staffOnly,
    handler: async (request) => ({
      success: true as const,
      data: await service.reviews(request.query.hidden),
    }),
  });

  app.route({
    ...endpoint(app, CALLS.reviewHide),
    preHandler: staffOnly,
    handler: async (request) => ({
      success: true as const,
      message: RATING_MESSAGES.hidden,
      review: await service.setHidden(request.shopperId, request.body.id, request.body.reason),
    }),
  });

  app.route({
    ...endpoint(app, CALLS.reviewUnhide),
    preHandler: staffOnly,
    handler: async (request) => ({
      success: true as const,
      message: RATING_MESSAGES.unhidden,
      review: await service.setHidden(request.shopperId, request.body.id, undefined),
    }),
  });
};
