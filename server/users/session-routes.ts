/**
 * Ending sessions and changing the password, all for the signed-in shopper (token header):
 * POST /api/user/logout, /api/user/logout-all and /api/user/password.
 */
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ChangePasswordReply, ChangePasswordRequest, Reply } from '../../contract/api';
import type { PasswordHasher } from '../auth/password-hasher';
import { newPasswordProblem } from '../auth/password-rules';
import type { TokenService } from '../auth/tokens';
import { NOT_AUTHORIZED, Refusal } from '../http/errors';
import { objectBody, text } from '../http/schemas';
import type { LoginLimits } from './login-limits';
import type { UserRepository } from './repository';
import { MESSAGES, hashing } from './routes';

export const SESSION_MESSAGES = {
  loggedOut: 'Logged out successfully!',
  loggedOutEverywhere: 'You are logged out on every device.',
  passwordChanged: 'Password changed. Every other session has been logged out.',
  wrongCurrentPassword: 'Your current password is not correct.',
} as const;

const passwordBody = objectBody({ currentPassword: text(1000), newPassword: text(1000) });

export interface SessionRouteDeps {
  users: UserRepository;
  tokens: TokenService;
  hasher: PasswordHasher;
  limits: LoginLimits;
  shopperOnly: preHandlerAsyncHookHandler;
}

/**
 * The second from which tokens count again. Every token issued up to now carries an earlier
 * `iat`, so it is ended; tokens issued from here on are given this second (tokens.issue).
 */
function nextSecond(): number {
  return Math.floor(Date.now() / 1000) + 1;
}

export function sessionRoutes(app: FastifyInstance, deps: SessionRouteDeps): void {
  const { users, tokens, hasher, limits, shopperOnly } = deps;

  app.post('/api/user/logout', { preHandler: shopperOnly }, async (request): Promise<Reply> => {
    if (!request.session) throw new Refusal(401, NOT_AUTHORIZED);
    await users.revoke(request.session);
    return { success: true, message: SESSION_MESSAGES.loggedOut };
  });

  app.post('/api/user/logout-all', { preHandler: shopperOnly }, async (request): Promise<Reply> => {
    await users.endSessions(request.shopperId, nextSecond());
    return { success: true, message: SESSION_MESSAGES.loggedOutEverywhere };
  });

  app.post<{ Body: Partial<ChangePasswordRequest> }>(
    '/api/user/password',
    { preHandler: shopperOnly, schema: { body: passwordBody } },
    async (request, reply): Promise<ChangePasswordReply> => {
      const current = request.body.currentPassword ?? '';
      const wanted = request.body.newPassword ?? '';
      const attempt = await limits.passwordChange(reply, request.ip, request.shopperId);
      if (!current || !wanted) throw new Refusal(400, MESSAGES.fillAll);
      const problem = newPasswordProblem(wanted);
      if (problem) throw new Refusal(400, problem);
      const account = await users.findById(request.shopperId);
      if (!account) throw new Refusal(401, NOT_AUTHORIZED);
      const matches = await hashing(reply, () => hasher.verify(current, account.passwordHash));
      if (!matches) throw new Refusal(403, SESSION_MESSAGES.wrongCurrentPassword);
      const hash = await hashing(reply, () => hasher.hash(wanted));
      const validAfter = nextSecond();
      await users.changePassword(account.id, hash, validAfter);
      await attempt.release();
      return {
        success: true,
        message: SESSION_MESSAGES.passwordChanged,
        token: tokens.issue(account.id, validAfter),
      };
    },
  );
}
