/**
 * Staff's menu console (docs/product.md#the-menu-the-restaurant-runs): who may change the menu,
 * the shop's rules and messages for a dish, where a new dish goes, exact prices, availability in
 * the cart and at checkout, removal, and that food/list and pricing follow every change at once.
 */
import type { FoodItem, Order } from '../../contract/api';
import { CALLS } from '../../contract/calls';
import { CART_MESSAGES, ORDER_MESSAGES } from '../../contract/messages';
import {
  MENU_MESSAGES,
  unavailableMessage,
  unknownLabelMessage,
} from '../../contract/shop-messages';
import { DISH_NAME_MAX } from '../../contract/shop-rules';
import {
  SAMPLE_ADDRESS,
  client,
  countRows,
  createShopper,
  expectRefusal,
  getMenu,
  payOnTestCheckout,
  placeOrderFor,
  startTestServer,
  storedOrder,
  type Call,
  type Shopper,
  type TestServer,
  createStaff,
} from '../test/helpers';
import { dishBody } from '../test/menu-helpers';

let server: TestServer;
let call: Call;
let staff: Shopper;
let shopper: Shopper;

beforeAll(async () => {
  server = await startTestServer();
  call = client(server.url);
  [staff, shopper] = await Promise.all([createStaff(server), createShopper(server)]);
});
afterAll(() => server.close());

const add = (body: Record<string, unknown>, headers: Record<string, string> = staff.headers) =>
  call<{ dish: FoodItem; message: string }>('POST', CALLS.dishAdd.url, body, headers);
const edit = (body: Record<string, unknown>, headers: Record<string, string> = staff.headers) =>
  call<{ dish: FoodItem; message: string }>('POST', CALLS.dishEdit.url, body, headers);
const setAvailable = (_id: string, available: boolean) =>
  call<{ dish: FoodItem; message: string }>(
    'POST',
    CALLS.dishAvailability.url,
    { _id, available },
    staff.headers,
  );
const remove = (_id: string) => call('POST', CALLS.dishRemove.url, { _id }, staff.headers);

async function addDish(overrides: Record<string, unknown> = {}): Promise<FoodItem> {
  const reply = await add(dishBody(overrides));
  if (reply.status !== 201) throw new Error(`adding failed: ${JSON.stringify(reply.body)}`);
  return reply.body.dish;
}

/** Places an order for the lines and answers the status and body, as the SPA sends it. */
async function place(who: Shopper, lines: Array<[FoodItem, number]>, amount: number) {
  return call(
    'POST',
    CALLS.placeOrder.url,
    {
      address: SAMPLE_ADDRESS,
      items: lines.map(([dish, quantity]) => ({ _id: dish._id, price: dish.price, quantity })),
      amount,
    },
    who.headers,
  );
}

describe('only staff change the menu', () => {
  test('anonymous callers get 401 and shoppers 403 on every menu call, and nothing changes', async () => {
    const [dish] = await getMenu(call);
    const bodies: Array<[string, unknown]> = [
      [CALLS.dishAdd.url, dishBody()],
      [CALLS.dishEdit.url, { _id: dish!._id, ...dishBody() }],
      [CALLS.dishAvailability.url, { _id: dish!._id, available: false }],
      [CALLS.dishRemove.url, { _id: dish!._id }],
    ];
    const before = await getMenu(call);
    for (const [url, body] of bodies) {
      expectRefusal(await call('POST', url, body), 401);
      expectRefusal(await call('POST', url, body, { token: 'forged' }), 401);
      expectRefusal(await call('POST', url, body, shopper.headers), 403, 'Staff only.');
    }
    const picture = new FormData();
    picture.append('picture', new Blob([Buffer.from('x')]), 'a.png');
    for (const headers of [{}, shopper.headers]) {
      const reply = await fetch(`${server.url}${CALLS.pictureUpload.url}`, {
        method: 'POST',
        headers,
        body: picture,
      });
      expect(reply.status).toBe(headers === shopper.headers ? 403 : 401);
    }
    expect(await getMenu(call)).toEqual(before);
  });
});

describe('adding a dish', () => {
  test('adds it at the end of its category, its ₹ price exact on the wire (₹125 is 12.5)', async () => {
    const reply = await add(
      dishBody({
        name: '  Mango Lassi Cake ',
        price: 125,
        category: 'Cake',
        image: 'cup-cake.webp',
      }),
    );
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({
      success: true,
      message: MENU_MESSAGES.added,
      dish: {
        _id: expect.any(String),
        name: 'Mango Lassi Cake',
        description: expect.any(String),
        price: 12.5,
        image: 'cup-cake.webp',
        category: 'Cake',
        available: true,
        labels: [],
        rating: { average: 0, count: 0 },
        slug: 'mango-lassi-cake',
      },
    });
    const menu = await getMenu(call);
    const cakes = menu.filter((dish) => dish.category === 'Cake');
    expect(cakes.at(-1)).toEqual(reply.body.dish);
    // The category stays in one run, the other categories in their order.
    const index = menu.findIndex((dish) => dish._id === reply.body.dish._id);
    expect(menu[index - 1]!.category).toBe('Cake');
    expect(menu[index + 1]!.category).toBe('Pure Veg');
  });

  test('a new category goes after the existing ones; a known one typed in another case is the same', async () => {
    const soup = await addDish({ name: 'Tomato Soup', category: 'Soups' });
    const menu = await getMenu(call);
    expect(menu.at(-1)).toEqual(soup);
    const categories = [...new Set(menu.map((dish) => dish.category))];
    expect(categories.at(-1)).toBe('Soups');

    const another = await addDish({ name: 'Lentil Soup', category: '  soups ' });
    expect(another.category).toBe('Soups');
    expect((await getMenu(call)).at(-1)).toEqual(another);
    expect([...new Set((await getMenu(call)).map((dish) => dish.category))]).toEqual(categories);
  });

  test.each([
    ['a blank name', { name: '   ' }, 400, MENU_MESSAGES.nameRequired],
    ['a long name', { name: 'x'.repeat(DISH_NAME_MAX + 1) }, 400, MENU_MESSAGES.nameTooLong],
    [
      'a name of too many emoji',
      { name: '🍲'.repeat(DISH_NAME_MAX + 1) },
      400,
      MENU_MESSAGES.nameTooLong,
    ],
    ['a taken name in other case', { name: ' greek SALAD ' }, 409, MENU_MESSAGES.nameTaken],
    ['no description', { description: ' ' }, 400, MENU_MESSAGES.descriptionRequired],
    ['a long description', { description: 'x'.repeat(301) }, 400, MENU_MESSAGES.descriptionTooLong],
    ['a price of ₹0', { price: 0 }, 400, MENU_MESSAGES.priceInvalid],
    ['a negative price', { price: -5 }, 400, MENU_MESSAGES.priceInvalid],
    ['a price in paise', { price: 12.5 }, 400, MENU_MESSAGES.priceInvalid],
    ['a price past the limit', { price: 100_001 }, 400, MENU_MESSAGES.priceInvalid],
    ['no category', { category: '' }, 400, MENU_MESSAGES.categoryRequired],
    ['a long category', { category: 'c'.repeat(41) }, 400, MENU_MESSAGES.categoryTooLong],
    ['vegan with egg', { labels: ['vegan', 'egg'] }, 400, MENU_MESSAGES.veganWithEgg],
    ['no picture', { image: ' ' }, 400, MENU_MESSAGES.pictureRequired],
    ['a picture never uploaded', { image: 'abc123.webp' }, 400, MENU_MESSAGES.pictureUnknown],
    ['a path for a picture', { image: '../../package.json' }, 400, MENU_MESSAGES.pictureUnknown],
    ['a sample that is no picture', { image: 'dishes.json' }, 400, MENU_MESSAGES.pictureUnknown],
  ])(
    'refuses %s with the shop’s message, and adds nothing',
    async (_what, change, status, message) => {
      const before = await getMenu(call);
      const reply = await add(dishBody(change));
      expectRefusal(reply, status, message);
      expect(reply.body.message).toBe(message);
      expect(await getMenu(call)).toEqual(before);
    },
  );

  test('a name is counted in characters as a person counts them: as many emoji as letters allowed', async () => {
    expect((await add(dishBody({ name: '🍲'.repeat(DISH_NAME_MAX) }))).status).toBe(201);
  });

  test('a body the contract does not allow is refused with 400 (a price as text)', async () => {
    expectRefusal(await add({ ...dishBody(), price: '125' }), 400);
  });

  test('two staff adding the same name at once: one dish, one 409', async () => {
    const replies = await Promise.all(
      Array.from({ length: 4 }, () => add(dishBody({ name: 'Saffron Kulfi' }))),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 409, 409, 409]);
    expect((await getMenu(call)).filter((dish) => dish.name === 'Saffron Kulfi')).toHaveLength(1);
  });
});

describe('editing a dish', () => {
  test('a new price shows at once in food/list (new ETag) and checkout charges it; the old price is refused', async () => {
    const dish = await addDish({ name: 'Paneer Tikka Roll', price: 180, category: 'Rolls' });
    const first = await call('GET', '/api/food/list');
    const etag = first.headers.get('etag')!;

    const reply = await edit({ _id: dish._id, ...dishBody({ ...dish, price: 199 }) });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(MENU_MESSAGES.saved);
    expect(reply.body.dish).toEqual({ ...dish, price: 19.9 });

    const after = await call<{ data: FoodItem[] }>('GET', '/api/food/list', undefined, {
      'if-none-match': etag,
    });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    const listed = after.body.data.find((one) => one._id === dish._id)!;
    expect(listed.price).toBe(19.9);

    const buyer = await createShopper(server);
    // The shopper's page still had the old price: refused, as it must be.
    expectRefusal(await place(buyer, [[dish, 2]], 180 * 2 + 50), 409, ORDER_MESSAGES.priceChanged);
    // With the menu as food/list now gives it, the order goes through at ₹199.
    const placed = await placeOrderFor(call, buyer, [[listed, 2]]);
    expect((await storedOrder(server, placed.orderId))!.amount).toBe(199 * 2 + 50);
  });

  test('renaming keeps its own name free, refuses another dish’s, and a new category moves it to that category’s end', async () => {
    const dish = await addDish({ name: 'Masala Fries', category: 'Sandwich' });
    const form = { ...dish, price: 150 };
    const same = await edit({ _id: dish._id, ...dishBody({ ...form, name: 'MASALA FRIES' }) });
    expect(same.status).toBe(200);
    expect(same.body.dish.name).toBe('MASALA FRIES');

    expectRefusal(
      await edit({ _id: dish._id, ...dishBody({ ...form, name: 'veg rolls' }) }),
      409,
      MENU_MESSAGES.nameTaken,
    );

    const moved = await edit({ _id: dish._id, ...dishBody({ ...form, category: 'salad' }) });
    expect(moved.body.dish.category).toBe('Salad');
    const menu = await getMenu(call);
    expect(menu.filter((one) => one.category === 'Salad').at(-1)!._id).toBe(dish._id);
    expect(menu.findIndex((one) => one.category === 'Rolls')).toBe(
      menu.findIndex((one) => one._id === dish._id) + 1,
    );
  });

  test('an unknown dish is 404 with the shop’s message', async () => {
    expectRefusal(
      await edit({ _id: 'no-such-dish', ...dishBody() }),
      404,
      MENU_MESSAGES.dishNotFound,
    );
    expectRefusal(
      await call(
        'POST',
        CALLS.dishAvailability.url,
        { _id: 'nope', available: true },
        staff.headers,
      ),
      404,
      MENU_MESSAGES.dishNotFound,
    );
    expectRefusal(await remove('nope'), 404, MENU_MESSAGES.dishNotFound);
  });
});

describe('dietary labels', () => {
  test('saved with the dish in the set’s order, shown in food/list; a vegan dish is vegetarian', async () => {
    const dish = await addDish({ name: 'Chilli Tofu', labels: ['spicy', 'vegan', 'gluten-free'] });
    expect(dish.labels).toEqual(['vegetarian', 'vegan', 'gluten-free', 'spicy']);
    const listed = (await getMenu(call)).find((one) => one._id === dish._id)!;
    expect(listed.labels).toEqual(dish.labels);

    // Left out of an edit: kept. An empty list: none.
    const renamed = await edit({ _id: dish._id, ...dishBody({ ...dish, labels: undefined }) });
    expect(renamed.status).toBe(200);
    expect(renamed.body.dish.labels).toEqual(dish.labels);
    const cleared = await edit({ _id: dish._id, ...dishBody({ ...dish, labels: [] }) });
    expect(cleared.body.dish.labels).toEqual([]);
    const relabelled = await edit({
      _id: dish._id,
      ...dishBody({ ...dish, labels: ['nuts', 'spicy', 'vegetarian'] }),
    });
    expect(relabelled.body.dish.labels).toEqual(['vegetarian', 'nuts', 'spicy']);
    expect((await getMenu(call)).find((one) => one._id === dish._id)!.labels).toEqual([
      'vegetarian',
      'nuts',
      'spicy',
    ]);
  });

  test('an unknown label, a vegan or vegetarian dish with egg, or labels that are not a list: 400, nothing stored', async () => {
    const before = await getMenu(call);
    const [first] = before;
    expectRefusal(
      await add(dishBody({ name: 'Halal Kebab', labels: ['halal'] })),
      400,
      unknownLabelMessage('halal'),
    );
    expect(unknownLabelMessage('halal')).toBe(
      "'halal' is not a dietary label. The labels are 'vegetarian', 'vegan', 'egg', 'gluten-free', 'nuts', 'spicy'.",
    );
    expectRefusal(
      await edit({ _id: first!._id, ...dishBody({ ...first, labels: ['Vegetarian'] }) }),
      400,
      unknownLabelMessage('Vegetarian'),
    );
    expectRefusal(
      await add(dishBody({ name: 'Egg Vegan Curry', labels: ['vegan', 'egg'] })),
      400,
      MENU_MESSAGES.veganWithEgg,
    );
    // Egg is non-vegetarian (Indian labelling): a vegetarian dish with egg is refused too.
    expectRefusal(
      await add(dishBody({ name: 'Egg Fried Rice', labels: ['vegetarian', 'egg'] })),
      400,
      MENU_MESSAGES.vegetarianWithEgg,
    );
    expectRefusal(await add(dishBody({ name: 'Text Labels', labels: 'vegan' })), 400);
    expectRefusal(await add(dishBody({ name: 'Number Labels', labels: [1] })), 400);
    expect(await getMenu(call)).toEqual(before);
  });
});

describe('prices are exact', () => {
  test('₹125, ₹1, ₹99,999 and ₹1,00,000 dishes over many lines and quantities: the order is the integer sum', async () => {
    const rupees = [125, 1, 99_999, 100_000, 333, 7];
    const dishes = [];
    for (const [index, price] of rupees.entries())
      dishes.push(await addDish({ name: `Exact ${index}`, price, category: 'Exact' }));
    expect(dishes.map((dish) => dish.price)).toEqual([12.5, 0.1, 9999.9, 10000, 33.3, 0.7]);
    const quantities = [99, 100, 3, 2, 37, 61];
    const expected = rupees.reduce((sum, price, i) => sum + price * quantities[i]!, 0) + 50;
    expect(expected).toBe(125 * 99 + 100 + 99_999 * 3 + 200_000 + 333 * 37 + 7 * 61 + 50);

    const buyer = await createShopper(server);
    const placed = await placeOrderFor(
      call,
      buyer,
      dishes.map((dish, i) => [dish, quantities[i]!] as const),
    );
    const order = (await storedOrder(server, placed.orderId))!;
    expect(order.amount).toBe(expected);
    expect(Number.isInteger(order.amount)).toBe(true);
    // The test checkout takes exactly that.
    expect(await payOnTestCheckout(server, placed.sessionUrl)).toMatchObject({ status: 303 });
    const session = await server.app.database.db
      .selectFrom('test_checkout_sessions')
      .select(['amount', 'lines'])
      .where('order_id', '=', placed.orderId)
      .executeTakeFirstOrThrow();
    expect(session.amount).toBe(expected);
    const lines = JSON.parse(session.lines) as Array<{ unitAmount: number; quantity: number }>;
    expect(lines.map((line) => line.unitAmount)).toEqual([...rupees, 50]);
  });
});

describe('availability', () => {
  test('an unavailable dish: kept in food/list and carts, refused by cart/add and order/place with its message, skipped by cart/merge', async () => {
    const dish = await addDish({ name: 'Chaas', price: 40, category: 'Drinks' });
    const buyer = await createShopper(server);
    expect(
      (await call('POST', CALLS.cartAdd.url, { itemId: dish._id }, buyer.headers)).status,
    ).toBe(200);

    const marked = await setAvailable(dish._id, false);
    expect(marked.status).toBe(200);
    expect(marked.body).toEqual({
      success: true,
      message: MENU_MESSAGES.markedUnavailable,
      dish: { ...dish, available: false },
    });
    expect((await getMenu(call)).find((one) => one._id === dish._id)).toEqual({
      ...dish,
      available: false,
    });

    const refused = await call('POST', CALLS.cartAdd.url, { itemId: dish._id }, buyer.headers);
    expectRefusal(refused, 409);
    expect(refused.body.message).toBe(unavailableMessage('Chaas'));
    expect(refused.body.message).toBe('Sorry, Chaas is not available right now.');

    // The line stays in the cart (the SPA shows it as unavailable).
    const cart = await call('POST', CALLS.cartGet.url, undefined, buyer.headers);
    expect(cart.body.cartData).toEqual({ [dish._id]: 1 });

    const placing = await place(buyer, [[dish, 1]], 40 + 50);
    expectRefusal(placing, 409);
    expect(placing.body.message).toBe(unavailableMessage('Chaas'));

    const other = await createShopper(server);
    const [greek] = await getMenu(call);
    const merged = await call(
      'POST',
      CALLS.cartMerge.url,
      { cartData: { [dish._id]: 2, [greek!._id]: 1 } },
      other.headers,
    );
    expect(merged.status).toBe(200);
    expect(merged.body.cartData).toEqual({ [greek!._id]: 1 });

    // Available again: sold again.
    const back = await setAvailable(dish._id, true);
    expect(back.body.message).toBe(MENU_MESSAGES.markedAvailable);
    expect(back.body.dish.available).toBe(true);
    expect(
      (await call('POST', CALLS.cartAdd.url, { itemId: dish._id }, buyer.headers)).status,
    ).toBe(200);
    const placed = await placeOrderFor(call, buyer, [[back.body.dish, 2]], { fillCart: false });
    expect(placed.amount).toBe(130);
  });
});

describe('removing a dish', () => {
  test('soft: gone from the menu and carts, refused by cart/add and order/place, while past orders keep their lines', async () => {
    const dish = await addDish({ name: 'Kesar Peda', price: 60, category: 'Desserts' });
    const buyer = await createShopper(server);
    const placed = await placeOrderFor(call, buyer, [[dish, 3]]);
    expect((await payOnTestCheckout(server, placed.sessionUrl)).status).toBe(303);
    expect(
      (await call('POST', CALLS.cartAdd.url, { itemId: dish._id }, buyer.headers)).status,
    ).toBe(200);

    const removed = await remove(dish._id);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ success: true, message: MENU_MESSAGES.removed });
    expect((await getMenu(call)).some((one) => one._id === dish._id)).toBe(false);

    // The row is still there, marked removed.
    const row = await server.app.database.db
      .selectFrom('food')
      .select(['deleted_at'])
      .where('id', '=', dish._id)
      .executeTakeFirstOrThrow();
    expect(row.deleted_at).toEqual(expect.any(String));

    expect((await call('POST', CALLS.cartGet.url, undefined, buyer.headers)).body.cartData).toEqual(
      {},
    );
    expectRefusal(
      await call('POST', CALLS.cartAdd.url, { itemId: dish._id }, buyer.headers),
      404,
      CART_MESSAGES.unknownDish,
    );
    expectRefusal(await place(buyer, [[dish, 1]], 110), 409, ORDER_MESSAGES.unknownDish);

    const orders = await call<{ data: Order[] }>(
      'POST',
      CALLS.userOrders.url,
      undefined,
      buyer.headers,
    );
    expect(orders.body.data[0]!.items).toEqual([{ name: 'Kesar Peda', price: 6, quantity: 3 }]);

    expectRefusal(await remove(dish._id), 404, MENU_MESSAGES.dishNotFound);
    expectRefusal(await edit({ _id: dish._id, ...dishBody() }), 404, MENU_MESSAGES.dishNotFound);
    // Its name is free again.
    expect((await add(dishBody({ name: 'kesar peda' }))).status).toBe(201);
  });

  test('a refused change stores nothing', async () => {
    const before = await countRows(server, ['food', 'cart_items', 'orders']);
    await add(dishBody({ name: '' }));
    await add(dishBody(), shopper.headers);
    expect(await countRows(server, ['food', 'cart_items', 'orders'])).toEqual(before);
  });
});
