/**
 * POST /api/user/register and /api/user/login. Limits: login-limits.ts; sessions:
 * session-routes.ts; the account's checkout details: profile-routes.ts; a forgotten password:
 * accounts/recovery-routes.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CALLS } from '../../contract/calls';
import { ACCOUNT_MESSAGES } from '../../contract/messages';
import { PASSWORD_MAX, isEmail } from '../../contract/rules';
import { hashing } from '../auth/password-hasher';
import { newPasswordProblem } from '../auth/password-rules';
import { endpoint } from '../http/endpoint';
import { Refusal } from '../http/errors';
import { EarlyReservations } from '../limits/early-reservations';
import { addressRoutes } from '../accounts/address-routes';
import { recoveryRoutes } from '../accounts/recovery-routes';
import { profileRoutes } from './profile-routes';
import { sessionRoutes } from './session-routes';

/** The email of a body the schema has not checked yet: a string, trimmed, else ''. */
function unvalidatedEmail(body: unknown): string {
  const email = (body as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email.trim() : '';
}

export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { users, tokens, hasher, loginLimits: limits } = app;
  /** Each attempt's place under the limits, taken before the schema is checked. */
  const attempts = new EarlyReservations();

  app.route({
    ...endpoint(app, CALLS.register),
    // A failed sign-up counts against the address like a failed login; a successful one not.
    preValidation: attempts.before((request, reply) => limits.signupFailures(reply, request.ip)),
    handler: async (request, reply) => {
      // The schema has refused a missing field, a bad email and a name or password of the wrong
      // length, in the spec's words (contract/schemas/accounts.ts).
      const name = request.body.name.trim();
      const email = request.body.email.trim();
      const { password } = request.body;
      const problem = newPasswordProblem(password);
      if (problem) throw new Refusal(400, problem, 'password');
      await limits.signup(reply, request.ip);
      const hash = await hashing(reply, () => hasher.hash(password));
      const id = await users.create(name, email, hash);
      if (!id) throw new Refusal(409, ACCOUNT_MESSAGES.emailTaken);
      await attempts.release(request);
      return reply.code(201).send({ success: true, message: ACCOUNT_MESSAGES.created });
    },
  });

  app.route({
    ...endpoint(app, CALLS.login),
    preValidation: attempts.before((request, reply) =>
      limits.login(reply, request.ip, unvalidatedEmail(request.body)),
    ),
    handler: async (request, reply) => {
      // The schema has refused a missing field (contract/schemas/accounts.ts).
      const email = request.body.email.trim();
      const { password } = request.body;
      // No password that long can be an account's: refused whole, never cut to fit.
      if (!isEmail(email) || password.length > PASSWORD_MAX)
        throw new Refusal(401, ACCOUNT_MESSAGES.badCredentials);
      await limits.slowDown(email);
      const account = await users.findByEmail(email);
      // An unknown email is checked against a decoy hash so both refusals take as long.
      const matches = await hashing(reply, () => hasher.verify(password, account?.passwordHash));
      if (!account || !matches) {
        await limits.recordEmailFailure(email);
        throw new Refusal(401, ACCOUNT_MESSAGES.badCredentials);
      }
      await attempts.release(request);
      return {
        success: true,
        message: ACCOUNT_MESSAGES.loggedIn,
        token: tokens.issue(account.id, account.tokensValidAfter),
        username: account.name,
        userId: account.id,
      };
    },
  });

  await app.register(recoveryRoutes);
  await app.register(sessionRoutes);
  await app.register(profileRoutes);
  await app.register(addressRoutes);
};
