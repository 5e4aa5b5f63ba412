/**
 * @jest-environment node
 */
/**
 * The SPA's store and api slice against the real server: buildApp on a temporary SQLite file,
 * listening on a real port, with the built-in test checkout. Nothing on either side is faked.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp, type ShopApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { makeStore } from '../store/store';
import { cartApi } from '../store/cart/cartApi';
import { selectQuantityOf } from '../store/cart/dishLines';
import { selectCartItems } from '../store/cart/selectors';
import { cartTotals, selectOrderLines } from '../store/cart/lines';
import { addDish, removeDish } from '../store/cart/thunks';
import { logIn } from '../store/session/signIn';
import { loggedIn } from '../store/session/sessionSlice';
import { api } from './apiSlice';
import { checkoutApi } from '../features/checkout/checkoutApi';
import { subscribeToToasts, type Toast } from '../lib/notify';
import { PAGE_MESSAGES } from '../../contract/messages';

let server: ShopApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-spa-'));
  // The SPA's files from an empty folder of the test's own, never from a build in dist/ (whose
  // page renderer is an ES module that Jest's CommonJS cannot import).
  const webDir = path.join(dataDir, 'web');
  mkdirSync(webDir);
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_DIR: webDir,
    LOG_LEVEL: 'silent',
    // Real scrypt at the test servers' cost (server/test/helpers.ts: TEST_HASH_COST).
    PASSWORD_HASH_COST: '12',
    PUBLIC_URL: 'http://shop.test',
    // Open whatever the hour the tests run at: Wednesday noon in the shop's time zone.
    SHOP_CLOCK: '2026-11-25T06:30:00Z',
  });
  server = await buildApp(config, { logger: false });
  await server.listen({ port: 0, host: '127.0.0.1' });
  process.env.API_BASE_URL = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
  delete process.env.API_BASE_URL;
});

async function signedInStore() {
  const store = newStore();
  const email = `spa.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;
  const password = 'real-server-42';
  await store
    .dispatch(api.endpoints.register.initiate({ name: 'Kiran', email, password }))
    .unwrap();
  const login = await store.dispatch(api.endpoints.login.initiate({ email, password })).unwrap();
  store.dispatch(loggedIn({ token: login.token, userId: login.userId, username: login.username }));
  return { store, login };
}

const stores: ReturnType<typeof makeStore>[] = [];

/** A store of the app's; cleared after each test, so no cache timer (60 s) keeps Jest waiting. */
function newStore(...args: Parameters<typeof makeStore>) {
  const store = makeStore(...args);
  stores.push(store);
  return store;
}

afterEach(() => {
  for (const store of stores.splice(0)) store.dispatch(api.util.resetApiState());
});

/** Waits until every call the store has sent is answered. */
async function waitForCalls(store: ReturnType<typeof makeStore>): Promise<void> {
  await Promise.all(store.dispatch(api.util.getRunningMutationsThunk()));
  await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
}

test('the menu arrives through foodList: 32 dishes in 8 categories', async () => {
  const store = newStore();
  const menu = await store.dispatch(api.endpoints.foodList.initiate()).unwrap();
  expect(menu).toHaveLength(32);
  expect(new Set(menu.map((dish) => dish.category)).size).toBe(8);
  expect(menu[0]).toMatchObject({ name: 'Greek Salad', price: 12 });
});

test('a wrong password is refused with the server message', async () => {
  const store = newStore();
  const result = await store.dispatch(
    api.endpoints.login.initiate({ email: 'nobody@example.com', password: 'whatever1' }),
  );
  expect(result.error).toMatchObject({
    status: 401,
    data: { message: 'Invalid email or password.' },
  });
});

test('signing in merges the logged-out cart into the account, whose cart the page then shows', async () => {
  const store = newStore();
  const email = `spa.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;
  const password = 'real-server-42';
  await store.dispatch(api.endpoints.register.initiate({ name: 'Kiran', email, password }));
  const [salad] = await store.dispatch(api.endpoints.foodList.initiate()).unwrap();
  store.dispatch(addDish(salad!._id));
  store.dispatch(addDish(salad!._id));
  expect(store.getState().cart.items).toEqual({ [salad!._id]: 2 });

  expect(await store.dispatch(logIn(email, password))).toBe(true);
  // One home: the browser's cart is emptied, the account's (merged on the server) is the cart.
  expect(store.getState().cart.items).toEqual({});
  expect(selectCartItems(store.getState())).toEqual({ [salad!._id]: 2 });
  const onServer = await store
    .dispatch(cartApi.endpoints.getCart.initiate(undefined, { forceRefetch: true }))
    .unwrap();
  expect(onServer).toEqual({ [salad!._id]: 2 });
});

test('signed in, a change is drawn at once, sent with the token, and kept when the server agrees', async () => {
  const { store } = await signedInStore();
  const [salad, rolls] = await store.dispatch(api.endpoints.foodList.initiate()).unwrap();
  await store.dispatch(cartApi.endpoints.getCart.initiate()).unwrap();

  store.dispatch(addDish(rolls!._id));
  store.dispatch(addDish(rolls!._id));
  store.dispatch(addDish(salad!._id));
  // Before any answer: the page already shows the changes.
  expect(selectQuantityOf(store.getState(), rolls!._id)).toBe(2);
  expect(selectQuantityOf(store.getState(), salad!._id)).toBe(1);
  await waitForCalls(store);
  store.dispatch(removeDish(rolls!._id));
  await waitForCalls(store);

  const expected = { [rolls!._id]: 1, [salad!._id]: 1 };
  expect(selectCartItems(store.getState())).toEqual(expected);
  const onServer = await store
    .dispatch(cartApi.endpoints.getCart.initiate(undefined, { forceRefetch: true }))
    .unwrap();
  expect(onServer).toEqual(expected);
});

test('signed in, a change the server refuses is undone, and only that one', async () => {
  const { store } = await signedInStore();
  const [salad] = await store.dispatch(api.endpoints.foodList.initiate()).unwrap();
  await store.dispatch(cartApi.endpoints.getCart.initiate()).unwrap();

  store.dispatch(addDish(salad!._id));
  store.dispatch(addDish('no-such-dish'));
  expect(selectQuantityOf(store.getState(), 'no-such-dish')).toBe(1);
  await waitForCalls(store);

  expect(selectCartItems(store.getState())).toEqual({ [salad!._id]: 1 });
});

test('signed in with the cart not loaded, a change counts from the server, not from nothing', async () => {
  const { store } = await signedInStore();
  const [salad] = await store.dispatch(api.endpoints.foodList.initiate()).unwrap();
  // Another device of the same shopper put three in the cart; this page never loaded it.
  const device = newStore({ session: store.getState().session });
  for (let i = 0; i < 3; i += 1)
    await device.dispatch(cartApi.endpoints.addToCart.initiate({ itemId: salad!._id })).unwrap();
  expect(selectQuantityOf(store.getState(), salad!._id)).toBeUndefined();

  store.dispatch(addDish(salad!._id));
  expect(selectQuantityOf(store.getState(), salad!._id)).toBeUndefined();
  await waitForCalls(store);
  expect(selectQuantityOf(store.getState(), salad!._id)).toBe(4);
});

test('placing an order opens the test checkout; verifying an unpaid one reports it and lists it as failed', async () => {
  const { store, login } = await signedInStore();
  const menu = await store.dispatch(api.endpoints.foodList.initiate()).unwrap();
  const dish = menu.find((item) => item.name === 'Tomato Pasta')!;
  await store.dispatch(cartApi.endpoints.getCart.initiate()).unwrap();
  store.dispatch(addDish(dish._id));
  await waitForCalls(store);
  const amount = cartTotals(selectOrderLines(store.getState())).total;
  expect(amount).toBe(230);

  const placed = await store
    .dispatch(
      checkoutApi.endpoints.placeOrder.initiate({
        userId: login.userId,
        address: {
          firstname: 'Kiran',
          lastname: 'Rao',
          email: 'kiran@example.com',
          street: '1 Residency Road',
          city: 'Bengaluru',
          state: 'Karnataka',
          zipcode: '560025',
          country: 'India',
          phone: '9845012345',
        },
        items: [{ _id: dish._id, name: dish.name, price: dish.price, quantity: 1 }],
        amount,
      }),
    )
    .unwrap();
  expect(placed.session_url).toMatch(/^http:\/\/shop\.test\/pay\/cs_test_/);

  const verdict = await store
    .dispatch(
      checkoutApi.endpoints.verifyOrder.initiate({ orderId: placed.orderId, success: 'true' }),
    )
    .unwrap();
  expect(verdict).toEqual({ success: false, message: 'Payment not completed' });

  const orders = await store.dispatch(api.endpoints.userOrders.initiate()).unwrap();
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ amount: 230, status: 'Payment failed', payment: false });
  expect(orders[0]!.items).toEqual([{ name: 'Tomato Pasta', price: 18, quantity: 1 }]);
});

test('a tampered amount is refused with the server message and places nothing', async () => {
  const { store } = await signedInStore();
  const menu = await store.dispatch(api.endpoints.foodList.initiate()).unwrap();
  const result = await store.dispatch(
    checkoutApi.endpoints.placeOrder.initiate({
      address: {
        firstname: 'K',
        lastname: 'R',
        email: 'k@example.com',
        street: 'S',
        city: 'C',
        state: 'S',
        zipcode: '560001',
        country: 'IN',
        phone: '9845012345',
      },
      items: [{ _id: menu[0]!._id, quantity: 1 }],
      amount: 1,
    }),
  );
  expect(result.error).toMatchObject({
    status: 409,
    data: { message: expect.stringMatching(/prices/) },
  });
  expect(await store.dispatch(api.endpoints.userOrders.initiate()).unwrap()).toEqual([]);
});

test('calls refused together for an ended session log the shopper out once, with one word', async () => {
  const { store, login } = await signedInStore();
  // The session ends elsewhere (another tab's logout): this tab still holds its token.
  await fetch(`${process.env.API_BASE_URL}/api/user/logout`, {
    method: 'POST',
    headers: { token: login.token, 'content-type': 'application/json' },
    body: '{}',
  });
  const toasts: Toast[] = [];
  const unsubscribe = subscribeToToasts((toast) => toasts.push(toast));
  // Those the earlier tests sent, held until a listener came.
  toasts.length = 0;
  try {
    const calls = await Promise.all([
      store.dispatch(cartApi.endpoints.getCart.initiate()),
      store.dispatch(api.endpoints.userOrders.initiate()),
    ]);
    expect(calls.map((call) => call.error)).toEqual([
      expect.objectContaining({ status: 401 }),
      expect.objectContaining({ status: 401 }),
    ]);
    expect(store.getState().session.token).toBeNull();
    expect(toasts).toEqual([
      expect.objectContaining({ variant: 'warning', message: PAGE_MESSAGES.sessionExpired }),
    ]);
  } finally {
    unsubscribe();
  }
});
