/**
 * The build prerenders each page into its own file (src/ssr/build/prerender.mjs): every app
 * route gets its page's file, revalidated on each visit, and an unknown address the not-found
 * page's file with a 404. A page without a file falls back to index.html.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { client, startTestServer, type Call, type TestServer } from '../test/helpers';

const page = (name: string) => `<!doctype html><div id="root">${name} page</div>`;

let webDir: string;
let server: TestServer;
let call: Call;

beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), 'storefront-prerendered-'));
  writeFileSync(path.join(webDir, 'index.html'), page('home'));
  writeFileSync(path.join(webDir, 'Menu.html'), page('menu'));
  writeFileSync(path.join(webDir, 'SearchFood.html'), page('search'));
  writeFileSync(path.join(webDir, '404.html'), page('not-found'));
  server = await startTestServer({ WEB_DIR: webDir });
  call = client(server.url);
});
afterAll(async () => {
  await server.close();
  rmSync(webDir, { recursive: true, force: true });
});

test.each([
  ['/', 'home'],
  ['/Menu', 'menu'],
  ['/menu/', 'menu'],
  ['/Menu?category=Salad', 'menu'],
  ['/SearchFood?q=pasta', 'search'],
  // No file of its own: the app's shell, which renders it in the browser.
  ['/Cart', 'home'],
])('%s gets its prerendered page, revalidated', async (urlPath, name) => {
  const reply = await call('GET', urlPath);
  expect(reply.status).toBe(200);
  expect(reply.headers.get('content-type')).toMatch(/^text\/html/);
  expect(reply.headers.get('cache-control')).toBe('no-cache');
  expect(reply.text).toBe(page(name));
});

test('an unknown address gets the not-found page with 404', async () => {
  const reply = await call('GET', '/Nope');
  expect(reply.status).toBe(404);
  expect(reply.headers.get('cache-control')).toBe('no-cache');
  expect(reply.text).toBe(page('not-found'));
});
