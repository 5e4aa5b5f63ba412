/** GET /api/health: whether the store and its database answer, and which database and payments. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CALLS } from '../../contract/calls';
import { endpoint } from '../http/endpoint';

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...endpoint(app, CALLS.health),
    handler: async (_request) => {
      await app.store.db.selectFrom('food').select('id').limit(1).execute();
      // `as const`: nothing else in this reply narrows the literal.
      return { success: true as const, database: app.store.dialect, payments: app.payments.name };
    },
  });
};
