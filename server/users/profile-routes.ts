/**
 * GET /api/user/profile (token): who is signed in and where their latest order went, so checkout
 * can be filled from the account wherever the shopper signs in (not only from this browser).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CALLS } from '../../contract/calls';
import { REQUEST_MESSAGES } from '../../contract/messages';
import { checkoutAddress } from '../accounts/address-book';
import { endpoint } from '../http/endpoint';
import { Refusal } from '../http/errors';

export const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { users, orders, shopperOnly } = app;

  app.route({
    ...endpoint(app, CALLS.profile),
    preHandler: shopperOnly,
    handler: async (request) => {
      const [account, lastAddress] = await Promise.all([
        users.findById(request.shopperId),
        checkoutAddress(app.database.db, orders, request.shopperId),
      ]);
      if (!account) throw new Refusal(401, REQUEST_MESSAGES.notAuthorized);
      return { success: true, name: account.name, email: account.email, lastAddress };
    },
  });
};
