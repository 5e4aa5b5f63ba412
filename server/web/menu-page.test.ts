/**
 * /Menu is served with the menu's first screen in its HTML, rendered by the SPA's own renderer
 * (src/ssr/prerender.tsx, what the build bundles into dist/prerender) from the menu in the
 * database, again whenever the menu changes. The built page here is made the way
 * src/ssr/build/prerender.mjs makes it (pageFile): the /Menu markup (the loading skeleton) in
 * #root.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FoodItem } from '../../contract/api';
import { pageFile, renderMenuPage, servedPages } from '../../src/ssr/prerender';
import { FIRST_SCREEN_DISHES } from '../../src/ssr/firstScreen';
import { bareTemplate } from '../../src/test/bareTemplate';
import { newFoodId } from '../food/repository';
import { client, getMenu, startTestServer, type Call, type TestServer } from '../test/helpers';

const MENU_PRELOAD = '<link rel="preload" as="fetch" href="/api/food/list" crossorigin>';
const FIRST_SCREEN = /<script id="menu-first-screen" type="application\/json">(.*?)<\/script>/s;

let webDir: string;
let builtPage: string;
let server: TestServer;
let call: Call;

beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), 'storefront-menu-page-'));
  builtPage = await pageFile(
    bareTemplate('<title>Tomato</title>'),
    { path: '/Menu', chunk: 'menu', title: 'Menu · Tomato' },
    { chunks: {}, readAsset: () => '' },
  );
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(webDir, 'Menu.html'), builtPage);
  server = await startTestServer({ WEB_DIR: webDir }, { firstLoad: { servedPages } });
  call = client(server.url);
});
afterAll(async () => {
  await server.close();
  rmSync(webDir, { recursive: true, force: true });
});

const cardsIn = (html: string) => html.match(/<article class="food-card">/g)?.length ?? 0;
/** The cards' names (each links to the dish's page). */
const headingsIn = (html: string) =>
  [...html.matchAll(/<h2 class="food-card__name"><a [^>]*>(.*?)<\/a><\/h2>/g)].map(
    (match) => match[1],
  );

function firstScreenIn(html: string): { dishes: FoodItem[]; total: number } {
  const json = FIRST_SCREEN.exec(html)?.[1];
  if (json === undefined) throw new Error('The page carries no first screen');
  return JSON.parse(json) as { dishes: FoodItem[]; total: number };
}

test('/Menu carries the first screen of the menu, as cards and as data for hydration', async () => {
  const menu = await getMenu(call);
  const reply = await call('GET', '/Menu');
  expect(reply.status).toBe(200);
  expect(reply.headers.get('content-type')).toMatch(/^text\/html/);
  expect(reply.headers.get('cache-control')).toBe('no-cache');

  // The first cards (a screenful), the count of the whole menu, and the rest still to come.
  const html = reply.text;
  const firstScreen = menu.slice(0, FIRST_SCREEN_DISHES);
  expect(cardsIn(html)).toBe(FIRST_SCREEN_DISHES);
  expect(headingsIn(html)).toEqual(firstScreen.map((dish) => dish.name));
  expect(html).toContain(`>${menu.length}<!-- --> <!-- -->dishes</p>`);
  expect(html).toContain(
    `Show more dishes (<!-- -->${menu.length - FIRST_SCREEN_DISHES}<!-- --> more)`,
  );
  expect(firstScreenIn(html)).toEqual({ dishes: firstScreen, total: menu.length });
  // The skeleton is gone, the first picture is asked for first, the page around it is the build's.
  expect(html).not.toContain('food-card--skeleton');
  expect(html).toMatch(/<img src="[^"]*\/uploads\/[^"]+" [^>]*fetchPriority="high"/i);
  expect(html.startsWith('<!doctype html><html lang="en"><head><title>Tomato</title>')).toBe(true);
  // The page no longer needs the whole menu to paint, so it does not fetch it ahead.
  expect(html).not.toContain(MENU_PRELOAD);
});

test('a filtered menu gets the page as built: the first screen shows other dishes', async () => {
  const reply = await call('GET', '/Menu?category=Salad');
  expect(reply.status).toBe(200);
  expect(reply.text).toBe(builtPage);
});

test('the page follows the menu: a changed dish shows in the next /Menu, with a new ETag', async () => {
  const before = await call('GET', '/Menu');
  const [first] = await getMenu(call);
  const db = server.app.database.db;
  // A name that would end the script element if it were not escaped.
  const name = 'Chef’s </script><script>alert(1)</script> Special';
  await db.updateTable('food').set({ name }).where('id', '=', first!._id).execute();
  server.app.menu.invalidate();
  try {
    const after = await call('GET', '/Menu');
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect(headingsIn(after.text)[0]).toBe(
      'Chef’s &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; Special',
    );
    expect(after.text).not.toContain('<script>alert(1)');
    expect(firstScreenIn(after.text).dishes[0]!.name).toBe(name);
    // Unchanged menu, unchanged page: answered 304 to a browser that has it.
    const again = await call('GET', '/Menu', undefined, {
      'if-none-match': after.headers.get('etag')!,
    });
    expect(again.status).toBe(304);
  } finally {
    await db.updateTable('food').set({ name: first!.name }).where('id', '=', first!._id).execute();
    server.app.menu.invalidate();
  }
});

test('a large menu: still a screenful of cards in the page, whatever its size', async () => {
  const db = server.app.database.db;
  const [sample] = await getMenu(call);
  const extra = Array.from({ length: 60 }, (_, index) => ({
    id: newFoodId(),
    name: `Extra Dish ${index + 1}`,
    description: sample!.description,
    price_paise: Math.round(sample!.price * 1000),
    image: sample!.image,
    category: sample!.category,
    position: 1000 + index,
    created_at: new Date().toISOString(),
  }));
  await db.insertInto('food').values(extra).execute();
  server.app.menu.invalidate();
  try {
    const menu = await getMenu(call);
    const html = (await call('GET', '/Menu')).text;
    expect(menu).toHaveLength(92);
    const firstScreen = menu.slice(0, FIRST_SCREEN_DISHES);
    expect(cardsIn(html)).toBe(FIRST_SCREEN_DISHES);
    expect(headingsIn(html)).toEqual(firstScreen.map((dish) => dish.name));
    expect(firstScreenIn(html)).toEqual({ dishes: firstScreen, total: 92 });
    expect(html).toContain(`>92<!-- --> <!-- -->dishes</p>`);
    expect(html).toContain(`Show more dishes (<!-- -->${92 - FIRST_SCREEN_DISHES}<!-- --> more)`);
  } finally {
    await db
      .deleteFrom('food')
      .where(
        'id',
        'in',
        extra.map((dish) => dish.id),
      )
      .execute();
    server.app.menu.invalidate();
  }
});

test('the renderer leaves an empty menu as built, and refuses a page of another build', async () => {
  expect(await renderMenuPage(builtPage, [])).toBe(builtPage);
  const menu = await getMenu(call);
  const otherBuild = builtPage.replace('food-card--skeleton', 'food-card--placeholder');
  await expect(renderMenuPage(otherBuild, menu)).rejects.toThrow(/not this build/);
});

test('a page the renderer refuses is served as built, and the shop goes on', async () => {
  const otherDir = mkdtempSync(path.join(tmpdir(), 'storefront-menu-page-other-'));
  const otherBuild = builtPage.replace('food-card--skeleton', 'food-card--placeholder');
  writeFileSync(path.join(otherDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(otherDir, 'Menu.html'), otherBuild);
  const other = await startTestServer({ WEB_DIR: otherDir }, { firstLoad: { servedPages } });
  try {
    const reply = await client(other.url)('GET', '/Menu');
    expect(reply.status).toBe(200);
    expect(reply.text).toBe(otherBuild);
  } finally {
    await other.close();
    rmSync(otherDir, { recursive: true, force: true });
  }
});
