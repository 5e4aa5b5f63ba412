/**
 * POST /api/user/forgot-password and /api/user/reset-password (docs/product.md#accounts): a
 * reset link by email, through the outbox, and a new password with it.
 *
 * A request for an address no account uses answers the same sentence as one for an account, and
 * in the same time: once the limits let it through, the reply waits REPLY_FLOOR_MS whatever
 * happens, while the account is looked up and its reset recorded beside it (not awaited by the
 * reply, so neither a slow database nor a failure there shows which addresses have accounts;
 * a failure is logged).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CALLS } from '../../contract/calls';
import { RECOVERY_MESSAGES, RESET_LINK_MINUTES } from '../../contract/recovery-messages';
import { hashing } from '../auth/password-hasher';
import { newPasswordProblem } from '../auth/password-rules';
import { endpoint } from '../http/endpoint';
import { Refusal } from '../http/errors';
import { EarlyReservations } from '../limits/early-reservations';
import { RecoveryLimits } from './recovery-limits';
import { ResetTokens } from './reset-tokens';
import { nextSecond } from '../users/session-routes';
import { PasswordResetRepository } from './reset-repository';

const REPLY_FLOOR_MS = 300;
const LINK_MS = RESET_LINK_MINUTES * 60_000;
/** Resets are kept a day past their expiry, then forgotten. */
const KEEP_MS = 24 * 60 * 60_000;
const PURGE_INTERVAL_MS = 60 * 60_000;

export const recoveryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { users, tokens, hasher, config, limiter, mailWorker } = app;
  const clock = () => app.shopClock.now();
  const resets = new PasswordResetRepository(app.database.db, app.emailOutbox);
  const resetTokens = new ResetTokens(config.jwtSecret);
  const limits = new RecoveryLimits(limiter, {
    perAddress: config.passwordResetLimit,
    failureLimit: config.authFailureLimit,
  });

  /** Records a reset for the account that uses `email`, if any, and wakes the mail worker. */
  async function resetFor(email: string): Promise<void> {
    const account = await users.findByEmail(email);
    if (!account) return;
    const now = clock();
    await resets.create(account.id, resetTokens, now, new Date(now.getTime() + LINK_MS));
    void mailWorker.wake();
  }
  const recording = new Set<Promise<void>>();
  /** Each reset attempt's place under the limits, taken before the schema is checked. */
  const attempts = new EarlyReservations();

  app.route({
    ...endpoint(app, CALLS.forgotPassword),
    handler: async (request, reply) => {
      // The schema has refused a missing, blank or malformed email (contract/schemas/accounts.ts).
      const email = request.body.email.trim();
      await limits.request(reply, request.ip, email);
      const floor = sleep(REPLY_FLOOR_MS);
      const work = resetFor(email)
        .catch((error: unknown) =>
          request.log.error({ err: error }, 'a password reset could not be recorded'),
        )
        .finally(() => recording.delete(work));
      recording.add(work);
      await floor;
      return { success: true, message: RECOVERY_MESSAGES.linkSent };
    },
  });

  app.route({
    ...endpoint(app, CALLS.resetPassword),
    preValidation: attempts.before((request, reply) => limits.use(reply, request.ip)),
    handler: async (request, reply) => {
      // The schema has refused a missing password and one of the wrong length.
      const token = request.body.token ?? '';
      const { password } = request.body;
      const problem = newPasswordProblem(password);
      if (problem) throw new Refusal(400, problem, 'password');
      // Looked at before the costly hash; used below with one conditional update.
      if (!token || !(await resets.accountOf(token, clock())))
        throw new Refusal(410, RECOVERY_MESSAGES.expired);
      const hash = await hashing(reply, () => hasher.hash(password));
      const validAfter = nextSecond();
      const userId = await resets.use(token, hash, clock(), validAfter);
      const account = userId && (await users.findById(userId));
      if (!account) throw new Refusal(410, RECOVERY_MESSAGES.expired);
      await attempts.release(request);
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
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await Promise.all(recording);
  });
};
