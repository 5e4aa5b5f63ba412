/**
 * A page per dish (docs/product.md#a-page-per-dish): every dish has an address made from its
 * name, unique, kept across renames (the old one redirects), served as a page the SPA's own
 * renderer makes from the dish (src/ssr/prerender.tsx, renderDishPage) with its head for sharing;
 * an unavailable dish's page says so, a removed dish's and an unknown address are 404s. The built
 * dish page here is made the way src/ssr/build/prerender.mjs makes it (pageFile, DISH_PAGE).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FoodItem } from '../../contract/api';
import { CALLS } from '../../contract/calls';
import { DISH_PAGE_MESSAGES, removedMessage, unavailableMessage } from '../../contract/dish-page';
import { DISH_PAGE, pageFile, servedPages } from '../../src/ssr/prerender';
import { bareTemplate } from '../../src/test/bareTemplate';
import { dishSlugs } from '../db/migrations/2026-12-09-dish-slugs';
import { slugOf } from '../food/slug-repository';
import {
  client,
  createStaff,
  getMenu,
  startTestServer,
  type Call,
  type Shopper,
  type TestServer,
} from '../test/helpers';
import { dishBody } from '../test/menu-helpers';

let root: string;
let server: TestServer;
let call: Call;
let staff: Shopper;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'storefront-dish-pages-'));
  mkdirSync(path.join(root, 'web'));
  mkdirSync(path.join(root, 'prerender'));
  const built = await pageFile(bareTemplate(''), DISH_PAGE, { chunks: {}, readAsset: () => '' });
  writeFileSync(path.join(root, 'prerender', 'dish.html'), built);
  writeFileSync(path.join(root, 'web', 'index.html'), '<!doctype html><div id="root"></div>');
  server = await startTestServer(
    { WEB_DIR: path.join(root, 'web') },
    { firstLoad: { servedPages } },
  );
  call = client(server.url);
  staff = await createStaff(server);
});
afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

const addDish = async (overrides: Record<string, unknown> = {}) => {
  const reply = await call<{ dish: FoodItem }>(
    'POST',
    CALLS.dishAdd.url,
    dishBody(overrides),
    staff.headers,
  );
  expect(reply.status).toBe(201);
  return reply.body.dish;
};
const editDish = async (dish: FoodItem, name: string) => {
  const { _id, description, category, image, labels } = dish;
  const reply = await call<{ dish: FoodItem }>(
    'POST',
    CALLS.dishEdit.url,
    { _id, name, description, price: 150, category, image, labels },
    staff.headers,
  );
  expect(reply.status).toBe(200);
  return reply.body.dish;
};
const dishOf = (slug: string) =>
  call<{ data: FoodItem; message: string }>('GET', `/api/food/dish?slug=${slug}`);

const attribute = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
function jsonLdOf(html: string): Record<string, any> {
  const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  if (json === undefined) throw new Error('The page carries no JSON-LD');
  return JSON.parse(json) as Record<string, any>;
}

test('slugs are made from names: lowercase ASCII words between hyphens', () => {
  expect(slugOf('Greek Salad')).toBe('greek-salad');
  expect(slugOf('  Crème Brûlée & Co.  ')).toBe('creme-brulee-and-co');
  expect(slugOf('Paneer   Tikka -- (Large)')).toBe('paneer-tikka-large');
  expect(slugOf('पनीर')).toBe('dish');
});

test('every dish of the sample menu has its own slug from its name', async () => {
  const menu = await getMenu(call);
  const slugs = menu.map((dish) => dish.slug);
  expect(new Set(slugs).size).toBe(menu.length);
  for (const dish of menu) expect(dish.slug).toBe(slugOf(dish.name));
});

test("a dish's page has its title, description, Open Graph tags and MenuItem data", async () => {
  const menu = await getMenu(call);
  const salad = menu.find((dish) => dish.name === 'Greek Salad')!;
  const reply = await call('GET', '/Menu/greek-salad');
  expect(reply.status).toBe(200);
  expect(reply.headers.get('content-type')).toMatch(/^text\/html/);
  expect(reply.headers.get('cache-control')).toBe('no-cache');
  const html = reply.text;
  const origin = server.config.publicUrl;
  expect(titleOf(html)).toBe('Greek Salad · Tomato');
  expect(attribute(html, 'description')).toBe(`${salad.description} (Vegetarian, Gluten-free)`);
  expect(attribute(html, 'og:title')).toBe('Greek Salad · Tomato');
  expect(attribute(html, 'og:description')).toBe(attribute(html, 'description'));
  expect(attribute(html, 'og:url')).toBe(`${origin}/Menu/greek-salad`);
  expect(attribute(html, 'og:image')).toBe(`${origin}/uploads/${salad.image}`);
  // The page itself: the dish in #root, and the state it was rendered from for hydration.
  expect(html).toContain('<h1 class="page-title dish-page__name">Greek Salad</h1>');
  expect(html).toContain('<script id="dish-page" type="application/json">');
  expect(html).not.toContain(unavailableMessage('Greek Salad'));

  const item = jsonLdOf(html);
  expect(item).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'MenuItem',
    name: 'Greek Salad',
    description: salad.description,
    image: `${origin}/uploads/${salad.image}`,
    offers: {
      '@type': 'Offer',
      price: (salad.price * 10).toFixed(2),
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
    },
    suitableForDiet: ['https://schema.org/VegetarianDiet', 'https://schema.org/GlutenFreeDiet'],
  });
  // No shopper has rated it: no rating is claimed.
  expect(item).not.toHaveProperty('aggregateRating');
});

test('a new dish has its page at once; a name giving a taken slug gets the next number', async () => {
  const dish = await addDish({ name: 'Greek Salad!', labels: ['vegan'] });
  expect(dish.slug).toBe('greek-salad-2');
  const reply = await call('GET', '/Menu/greek-salad-2');
  expect(reply.status).toBe(200);
  expect(titleOf(reply.text)).toBe('Greek Salad! · Tomato');
  // Vegan is vegetarian too: both diets, and no others.
  expect(jsonLdOf(reply.text).suitableForDiet).toEqual([
    'https://schema.org/VegetarianDiet',
    'https://schema.org/VeganDiet',
  ]);
  const again = await addDish({ name: 'Greek   salad?' });
  expect(again.slug).toBe('greek-salad-3');
});

test('a renamed dish gets a new address and its old one redirects, on the page and the call', async () => {
  const dish = await addDish({ name: 'Beetroot Bowl' });
  expect(dish.slug).toBe('beetroot-bowl');
  const renamed = await editDish(dish, 'Ruby Beet Bowl');
  expect(renamed.slug).toBe('ruby-beet-bowl');

  const old = await call('GET', '/Menu/beetroot-bowl?from=share');
  expect(old.status).toBe(301);
  expect(old.headers.get('location')).toBe('/Menu/ruby-beet-bowl?from=share');
  expect((await call('GET', '/Menu/ruby-beet-bowl')).status).toBe(200);
  const viaCall = await dishOf('beetroot-bowl');
  expect(viaCall.status).toBe(200);
  expect(viaCall.body.data).toMatchObject({ _id: dish._id, slug: 'ruby-beet-bowl' });

  // Another dish may not take the old address; renamed back, the dish has it again.
  expect((await addDish({ name: 'Beetroot-Bowl' })).slug).toBe('beetroot-bowl-2');
  expect((await editDish(renamed, 'Beetroot Bowl')).slug).toBe('beetroot-bowl');
  expect((await call('GET', '/Menu/beetroot-bowl')).status).toBe(200);
  const back = await call('GET', '/Menu/ruby-beet-bowl');
  expect(back.status).toBe(301);
  expect(back.headers.get('location')).toBe('/Menu/beetroot-bowl');
  // A change of letter case or of punctuation keeps the address.
  expect((await editDish({ ...renamed, slug: 'beetroot-bowl' }, 'BEETROOT BOWL!')).slug).toBe(
    'beetroot-bowl',
  );
});

test('an address in other letter case or with a trailing slash redirects to the dish', async () => {
  const reply = await call('GET', '/menu/Greek-Salad/');
  expect(reply.status).toBe(301);
  expect(reply.headers.get('location')).toBe('/Menu/greek-salad');
});

test("an unavailable dish's page is there and says so", async () => {
  const dish = await addDish({ name: 'Sold Out Soup' });
  await call(
    'POST',
    CALLS.dishAvailability.url,
    { _id: dish._id, available: false },
    staff.headers,
  );
  const reply = await call('GET', '/Menu/sold-out-soup');
  expect(reply.status).toBe(200);
  expect(reply.text).toContain(unavailableMessage('Sold Out Soup'));
  expect(reply.text).not.toContain('Add to cart');
  expect(jsonLdOf(reply.text).offers.availability).toBe('https://schema.org/OutOfStock');
});

test("a removed dish's page is a 404 that says so and leads to the menu", async () => {
  const dish = await addDish({ name: 'Gone Gnocchi' });
  expect((await call('GET', '/Menu/gone-gnocchi')).status).toBe(200);
  await call('POST', CALLS.dishRemove.url, { _id: dish._id }, staff.headers);

  const reply = await call('GET', '/Menu/gone-gnocchi');
  expect(reply.status).toBe(404);
  expect(reply.text).toContain(removedMessage('Gone Gnocchi'));
  expect(reply.text).toContain('href="/Menu"');
  expect(reply.text).toContain('<meta name="robots" content="noindex">');
  expect(reply.text).not.toContain('application/ld+json');
  const viaCall = await dishOf('gone-gnocchi');
  expect(viaCall.status).toBe(404);
  expect(viaCall.body.message).toBe(removedMessage('Gone Gnocchi'));
  // Its name is free again; its address stays the removed dish's.
  expect((await addDish({ name: 'Gone Gnocchi' })).slug).toBe('gone-gnocchi-2');
});

test('an unknown address is a 404 page; the call says there is no dish there', async () => {
  const reply = await call('GET', '/Menu/no-such-dish');
  expect(reply.status).toBe(404);
  expect(reply.text).toContain(DISH_PAGE_MESSAGES.unknown);
  const viaCall = await dishOf('no-such-dish');
  expect(viaCall.status).toBe(404);
  expect(viaCall.body).toEqual({ success: false, message: DISH_PAGE_MESSAGES.unknown });
  expect((await call('GET', '/api/food/dish')).status).toBe(400);
});

test('the migration gives dishes already in the database their slugs, the menu first', async () => {
  const db = server.app.database.db;
  const migration = dishSlugs();
  await migration.down(db as never);
  await migration.up(db as never);
  const rows = await db
    .selectFrom('food')
    .select(['name', 'slug', 'deleted_at'])
    .orderBy('position')
    .execute();
  const onMenu = rows.filter((row) => row.deleted_at === null);
  expect(onMenu.find((row) => row.name === 'Greek Salad')?.slug).toBe('greek-salad');
  expect(new Set(rows.map((row) => row.slug)).size).toBe(rows.length);
  // The removed Gone Gnocchi yields its address to the one on the menu.
  expect(onMenu.find((row) => row.name === 'Gone Gnocchi')?.slug).toBe('gone-gnocchi');
  expect(rows.find((row) => row.deleted_at !== null && row.name === 'Gone Gnocchi')?.slug).toBe(
    'gone-gnocchi-2',
  );
});
