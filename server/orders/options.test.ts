/**
 * Orders of dishes with options (docs/product.md#dish-options): each line priced from the shop's
 * own menu (the dish plus its chosen options, times the quantity), exact in paise; tampered lines
 * refused with nothing stored; the order keeps what was chosen, as it was then, on /MyOrders, the
 * board and the receipt; the paid lines leave the cart by line key; 'Order again' re-adds each
 * line that still resolves and names the rest.
 */
import type { FoodItem, KitchenOrder, Order } from '../../contract/api';
import { OPTION_MESSAGES, type OptionGroup } from '../../contract/options';
import { ORDER_MESSAGES } from '../../contract/messages';
import { orderNumber } from '../../contract/rules';
import {
  PIZZA_GROUPS,
  SPICE_GROUPS,
  lineOf,
  pricePaiseOf,
  setOptionGroups,
} from '../test/dish-options';
import {
  SAMPLE_ADDRESS,
  client,
  createShopper,
  createStaff,
  expectRefusal,
  getMenu,
  orderCountOf,
  payOnTestCheckout,
  startTestServer,
  storedOrder,
  type Call,
  type Shopper,
  type TestServer,
} from '../test/helpers';
import { startSmtpServer, type TestSmtpServer } from '../test/smtp-server';

let smtp: TestSmtpServer;
let server: TestServer;
let call: Call;
let pizza: FoodItem, curry: FoodItem, salad: FoodItem, rolls: FoodItem;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({ SMTP_URL: smtp.url, MAIL_FROM: 'Tomato <orders@tomato.test>' });
  call = client(server.url);
  const menu = await getMenu(call);
  const byName = (name: string) => menu.find((dish) => dish.name === name)!;
  [pizza, curry, salad, rolls] = ['Veg Noodles', 'Mix Veg Pulao', 'Greek Salad', 'Veg Rolls'].map(
    byName,
  ) as [FoodItem, FoodItem, FoodItem, FoodItem];
  await setOptionGroups(server, pizza._id, PIZZA_GROUPS);
  await setOptionGroups(server, curry._id, SPICE_GROUPS);
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

interface WantedLine {
  dish: FoodItem;
  groups: readonly OptionGroup[];
  optionIds: string[];
  note?: string;
  quantity: number;
}

const pizzaLine = (optionIds: string[], quantity: number, note = ''): WantedLine => ({
  dish: pizza,
  groups: PIZZA_GROUPS,
  optionIds,
  note,
  quantity,
});

/** Paise for the lines, worked out here from the stored prices: (dish + options) x quantity. */
async function expectedPaise(lines: readonly WantedLine[]): Promise<number> {
  let paise = 0;
  for (const line of lines) {
    const options = line.groups
      .flatMap((group) => group.options)
      .filter((option) => line.optionIds.includes(option.id))
      .reduce((sum, option) => sum + option.price * 100, 0);
    paise += ((await pricePaiseOf(server, line.dish._id)) + options) * line.quantity;
  }
  return paise;
}

/** The body /PlaceOrder sends: each line's key, the dish's price as shown, the total shown. */
async function bodyFor(lines: readonly WantedLine[], amountRupees?: number) {
  return {
    address: SAMPLE_ADDRESS,
    items: lines.map((line) => ({
      _id: line.dish._id,
      name: line.dish.name,
      price: line.dish.price,
      quantity: line.quantity,
      line: lineOf(line.dish._id, line.optionIds, line.note),
    })),
    amount: amountRupees ?? (await expectedPaise(lines)) / 100 + 50,
  };
}

const place = async (shopper: Shopper, body: unknown) =>
  call('POST', '/api/order/place', body, shopper.headers);

async function placeAndPay(shopper: Shopper, lines: readonly WantedLine[]) {
  const placed = await place(shopper, await bodyFor(lines));
  expect(placed.status).toBe(201);
  const paid = await payOnTestCheckout(server, placed.body.session_url as string);
  expect(paid.status).toBe(303);
  return placed.body.orderId as string;
}

const ordersOf = async (shopper: Shopper) =>
  (await call<{ data: Order[] }>('POST', '/api/order/userorders', undefined, shopper.headers)).body
    .data;

test('many lines with options are priced exactly from the menu and kept with their choices', async () => {
  const shopper = await createShopper(server);
  const lines: WantedLine[] = [];
  let quantity = 1;
  for (const size of ['regular', 'medium', 'large'])
    for (const extras of [[], ['cheese'], ['olives'], ['cheese', 'olives']]) {
      lines.push(
        pizzaLine([size, ...extras], quantity, quantity % 3 === 0 ? `note ${quantity}` : ''),
      );
      quantity += 1;
    }
  lines.push({ dish: curry, groups: SPICE_GROUPS, optionIds: ['hot'], quantity: 7 });
  lines.push({ dish: salad, groups: [], optionIds: [], quantity: 3 });
  const paise = await expectedPaise(lines);
  const reply = await place(shopper, await bodyFor(lines));
  expect(reply.status).toBe(201);

  const row = await storedOrder(server, reply.body.orderId as string);
  expect(row!.amount * 100).toBe(paise + 5000);
  const items = JSON.parse(row!.items) as Array<Record<string, unknown>>;
  expect(items).toHaveLength(lines.length);
  expect(items).toContainEqual({
    foodId: pizza._id,
    name: pizza.name,
    price: (pizza.price * 10 + 150 + 30 + 20) / 10,
    quantity: 12,
    line: lineOf(pizza._id, ['large', 'cheese', 'olives'], 'note 12'),
    options: [
      { group: 'Size', name: 'Large', price: 150 },
      { group: 'Extras', name: 'Extra cheese', price: 30 },
      { group: 'Extras', name: 'Olives', price: 20 },
    ],
    note: 'note 12',
  });
  expect(items).toContainEqual({
    foodId: salad._id,
    name: salad.name,
    price: salad.price,
    quantity: 3,
  });

  const [order] = await ordersOf(shopper);
  expect(order!.items).toContainEqual({
    name: curry.name,
    price: (curry.price * 10 + 15) / 10,
    quantity: 7,
    options: [{ group: 'Spice level', name: 'Hot', price: 15 }],
  });
  const lineSum = order!.items.reduce(
    (sum, item) => sum + Math.round(item.price * 10) * item.quantity,
    0,
  );
  expect(lineSum * 100).toBe(paise);
});

test('a line without a key takes the dish’s defaults; one that cannot is refused', async () => {
  const shopper = await createShopper(server);
  const body = {
    address: SAMPLE_ADDRESS,
    items: [{ _id: pizza._id, quantity: 2 }],
    amount: pizza.price * 10 * 2 + 50,
  };
  const reply = await place(shopper, body);
  expect(reply.status).toBe(201);
  const [order] = await ordersOf(shopper);
  expect(order!.items).toEqual([
    {
      name: pizza.name,
      price: pizza.price,
      quantity: 2,
      options: [{ group: 'Size', name: 'Regular', price: 0 }],
    },
  ]);
  const other = await createShopper(server);
  const noDefault = { ...body, items: [{ _id: curry._id, quantity: 1 }] };
  expectRefusal(await place(other, noDefault), 409, 'Choose one in Spice level.');
});

describe('a tampered line is refused and nothing is stored', () => {
  let shopper: Shopper;
  beforeAll(async () => {
    shopper = await createShopper(server);
  });
  afterAll(async () => expect(await orderCountOf(server, shopper.userId)).toBe(0));

  test('a total without the options’ prices', async () => {
    const lines = [pizzaLine(['large', 'cheese'], 2)];
    const body = await bodyFor(lines, pizza.price * 10 * 2 + 50);
    expectRefusal(await place(shopper, body), 409, ORDER_MESSAGES.priceChanged);
  });

  test('a line price that is neither the dish’s nor the line’s', async () => {
    const body = await bodyFor([pizzaLine(['large'], 1)]);
    body.items[0]!.price = pizza.price + 1;
    expectRefusal(await place(shopper, body), 409, ORDER_MESSAGES.priceChanged);
  });

  test('an option id not on the dish, or of another dish', async () => {
    const body = await bodyFor([pizzaLine(['large'], 1)]);
    body.items[0]!.line = lineOf(pizza._id, ['hot']);
    expectRefusal(await place(shopper, body), 409, `That option is not on ${pizza.name}.`);
  });

  test('an unavailable option, or a choice against the group’s rule', async () => {
    const body = await bodyFor([pizzaLine(['large'], 1)]);
    body.items[0]!.line = lineOf(pizza._id, ['large', 'jalapeno']);
    expectRefusal(await place(shopper, body), 409, 'Jalapeño is not available right now.');
    body.items[0]!.line = lineOf(pizza._id, ['large', 'regular']);
    expectRefusal(await place(shopper, body), 409, 'Choose only one in Size.');
  });

  test('a key of another dish, or one the shop never writes, or a bad note', async () => {
    const body = await bodyFor([pizzaLine(['large'], 1)]);
    body.items[0]!.line = lineOf(salad._id, ['large']);
    expectRefusal(await place(shopper, body), 400, OPTION_MESSAGES.badLine);
    body.items[0]!.line = `${pizza._id}|large,cheese|`;
    expectRefusal(await place(shopper, body), 400, OPTION_MESSAGES.badLine);
    body.items[0]!.line = lineOf(pizza._id, ['large'], 'y'.repeat(141));
    expectRefusal(await place(shopper, body), 400, OPTION_MESSAGES.noteTooLong);
  });
});

test('paid: the order keeps its choices after the menu changes; board and receipt show them', async () => {
  smtp.received.length = 0;
  const shopper = await createShopper(server);
  const lines = [pizzaLine(['large', 'cheese'], 2, 'cut in 8'), pizzaLine(['regular'], 1)];
  const orderId = await placeAndPay(shopper, lines);

  const renamed = PIZZA_GROUPS.map((group) => ({
    ...group,
    options: group.options.map((option) =>
      option.id === 'large' ? { ...option, name: 'Family', price: 200 } : option,
    ),
  }));
  await setOptionGroups(server, pizza._id, renamed);
  try {
    const [order] = await ordersOf(shopper);
    expect(order!.items[0]).toEqual({
      name: pizza.name,
      price: (pizza.price * 10 + 180) / 10,
      quantity: 2,
      options: [
        { group: 'Size', name: 'Large', price: 150 },
        { group: 'Extras', name: 'Extra cheese', price: 30 },
      ],
      note: 'cut in 8',
    });
    const staff = await createStaff(server);
    const board = await call<{ data: KitchenOrder[] }>(
      'GET',
      '/api/kitchen/orders',
      undefined,
      staff.headers,
    );
    const onBoard = board.body.data.find((entry) => entry._id === orderId)!;
    expect(onBoard.lines).toEqual([
      {
        name: pizza.name,
        quantity: 2,
        options: order!.items[0]!.options,
        note: 'cut in 8',
      },
      { name: pizza.name, quantity: 1, options: [{ group: 'Size', name: 'Regular', price: 0 }] },
    ]);
  } finally {
    await setOptionGroups(server, pizza._id, PIZZA_GROUPS);
  }

  // The first email of a process compiles the layouts first, slow on a busy machine.
  const [mail] = await smtp.waitFor(1, 60_000);
  expect(mail!.subject).toContain(orderNumber(orderId));
  const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;
  for (const part of [mail!.text!, mail!.html as string]) {
    const text = part.replace(/&quot;|&#34;/g, '"');
    expect(text).toContain(`${pizza.name} · Large · Extra cheese — "cut in 8" × 2`);
    expect(text).toContain(rupees((pizza.price * 10 + 180) * 2));
    expect(text).toContain(`${pizza.name} · Regular × 1`);
  }
}, 90_000);

test('paying takes the ordered lines out of the cart by line key, other lines stay', async () => {
  const shopper = await createShopper(server);
  const ordered = lineOf(pizza._id, ['medium', 'olives'], 'extra crispy');
  const kept = lineOf(pizza._id, ['medium']);
  for (const line of [ordered, ordered, kept])
    await call('POST', '/api/cart/add', { itemId: pizza._id, line }, shopper.headers);
  await placeAndPay(shopper, [pizzaLine(['medium', 'olives'], 2, 'extra crispy')]);
  const cart = await call('POST', '/api/cart/get', undefined, shopper.headers);
  expect(cart.body.cartData).toEqual({ [kept]: 1 });
});

test("'Order again' re-adds each line by its key and leaves out one whose option is unavailable", async () => {
  const shopper = await createShopper(server);
  const orderId = await placeAndPay(shopper, [
    pizzaLine(['large', 'olives'], 1),
    pizzaLine(['medium', 'cheese'], 2, 'no onion'),
    { dish: rolls, groups: [], optionIds: [], quantity: 1 },
  ]);
  const noLarge = PIZZA_GROUPS.map((group) => ({
    ...group,
    options: group.options.map((o) => (o.id === 'large' ? { ...o, available: false } : o)),
  }));
  await setOptionGroups(server, pizza._id, noLarge);
  try {
    const reply = await call('POST', '/api/order/reorder', { orderId }, shopper.headers);
    expect(reply.status).toBe(200);
    expect(reply.body.leftOut).toEqual([`${pizza.name} · Large · Olives`]);
    expect(reply.body.message).toContain(`${pizza.name} · Large · Olives is not available`);
    expect(reply.body.cartData).toEqual({
      [lineOf(pizza._id, ['medium', 'cheese'], 'no onion')]: 2,
      [rolls._id]: 1,
    });
  } finally {
    await setOptionGroups(server, pizza._id, PIZZA_GROUPS);
  }
});

test('the test checkout page lists each line with its choices and note', async () => {
  const shopper = await createShopper(server);
  const placed = await place(
    shopper,
    await bodyFor([pizzaLine(['large', 'cheese'], 2, 'cut <8>')]),
  );
  expect(placed.status).toBe(201);
  const page = await fetch(`${server.url}${new URL(placed.body.session_url as string).pathname}`);
  const html = await page.text();
  expect(html).toContain(
    `${pizza.name} &times; 2<br><span class="choices">Large · Extra cheese — &quot;cut &lt;8&gt;&quot;</span>`,
  );
});
