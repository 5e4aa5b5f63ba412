/**
 * Journey 19: installable, and useful offline (src/sw/sw.ts, docs/product.md#offline). The shop's
 * service worker runs here only (the other journeys block workers: playwright.config.ts).
 * - Chromium finds nothing that stops it offering to install the shop.
 * - After one visit, offline: /Menu, /SearchFood and /Cart open, the menu kept from the visit
 *   shows with a quiet notice, a logged-out shopper fills the cart; /PlaceOrder and signing in
 *   say they need a connection; the API and the payment check are never answered from a cache.
 * - A new build's worker waits, and the shopper is offered 'New version available' with
 *   'Reload', never on /PlaceOrder; 'Reload' moves the page to it.
 * - The worker's first install (the whole shop fetched and stored) waits while the shopper types.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, type BrowserContext, type Page } from '@playwright/test';
import { freePort, startServer } from '../bench/server-process';
import { addButton, addFromMenu, appReady, openLogin, test } from './support';

test.use({ serviceWorkers: 'allow' });

/** Loads `path` and waits until the page is controlled by the shop's worker (reloads once). */
async function underTheWorker(page: Page, address: string): Promise<void> {
  await page.goto(address);
  // The app registers the worker once it is ready, the page has loaded and has been quiet.
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await page.reload();
  }
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

/** Every URL in the page's caches (Cache Storage: the worker's precache, pages and pictures). */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
}

const OFFLINE_MENU = /^You are offline: showing the menu from \d{1,2}:\d{2} (AM|PM)\.$/;

test('19a. Chromium offers to install the shop: no installability errors', async ({
  baseURL,
  browserName,
}, testInfo) => {
  // Chromium never offers to install from an incognito window, which is what every Playwright
  // context is: this one has a profile of its own.
  const profile = mkdtempSync(path.join(tmpdir(), 'storefront-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL,
  });
  try {
    expect(browserName).toBe('chromium');
    const page = await context.newPage();
    await page.goto('/');
    await appReady(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { url, errors } = await cdp.send('Page.getAppManifest');
    expect({ url, errors }).toEqual({ url: `${baseURL}/manifest.webmanifest`, errors: [] });
    const manifest = await page.request.get('/manifest.webmanifest');
    expect(manifest.headers()['content-type']).toBe('application/manifest+json');
    const worker = await page.request.get('/sw.js');
    expect(worker.headers()['cache-control']).toBe('no-cache');
    // The tab's icon is a picture, not an SVG: Chromium fetches and decodes it on the page's main
    // thread again after every change of the address (each pause in typing a search), and an SVG
    // is a whole document to parse and draw there (about 45 ms at 4x CPU).
    const icons = await page
      .locator('link[rel~="icon"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(icons.length).toBeGreaterThan(0);
    for (const icon of icons) {
      const reply = await page.request.get(icon);
      expect([icon, reply.status(), reply.headers()['content-type']]).toEqual([
        icon,
        200,
        'image/png',
      ]);
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

/** Whether the service worker has kept a menu (src/sw/keptMenu.ts), read as the page reads it. */
async function menuKept(): Promise<boolean> {
  return (await caches.match('/kept/menu', { cacheName: 'kept-menu' })) !== undefined;
}

test('19b. offline after one visit: the kept menu, a cart, and plain words where the network is needed', async ({
  page,
  context,
}) => {
  await underTheWorker(page, '/Menu');
  // Nothing to say while online: the menu is the current one.
  await expect(page.getByText(/You are offline/)).toHaveCount(0);
  const picture = page.locator('.food-card img').first();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  // The page hands the menu to the worker, which keeps it (src/sw/keptMenu.ts).
  await expect.poll(() => page.evaluate(menuKept)).toBe(true);

  await context.setOffline(true);
  await page.goto('/Menu');
  await expect(page.getByRole('status').filter({ hasText: /You are offline/ })).toHaveText(
    OFFLINE_MENU,
  );
  await expect(addButton(page, 'Greek Salad')).toBeVisible();
  // The picture seen online comes from the worker's cache.
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);

  // Logged out, the cart is this browser's: adding works offline, and /Cart shows it.
  await addFromMenu(page, 'Greek Salad', 2);
  await page.goto('/Cart');
  const greek = page.getByRole('row', { name: /Greek Salad/ });
  await expect(greek).toContainText('₹240');
  await expect(page.getByText(OFFLINE_MENU)).toBeVisible();

  // Search, never visited: its precached page, the kept menu.
  await page.goto('/SearchFood?q=salad');
  await expect(page.getByText(OFFLINE_MENU)).toBeVisible();
  await expect(page.getByText(/dishes? found/)).toBeVisible();

  // Checking out and signing in say plainly what they need.
  await page.goto('/PlaceOrder');
  await expect(
    page.getByRole('heading', {
      name: 'You are offline. Connect to the internet to place your order.',
    }),
  ).toBeVisible();
  await openLogin(page);
  const dialog = page.getByRole('dialog', { name: 'Login Now' });
  await expect(dialog.getByRole('alert')).toHaveText(
    'You are offline. Connect to the internet to sign in.',
  );
  await expect(dialog.getByRole('button', { name: 'Login', exact: true })).toBeDisabled();
  await page.keyboard.press('Escape');

  // The API is never answered from a cache: offline, it fails.
  const asked = await page.evaluate(() =>
    fetch('/api/food/list').then(
      (reply) => `answered ${reply.status}`,
      () => 'failed',
    ),
  );
  expect(asked).toBe('failed');
  expect((await cachedUrls(page)).filter((url) => /\/(api|pay|verify)\b/.test(url))).toEqual([]);
  // Neither is the payment check (in a tab of its own: this one stays on the shop).
  const verify = await context.newPage();
  await expect(verify.goto('/verify?success=true&orderId=x')).rejects.toThrow(/ERR_INTERNET/);
  await verify.close();

  // Back online, on the page: the menu is asked again, and the notice goes with the old one.
  await page.goto('/Menu');
  await expect(page.getByText(OFFLINE_MENU)).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText(/You are offline/)).toHaveCount(0);
  await expect(addButton(page, 'Chicken Rolls')).toBeVisible();
});

test("19e. offline, a picture never seen shows a drawn plate with the dish's name", async ({
  page,
  context,
}) => {
  // Every picture this browser asks for ('/uploads/ab12-200.webp' is ab12's smaller copy).
  const stemOf = (pathname: string) => pathname.replace(/^.*\//, '').replace(/(-\d+)?\.webp$/, '');
  const seen = new Set<string>();
  context.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/uploads/')) seen.add(stemOf(pathname));
  });
  await underTheWorker(page, '/Menu');
  await expect.poll(() => page.evaluate(menuKept)).toBe(true);
  // A dish far down the menu, whose picture (loaded lazily) this browser has never asked for.
  const menu = (await (await page.request.get('/api/food/list')).json()) as {
    data: Array<{ name: string; image: string }>;
  };
  const unseen = [...menu.data].reverse().find(({ image }) => !seen.has(stemOf(image)));
  expect(unseen, 'a dish whose picture was never shown').toBeDefined();
  const { name, image } = unseen!;

  await context.setOffline(true);
  const drawn = page.waitForResponse(
    (reply) => stemOf(new URL(reply.url()).pathname) === stemOf(image),
  );
  await page.goto(`/SearchFood?q=${encodeURIComponent(name)}`);
  const reply = await drawn;
  expect(reply.headers()['content-type']).toBe('image/svg+xml');
  expect(await reply.text()).toContain(`aria-label="A drawing of a plate: ${name}"`);
  const picture = page.getByRole('article').filter({ hasText: name }).getByRole('img', { name });
  // Drawn, not broken.
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
});

test('19d. the first install waits while the shopper types, and comes once they pause', async ({
  page,
}) => {
  const registered = () =>
    page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) !== undefined);
  await page.goto('/SearchFood');
  await appReady(page);
  // A shopper reading the results for a few seconds before typing: not long enough for it.
  await page.waitForTimeout(3_000);
  expect(await registered()).toBe(false);
  const search = page.getByRole('searchbox');
  // Over seven seconds of typing, a key every half second: longer than the pause it waits for.
  for (const key of 'chicken salad') {
    await search.press(key === ' ' ? 'Space' : key);
    await page.waitForTimeout(550);
  }
  expect(await registered()).toBe(false);
  await expect.poll(registered, { timeout: 10_000 }).toBe(true);
});

/**
 * A store of its own, serving a copy of the build that the test can change: a new build is a
 * changed /sw.js served at the same address after a restart.
 */
async function storeWithItsOwnBuild() {
  const root = mkdtempSync(path.join(tmpdir(), 'storefront-sw-'));
  cpSync('dist/web', path.join(root, 'web'), { recursive: true });
  cpSync('dist/prerender', path.join(root, 'prerender'), { recursive: true });
  const env = {
    PORT: String(await freePort()),
    DATA_DIR: path.join(root, 'data'),
    WEB_DIR: path.join(root, 'web'),
    SHOP_CLOCK: '2026-11-25T06:30:00Z',
  };
  let server = await startServer(env);
  return {
    url: server.url,
    /** Stops the store, changes its worker as a new build would, and starts it again. */
    async release(build: number) {
      await server.stop();
      const worker = path.join(root, 'web/sw.js');
      writeFileSync(worker, `${readFileSync(worker, 'utf8')}\n// build ${build}\n`);
      server = await startServer(env);
    },
    async stop() {
      await server.stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

async function workerWaits(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).waiting !== null))
    .toBe(true);
}

test('19c. a new version waits, is offered (never on /PlaceOrder) and taken on Reload', async ({
  browser,
}) => {
  test.slow();
  const store = await storeWithItsOwnBuild();
  let context: BrowserContext | undefined;
  try {
    context = await browser.newContext({ baseURL: store.url, serviceWorkers: 'allow' });
    const page = await context.newPage();
    const goto = async (address: string) => {
      await page.goto(address);
      await appReady(page);
    };
    await page.goto('/Menu');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true);

    // A new build while the shopper is checking out: its worker installs and waits, unseen.
    await goto('/PlaceOrder');
    await store.release(2);
    await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
    await workerWaits(page);
    await page.waitForTimeout(2500);
    await expect(page.getByText('New version available')).toHaveCount(0);

    // The next other page offers it; nothing reloads by itself.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole('link', { name: 'Back to cart' }).click();
    await expect(page).toHaveURL(/\/Cart$/);
    const toast = page.getByText('New version available');
    await expect(toast).toBeVisible();
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );

    // Reload: the waiting worker takes over and the page reloads, once, under it.
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await appReady(page);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      undefined,
    );
    const after = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return {
        waiting: registration.waiting !== null,
        controlled: navigator.serviceWorker.controller !== null,
      };
    });
    expect(after).toEqual({ waiting: false, controlled: true });
    await expect(toast).toHaveCount(0);
  } finally {
    await context?.close();
    await store.stop();
  }
});
