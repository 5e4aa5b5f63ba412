/**
 * Ending sessions and changing the password, all for the signed-in shopper (token header):
 * POST /api/user/logout, /api/user/logout-all and /api/user/password.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CALLS } from '../../contract/calls';
import { ACCOUNT_MESSAGES, REQUEST_MESSAGES } from '../../contract/messages';
import { hashing } from '../auth/password-hasher';
import { newPasswordProblem } from '../auth/password-rules';
import { endpoint } from '../http/endpoint';
import { Refusal } from '../http/errors';

/**
 * The second from which tokens count again. Every token issued up to now carries an earlier
 * `iat`, so it is ended; tokens issued from here on are given this second (tokens.issue).
 */
export function nextSecond(): number {
  return Math.floor(Date.now() / 1000) + 1;
}

export const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { users, tokens, hasher, loginLimits: limits } = app;
  // The token before the body: a caller without one hears 401, whatever it sent.
  app.addHook('preValidation', app.shopperOnly);

  app.route({
    ...endpoint(app, CALLS.logout),
    handler: async (request) => {
      if (!request.session) throw new Refusal(401, REQUEST_MESSAGES.notAuthorized);
      await users.revoke(request.session);
      return { success: true, message: ACCOUNT_MESSAGES.loggedOut };
    },
  });

  app.route({
    ...endpoint(app, CALLS.logoutAll),
    handler: async (request) => {
      await users.endSessions(request.shopperId, nextSecond());
      return { success: true, message: ACCOUNT_MESSAGES.loggedOutEverywhere };
    },
  });

  app.route({
    ...endpoint(app, CALLS.changePassword),
    handler: async (request, reply) => {
      // The schema has refused a missing password and a new one of the wrong length
      // (contract/schemas/accounts.ts).
      const { currentPassword: current, newPassword: wanted } = request.body;
      const attempt = await limits.passwordChange(reply, request.ip, request.shopperId);
      const problem = newPasswordProblem(wanted);
      if (problem) throw new Refusal(400, problem, 'newPassword');
      const account = await users.findById(request.shopperId);
      if (!account) throw new Refusal(401, REQUEST_MESSAGES.notAuthorized);
      const matches = await hashing(reply, () => hasher.verify(current, account.passwordHash));
      if (!matches) throw new Refusal(403, ACCOUNT_MESSAGES.wrongCurrentPassword);
      const hash = await hashing(reply, () => hasher.hash(wanted));
      const validAfter = nextSecond();
      await users.changePassword(account.id, hash, validAfter);
      await attempt.release();
      return {
        success: true,
        message: ACCOUNT_MESSAGES.passwordChanged,
        token: tokens.issue(account.id, validAfter),
      };
    },
  });
};
