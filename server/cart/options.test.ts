/**
 * Cart lines of dishes with options (docs/product.md#dish-options): /api/cart/add, /remove and
 * /merge take line keys, check the choice against the dish's groups now, and refuse a broken one
 * with the sentence saying why, storing nothing.
 */
import type { FoodItem } from '../../contract/api';
import { OPTION_MESSAGES } from '../../contract/options';
import { PIZZA_GROUPS, SPICE_GROUPS, lineOf, setOptionGroups } from '../test/dish-options';
import {
  client,
  createShopper,
  expectRefusal,
  getMenu,
  startTestServer,
  type Call,
  type Shopper,
  type TestServer,
} from '../test/helpers';

let server: TestServer;
let call: Call;
/** A dish given PIZZA_GROUPS, one given SPICE_GROUPS, and a plain one. */
let pizza: FoodItem, curry: FoodItem, salad: FoodItem;

beforeAll(async () => {
  server = await startTestServer();
  call = client(server.url);
  const menu = await getMenu(call);
  const byName = (name: string) => menu.find((dish) => dish.name === name)!;
  [pizza, curry, salad] = [byName('Veg Noodles'), byName('Mix Veg Pulao'), byName('Greek Salad')];
  await setOptionGroups(server, pizza._id, PIZZA_GROUPS);
  await setOptionGroups(server, curry._id, SPICE_GROUPS);
});
afterAll(() => server.close());

const add = (shopper: Shopper, itemId: string, line?: string) =>
  call(
    'POST',
    '/api/cart/add',
    { itemId, ...(line === undefined ? {} : { line }) },
    shopper.headers,
  );
const remove = (shopper: Shopper, itemId: string, line?: string) =>
  call(
    'POST',
    '/api/cart/remove',
    { itemId, ...(line === undefined ? {} : { line }) },
    shopper.headers,
  );
const cartOf = async (shopper: Shopper) =>
  (await call('POST', '/api/cart/get', undefined, shopper.headers)).body.cartData as Record<
    string,
    number
  >;
const storedLines = (shopper: Shopper) =>
  server.app.database.db
    .selectFrom('cart_items')
    .select(['line_key', 'food_id', 'quantity'])
    .where('user_id', '=', shopper.userId)
    .orderBy('line_key')
    .execute();

test('the same choices raise one line; other choices or another note are lines of their own', async () => {
  const shopper = await createShopper(server);
  const largeCheese = lineOf(pizza._id, ['large', 'cheese'], 'cut in 8');
  const first = await add(shopper, pizza._id, largeCheese);
  expect(first.status).toBe(200);
  expect(first.body.cartData).toEqual({ [largeCheese]: 1 });
  await add(shopper, pizza._id, largeCheese);
  const plainLarge = lineOf(pizza._id, ['large']);
  await add(shopper, pizza._id, plainLarge);
  await add(shopper, salad._id);
  expect(await cartOf(shopper)).toEqual({ [largeCheese]: 2, [plainLarge]: 1, [salad._id]: 1 });
  expect(await storedLines(shopper)).toContainEqual({
    line_key: largeCheese,
    food_id: pizza._id,
    quantity: 2,
  });
});

test('add without a line: a plain dish its plain line, a dish with options its defaults', async () => {
  const shopper = await createShopper(server);
  await add(shopper, salad._id);
  const reply = await add(shopper, pizza._id);
  expect(reply.status).toBe(200);
  expect(reply.body.cartData).toEqual({ [salad._id]: 1, [lineOf(pizza._id, ['regular'])]: 1 });
});

test('add without a line for a required group without a default is refused, naming the group', async () => {
  const shopper = await createShopper(server);
  const reply = await add(shopper, curry._id);
  expectRefusal(reply, 400, 'Choose one in Spice level.');
  expect(await storedLines(shopper)).toEqual([]);
  expect((await add(shopper, curry._id, lineOf(curry._id, ['hot']))).status).toBe(200);
});

test.each([
  ['a key the shop never writes', () => `${pizza._id}||`, OPTION_MESSAGES.badLine],
  ['options out of order', () => `${pizza._id}|large,cheese|`, OPTION_MESSAGES.badLine],
  ['a key of another dish', () => lineOf(salad._id, ['large']), OPTION_MESSAGES.badLine],
  [
    'an option not on the dish',
    () => lineOf(pizza._id, ['mild']),
    'That option is not on Veg Noodles.',
  ],
  [
    'an unavailable option',
    () => lineOf(pizza._id, ['large', 'jalapeno']),
    'Jalapeño is not available right now.',
  ],
  ['two sizes', () => lineOf(pizza._id, ['large', 'medium']), 'Choose only one in Size.'],
  [
    'three extras',
    () => lineOf(pizza._id, ['large', 'cheese', 'olives', 'jalapeno']),
    'Jalapeño is not available right now.',
  ],
  ['no size', () => lineOf(pizza._id, ['cheese']), 'Choose one in Size.'],
  ['the plain line of a dish with a required group', () => pizza._id, 'Choose one in Size.'],
  [
    'a note over 140 characters',
    () => lineOf(pizza._id, ['large'], 'x'.repeat(141)),
    'Keep the note to 140 characters.',
  ],
  [
    'a note with a control character',
    () => lineOf(pizza._id, ['large'], 'ring\u0007bell'),
    'The note must be one line of text.',
  ],
])('add refuses %s with 400 and its sentence; nothing is stored', async (_what, key, message) => {
  const shopper = await createShopper(server);
  expectRefusal(await add(shopper, pizza._id, key()), 400, message);
  expect(await storedLines(shopper)).toEqual([]);
});

test('three available extras break the group rule', async () => {
  await setOptionGroups(server, salad._id, [
    {
      ...PIZZA_GROUPS[1]!,
      options: PIZZA_GROUPS[1]!.options.map((o) => ({ ...o, available: true })),
    },
  ]);
  try {
    const shopper = await createShopper(server);
    const key = lineOf(salad._id, ['cheese', 'olives', 'jalapeno']);
    expectRefusal(await add(shopper, salad._id, key), 400, 'Choose at most 2 in Extras.');
    expect(await storedLines(shopper)).toEqual([]);
  } finally {
    await setOptionGroups(server, salad._id, []);
  }
});

test('remove takes from the line named; without a line, from the default line', async () => {
  const shopper = await createShopper(server);
  const large = lineOf(pizza._id, ['large']);
  await add(shopper, pizza._id, large);
  await add(shopper, pizza._id, large);
  await add(shopper, pizza._id);
  const once = await remove(shopper, pizza._id, large);
  expect(once.status).toBe(200);
  expect(once.body.cartData).toEqual({ [large]: 1, [lineOf(pizza._id, ['regular'])]: 1 });
  expect((await remove(shopper, pizza._id)).body.cartData).toEqual({ [large]: 1 });
  const absent = await remove(shopper, pizza._id, lineOf(pizza._id, ['medium']));
  expect(absent.body).toMatchObject({ message: 'That dish is not in your cart.' });
  expectRefusal(await remove(shopper, pizza._id, lineOf(salad._id)), 400, OPTION_MESSAGES.badLine);
  expect(await cartOf(shopper)).toEqual({ [large]: 1 });
});

test('a line whose option became unavailable stays in the cart and can still be removed', async () => {
  const shopper = await createShopper(server);
  const olives = lineOf(pizza._id, ['regular', 'olives']);
  await add(shopper, pizza._id, olives);
  await add(shopper, pizza._id, olives);
  const withoutOlives = PIZZA_GROUPS.map((group) => ({
    ...group,
    options: group.options.map((o) => (o.id === 'olives' ? { ...o, available: false } : o)),
  }));
  await setOptionGroups(server, pizza._id, withoutOlives);
  try {
    expect(await cartOf(shopper)).toEqual({ [olives]: 2 });
    expectRefusal(await add(shopper, pizza._id, olives), 400, 'Olives is not available right now.');
    expect((await remove(shopper, pizza._id, olives)).body.cartData).toEqual({ [olives]: 1 });
  } finally {
    await setOptionGroups(server, pizza._id, PIZZA_GROUPS);
  }
});

test('merge adds line keys that resolve now and skips the rest', async () => {
  const shopper = await createShopper(server);
  const large = lineOf(pizza._id, ['large', 'olives'], 'well done');
  await add(shopper, pizza._id, large);
  const reply = await call(
    'POST',
    '/api/cart/merge',
    {
      cartData: {
        [large]: 2,
        [pizza._id]: 1,
        [salad._id]: 3,
        [lineOf(pizza._id, ['large', 'jalapeno'])]: 1,
        [lineOf(pizza._id, ['nothere'])]: 1,
        [`${pizza._id}|cheese,large|`]: 1,
        [curry._id]: 1,
        [lineOf(curry._id, ['mild'], 'x'.repeat(141))]: 1,
        'no-such-dish|a|': 1,
      },
    },
    shopper.headers,
  );
  expect(reply.status).toBe(200);
  expect(reply.body.cartData).toEqual({
    [large]: 3,
    [lineOf(pizza._id, ['regular'])]: 1,
    [lineOf(pizza._id, ['large', 'cheese'])]: 1,
    [salad._id]: 3,
  });
});

test('cart/get leaves out a line whose dish was removed from the menu', async () => {
  const shopper = await createShopper(server);
  await add(shopper, curry._id, lineOf(curry._id, ['mild']));
  await add(shopper, salad._id);
  const db = server.app.database.db;
  await db
    .updateTable('food')
    .set({ deleted_at: new Date().toISOString() })
    .where('id', '=', curry._id)
    .execute();
  try {
    expect(await cartOf(shopper)).toEqual({ [salad._id]: 1 });
  } finally {
    await db.updateTable('food').set({ deleted_at: null }).where('id', '=', curry._id).execute();
  }
});

test('50 concurrent adds of one configured line leave quantity 50', async () => {
  const shopper = await createShopper(server);
  const key = lineOf(pizza._id, ['medium', 'cheese', 'olives'], 'no onion, please');
  const replies = await Promise.all(Array.from({ length: 50 }, () => add(shopper, pizza._id, key)));
  expect(replies.map((reply) => reply.status)).toEqual(Array(50).fill(200));
  expect(await cartOf(shopper)).toEqual({ [key]: 50 });
});
