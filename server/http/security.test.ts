/**
 * Security headers on every kind of reply (only the few that matter on a script, style sheet,
 * picture or font; the API's own set on its replies), and no CORS for foreign origins.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  client,
  createShopper,
  getMenu,
  placeOrderFor,
  rawRequest,
  startTestServer,
  type Call,
  type TestServer,
} from '../test/helpers';

const SCRIPT = '/assets/app.3f2a1b.js';
const STYLE = '/assets/app.5c6d7e.css';
const FONT = '/assets/inter.9a8b7c.woff2';
const SVG = '/assets/logo.4d5e6f.svg';
/** A dish picture from server/uploads, served by every test store. */
const PICTURE = '/uploads/greek-salad.webp';

let webDir: string;
let server: TestServer;
let call: Call;
let sessionPath: string;

/** A built SPA of the test's own: a page, and content-hashed files of every kind. */
function writeWebDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'storefront-web-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n');
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, SCRIPT), 'console.log("test spa");');
  writeFileSync(path.join(dir, STYLE), 'body{margin:0}');
  writeFileSync(path.join(dir, FONT), Buffer.from('wOF2 not really a font'));
  writeFileSync(path.join(dir, SVG), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  return dir;
}

beforeAll(async () => {
  webDir = writeWebDir();
  server = await startTestServer({ WEB_DIR: webDir });
  call = client(server.url);
  const shopper = await createShopper(server);
  const [dish] = await getMenu(call);
  sessionPath = new URL((await placeOrderFor(call, shopper, [[dish!, 1]])).sessionUrl).pathname;
});
afterAll(async () => {
  await server.close();
  rmSync(webDir, { recursive: true, force: true });
});

function expectSecurityHeaders(headers: Headers): void {
  const csp = headers.get('content-security-policy') ?? '';
  expect(csp).toMatch(/default-src 'self'/);
  expect(csp).toMatch(/frame-ancestors 'none'/);
  // This origin, and the pages' one inline script by its hash (contract/firstPaint.ts).
  expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'(;|$)/);
  expect(csp).toMatch(/object-src 'none'/);
  // The web app manifest and the service worker: this origin only.
  expect(csp).toMatch(/manifest-src 'self'/);
  expect(csp).toMatch(/worker-src 'self'/);
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
  expect(headers.get('x-powered-by')).toBeNull();
}

test.each([
  ['an unknown page', 'GET', '/Nope'],
  ['the home page', 'GET', '/'],
  ['a file of the SPA outside /assets', 'GET', '/robots.txt'],
  ['a missing build file', 'GET', '/assets/missing.3f2a1b.js'],
  ['a missing image', 'GET', '/uploads/no-such-dish.webp'],
  ["the API's one page, Swagger UI", 'GET', '/api/docs/'],
])('%s carries the security headers', async (_label, method, path) => {
  const reply = await call(method, path);
  expectSecurityHeaders(reply.headers);
});

/** The API's set (OWASP's REST Security Cheat Sheet), over plain HTTP: no HSTS. */
const API_HEADERS = [
  'content-security-policy',
  'cross-origin-resource-policy',
  'x-content-type-options',
  'x-frame-options',
];

test.each([
  ['the menu', 'GET', '/api/food/list'],
  ['the health check', 'GET', '/api/health'],
  ['a refusal', 'POST', '/api/cart/get'],
  ['an unknown API route', 'GET', '/api/nope'],
  ['a body that is too large', 'POST', '/api/contact'],
  ['the OpenAPI document', 'GET', '/api/openapi.json'],
])(
  "%s carries the API's headers: nothing may run, frame or sniff it, or read it from another site",
  async (_label, method, urlPath) => {
    const body = urlPath === '/api/contact' ? { message: 'x'.repeat(200 * 1024) } : {};
    const reply = await call(method, urlPath, method === 'POST' ? body : undefined);
    const headers = Object.fromEntries(reply.headers);
    expect(securityHeaderNames(headers)).toEqual(API_HEADERS);
    expect(headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  },
);

/** Headers of a reply that say nothing about its security. */
const TRANSPORT_HEADERS = new Set([
  'cache-control',
  'connection',
  'content-encoding',
  'content-length',
  'content-type',
  'date',
  'etag',
  'keep-alive',
  'transfer-encoding',
  'vary',
]);

/** The names of a reply's security headers, whatever sets them: any new one shows here. */
function securityHeaderNames(headers: IncomingHttpHeaders): string[] {
  return Object.keys(headers)
    .filter((name) => !TRANSPORT_HEADERS.has(name))
    .sort();
}

const SUBRESOURCE_HEADERS = ['cross-origin-resource-policy', 'x-content-type-options'];

function expectSubresourceHeaders(headers: IncomingHttpHeaders): void {
  expect(securityHeaderNames(headers)).toEqual(SUBRESOURCE_HEADERS);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
}

test.each([
  ['a script', SCRIPT],
  ['a style sheet', STYLE],
  ['a font', FONT],
  ['a dish picture', PICTURE],
])(
  '%s of the pages, and its 304, carry only nosniff and the resource policy',
  async (_label, urlPath) => {
    const reply = await rawRequest(server.url, urlPath, { headers: { 'accept-encoding': 'br' } });
    expect(reply.status).toBe(200);
    expectSubresourceHeaders(reply.headers);
    expect(reply.headers['content-security-policy']).toBeUndefined();
    expect(reply.headers['x-frame-options']).toBeUndefined();

    const again = await rawRequest(server.url, urlPath, {
      headers: { 'if-none-match': String(reply.headers.etag) },
    });
    expect(again.status).toBe(304);
    expectSubresourceHeaders(again.headers);

    const head = await rawRequest(server.url, urlPath, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expectSubresourceHeaders(head.headers);
  },
);

test('an SVG, which is a document when opened on its own, keeps every header', async () => {
  const reply = await call('GET', SVG);
  expect(reply.status).toBe(200);
  expect(reply.headers.get('content-type')).toBe('image/svg+xml');
  expectSecurityHeaders(reply.headers);
});

test('a page and its 304 keep every header', async () => {
  const page = await rawRequest(server.url, '/');
  expect(page.status).toBe(200);
  const names = securityHeaderNames(page.headers);
  expect(names).toEqual(expect.arrayContaining([...SUBRESOURCE_HEADERS, 'x-frame-options']));
  expect(names.length).toBeGreaterThan(SUBRESOURCE_HEADERS.length + 5);
  const again = await rawRequest(server.url, '/', {
    headers: { 'if-none-match': String(page.headers.etag) },
  });
  expect(again.status).toBe(304);
  expect(securityHeaderNames(again.headers)).toEqual(names);
});

test('over HTTPS, scripts and pictures keep HSTS along with the pages', async () => {
  const dir = writeWebDir();
  const secure = await startTestServer({ WEB_DIR: dir, PUBLIC_URL: 'https://shop.example' });
  try {
    for (const urlPath of ['/', '/api/health', SCRIPT, PICTURE]) {
      const reply = await rawRequest(secure.url, urlPath);
      expect([urlPath, reply.status]).toEqual([urlPath, 200]);
      expect(reply.headers['strict-transport-security']).toMatch(/max-age=\d+; includeSubDomains/);
    }
    const script = await rawRequest(secure.url, SCRIPT);
    expect(securityHeaderNames(script.headers)).toEqual(
      [...SUBRESOURCE_HEADERS, 'strict-transport-security'].sort(),
    );
  } finally {
    await secure.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the test checkout page carries them, and lets its form post only to the shop', async () => {
  const response = await fetch(`${server.url}${sessionPath}`);
  expect(response.status).toBe(200);
  expectSecurityHeaders(response.headers);
  const csp = response.headers.get('content-security-policy')!;
  const formAction = /form-action ([^;]+)/.exec(csp)![1]!.split(' ');
  expect(formAction).toContain("'self'");
  expect(formAction).toContain(new URL(server.config.publicUrl).origin);
});

test('over plain HTTP there is no HSTS header (PUBLIC_URL is http here)', async () => {
  const reply = await call('GET', '/api/health');
  expect(reply.headers.get('strict-transport-security')).toBeNull();
});

test('a foreign Origin gets no Access-Control-Allow-Origin, for requests or preflights', async () => {
  const origin = { origin: 'https://evil.example' };
  const simple = await rawRequest(server.url, '/api/food/list', { headers: origin });
  expect(simple.status).toBe(200);
  expect(simple.headers['access-control-allow-origin']).toBeUndefined();
  expect(simple.headers['access-control-allow-credentials']).toBeUndefined();

  const preflight = await rawRequest(server.url, '/api/cart/add', {
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

  const post = await rawRequest(server.url, '/api/user/login', {
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
