/**
 * The kept menu in a real IndexedDB implementation (fake-indexeddb: jsdom has none), as the
 * browser's storage thread would hold it.
 */
import 'fake-indexeddb/auto';
import { clear, createStore, set } from 'idb-keyval';
import type { FoodItem } from '../../../contract/api';
import { keepMenu, keptMenu } from './lastMenu';

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
const store = createStore('storefront', 'kept');

beforeEach(() => clear(store));

test('nothing kept: no menu', async () => {
  expect(await keptMenu()).toBeUndefined();
});

test('the menu received is kept with when it arrived, and comes back marked with it', async () => {
  const at = Date.UTC(2026, 10, 25, 7, 10);
  await keepMenu(reply(MENU), at);
  const kept = await keptMenu();
  expect([...kept!]).toEqual(MENU);
  expect(kept?.receivedAt).toBe(at);
});

test('a later menu replaces the earlier one', async () => {
  await keepMenu(reply(MENU), 1);
  await keepMenu(reply([]), 2);
  const kept = await keptMenu();
  expect([...kept!]).toEqual([]);
  expect(kept?.receivedAt).toBe(2);
});

test('what cannot be read as a kept menu is no menu', async () => {
  for (const stored of ['not json', 42, { at: 1 }, { at: 1, reply: 'not json' }, { reply: '{}' }]) {
    await set('last-menu', stored, store);
    expect(await keptMenu()).toBeUndefined();
  }
});

test('the copy earlier builds kept in localStorage is dropped once a menu is kept', async () => {
  localStorage.setItem('storefront:last-menu', reply(MENU));
  await keepMenu(reply(MENU));
  expect(localStorage.getItem('storefront:last-menu')).toBeNull();
});
