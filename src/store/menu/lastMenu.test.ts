/**
 * The kept menu in a real IndexedDB implementation (fake-indexeddb: jsdom has none), as the
 * browser's storage thread would hold it.
 */
import 'fake-indexeddb/auto';
import { clear, createStore, set } from 'idb-keyval';
import type { FoodItem } from '../../../contract/api';
import {
  KEPT_DATABASE,
  KEPT_STORE,
  keepMenu,
  keepMenuWhenQuiet,
  keptMenu,
  QUIET_MS,
} from './lastMenu';

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
const store = createStore(KEPT_DATABASE, KEPT_STORE);

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

describe('written once the shopper pauses', () => {
  // The waits run on Jest's clock; IndexedDB (fake-indexeddb) keeps Node's own scheduling.
  beforeEach(() =>
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] }),
  );
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  /** What is kept once the write, if one started, has finished. */
  async function keptNow() {
    for (let attempt = 0; attempt < 20; attempt += 1) await keptMenu();
    return keptMenu();
  }

  test('not while keys, taps and scrolls come; QUIET_MS after the last one, the latest menu', async () => {
    keepMenuWhenQuiet(reply(MENU), 1);
    // Five seconds of input, one every 400 ms (a key, a tap, a scroll of the page).
    const inputs = [
      () => new KeyboardEvent('keydown', { key: 'c' }),
      // jsdom has no PointerEvent; the listener reads only the type.
      () => new MouseEvent('pointerdown'),
      () => new Event('scroll'),
    ];
    for (let step = 0; step < 12; step += 1) {
      jest.advanceTimersByTime(400);
      window.dispatchEvent(inputs[step % inputs.length]!());
    }
    expect(await keptNow()).toBeUndefined();
    // A menu received meanwhile replaces the one waiting: one write, of the latest.
    keepMenuWhenQuiet(reply(MENU.slice(0, 1)), 2);
    jest.advanceTimersByTime(QUIET_MS - 1);
    expect(await keptNow()).toBeUndefined();
    jest.advanceTimersByTime(1);
    const kept = await keptNow();
    expect([...kept!]).toEqual(MENU.slice(0, 1));
    expect(kept?.receivedAt).toBe(2);
  });

  test('at once when the page is put away', async () => {
    keepMenuWhenQuiet(reply(MENU), 3);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'c' }));
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect((await keptNow())?.receivedAt).toBe(3);
  });
});
