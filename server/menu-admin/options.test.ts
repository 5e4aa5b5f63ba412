/**
 * Staff give a dish option groups (docs/product.md#dish-options): the rules and their sentences
 * (contract/options.ts groupsProblem) on add and edit, groups kept with prices in paise, left
 * alone by an edit that does not send them, only staff may set them, and food/list shows every
 * change at once.
 */
import type { FoodItem } from '../../contract/api';
import { CALLS } from '../../contract/calls';
import { OPTION_MESSAGES, type DishOption, type OptionGroup } from '../../contract/options';
import {
  client,
  createShopper,
  createStaff,
  expectRefusal,
  getMenu,
  startTestServer,
  type Call,
  type Shopper,
  type TestServer,
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

type Reply = { dish: FoodItem; message: string };
const add = (body: Record<string, unknown>, headers: Record<string, string> = staff.headers) =>
  call<Reply>('POST', CALLS.dishAdd.url, body, headers);
const edit = (body: Record<string, unknown>, headers: Record<string, string> = staff.headers) =>
  call<Reply>('POST', CALLS.dishEdit.url, body, headers);

const option = (id: string, name: string, price: number, more: Partial<DishOption> = {}) => ({
  id,
  name,
  price,
  available: true,
  ...more,
});

/** The pizza: Size (choose 1) and Extras (up to 2). */
const PIZZA: OptionGroup[] = [
  {
    id: 'size',
    name: 'Size',
    kind: 'one',
    min: 1,
    max: 1,
    options: [
      option('regular', 'Regular', 0, { isDefault: true }),
      option('medium', 'Medium', 80),
      option('large', 'Large', 150),
    ],
  },
  {
    id: 'extras',
    name: 'Extras',
    kind: 'many',
    min: 0,
    max: 2,
    options: [
      option('cheese', 'Extra cheese', 30),
      option('olives', 'Olives', 20),
      option('jalapeno', 'Jalapeño', 20),
    ],
  },
];

const storedGroups = async (id: string) =>
  JSON.parse(
    (
      await server.app.database.db
        .selectFrom('food')
        .select('option_groups')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).option_groups,
  ) as unknown;

const onMenu = async (id: string) => (await getMenu(call)).find((dish) => dish._id === id);

async function addPizza(): Promise<FoodItem> {
  const reply = await add(dishBody({ category: 'Pizza', optionGroups: PIZZA }));
  expect(reply.status).toBe(201);
  return reply.body.dish;
}

describe('staff add and edit a dish with option groups', () => {
  test('a dish added with groups has them on the wire in rupees, kept in paise', async () => {
    const spaced = PIZZA.map((group) => ({
      ...group,
      name: `  ${group.name} `,
      options: group.options.map((o) => ({ ...o, name: ` ${o.name}  ` })),
    }));
    const reply = await add(dishBody({ category: 'Pizza', optionGroups: spaced }));
    expect(reply.status).toBe(201);
    expect(reply.body.dish.optionGroups).toEqual(PIZZA);
    expect(await onMenu(reply.body.dish._id)).toEqual(reply.body.dish);
    const kept = (await storedGroups(reply.body.dish._id)) as Array<{ options: unknown[] }>;
    expect(kept[0]!.options[2]).toEqual({
      id: 'large',
      name: 'Large',
      pricePaise: 15000,
      available: true,
    });
    expect(kept[1]!.options[0]).toEqual({
      id: 'cheese',
      name: 'Extra cheese',
      pricePaise: 3000,
      available: true,
    });
  });

  test('a dish added without groups has none, and no optionGroups field', async () => {
    const reply = await add(dishBody());
    expect(reply.status).toBe(201);
    expect(Object.keys(reply.body.dish)).not.toContain('optionGroups');
    expect(await storedGroups(reply.body.dish._id)).toEqual([]);
  });

  test('an edit that leaves groups out keeps them; one that sends them replaces them', async () => {
    const pizza = await addPizza();
    const { optionGroups, ...rest } = pizza;
    void optionGroups;
    const renamed = await edit({
      _id: pizza._id,
      ...dishBody({ ...rest, name: `${pizza.name} Deluxe`, price: 300 }),
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.dish.optionGroups).toEqual(PIZZA);

    // An option marked unavailable is the same groups with `available: false`.
    const withoutOlives = PIZZA.map((group) => ({
      ...group,
      options: group.options.map((o) => (o.id === 'olives' ? { ...o, available: false } : o)),
    }));
    const marked = await edit({
      _id: pizza._id,
      ...dishBody({ ...rest, price: 300, optionGroups: withoutOlives }),
    });
    expect(marked.status).toBe(200);
    expect(marked.body.dish.optionGroups![1]!.options[1]).toEqual(
      option('olives', 'Olives', 20, { available: false }),
    );

    const cleared = await edit({
      _id: pizza._id,
      ...dishBody({ ...rest, price: 300, optionGroups: [] }),
    });
    expect(cleared.status).toBe(200);
    expect(Object.keys(cleared.body.dish)).not.toContain('optionGroups');
    expect(await storedGroups(pizza._id)).toEqual([]);
  });

  test('food/list shows a change of groups at once, under a new ETag', async () => {
    const pizza = await addPizza();
    const before = await call('GET', '/api/food/list');
    const etag = before.headers.get('etag');
    const cheaper = PIZZA.map((group) => ({
      ...group,
      options: group.options.map((o) => (o.id === 'large' ? { ...o, price: 120 } : o)),
    }));
    const reply = await edit({
      _id: pizza._id,
      ...dishBody({ name: pizza.name, optionGroups: cheaper }),
    });
    expect(reply.status).toBe(200);
    const after = await call<{ data: FoodItem[] }>('GET', '/api/food/list');
    expect(after.headers.get('etag')).not.toBe(etag);
    const shown = after.body.data.find((dish) => dish._id === pizza._id)!;
    expect(shown.optionGroups![0]!.options[2]).toEqual(option('large', 'Large', 120));
  });
});

/** A body's groups with one change, and the sentence it must be refused with. */
const many = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, i) => option(`${prefix}${i}`, `${prefix} ${i}`, 10));
const group = (more: Partial<OptionGroup> & Pick<OptionGroup, 'id' | 'name'>): OptionGroup => ({
  kind: 'many',
  min: 0,
  max: 1,
  options: [option(`${more.id}a`, 'A', 0), option(`${more.id}b`, 'B', 10)],
  ...more,
});

const REFUSED: Array<[string, unknown[], string]> = [
  [
    'more than 10 groups',
    Array.from({ length: 11 }, (_, i) => group({ id: `g${i}`, name: `Group ${i}` })),
    OPTION_MESSAGES.tooManyGroups,
  ],
  [
    'more than 30 options in all',
    [
      group({ id: 'a', name: 'A', options: many(16, 'a') }),
      group({ id: 'b', name: 'B', options: many(15, 'b') }),
    ],
    OPTION_MESSAGES.tooManyOptions,
  ],
  ['a group without a name', [group({ id: 'a', name: '   ' })], OPTION_MESSAGES.nameMissing],
  [
    'an option without a name',
    [group({ id: 'a', name: 'A', options: [option('x', ' ', 0), option('y', 'Y', 0)] })],
    OPTION_MESSAGES.nameMissing,
  ],
  [
    'an option name over 60 characters',
    [group({ id: 'a', name: 'A', options: [option('x', 'x'.repeat(61), 0), option('y', 'Y', 0)] })],
    OPTION_MESSAGES.nameTooLong,
  ],
  ['an id in capitals', [group({ id: 'Size', name: 'Size' })], OPTION_MESSAGES.badId],
  [
    'the same id twice in a dish',
    [group({ id: 'a', name: 'A' }), group({ id: 'a', name: 'B' })],
    OPTION_MESSAGES.badId,
  ],
  [
    'a choose-one group with one option',
    [group({ id: 's', name: 'Size', kind: 'one', min: 1, max: 1, options: [option('r', 'R', 0)] })],
    OPTION_MESSAGES.chooseOneNeedsTwo('Size'),
  ],
  [
    'a minimum over the maximum',
    [group({ id: 'e', name: 'Extras', min: 2, max: 1 })],
    OPTION_MESSAGES.minMax('Extras'),
  ],
  [
    'a maximum over the number of options',
    [group({ id: 'e', name: 'Extras', max: 3 })],
    OPTION_MESSAGES.minMax('Extras'),
  ],
  [
    'a choose-one group with a maximum of 2',
    [group({ id: 's', name: 'Size', kind: 'one', min: 1, max: 2 })],
    OPTION_MESSAGES.minMax('Size'),
  ],
  [
    'two groups of one name, letter case aside',
    [group({ id: 'a', name: 'Extras' }), group({ id: 'b', name: ' extras' })],
    OPTION_MESSAGES.sameGroupName('extras'),
  ],
  [
    'two options of one name in a group',
    [
      group({
        id: 'a',
        name: 'Size',
        options: [option('x', 'Large', 0), option('y', 'large ', 0)],
      }),
    ],
    OPTION_MESSAGES.sameOptionName('Size', 'large'),
  ],
  [
    'a price in paise',
    [group({ id: 'a', name: 'A', options: [option('x', 'Half', 12.5), option('y', 'Y', 0)] })],
    OPTION_MESSAGES.badPrice('Half'),
  ],
  [
    'a negative price',
    [group({ id: 'a', name: 'A', options: [option('x', 'Less', -10), option('y', 'Y', 0)] })],
    OPTION_MESSAGES.badPrice('Less'),
  ],
  [
    'a price over ₹10,000',
    [group({ id: 'a', name: 'A', options: [option('x', 'Gold', 10001), option('y', 'Y', 0)] })],
    OPTION_MESSAGES.badPrice('Gold'),
  ],
  [
    'two defaults in a choose-one group',
    [
      group({
        id: 's',
        name: 'Size',
        kind: 'one',
        min: 1,
        max: 1,
        options: [
          option('r', 'R', 0, { isDefault: true }),
          option('l', 'L', 0, { isDefault: true }),
        ],
      }),
    ],
    OPTION_MESSAGES.oneDefault('Size'),
  ],
  [
    'a default in a choose-several group',
    [
      group({
        id: 'e',
        name: 'Extras',
        options: [option('c', 'C', 0, { isDefault: true }), option('o', 'O', 0)],
      }),
    ],
    OPTION_MESSAGES.defaultInMany('Extras'),
  ],
];

describe('groups that break a rule are refused with its sentence, and nothing is stored', () => {
  test.each(REFUSED)('%s', async (_, optionGroups, message) => {
    const before = await getMenu(call);
    const body = dishBody({ optionGroups });
    expectRefusal(await add(body), 400, message);
    expect((await getMenu(call)).some((dish) => dish.name === body.name)).toBe(false);

    const pizza = await addPizza();
    const after = await getMenu(call);
    expectRefusal(await edit({ ...body, _id: pizza._id }), 400, message);
    expect(await getMenu(call)).toEqual(after);
    expect(after).toHaveLength(before.length + 1);
  });
});

test('only staff set option groups: 401 without an account, 403 for a shopper', async () => {
  const pizza = await addPizza();
  const before = await getMenu(call);
  const body = dishBody({ optionGroups: PIZZA.slice(1) });
  const callers: Array<Record<string, string>> = [{}, { token: 'forged' }, shopper.headers];
  for (const headers of callers) {
    const status = headers === shopper.headers ? 403 : 401;
    expectRefusal(await add(body, headers), status);
    expectRefusal(await edit({ ...body, _id: pizza._id }, headers), status);
  }
  expect(await getMenu(call)).toEqual(before);
});
