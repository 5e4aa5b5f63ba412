/**
 * GET /api/user/profile: the signed-in shopper's name and email and the address of their latest
 * order, which checkout is filled with. Only ever the caller's own.
 */
import type { FoodItem } from '../../contract/api';
import {
  SAMPLE_ADDRESS,
  client,
  createShopper,
  expectRefusal,
  getMenu,
  orderBody,
  startTestServer,
  type Call,
  type Shopper,
  type TestServer,
} from '../test/helpers';

let server: TestServer;
let call: Call;
let menu: FoodItem[];

beforeAll(async () => {
  server = await startTestServer();
  call = client(server.url);
  menu = await getMenu(call);
});
afterAll(() => server.close());

const profileOf = (headers: Record<string, string>) =>
  call('GET', '/api/user/profile', undefined, headers);

/** Places an order of one dish delivered to `address`, as checkout does (the cart filled first). */
async function orderTo(shopper: Shopper, dish: FoodItem, address: typeof SAMPLE_ADDRESS) {
  await call('POST', '/api/cart/merge', { cartData: { [dish._id]: 1 } }, shopper.headers);
  const placed = await call(
    'POST',
    '/api/order/place',
    { ...orderBody(shopper, [[dish, 1]]), address },
    shopper.headers,
  );
  expect(placed.status).toBe(201);
}

test('a new account: its name and email, and no address yet', async () => {
  const shopper = await createShopper(server, 'Meera Nair');
  const reply = await profileOf(shopper.headers);
  expect(reply.status).toBe(200);
  expect(reply.body).toEqual({
    success: true,
    name: 'Meera Nair',
    email: shopper.email,
    lastAddress: null,
  });
});

test("the address is the latest order's, whatever became of the order", async () => {
  const shopper = await createShopper(server);
  await orderTo(shopper, menu[0]!, SAMPLE_ADDRESS);
  const moved = { ...SAMPLE_ADDRESS, street: '7 Residency Road', phone: '+91 80 2222 3333' };
  await orderTo(shopper, menu[1]!, moved);
  const reply = await profileOf(shopper.headers);
  expect(reply.status).toBe(200);
  expect(reply.body).toEqual({
    success: true,
    name: shopper.name,
    email: shopper.email,
    // The phone is kept normalised (E.164).
    lastAddress: { ...moved, phone: '+918022223333' },
  });
});

test("a shopper never sees another shopper's address", async () => {
  const asha = await createShopper(server, 'Asha Verma');
  const ravi = await createShopper(server, 'Ravi Kumar');
  await orderTo(asha, menu[2]!, SAMPLE_ADDRESS);
  const ravisOwn = await profileOf(ravi.headers);
  expect(ravisOwn.body).toEqual({
    success: true,
    name: 'Ravi Kumar',
    email: ravi.email,
    lastAddress: null,
  });
  const elsewhere = { ...SAMPLE_ADDRESS, firstname: 'Ravi', lastname: 'Kumar', city: 'Mysuru' };
  await orderTo(ravi, menu[3]!, elsewhere);
  const phone = '+919845012345';
  expect((await profileOf(ravi.headers)).body.lastAddress).toEqual({ ...elsewhere, phone });
  expect((await profileOf(asha.headers)).body.lastAddress).toEqual({ ...SAMPLE_ADDRESS, phone });
});

test('without a current token it answers 401 and says nothing about anyone', async () => {
  const shopper = await createShopper(server);
  await orderTo(shopper, menu[4]!, SAMPLE_ADDRESS);
  const refusals = [
    await profileOf({}),
    await profileOf({ token: 'not-a-token' }),
    await call('POST', '/api/user/logout', undefined, shopper.headers).then(() =>
      profileOf(shopper.headers),
    ),
  ];
  for (const reply of refusals) {
    expectRefusal(reply, 401, /^Not authorized\. Please log in again\.$/);
    expect(reply.text).not.toContain(SAMPLE_ADDRESS.street);
  }
});
