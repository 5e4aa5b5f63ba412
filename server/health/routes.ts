/**
 * GET /api/health: whether the store and its database answer, and which database and payments.
 * While the database cannot be reached: 503 with Retry-After and `database: 'down'`, so a load
 * balancer or a monitor sees it (docs/operations.md#when-the-database-is-away). While the instance
 * drains before it stops: 503 with `draining: true`, whatever the database says, so a balancer
 * sends it no more (plugins/lifecycle.ts, docs/operations.md#deploys-without-dropped-requests).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CALLS } from '../../contract/calls';
import { REQUEST_MESSAGES } from '../../contract/messages';
import { answers } from '../db/database';
import { isDatabaseUnavailable } from '../db/errors';
import { endpoint } from '../http/endpoint';
import { DATABASE_RETRY_AFTER_SECONDS } from '../http/errors';

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...endpoint(app, CALLS.health),
    handler: async (_request, reply) => {
      if (app.lifecycle.draining)
        return reply.code(503).send({
          success: false as const,
          message: REQUEST_MESSAGES.draining,
          draining: true as const,
        });
      try {
        await answers(app.database.db);
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        return reply
          .code(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
          .send({
            success: false as const,
            message: REQUEST_MESSAGES.databaseAway,
            database: 'down' as const,
          });
      }
      // `as const`: nothing else in this reply narrows the literal.
      return {
        success: true as const,
        database: app.database.dialect,
        payments: app.payments.name,
      };
    },
  });
};
