import type { FoodItem } from '../../../contract/api';
import { api } from '../../api/apiSlice';
import { makeStore } from '../store';
import { loggedIn, loggedOut } from '../session/sessionSlice';
import { cartApi } from './cartApi';
import { emptied, itemAdded, itemRemoved, promoCodeSet } from './cartSlice';
import { cartTotals, selectCartLines, selectCartSubtotal, selectOrderLines } from './lines';
import { selectCartHasItems, selectCartStatus, selectQuantityOf } from './selectors';

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
