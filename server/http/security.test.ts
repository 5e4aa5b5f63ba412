/** Security headers on every kind of reply, and no CORS for foreign origins. */
import {
  client,
  createShopper,
  getMenu,
  placeOrderFor,
  rawRequest,
  startTestStore,
  type Call,
  type TestStore,
} from '../test/helpers';

let store: TestStore;
let call: Call;
let sessionPath: string;

beforeAll(async () => {
  store = await startTestStore();
  call = client(store.url);
  const shopper = await createShopper(store);
  const [dish] = await getMenu(call);
  sessionPath = new URL((await placeOrderFor(call, shopper, [[dish!, 1]])).sessionUrl).pathname;
});
afterAll(() => store.close());

function expectSecurityHeaders(headers: Headers): void {
  const csp = headers.get('content-security-policy') ?? '';
  expect(csp).toMatch(/default-src 'self'/);
  expect(csp).toMatch(/frame-ancestors 'none'/);
  expect(csp).toMatch(/script-src 'self'(;|$)/);
  expect(csp).toMatch(/object-src 'none'/);
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
  expect(headers.get('x-powered-by')).toBeNull();
}

test.each([
  ['the menu', 'GET', '/api/food/list'],
  ['the health check', 'GET', '/api/health'],
  ['a refusal', 'POST', '/api/cart/get'],
  ['an unknown API route', 'GET', '/api/nope'],
  ['an unknown page', 'GET', '/Nope'],
  ['an image', 'GET', '/uploads/greek-salad.webp'],
  ['a body that is too large', 'POST', '/api/contact'],
])('%s carries the security headers', async (_label, method, path) => {
  const body = path === '/api/contact' ? { message: 'x'.repeat(200 * 1024) } : undefined;
  const reply = await call(method, path, method === 'POST' ? (body ?? {}) : undefined);
  expectSecurityHeaders(reply.headers);
});

test('the test checkout page carries them, and lets its form post only to the shop', async () => {
  const response = await fetch(`${store.url}${sessionPath}`);
  expect(response.status).toBe(200);
  expectSecurityHeaders(response.headers);
  const csp = response.headers.get('content-security-policy')!;
  const formAction = /form-action ([^;]+)/.exec(csp)![1]!.split(' ');
  expect(formAction).toContain("'self'");
  expect(formAction).toContain(new URL(store.config.publicUrl).origin);
});

test('over plain HTTP there is no HSTS header (PUBLIC_URL is http here)', async () => {
  const reply = await call('GET', '/api/health');
  expect(reply.headers.get('strict-transport-security')).toBeNull();
});

test('a foreign Origin gets no Access-Control-Allow-Origin, for requests or preflights', async () => {
  const origin = { origin: 'https://evil.example' };
  const simple = await rawRequest(store.url, '/api/food/list', { headers: origin });
  expect(simple.status).toBe(200);
  expect(simple.headers['access-control-allow-origin']).toBeUndefined();
  expect(simple.headers['access-control-allow-credentials']).toBeUndefined();

  const preflight = await rawRequest(store.url, '/api/cart/add', {
    method: 'OPTIONS',
    headers: {
      ...origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type, token',
    },
  });
  expect(preflight.status).toBeGreaterThanOrEqual(400);
  expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  expect(preflight.headers['access-control-allow-headers']).toBeUndefined();

  const post = await rawRequest(store.url, '/api/user/login', {
    method: 'POST',
    headers: { ...origin, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'a@example.com' }),
  });
  expect(post.headers['access-control-allow-origin']).toBeUndefined();
});

test('error replies are JSON and never cached', async () => {
  const reply = await call('POST', '/api/cart/get');
  expect(reply.status).toBe(401);
  expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
  expect(reply.headers.get('cache-control') ?? '').not.toMatch(/max-age=[1-9]|public/);
});
