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
import type { FirstLoadModule } from '../contract/routes';
import { normalisedPhone } from '../contract/phone';
import { isEmail } from '../contract/rules';
import { cartRoutes } from './cart/routes';
import type { Config } from './config';
import { contactRoutes } from './contact/routes';
import { foodRoutes } from './food/routes';
import { healthRoutes } from './health/routes';
import { kitchenRoutes } from './kitchen/routes';
import { shopperCancelRoutes } from './kitchen/shopper-cancel-routes';
import { reportRoutes } from './reports/routes';
import { menuAdminRoutes } from './menu-admin/routes';
import { clientErrorHandler } from './http/client-errors';
import { formatSchemaErrors, refusal } from './http/errors';
import { schemaCompilers } from './http/schema-compilers';
import { serializeRequest } from './http/log-redaction';
import { logDestination, RequestLog } from './http/request-log';
import { requestLogger } from './http/request-logger';
import { apiSecurityHeaders } from './http/security';
import { orderRoutes } from './orders/routes';
import { shopRoutes } from './shop/routes';
import { fulfilmentRoutes } from './shop/fulfilment-routes';
import { pauseRoutes } from './kitchen/pause-routes';
import { ratingRoutes } from './ratings/routes';
import { streamRoutes } from './streams/routes';
import { paymentRoutes } from './payments/routes';
import type { StripeApiLocation } from './payments/stripe/client';
import authPlugin from './plugins/auth';
import configPlugin from './plugins/config';
import databasePlugin from './plugins/database';
import eventsPlugin from './plugins/events';
import httpPlugin from './plugins/http';
import lifecyclePlugin from './plugins/lifecycle';
import mailPlugin from './plugins/mail';
import menuPlugin from './plugins/menu';
import openapiPlugin from './plugins/openapi';
import ordersPlugin from './plugins/orders';
import paymentsPlugin from './plugins/payments';
import picturesPlugin from './plugins/pictures';
import repositoriesPlugin from './plugins/repositories';
import shopPlugin from './plugins/shop';
import streamsPlugin from './plugins/streams';
import { userRoutes } from './users/routes';
import { webRoutes } from './web/routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app registered (method, URL, hidden from the API document or not). */
    routeList: ReadonlyArray<{ method: string; url: string; hidden: boolean }>;
  }
}

const BODY_LIMIT_BYTES = 100 * 1024;

export interface AppOptions {
  /** Fastify's logger setting; tests pass false. */
  logger?: FastifyServerOptions['logger'];
  /** Where Stripe's API is, for tests that stand in for it. */
  stripeApi?: StripeApiLocation;
  /**
   * Makes /Menu with its first screen and each dish's page; by default the build's module
   * (dist/prerender), when there is one.
   */
  firstLoad?: FirstLoadModule;
}

/** The app as buildApp returns it, its decorators (plugins/*.ts) included. */
export type ShopApp = FastifyInstance;

export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
  format: Config['logFormat'] = 'json',
): FastifyServerOptions['logger'] {
  return {
    level,
    // Redaction happens before the lines reach pino-pretty, in its own worker thread; JSON lines
    // go to stdout through pino's asynchronous destination (http/request-log.ts).
    ...(stream
      ? { stream }
      : format === 'pretty'
        ? {
            transport: {
              target: 'pino-pretty',
              options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
            },
          }
        : { stream: logDestination() }),
    // The request log (one line per request: http/request-log.ts) carries method, URL (its
    // secrets redacted), status and timing; no log line carries bodies, tokens or cookies.
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

export async function buildApp(config: Config, options: AppOptions = {}): Promise<ShopApp> {
  const edgeHeaders = apiSecurityHeaders(config.publicUrl);
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel, undefined, config.logFormat),
    // One line per request, once the reply has gone (http/request-log.ts).
    logController: new RequestLog(),
    // Each request's logger is made when the request first logs (http/request-logger.ts).
    childLoggerFactory: requestLogger,
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
      // `format: 'email'` is the shop's one email rule (isEmail) and `format: 'phone'` its phone
      // rule (normalisedPhone), on the value as the handler reads it, trimmed; a blank value is
      // for the field's `minLength` or `pattern`, or the handler, to refuse.
      onCreate: (ajv) => {
        ajv.addFormat('email', (value: string) => !value.trim() || isEmail(value.trim()));
        ajv.addFormat(
          'phone',
          (value: string) => !value.trim() || normalisedPhone(value) !== undefined,
        );
      },
    },
    schemaErrorFormatter: formatSchemaErrors,
    // One Ajv and one set of serialisers for every app this process builds (a test file starts
    // several): each schema is compiled once.
    schemaController: { compilersFactory: schemaCompilers },
    // A request that reaches a closing instance on a kept-alive connection is served and
    // answered with `Connection: close` (plugins/lifecycle.ts): a balancer does not send a POST
    // refused with 503 again.
    return503OnClosing: false,
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
  const routeList: Array<{ method: string; url: string; hidden: boolean }> = [];
  app.addHook('onRoute', ({ method, url, schema }) => {
    const hidden = (schema as { hide?: boolean } | undefined)?.hide === true;
    for (const one of [method].flat()) routeList.push({ method: one, url, hidden });
  });
  app.decorate('routeList', routeList);

  // Shared services, each a decorator with its dependencies declared (plugins/*.ts).
  await app.register(configPlugin, { config });
  await app.register(lifecyclePlugin);
  await app.register(httpPlugin);
  await app.register(databasePlugin);
  await app.register(eventsPlugin);
  await app.register(repositoriesPlugin);
  await app.register(shopPlugin);
  await app.register(authPlugin);
  await app.register(menuPlugin);
  await app.register(picturesPlugin);
  await app.register(paymentsPlugin, { stripeApi: options.stripeApi });
  await app.register(ordersPlugin);
  await app.register(streamsPlugin);
  await app.register(mailPlugin);
  await app.register(openapiPlugin);

  // Each domain's calls, encapsulated under its prefix; their schemas are contract/calls.ts.
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(foodRoutes, { prefix: '/api/food' });
  await app.register(userRoutes, { prefix: '/api/user' });
  await app.register(cartRoutes, { prefix: '/api/cart' });
  await app.register(orderRoutes, { prefix: '/api/order' });
  await app.register(kitchenRoutes, { prefix: '/api/kitchen' });
  // A shopper cancelling their own order before the kitchen accepts it: /api/order/cancel.
  await app.register(shopperCancelRoutes, { prefix: '/api/order' });
  // The day's numbers for staff: /api/kitchen/reports and its CSV.
  await app.register(reportRoutes, { prefix: '/api/kitchen' });
  // The shop's hours and promo codes: /api/shop, /api/promo and staff's /api/kitchen settings.
  await app.register(shopRoutes, { prefix: '/api' });
  // Delivery areas, the delivery check and order times: /api/shop/*; marking paid at the door.
  await app.register(fulfilmentRoutes, { prefix: '/api' });
  // Staff pause new orders and resume: /api/kitchen/pause, /resume.
  await app.register(pauseRoutes, { prefix: '/api/kitchen' });
  // Staff change the menu: dishes, availability, pictures (/api/kitchen/dishes, /pictures).
  await app.register(menuAdminRoutes, { prefix: '/api/kitchen' });
  // The live streams and their tickets span /api/order, /api/kitchen and /api/stream.
  await app.register(streamRoutes, { prefix: '/api' });
  // Ratings span /api/rating and staff's /api/kitchen/reviews.
  await app.register(ratingRoutes, { prefix: '/api' });
  await app.register(contactRoutes, { prefix: '/api/contact' });
  await app.register(paymentRoutes);
  await app.register(webRoutes, { firstLoad: options.firstLoad });
  return app;
}
