/**
 * The kept menu as the page reads it back, from where the service worker keeps it (Cache Storage;
 * src/test/cacheStorage.ts gives jsdom one), written by the worker's own code (sw/keptMenu.ts).
 */
import type { FoodItem } from '../../contract/api';
import { writeKeptMenu } from '../sw/keptMenu';
import { installCacheStorage } from '../test/cacheStorage';
import { keptMenu } from './lastMenu';

const MENU: FoodItem[] = ['Greek Salad', 'Cup Cake'].map((name, index) => ({
  _id: `dish-${index}`,
  name,
  description: `${name}, as served.`,
  price: 12 + index,
  image: `dish-${index}.webp`,
  category: index ? 'Cake' : 'Salad',
  available: true,
  labels: [],
}));
const reply = (menu: FoodItem[]) => JSON.stringify({ success: true, data: menu });
const storage = installCacheStorage();

beforeEach(() => storage.clear());

test('nothing kept: no menu', async () => {
  expect(await keptMenu()).toBeUndefined();
});

test('the menu received is kept with when it arrived, and comes back marked with it', async () => {
  const at = Date.UTC(2026, 10, 25, 7, 10);
  await writeKeptMenu(reply(MENU), at);
  const kept = await keptMenu();
  expect([...kept!]).toEqual(MENU);
  expect(kept?.receivedAt).toBe(at);
});

test('a later menu replaces the earlier one', async () => {
  await writeKeptMenu(reply(MENU), 1);
  await writeKeptMenu(reply([]), 2);
  const kept = await keptMenu();
  expect([...kept!]).toEqual([]);
  expect(kept?.receivedAt).toBe(2);
});

test('what cannot be read as a kept menu is no menu', async () => {
  for (const stored of ['not json', '42', '{}', '{"data": "dishes"}']) {
    await writeKeptMenu(stored, 1);
    expect(await keptMenu()).toBeUndefined();
  }
  // Kept by something else, without the time it arrived.
  await (await caches.open('kept-menu')).put('/kept/menu', new Response(reply(MENU)));
  expect(await keptMenu()).toBeUndefined();
});

test('no Cache Storage (a page not served securely): nothing kept, nothing read, no error', async () => {
  const installed = Object.getOwnPropertyDescriptor(globalThis, 'caches')!;
  Reflect.deleteProperty(globalThis, 'caches');
  try {
    await expect(writeKeptMenu(reply(MENU), 1)).resolves.toBeUndefined();
    expect(await keptMenu()).toBeUndefined();
  } finally {
    Object.defineProperty(globalThis, 'caches', installed);
  }
});
