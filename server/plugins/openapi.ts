/**
 * The API's OpenAPI 3.1 document, made from the routes' schemas (which are contract/calls.ts):
 * `GET /api/openapi.json`, and an interactive page at /api/docs (Swagger UI, served from our own
 * origin with external scripts only, so the shop's Content-Security-Policy holds there too).
 * Registered before the routes, so it sees every one of them.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

const OPENAPI_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';

export default fp(
  async (app) => {
    await app.register(swagger, {
      // The API's calls are tagged (http/endpoint.ts); pages, pictures and the test checkout not.
      hideUntagged: true,
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Storefront API',
          version: '1.0.0',
          description:
            'The food-ordering storefront: menu, accounts, cart, orders and payments. Every reply ' +
            'carries `success`; a refusal is `{ success: false, message }` with a 4xx status and a ' +
            'sentence a person can read. A guide to the calls: docs/api.md in the repository.',
        },
        // Relative: "Try it out" calls the server that served the page, whatever its address.
        servers: [{ url: '/' }],
        tags: [
          { name: 'menu', description: 'The dishes on sale' },
          { name: 'accounts', description: 'Sign-up, login, sessions and passwords' },
          { name: 'cart', description: "The signed-in shopper's cart" },
          { name: 'orders', description: 'Placing, paying and listing orders' },
          { name: 'kitchen', description: "The restaurant's order board (staff only)" },
          { name: 'contact', description: 'The contact form' },
          { name: 'payments', description: "The payment provider's calls to the shop" },
          { name: 'store', description: 'Whether the store is up' },
        ],
        components: {
          securitySchemes: {
            token: {
              type: 'apiKey',
              in: 'header',
              name: 'token',
              description:
                'The session token from POST /api/user/login (`Authorization: Bearer` works too).',
            },
          },
        },
      },
    });
    await app.register(swaggerUi, {
      routePrefix: API_DOCS_PATH,
      // No call to swagger.io's validator: the page talks to this origin only.
      uiConfig: { validatorUrl: null, deepLinking: true },
    });
    app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi', dependencies: ['config'] },
);
