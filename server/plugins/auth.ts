/**
 * Sessions and passwords: the token service, the bounded password hasher, the login and sign-up
 * limits, and `app.shopperOnly`, the preHandler of every signed-in call (auth/guard.ts). Every few
 * minutes it forgets rate-limit windows and ended tokens that no longer count.
 */
import fp from 'fastify-plugin';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { installShopperGuard, requireShopper, requireStaff, type ShopperAuth } from '../auth/guard';
import { PasswordHasher } from '../auth/password-hasher';
import { TokenService } from '../auth/tokens';
import { LoginLimits } from '../users/login-limits';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    hasher: PasswordHasher;
    loginLimits: LoginLimits;
    /** Tells a current token from any other: signature, expiry, and the account's sessions. */
    auth: ShopperAuth;
    /** Admits signed-in shoppers with a current token only (401 otherwise). */
    shopperOnly: preHandlerAsyncHookHandler;
    /** Admits current staff only: 401 without a current token, 403 for any other account. */
    staffOnly: preHandlerAsyncHookHandler;
  }
}

const SWEEP_INTERVAL_MS = 5 * 60_000;

export default fp(
  async (app) => {
    const { config, users, limiter } = app;
    const tokens = new TokenService(config.jwtSecret);
    const auth: ShopperAuth = { tokens, isCurrent: (claims) => users.sessionIsCurrent(claims) };
    app.decorate('tokens', tokens);
    app.decorate('auth', auth);
    app.decorate('shopperOnly', requireShopper(auth));
    app.decorate(
      'staffOnly',
      requireStaff(auth, (userId) => users.roleOf(userId)),
    );
    app.decorate(
      'hasher',
      new PasswordHasher(
        config.passwordHashConcurrency,
        config.passwordHashQueue,
        config.passwordHashCost,
      ),
    );
    app.decorate(
      'loginLimits',
      new LoginLimits(limiter, {
        failureLimit: config.authFailureLimit,
        signupLimit: config.signupLimit,
      }),
    );
    installShopperGuard(app);

    const sweep = async () => {
      try {
        await limiter.purgeExpired();
        await users.purgeRevoked(Math.floor(Date.now() / 1000));
      } catch (error) {
        app.log.warn(
          { err: error },
          'sweeping expired rate limits and tokens failed; next round retries',
        );
      }
    };
    const timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS).unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'auth', dependencies: ['config', 'repositories'] },
);
