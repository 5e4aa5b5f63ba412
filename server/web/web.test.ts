/**
 * GET /uploads/* (dish images, from server/uploads) and the SPA's files with its history fallback
 * (from WEB_DIR, here a temporary folder this file builds).
 */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  client,
  expectNoInternals,
  expectRefusal,
  rawRequest,
  startTestServer,
  type Call,
  type TestServer,
} from '../test/helpers';

const UPLOADS = path.join(__dirname, '..', 'uploads');
const INDEX_HTML =
  '<!doctype html><html><body><div id="root"></div><!-- test-spa-index --></body></html>';
const APP_JS = 'console.log("test spa");';
const SW_JS = 'self.addEventListener("fetch", () => {});';

let webDir: string;
let server: TestServer;
let call: Call;

beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), 'storefront-web-'));
  writeFileSync(path.join(webDir, 'index.html'), INDEX_HTML);
  mkdirSync(path.join(webDir, 'assets'));
  writeFileSync(path.join(webDir, 'assets', 'app.3f2a1b.js'), APP_JS);
  writeFileSync(path.join(webDir, 'robots.txt'), 'User-agent: *\n');
  writeFileSync(path.join(webDir, 'sw.js'), SW_JS);
  writeFileSync(path.join(webDir, 'manifest.webmanifest'), '{"name":"Tomato"}');
  server = await startTestServer({ WEB_DIR: webDir });
  call = client(server.url);
});
afterAll(async () => {
  await server.close();
  rmSync(webDir, { recursive: true, force: true });
});

/** Some image in server/uploads, if the images have been generated. */
function anyWebp(): string | undefined {
  try {
    return readdirSync(UPLOADS).find((name) => name.endsWith('.webp'));
  } catch {
    return undefined;
  }
}

describe('/uploads', () => {
  const image = anyWebp();
  (image ? test : test.skip)(
    `serves an image (${image ?? 'none generated yet'}) for a year, immutable`,
    async () => {
      const reply = await rawRequest(server.url, `/uploads/${image!}`);
      expect(reply.status).toBe(200);
      expect(reply.headers['content-type']).toBe('image/webp');
      expect(reply.headers['cache-control']).toMatch(/max-age=31536000/);
      expect(reply.headers['cache-control']).toMatch(/immutable/);
      expect(reply.headers['content-encoding']).toBeUndefined();
      expect(reply.body.equals(readFileSync(path.join(UPLOADS, image!)))).toBe(true);

      const again = await rawRequest(server.url, `/uploads/${image!}`, {
        headers: { 'if-none-match': String(reply.headers.etag) },
      });
      expect(again.status).toBe(304);
    },
  );

  test('every dish on the menu has its image', async () => {
    if (!anyWebp()) return;
    const menu = await call('GET', '/api/food/list');
    for (const dish of menu.body.data as Array<{ image: string }>) {
      const reply = await rawRequest(server.url, `/uploads/${dish.image}`, { method: 'HEAD' });
      expect([dish.image, reply.status]).toEqual([dish.image, 200]);
    }
  });

  test('a missing image is a JSON 404', async () => {
    expectRefusal(await call('GET', '/uploads/no-such-dish.webp'), 404);
    expectRefusal(await call('GET', '/uploads/'), 404);
  });

  const PACKAGE_JSON = readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8');
  test.each([
    '/uploads/../package.json',
    '/uploads/%2e%2e/package.json',
    '/uploads/%2E%2E/%2E%2E/package.json',
    '/uploads/..%2fserver%2fconfig.ts',
    '/uploads/..%2f..%2fpackage.json',
    '/uploads/%2e%2e%2fpackage.json',
    '/uploads/..%5cpackage.json',
    '/uploads/....//package.json',
    '/uploads/%252e%252e/package.json',
    '/uploads//etc/passwd',
    '/uploads/%2fetc%2fpasswd',
    '/../package.json',
    '/%2e%2e/package.json',
    '/..%2fpackage.json',
    '/..%2fserver%2fconfig.ts',
    '/assets/../../package.json',
    '/server/config.ts',
    '/package.json',
  ])('%s is a 404 and never a file from outside', async (urlPath) => {
    const reply = await rawRequest(server.url, urlPath);
    expect(reply.status).toBe(404);
    const text = reply.body.toString('utf8');
    expect(text).not.toContain('"name": "storefront"');
    expect(text).not.toContain(PACKAGE_JSON.slice(0, 40));
    expect(text).not.toContain('loadConfig');
    expect(text).not.toContain('root:x:');
    expect(text).not.toContain('test-spa-index');
    expectNoInternals(text);
  });

  test('a URL with broken percent-encoding is a 400 with a message', async () => {
    const reply = await rawRequest(server.url, '/uploads/%');
    expect(reply.status).toBe(400);
    expect(JSON.parse(reply.body.toString('utf8'))).toEqual({
      success: false,
      message: expect.any(String),
    });
  });
});

describe('the SPA', () => {
  test.each([
    '/',
    '/Menu',
    '/Cart',
    '/verify?x=1',
    '/verify?success=true&orderId=abc',
    '/MyOrders',
    '/PlaceOrder',
    '/SearchFood',
    '/About',
    '/Contact',
  ])('%s gets the app page with 200', async (urlPath) => {
    const reply = await call('GET', urlPath);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^text\/html/);
    expect(reply.headers.get('cache-control')).toBe('no-cache');
    expect(reply.text).toBe(INDEX_HTML);
  });

  test.each(['/Nope', '/menu/extra', '/Orders'])(
    'an unknown page (%s) gets the app page with 404',
    async (urlPath) => {
      const reply = await call('GET', urlPath);
      expect(reply.status).toBe(404);
      expect(reply.headers.get('content-type')).toMatch(/^text\/html/);
      expect(reply.text).toBe(INDEX_HTML);
    },
  );

  test('unknown API routes are JSON 404s, never the app page', async () => {
    for (const urlPath of ['/api/unknown', '/api/food', '/api', '/api/user/login']) {
      const reply = await call('GET', urlPath);
      expectRefusal(reply, 404, /^There is no GET \/api/);
    }
    expectRefusal(await call('POST', '/api/unknown', {}), 404);
    expectRefusal(await call('DELETE', '/api/cart/add'), 404);
  });

  test('the built files are served, content-hashed assets for a year', async () => {
    const asset = await call('GET', '/assets/app.3f2a1b.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(asset.headers.get('cache-control')).toMatch(/max-age=31536000, immutable/);
    expect(asset.text).toBe(APP_JS);

    const robots = await call('GET', '/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  test('the service worker is revalidated on every check, so a new build is found at once', async () => {
    const worker = await call('GET', '/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.text).toBe(SW_JS);
    // The worker's own policy comes with it: it keeps the page's headers.
    expect(worker.headers.get('content-security-policy')).toMatch(/worker-src 'self'/);
  });

  test('the web app manifest has its own type, and the policy allows it', async () => {
    const manifest = await call('GET', '/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    const page = await call('GET', '/Menu');
    expect(page.headers.get('content-security-policy')).toMatch(/manifest-src 'self'/);
  });

  test('a missing file is a JSON 404, not the app page', async () => {
    expectRefusal(await call('GET', '/assets/missing.js'), 404);
    expectRefusal(await call('GET', '/favicon.ico'), 404);
  });

  test('without a built SPA, pages are JSON 404s and the API still works', async () => {
    const emptyDir = mkdtempSync(path.join(tmpdir(), 'storefront-noweb-'));
    const bare = await startTestServer({ WEB_DIR: emptyDir });
    try {
      const bareCall = client(bare.url);
      expectRefusal(await bareCall('GET', '/Menu'), 404);
      expect((await bareCall('GET', '/api/food/list')).status).toBe(200);
    } finally {
      await bare.close();
      rmSync(emptyDir, { recursive: true, force: true });
    }
  });
});
