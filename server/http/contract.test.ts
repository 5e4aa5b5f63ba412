/**
 * The contract (contract/calls.ts) is what the server serves: every call is registered with its
 * schema, every /api route is in the OpenAPI document, and a reply carries only what its schema
 * names.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CALLS } from '../../contract/calls';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { client, startTestServer, type TestServer } from '../test/helpers';
import { endpoint } from './endpoint';

let server: TestServer;
let call: ReturnType<typeof client>;

beforeAll(async () => {
  server = await startTestServer();
  call = client(server.url);
});
afterAll(() => server.close());

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
}

interface OpenApiOperation {
  summary?: string;
  description?: string;
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
  security?: Array<Record<string, string[]>>;
}

async function openApi(): Promise<OpenApiDocument> {
  const reply = await call('GET', '/api/openapi.json');
  expect(reply.status).toBe(200);
  return reply.body as unknown as OpenApiDocument;
}

test('every call of the contract is a route of the server, with the same method and URL', () => {
  const routes = new Set(server.app.routeList.map(({ method, url }) => `${method} ${url}`));
  for (const definition of Object.values(CALLS)) {
    // Stripe's webhook is there only when Stripe is the provider (payments tests cover it).
    if (definition === CALLS.stripeWebhook) continue;
    expect(routes).toContain(`${definition.method} ${definition.url}`);
  }
});

test('GET /api/openapi.json is OpenAPI 3.1 with every /api route the server registered', async () => {
  const document = await openApi();
  expect(document.openapi).toBe('3.1.0');
  const apiRoutes = server.app.routeList.filter(
    ({ method, url, hidden }) => url.startsWith('/api/') && method !== 'HEAD' && !hidden,
  );
  expect(apiRoutes.length).toBeGreaterThanOrEqual(Object.keys(CALLS).length - 1);
  for (const { method, url } of apiRoutes) {
    expect(document.paths[url]?.[method.toLowerCase()]).toBeDefined();
  }
  // Only the API: no pages, pictures or payment pages.
  expect(Object.keys(document.paths).filter((path) => !path.startsWith('/api/'))).toEqual([]);
});

test('each call is documented with its body, every reply and refusal, and the token scheme', async () => {
  const document = await openApi();
  expect(document.components.securitySchemes.token).toEqual(
    expect.objectContaining({ type: 'apiKey', in: 'header', name: 'token' }),
  );
  for (const definition of Object.values(CALLS)) {
    if (definition === CALLS.stripeWebhook) continue;
    const operation = document.paths[definition.url]?.[definition.method.toLowerCase()];
    expect(operation?.summary).toBe(definition.summary);
    // What the schemas cannot say, in the call's own words (contract/calls/descriptions/).
    expect(operation?.description).toBe(
      'description' in definition ? definition.description : undefined,
    );
    const statuses = Object.keys(definition.response).sort();
    expect(Object.keys(operation?.responses ?? {}).sort()).toEqual(statuses);
    if ('body' in definition) {
      expect(operation?.requestBody?.content['application/json']?.schema).toBeDefined();
    }
    // A file upload takes a form, not JSON: documented as multipart/form-data with its parts.
    if ('multipart' in definition && definition.multipart) {
      expect(Object.keys(operation?.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
      expect(operation?.requestBody?.content['multipart/form-data']?.schema).toMatchObject({
        type: 'object',
        properties: { picture: { type: 'string', format: 'binary' } },
      });
    }
    if (definition.signedIn) expect(operation?.security).toEqual([{ token: [] }]);
    else expect(operation?.security).toBeUndefined();
  }
  // The rule of an earlier address of a renamed dish is the call's own.
  expect(document.paths['/api/food/dish']?.get?.description).toContain(
    'also at an earlier address of a renamed dish',
  );
  // A refusal is documented as `{ success: false, message }`.
  const refusal = document.paths['/api/cart/add']?.post?.responses['401']?.content?.[
    'application/json'
  ]?.schema as { required: string[] };
  expect(refusal.required).toEqual(['success', 'message']);
});

test('/api/docs is an interactive page whose scripts all come from the shop itself', async () => {
  const page = await fetch(`${server.url}/api/docs/`);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '');
  expect(scripts.length).toBeGreaterThan(0);
  for (const attributes of scripts) {
    // No inline script: each has a src on this origin, which the CSP allows.
    const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
    expect(src).toBeDefined();
    const script = await fetch(new URL(src!, `${server.url}/api/docs/`));
    expect(script.status).toBe(200);
    expect(new URL(script.url).origin).toBe(server.url);
    expect((await script.text()).length).toBeGreaterThan(0);
  }
});

test('a reply carries only the fields its schema names', async () => {
  const config = loadConfig({
    DATA_DIR: server.config.dataDir,
    DATABASE_URL: server.config.databaseUrl ?? '',
    LOG_LEVEL: 'silent',
    WEB_DIR: server.config.webDir,
  });
  const app = await buildApp(config, { logger: false });
  // A handler that returns more than the call's reply names: internals it must never send.
  const leaky: FastifyPluginAsyncTypebox = async (scope) => {
    scope.route({
      ...endpoint(scope, { ...CALLS.health, url: '/api/health-with-internals' }),
      handler: async () =>
        Object.assign(
          {
            success: true as const,
            database: scope.database.dialect,
            payments: scope.payments.name,
          },
          { passwordHash: 'scrypt$secret', sessionUrl: 'https://pay.example/cs_live_1' },
        ),
    });
  };
  await app.register(leaky, { prefix: '/api' });
  try {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const reply = await fetch(`${address}/api/health-with-internals`);
    expect(reply.status).toBe(200);
    const text = await reply.text();
    expect(JSON.parse(text)).toEqual({
      success: true,
      database: server.app.database.dialect,
      payments: 'test',
    });
    expect(text).not.toContain('secret');
    expect(text).not.toContain('cs_live_1');
  } finally {
    await app.close();
  }
});
