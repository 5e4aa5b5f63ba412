/**
 * @jest-environment node
 */
/**
 * The SPA's store and api slice against the real server: buildApp on a temporary SQLite file,
 * listening on a real port, with the built-in test checkout. Nothing on either side is faked.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp, type StoreApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { makeStore } from '../app/store';
import { selectCartTotal } from '../features/cart/selectors';
import { accountCartLoaded, itemAdded } from '../features/cart/cartSlice';
import { loggedIn } from '../features/session/sessionSlice';
import { api } from './apiSlice';

let server: StoreApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-spa-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://shop.test',
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
  const store = makeStore();
  const email = `spa.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;
  const password = 'real-server-42';
  await store
    .dispatch(api.endpoints.register.initiate({ name: 'Kiran', email, password }))
    .unwrap();
  const login = await store.dispatch(api.endpoints.login.initiate({ email, password })).unwrap();
  store.dispatch(loggedIn({ token: login.token, userId: login.userId, username: login.username }));
  return { store, login };
}

test('the menu arrives through foodList: 32 dishes in 8 categories', async () => {
  const store = makeStore();
  const menu = await store.dispatch(api.endpoints.foodList.initiate()).unwrap();
  expect(menu).toHaveLength(32);
  expect(new Set(menu.map((dish) => dish.category)).size).toBe(8);
  expect(menu[0]).toMatchObject({ name: 'Greek Salad', price: 12 });
});

test('a wrong password is refused with the server message', async () => {
  const store = makeStore();
  const result = await store.dispatch(
    api.endpoints.login.initiate({ email: 'nobody@example.com', password: 'whatever1' }),
  );
  expect(result.error).toMatchObject({
    status: 401,
    data: { message: 'Invalid email or password.' },
  });
});

test('a logged-out cart merges into the account, and the cart syncs through the token header', async () => {
  const { store, login } = await signedInStore();
  const menu = await store.dispatch(api.endpoints.foodList.initiate()).unwrap();
  const [salad, rolls] = menu;
  const merged = await store
    .dispatch(
      api.endpoints.mergeCart.initiate({ cartData: { [salad!._id]: 2 }, token: login.token }),
    )
    .unwrap();
  expect(merged.cartData).toEqual({ [salad!._id]: 2 });

  await store.dispatch(api.endpoints.addToCart.initiate({ itemId: rolls!._id })).unwrap();
  const cart = await store.dispatch(api.endpoints.getCart.initiate()).unwrap();
  expect(cart).toEqual({ [salad!._id]: 2, [rolls!._id]: 1 });
  // getCart's reply is what the cart slice shows.
  expect(store.getState().cart.items).toEqual(cart);
});

test('placing an order opens the test checkout; verifying an unpaid one reports it and lists it as failed', async () => {
  const { store, login } = await signedInStore();
  const menu = await store.dispatch(api.endpoints.foodList.initiate()).unwrap();
  const dish = menu.find((item) => item.name === 'Tomato Pasta')!;
  store.dispatch(accountCartLoaded({}));
  store.dispatch(itemAdded(dish._id));
  const amount = selectCartTotal(store.getState());
  expect(amount).toBe(230);

  const placed = await store
    .dispatch(
      api.endpoints.placeOrder.initiate({
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
    .dispatch(api.endpoints.verifyOrder.initiate({ orderId: placed.orderId, success: 'true' }))
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
    api.endpoints.placeOrder.initiate({
      address: {
        firstname: 'K',
        lastname: 'R',
        email: 'k@example.com',
        street: 'S',
        city: 'C',
        state: 'S',
        zipcode: '1',
        country: 'IN',
        phone: '1',
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
