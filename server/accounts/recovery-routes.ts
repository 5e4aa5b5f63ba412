/**
 * POST /api/user/forgot-password and /api/user/reset-password (docs/product.md#accounts): a
 * reset link by email, through the outbox, and a new password with it.
 *
 * A request for an address no account uses answers the same sentence as one for an account, and
 * in the same time: both look the account up and make a token, and both replies wait until
 * REPLY_FLOOR_MS after the request began, which is longer than recording a reset takes.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CALLS } from '../../contract/calls';
import { ACCOUNT_MESSAGES } from '../../contract/messages';
import { RECOVERY_MESSAGES, RESET_LINK_MINUTES } from '../../contract/recovery-messages';
import { isEmail } from '../../contract/rules';
import { hashing } from '../auth/password-hasher';
import { newPasswordProblem } from '../auth/password-rules';
import { endpoint } from '../http/endpoint';
import { Refusal } from '../http/errors';
import { RecoveryLimits } from './recovery-limits';
import { ResetTokens } from './reset-tokens';
import { nextSecond } from '../users/session-routes';
import { PasswordResets } from './resets';

const REPLY_FLOOR_MS = 300;
const LINK_MS = RESET_LINK_MINUTES * 60_000;
/** Resets are kept a day past their expiry, then forgotten. */
const KEEP_MS = 24 * 60 * 60_000;
const PURGE_INTERVAL_MS = 60 * 60_000;

export const recoveryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { users, tokens, hasher, config, limiter, mailWorker } = app;
  const clock = () => app.shopClock.now();
  const resets = new PasswordResets(app.store.db, app.emailOutbox);
  const resetTokens = new ResetTokens(config.jwtSecret);
  const limits = new RecoveryLimits(limiter, {
    perAddress: config.passwordResetLimit,
    failureLimit: config.authFailureLimit,
  });

  app.route({
    ...endpoint(app, CALLS.forgotPassword),
    handler: async (request, reply) => {
      const floor = sleep(REPLY_FLOOR_MS);
      const email = request.body.email?.trim() ?? '';
      if (!email) throw new Refusal(400, ACCOUNT_MESSAGES.fillAll);
      if (!isEmail(email)) throw new Refusal(400, ACCOUNT_MESSAGES.invalidEmail);
      await limits.request(reply, request.ip, email);
      const account = await users.findByEmail(email);
      const now = clock();
      if (account) {
        await resets.create(account.id, resetTokens, now, new Date(now.getTime() + LINK_MS));
        void mailWorker.wake();
      } else {
        // The token an account's reset would get: the same work, nothing recorded.
        ResetTokens.hashOf(resetTokens.tokenFor(now.toISOString()));
      }
      await floor;
      return { success: true, message: RECOVERY_MESSAGES.linkSent };
    },
  });

  app.route({
    ...endpoint(app, CALLS.resetPassword),
    handler: async (request, reply) => {
      const token = request.body.token ?? '';
      const password = request.body.password ?? '';
      const attempt = await limits.use(reply, request.ip);
      if (!password) throw new Refusal(400, ACCOUNT_MESSAGES.fillAll);
      const problem = newPasswordProblem(password);
      if (problem) throw new Refusal(400, problem);
      // Looked at before the costly hash; used below with one conditional update.
      if (!token || !(await resets.accountOf(token, clock())))
        throw new Refusal(410, RECOVERY_MESSAGES.expired);
      const hash = await hashing(reply, () => hasher.hash(password));
      const validAfter = nextSecond();
      const userId = await resets.use(token, hash, clock(), validAfter);
      const account = userId && (await users.findById(userId));
      if (!account) throw new Refusal(410, RECOVERY_MESSAGES.expired);
      await attempt.release();
      return {
        success: true,
        message: RECOVERY_MESSAGES.passwordReset,
        token: tokens.issue(account.id, validAfter),
        username: account.name,
        userId: account.id,
      };
    },
  });

  const purge = () =>
    resets
      .purgeExpired(new Date(clock().getTime() - KEEP_MS))
      .catch((error: unknown) =>
        app.log.warn({ err: error }, 'forgetting old password resets failed; next round retries'),
      );
  const timer = setInterval(() => void purge(), PURGE_INTERVAL_MS).unref();
  app.addHook('onClose', async () => clearInterval(timer));
};
