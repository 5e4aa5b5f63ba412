import type { FoodItem } from '../../../contract/api';
import { api } from '../../api/apiSlice';
import { makeStore } from '../store';
import { loggedIn, loggedOut } from '../session/sessionSlice';
import { cartApi } from './cartApi';
import { itemAdded, itemRemoved } from './cartSlice';
import {
  selectCartHasItems,
  selectCartLines,
  selectCartStatus,
  selectCartSubtotal,
  selectCartTotal,
  selectDeliveryFee,
  selectQuantityOf,
} from './selectors';

const dish = (id: string, price: number): FoodItem => ({
  _id: id,
  name: `Dish ${id}`,
  description: 'Tasty.',
  price,
  image: `${id}.webp`,
  category: 'Salad',
  available: true,
});

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
    expect(selectDeliveryFee(state)).toBe(50);
    expect(selectCartTotal(state)).toBe(530);
  });

  test('an empty cart shows 0 for subtotal, fee and total', async () => {
    const state = (await storeWithMenu([dish('a', 12)])).getState();
    expect([selectCartSubtotal(state), selectDeliveryFee(state), selectCartTotal(state)]).toEqual([
      0, 0, 0,
    ]);
  });

  test('a dish no longer on the menu is left out of the lines and totals', async () => {
    const store = await storeWithMenu([dish('a', 12)]);
    store.dispatch(itemAdded('gone'));
    store.dispatch(itemAdded('a'));
    expect(selectCartLines(store.getState())).toHaveLength(1);
    expect(selectCartTotal(store.getState())).toBe(170);
  });
});
