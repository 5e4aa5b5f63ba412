/**
 * The cart on a shopper's order stream, over the real HTTP server (docs/product.md#tracking-an-order):
 * a `cart` event with the account's cart as cart/get answers it whenever a call changes the cart
 * (from any session: another tab, another device) or a payment takes the paid dishes out; only
 * to that account's own order streams. On PostgreSQL (TEST_DATABASE_URL) the changes travel by
 * LISTEN/NOTIFY.
 */
import type { CartData, FoodItem } from '../../contract/api';
import { CALLS } from '../../contract/calls';
import {
  client,
  createShopper,
  getMenu,
  makeStaff,
  payOnTestCheckout,
  placeOrderFor,
  startTestServer,
  type Call,
  type Shopper,
  type TestServer,
} from '../test/helpers';
import { openStreamWith, type SseEvent, type SseStream } from '../test/sse-client';

let server: TestServer;
let call: Call;
let dish: FoodItem;
let other: FoodItem;
const opened: SseStream[] = [];

beforeAll(async () => {
  server = await startTestServer();
  call = client(server.url);
  const plain = (await getMenu(call)).filter((one) => one.available && !one.optionGroups);
  [dish, other] = [plain[0]!, plain[1]!];
});
afterEach(() => {
  for (const stream of opened.splice(0)) stream.close();
});
afterAll(() => server.close());

async function streamOf(shopper: Shopper, stream: 'orders' | 'kitchen'): Promise<SseStream> {
  const opening = await openStreamWith(server.url, shopper.headers, stream);
  opened.push(opening);
  return opening;
}

/** The same account signed in elsewhere: another device, with a session of its own. */
async function elsewhere(shopper: Shopper): Promise<Shopper> {
  const login = await call('POST', CALLS.login.url, {
    email: shopper.email,
    password: shopper.password,
  });
  return { ...shopper, headers: { token: login.body.token as string } };
}

const carts = (stream: SseStream): CartData[] =>
  stream.events
    .filter((event: SseEvent) => event.event === 'cart')
    .map((event) => (JSON.parse(event.data) as { cartData: CartData }).cartData);

/** The cart with its lines in key order: the server lists them in no particular order. */
const sorted = (cart: CartData): string =>
  JSON.stringify(Object.entries(cart).sort(([a], [b]) => a.localeCompare(b)));

/** Waits for a `cart` event carrying `expected`; it must come within two seconds. */
async function cartArrives(stream: SseStream, expected: CartData): Promise<void> {
  await stream.waitFor(
    (s) => carts(s).some((cart) => sorted(cart) === sorted(expected)),
    2_000,
    `cart ${JSON.stringify(expected)}`,
  );
}

test("every change to the cart from another session reaches the account's order stream", async () => {
  const shopper = await createShopper(server);
  const stream = await streamOf(shopper, 'orders');
  const phone = await elsewhere(shopper);

  expect((await call('POST', CALLS.cartAdd.url, { itemId: dish._id }, phone.headers)).status).toBe(
    200,
  );
  await cartArrives(stream, { [dish._id]: 1 });

  const merged = await call(
    'POST',
    CALLS.cartMerge.url,
    { cartData: { [other._id]: 2 } },
    phone.headers,
  );
  expect(merged.status).toBe(200);
  await cartArrives(stream, { [dish._id]: 1, [other._id]: 2 });

  expect(
    (await call('POST', CALLS.cartRemove.url, { itemId: other._id }, phone.headers)).status,
  ).toBe(200);
  await cartArrives(stream, { [dish._id]: 1, [other._id]: 1 });
  // A cart event has no id: a reconnect's Last-Event-ID stays the last order's.
  expect(stream.events.every((event) => event.id === undefined)).toBe(true);
});

test('paying in another tab empties the cart on the stream a /MyOrders tab holds', async () => {
  const shopper = await createShopper(server);
  const myOrdersTab = await streamOf(shopper, 'orders');
  const payingTab = await elsewhere(shopper);
  // The order's dishes are put into the cart (cart/merge), then placed and paid.
  const placed = await placeOrderFor(call, payingTab, [[dish, 1]]);
  await cartArrives(myOrdersTab, { [dish._id]: 1 });
  expect((await payOnTestCheckout(server, placed.sessionUrl)).status).toBe(303);
  await cartArrives(myOrdersTab, {});
  // The paid order came first, then the cart without its dishes.
  const names = myOrdersTab.events.map((event) => event.event);
  expect(names.lastIndexOf('order')).toBeLessThan(names.lastIndexOf('cart'));
});

test("a cart change reaches no other account's stream, and no kitchen stream", async () => {
  const [shopper, someoneElse, cook] = await Promise.all([
    createShopper(server),
    createShopper(server),
    createShopper(server),
  ]);
  await makeStaff(server, cook);
  const [own, theirs, kitchen] = await Promise.all([
    streamOf(shopper, 'orders'),
    streamOf(someoneElse, 'orders'),
    streamOf(cook, 'kitchen'),
  ]);
  expect(
    (await call('POST', CALLS.cartAdd.url, { itemId: dish._id }, shopper.headers)).status,
  ).toBe(200);
  await cartArrives(own, { [dish._id]: 1 });
  // The account's own later change arrives too: the streams above had their chance to get it.
  expect(
    (await call('POST', CALLS.cartAdd.url, { itemId: dish._id }, shopper.headers)).status,
  ).toBe(200);
  await cartArrives(own, { [dish._id]: 2 });
  expect(carts(theirs)).toEqual([]);
  expect(kitchen.events.filter((event) => event.event === 'cart')).toEqual([]);
});

test('a refused cart call announces nothing', async () => {
  const shopper = await createShopper(server);
  const stream = await streamOf(shopper, 'orders');
  const refused = await call(
    'POST',
    CALLS.cartAdd.url,
    { itemId: 'no-such-dish' },
    shopper.headers,
  );
  expect(refused.status).toBeGreaterThanOrEqual(400);
  expect(
    (await call('POST', CALLS.cartAdd.url, { itemId: dish._id }, shopper.headers)).status,
  ).toBe(200);
  await cartArrives(stream, { [dish._id]: 1 });
  expect(carts(stream)).toEqual([{ [dish._id]: 1 }]);
});
