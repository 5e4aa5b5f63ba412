/**
 * Builds the whole server from a configuration: database, accounts, cart, orders, payments,
 * images and the SPA. main.ts adds listening and shutdown; tests call this with a temporary
 * database.
 */
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import type { HealthReply } from '../contract/api';
import type { PageRenderer } from '../contract/routes';
import { installShopperGuard, requireShopper, type ShopperAuth } from './auth/guard';
import { PasswordHasher } from './auth/password-hasher';
import { TokenService } from './auth/tokens';
import { CartRepository } from './cart/repository';
import { cartRoutes } from './cart/routes';
import type { Config } from './config';
import { contactRoutes } from './contact/routes';
import { openDatabase, type StoreDatabase } from './db/database';
import { FoodRepository } from './food/repository';
import { MenuCache, foodRoutes } from './food/routes';
import { installBodyParsers } from './http/body-parsers';
import { formatSchemaErrors, installErrorHandling, refusal } from './http/errors';
import { clientErrorHandler } from './http/client-errors';
import { serializeRequest } from './http/log-redaction';
import { installSecurityHeaders, securityHeaders } from './http/security';
import { PaymentReconciler } from './orders/reconciler';
import { OrderRepository } from './orders/repository';
import { orderRoutes } from './orders/routes';
import { OrderService } from './orders/service';
import { createPayments } from './payments/create';
import { RateLimiter } from './limits/rate-limiter';
import { LoginLimits } from './users/login-limits';
import { UserRepository } from './users/repository';
import { userRoutes } from './users/routes';
import { sessionRoutes } from './users/session-routes';
import { MenuPage, loadPageRenderer, pageRendererFile } from './web/menu-page';
import { loadStaticFiles } from './web/static-files';
import { webRoutes } from './web/routes';

export const BODY_LIMIT_BYTES = 100 * 1024;

export interface AppOptions {
  /** Fastify's logger setting; tests pass false. */
  logger?: FastifyServerOptions['logger'];
  /** Where Stripe's API is, for tests that stand in for it. */
  stripeApi?: { host: string; port: number; protocol: 'http' | 'https' };
  /** Renders /Menu's first screen; by default the build's (dist/prerender), when there is one. */
  pageRenderer?: PageRenderer;
}

export interface StoreApp extends FastifyInstance {
  store: StoreDatabase;
  menu: MenuCache;
  reconciler: PaymentReconciler;
  /** Every route the app registered (method and URL), for tests that must cover them all. */
  routeList: ReadonlyArray<{ method: string; url: string }>;
}

export function loggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
  format: Config['logFormat'] = 'json',
): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    // Redaction happens before the lines reach pino-pretty, in its own worker thread.
    ...(format === 'pretty'
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
    // Request logs carry method, URL (its secrets redacted), status and timing; never bodies,
    // tokens or cookies.
    redact: {
      paths: [
        'req.headers.token',
        'req.headers.authorization',
        'req.headers.cookie',
        '*.session_url',
        '*.sessionUrl',
      ],
      remove: true,
    },
    serializers: { req: serializeRequest },
  };
}

const SWEEP_INTERVAL_MS = 5 * 60_000;

/** Every few minutes, forgets rate-limit windows and ended tokens that no longer count. */
function sweepExpiredCounters(app: FastifyInstance, limiter: RateLimiter, users: UserRepository) {
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
}

export async function buildApp(config: Config, options: AppOptions = {}): Promise<StoreApp> {
  const edgeHeaders = securityHeaders(config.publicUrl);
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel, undefined, config.logFormat),
    bodyLimit: BODY_LIMIT_BYTES,
    // Believe X-Forwarded-For only from as many proxies as configured; by default, from none.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    ajv: {
      customOptions: {
        coerceTypes: false,
        removeAdditional: false,
        allErrors: false,
        allowUnionTypes: true,
      },
    },
    schemaErrorFormatter: formatSchemaErrors,
    return503OnClosing: true,
    // A slow client gets this long to send a whole request, body included; it never bounds a
    // reply (long-lived streams included). Node checks it every second here, not every 30 s.
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    http: {
      headersTimeout: Math.min(config.headersTimeoutMs, config.requestTimeoutMs),
      connectionsCheckingInterval: 1_000,
    },
    // Malformed HTTP, 431 and 408 get our reply shape and headers, not Node's or Fastify's.
    clientErrorHandler: clientErrorHandler(edgeHeaders),
    // Errors before routing (a URL with a stray '%') too: no hook has run for them yet.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      (reply as FastifyReply)
        .code(status)
        .headers(edgeHeaders)
        .send(refusal(error.message || 'The address is not valid.'));
    },
    routerOptions: { maxParamLength: 200 },
  });
  app.server.maxConnections = config.maxConnections;
  const routeList: Array<{ method: string; url: string }> = [];
  app.addHook('onRoute', ({ method, url }) => {
    for (const one of [method].flat()) routeList.push({ method: one, url });
  });

  const store = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onIdleConnectionError: (error) =>
      app.log.warn({ err: error }, 'an idle database connection failed; the pool replaces it'),
  });
  app.addHook('onClose', async () => store.db.destroy());

  const food = new FoodRepository(store.db);
  if (config.seedSampleMenu && (await food.seedSampleMenu()))
    app.log.info('seeded the sample menu');
  const menu = new MenuCache(food);
  // Prepare the menu's reply before the first shopper asks for it.
  app.addHook('onReady', async () => {
    await menu.get();
  });
  const users = new UserRepository(store.db);
  const carts = new CartRepository(store.db);
  const orders = new OrderRepository(store.db);
  const tokens = new TokenService(config.jwtSecret);
  const auth: ShopperAuth = { tokens, isCurrent: (claims) => users.sessionIsCurrent(claims) };
  const shopperOnly = requireShopper(auth);
  const limiter = new RateLimiter(store.db);
  const hasher = new PasswordHasher(config.passwordHashConcurrency, config.passwordHashQueue);
  const limits = new LoginLimits(limiter, {
    failureLimit: config.authFailureLimit,
    signupLimit: config.signupLimit,
  });

  // The provider's own routes (pages, webhooks) settle orders through the order service.
  const payments = createPayments(app, config, store, options.stripeApi, {
    fulfil: (orderId, reason, within) => service.fulfil(orderId, reason, within),
    settle: (order, status, reason) => service.settle(order, status, reason),
    orders,
  });
  const service = new OrderService({
    orders,
    food,
    carts,
    payments,
    publicUrl: config.publicUrl,
    log: app.log,
  });

  const reconciler = new PaymentReconciler({ orders, service, payments, log: app.log });
  app.addHook('onReady', async () => reconciler.start(config.reconcileIntervalSeconds * 1000));
  app.addHook('onClose', async () => reconciler.stop());

  installErrorHandling(app);
  installBodyParsers(app);
  installShopperGuard(app);
  await installSecurityHeaders(app, config.publicUrl);

  app.get('/api/health', async (): Promise<HealthReply> => {
    await store.db.selectFrom('food').select('id').limit(1).execute();
    return { success: true, database: store.dialect, payments: payments.name };
  });
  foodRoutes(app, menu);
  userRoutes(app, { users, tokens, hasher, limits });
  sessionRoutes(app, { users, tokens, hasher, limits, shopperOnly });
  cartRoutes(app, carts, shopperOnly);
  orderRoutes(app, { service, orders, auth, shopperOnly });
  contactRoutes(app, {
    db: store.db,
    limiter,
    perMinute: config.contactLimitPerMinute,
    perDay: config.contactLimitPerDay,
  });
  sweepExpiredCounters(app, limiter, users);
  const web = loadStaticFiles(config.webDir);
  const builtMenuPage = web.get('/Menu.html');
  const renderer = options.pageRenderer ?? loadPageRenderer(pageRendererFile(config.webDir));
  const menuPage =
    builtMenuPage && renderer ? new MenuPage(menu, builtMenuPage, renderer, app.log) : undefined;
  // Rendered before the first shopper asks, like the menu's reply.
  if (menuPage)
    app.addHook('onReady', async () => {
      await menuPage.get();
    });
  webRoutes(app, { uploads: loadStaticFiles(config.uploadsDir), web, menuPage });

  return Object.assign(app, { store, menu, reconciler, routeList }) as unknown as StoreApp;
}
