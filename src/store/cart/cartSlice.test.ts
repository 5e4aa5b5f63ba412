import type { FoodItem } from '../../../contract/api';
import { api } from '../../api/apiSlice';
import { LARGE_CHEESE, PIZZA } from '../../test/dishOptions';
import { makeStore } from '../store';
import { loggedIn, loggedOut } from '../session/sessionSlice';
import { cartApi } from './cartApi';
import { emptied, itemAdded, itemRemoved, promoCodeSet } from './cartSlice';
import {
  cartTotals,
  selectCartLines,
  selectCartSubtotal,
  selectOrderLines,
  unavailableLineMessage,
} from './lines';
import { selectQuantityOf } from './dishLines';
import { selectCartHasItems, selectCartStatus } from './selectors';

const dish = (id: string, price: number, available = true): FoodItem => ({
  _id: id,
  name: `Dish ${id}`,
  description: 'Tasty.',
  price,
  image: `${id}.webp`,
  category: 'Salad',
  available,
  labels: [],
});

const totalsOf = (state: ReturnType<ReturnType<typeof makeStore>['getState']>, discount = 0) =>
  cartTotals(selectOrderLines(state), discount);

async function storeWithMenu(menu: FoodItem[]) {
  const store = makeStore();
  await store.dispatch(api.util.upsertQueryData('foodList', undefined, menu));
  return store;
}

describe('cart rules', () => {
  test('adding sets 1, then raises by one', () => {
    const store = makeStore();
    store.dispatch(itemAdded('a'));
    expect(selectQuantityOf(store.getState(), 'a')).toBe(1);
    store.dispatch(itemAdded('a'));
    expect(selectQuantityOf(store.getState(), 'a')).toBe(2);
  });

  test('removing lowers by one and deletes the entry at 0, never below', () => {
    const store = makeStore();
    store.dispatch(itemAdded('a'));
    store.dispatch(itemAdded('a'));
    store.dispatch(itemRemoved('a'));
    expect(store.getState().cart.items).toEqual({ a: 1 });
    store.dispatch(itemRemoved('a'));
    expect(store.getState().cart.items).toEqual({});
    store.dispatch(itemRemoved('a'));
    expect(store.getState().cart.items).toEqual({});
  });

  test('the bag shows a dot only when the cart holds something', () => {
    const store = makeStore();
    expect(selectCartHasItems(store.getState())).toBe(false);
    store.dispatch(itemAdded('a'));
    expect(selectCartHasItems(store.getState())).toBe(true);
  });

  test('signed in, the cart is the account’s: the browser’s own is not shown', async () => {
    const store = makeStore();
    store.dispatch(itemAdded('a'));
    store.dispatch(loggedIn({ token: 't', userId: 'u', username: 'Asha' }));
    // Not loaded yet: nothing is claimed, neither the browser's copy nor "empty".
    expect(selectQuantityOf(store.getState(), 'a')).toBeUndefined();
    expect(selectCartStatus(store.getState())).toBe('loading');
    await store.dispatch(cartApi.util.upsertQueryData('getCart', undefined, { x: 3 }));
    expect(selectCartStatus(store.getState())).toBe('known');
    expect(selectQuantityOf(store.getState(), 'x')).toBe(3);
    expect(selectQuantityOf(store.getState(), 'a')).toBe(0);
    store.dispatch(loggedOut());
    expect(store.getState().session).toEqual({ token: null, userId: null, username: null });
  });
});

describe('the promo code', () => {
  test('is kept with the cart: signing in empties the dishes, not the code', () => {
    const store = makeStore();
    store.dispatch(itemAdded('a'));
    store.dispatch(promoCodeSet('TASTY10'));
    store.dispatch(emptied());
    expect(store.getState().cart).toEqual({ items: {}, promo: 'TASTY10' });
    store.dispatch(promoCodeSet());
    expect(store.getState().cart.promo).toBeUndefined();
  });
});

describe('totals', () => {
  test('lines, subtotal (price x 10 x quantity), the ₹50 fee and the total', async () => {
    const store = await storeWithMenu([dish('a', 12), dish('b', 18), dish('c', 24)]);
    store.dispatch(itemAdded('a'));
    store.dispatch(itemAdded('a'));
    store.dispatch(itemAdded('c'));
    const state = store.getState();
    expect(
      selectCartLines(state).map((line) => [line.food._id, line.quantity, line.lineTotal]),
    ).toEqual([
      ['a', 2, 240],
      ['c', 1, 240],
    ]);
    expect(selectCartSubtotal(state)).toBe(480);
    expect(totalsOf(state)).toEqual({ subtotal: 480, deliveryFee: 50, discount: 0, total: 530 });
  });

  test("a promo code's discount comes off the subtotal, never more than it", async () => {
    const store = await storeWithMenu([dish('a', 12)]);
    store.dispatch(itemAdded('a'));
    expect(totalsOf(store.getState(), 20)).toEqual({
      subtotal: 120,
      deliveryFee: 50,
      discount: 20,
      total: 150,
    });
    expect(totalsOf(store.getState(), 500)).toMatchObject({ discount: 120, total: 50 });
  });

  test('an unavailable dish keeps its line but counts in no total and no order', async () => {
    const store = await storeWithMenu([dish('a', 12), dish('b', 18, false)]);
    store.dispatch(itemAdded('a'));
    store.dispatch(itemAdded('b'));
    const state = store.getState();
    expect(selectCartLines(state).map((line) => line.food._id)).toEqual(['a', 'b']);
    expect(selectOrderLines(state).map((line) => line.food._id)).toEqual(['a']);
    expect(selectCartSubtotal(state)).toBe(120);
    expect(totalsOf(state).total).toBe(170);
  });

  test('an empty cart shows 0 for subtotal, fee and total', async () => {
    const state = (await storeWithMenu([dish('a', 12)])).getState();
    expect(totalsOf(state)).toEqual({ subtotal: 0, deliveryFee: 0, discount: 0, total: 0 });
  });

  test('a dish no longer on the menu is left out of the lines and totals', async () => {
    const store = await storeWithMenu([dish('a', 12)]);
    store.dispatch(itemAdded('gone'));
    store.dispatch(itemAdded('a'));
    expect(selectCartLines(store.getState())).toHaveLength(1);
    expect(totalsOf(store.getState()).total).toBe(170);
  });
});

describe('lines with options (contract/options.ts line keys)', () => {
  test('each line key is its own line: the same key raises it, another is a new line', () => {
    const store = makeStore();
    store.dispatch(itemAdded(LARGE_CHEESE));
    store.dispatch(itemAdded(LARGE_CHEESE));
    store.dispatch(itemAdded('p1|regular|'));
    store.dispatch(itemAdded('a'));
    expect(store.getState().cart.items).toEqual({ [LARGE_CHEESE]: 2, 'p1|regular|': 1, a: 1 });
    // The card's count of a dish is that of all its lines.
    expect(selectQuantityOf(store.getState(), 'p1')).toBe(3);
    store.dispatch(itemRemoved(LARGE_CHEESE));
    store.dispatch(itemRemoved(LARGE_CHEESE));
    expect(store.getState().cart.items).toEqual({ 'p1|regular|': 1, a: 1 });
    expect(selectQuantityOf(store.getState(), 'p1')).toBe(1);
  });

  test('a line reads its dish, choices and note, priced with its options', async () => {
    const store = await storeWithMenu([dish('a', 12), PIZZA]);
    store.dispatch(itemAdded(LARGE_CHEESE));
    store.dispatch(itemAdded(LARGE_CHEESE));
    store.dispatch(itemAdded('p1|regular|'));
    const lines = selectCartLines(store.getState());
    expect(
      lines.map((line) => [line.key, line.label, line.unitPrice, line.quantity, line.lineTotal]),
    ).toEqual([
      [LARGE_CHEESE, 'Margherita Pizza · Large · Extra cheese — "cut in 8"', 430, 2, 860],
      ['p1|regular|', 'Margherita Pizza · Regular', 250, 1, 250],
    ]);
    expect(lines[0]?.chosen).toEqual([
      { group: 'Size', name: 'Large', price: 150 },
      { group: 'Extras', name: 'Extra cheese', price: 30 },
    ]);
    expect(totalsOf(store.getState())).toEqual({
      subtotal: 1110,
      deliveryFee: 50,
      discount: 0,
      total: 1160,
    });
  });

  test('a choice the dish no longer offers keeps its line but counts in no total', async () => {
    const store = await storeWithMenu([PIZZA]);
    store.dispatch(itemAdded('p1|regular,truffle|')); // Truffle is unavailable.
    store.dispatch(itemAdded('p1')); // No size: Size must be chosen.
    store.dispatch(itemAdded('p1|gone,regular|')); // Not an option of the dish.
    store.dispatch(itemAdded('p1|large|'));
    const state = store.getState();
    expect(selectCartLines(state).map((line) => [line.key, line.orderable])).toEqual([
      ['p1', false],
      ['p1|gone,regular|', false],
      ['p1|large|', true],
      ['p1|regular,truffle|', false],
    ]);
    expect(unavailableLineMessage(selectCartLines(state)[3]!)).toBe(
      'Sorry, Margherita Pizza · Regular · Truffle is not available right now.',
    );
    expect(selectOrderLines(state).map((line) => line.key)).toEqual(['p1|large|']);
    expect(selectCartSubtotal(state)).toBe(400);
  });

  test('a key no line could have is left out', async () => {
    const store = await storeWithMenu([PIZZA]);
    store.dispatch(itemAdded('p1|large')); // No second '|'.
    store.dispatch(itemAdded('p1|regular,large,|')); // Not as lineKeyOf writes it.
    expect(selectCartLines(store.getState())).toEqual([]);
  });

  test('signed in, the account cart is keyed the same way', async () => {
    const store = await storeWithMenu([PIZZA]);
    store.dispatch(loggedIn({ token: 't', userId: 'u', username: 'Asha' }));
    await store.dispatch(cartApi.util.upsertQueryData('getCart', undefined, { [LARGE_CHEESE]: 3 }));
    expect(selectQuantityOf(store.getState(), 'p1')).toBe(3);
    expect(selectCartSubtotal(store.getState())).toBe(1290);
  });
});
