/**
 * Dish options on the menu (docs/product.md#dish-options): food/list carries a dish's groups with
 * option prices in whole rupees and leaves the field out for a plain dish; the sample menu has
 * its groups on a new database, and a database seeded before options gets the same from its
 * migration; the repository's lookup for cart lines and orders.
 */
import type { Kysely } from 'kysely';
import type { FoodItem } from '../../contract/api';
import { CALLS } from '../../contract/calls';
import { sampleOptions } from '../db/migrations/2026-12-04-sample-options';
import { client, createStaff, getMenu, startTestServer, type TestServer } from '../test/helpers';
import { dishBody } from '../test/menu-helpers';
import { SAMPLE_CAKE_SIZE, SAMPLE_SANDWICH_EXTRAS } from './sample-menu';

let server: TestServer;
let menu: FoodItem[];

beforeAll(async () => {
  server = await startTestServer();
  menu = await getMenu(client(server.url));
});
afterAll(() => server.close());

const stored = () =>
  server.app.database.db
    .selectFrom('food')
    .select(['name', 'option_groups'])
    .orderBy('position')
    .orderBy('id')
    .execute();

test('the four cakes have Size and the four sandwiches Extras, prices in whole rupees', () => {
  const withGroups = menu.filter((dish) => dish.optionGroups);
  expect(withGroups.map((dish) => dish.name)).toEqual([
    'Chicken Sandwich',
    'Vegan Sandwich',
    'Grilled Sandwich',
    'Bread Sandwich',
    'Cup Cake',
    'Vegan Cake',
    'Butterscotch Cake',
    'Sliced Cake',
  ]);
  for (const dish of withGroups) {
    const expected = dish.category === 'Cake' ? SAMPLE_CAKE_SIZE : SAMPLE_SANDWICH_EXTRAS;
    expect(dish.optionGroups).toEqual(expected);
  }
  const cake = menu.find((dish) => dish.name === 'Cup Cake')!;
  expect(cake.optionGroups).toEqual([
    {
      id: 'size',
      name: 'Size',
      kind: 'one',
      min: 1,
      max: 1,
      options: [
        { id: 'regular', name: 'Regular', price: 0, available: true, isDefault: true },
        { id: 'large', name: 'Large', price: 60, available: true },
      ],
    },
  ]);
  const sandwich = menu.find((dish) => dish.name === 'Grilled Sandwich')!;
  expect(sandwich.optionGroups![0]).toMatchObject({ name: 'Extras', kind: 'many', min: 0, max: 2 });
  expect(sandwich.optionGroups![0]!.options.map(({ name, price }) => [name, price])).toEqual([
    ['Extra cheese', 30],
    ['Fried egg', 20],
    ['Jalapeños', 20],
  ]);
});

test('a plain dish has no optionGroups field at all, in the reply as sent', async () => {
  const reply = await fetch(`${server.url}/api/food/list`);
  const text = await reply.text();
  const dishes = (JSON.parse(text) as { data: FoodItem[] }).data;
  const plain = dishes.filter((dish) => !['Cake', 'Sandwich'].includes(dish.category));
  expect(plain).toHaveLength(24);
  for (const dish of plain) expect(Object.keys(dish)).not.toContain('optionGroups');
  expect(text.match(/"optionGroups"/g)).toHaveLength(8);
});

test('the database keeps option prices in paise', async () => {
  const rows = await stored();
  const cake = JSON.parse(rows.find((row) => row.name === 'Cup Cake')!.option_groups) as Array<{
    options: Array<Record<string, unknown>>;
  }>;
  expect(cake[0]!.options).toEqual([
    { id: 'regular', name: 'Regular', pricePaise: 0, available: true, isDefault: true },
    { id: 'large', name: 'Large', pricePaise: 6000, available: true },
  ]);
  expect(rows.find((row) => row.name === 'Greek Salad')!.option_groups).toBe('[]');
});

test('a database seeded before options gets the same groups from the migration', async () => {
  const db = server.app.database.db;
  const staff = await createStaff(server);
  const call = client(server.url);
  const own = await call('POST', CALLS.dishAdd.url, dishBody({ category: 'Cake' }), staff.headers);
  expect(own.status).toBe(201);
  const seeded = await stored();

  // As an old database has it: every dish without groups. One sample dish renamed by staff,
  // another given groups of staff's own: the migration leaves both alone.
  await db.updateTable('food').set({ option_groups: '[]' }).execute();
  await db
    .updateTable('food')
    .set({ name: 'House Cup Cake' })
    .where('name', '=', 'Cup Cake')
    .execute();
  const ownGroups = JSON.stringify([
    {
      id: 'bread',
      name: 'Bread',
      kind: 'one',
      min: 1,
      max: 1,
      options: [
        { id: 'white', name: 'White', pricePaise: 0, available: true },
        { id: 'brown', name: 'Brown', pricePaise: 1000, available: true },
      ],
    },
  ]);
  await db
    .updateTable('food')
    .set({ option_groups: ownGroups })
    .where('name', '=', 'Bread Sandwich')
    .execute();
  await sampleOptions().up(db as unknown as Kysely<unknown>);
  const migrated = await stored();

  const untouched = new Set(['House Cup Cake', 'Bread Sandwich', 'Cup Cake']);
  expect(migrated.filter((row) => !untouched.has(row.name))).toEqual(
    seeded.filter((row) => !untouched.has(row.name)),
  );
  expect(migrated.find((row) => row.name === 'House Cup Cake')!.option_groups).toBe('[]');
  expect(migrated.find((row) => row.name === 'Bread Sandwich')!.option_groups).toBe(ownGroups);
  // Staff's own cake is no sample dish.
  expect(migrated.filter((row) => row.option_groups !== '[]')).toHaveLength(7);

  // Back as seeded, for the tests after this one.
  await db
    .updateTable('food')
    .set({ name: 'Cup Cake' })
    .where('name', '=', 'House Cup Cake')
    .execute();
  for (const row of seeded) {
    await db
      .updateTable('food')
      .set({ option_groups: row.option_groups })
      .where('name', '=', row.name)
      .execute();
  }
  expect(await stored()).toEqual(seeded);
});

test('dishesWithOptions: one query for a set of ids, removed dishes marked, prices in paise', async () => {
  const staff = await createStaff(server);
  const call = client(server.url);
  const cake = menu.find((dish) => dish.name === 'Sliced Cake')!;
  const added = await call<{ dish: FoodItem }>(
    'POST',
    CALLS.dishAdd.url,
    dishBody({ price: 125 }),
    staff.headers,
  );
  const removed = added.body.dish;
  expect(
    (await call('POST', CALLS.dishRemove.url, { _id: removed._id }, staff.headers)).status,
  ).toBe(200);

  const found = await server.app.food.dishesWithOptions([cake._id, removed._id, cake._id, 'none']);
  expect([...found.keys()].sort()).toEqual([cake._id, removed._id].sort());
  expect(found.get(cake._id)).toEqual({
    id: cake._id,
    name: 'Sliced Cake',
    pricePaise: 15000,
    available: true,
    deleted: false,
    optionGroups: SAMPLE_CAKE_SIZE,
  });
  expect(found.get(removed._id)).toEqual({
    id: removed._id,
    name: removed.name,
    pricePaise: 12500,
    available: true,
    deleted: true,
    optionGroups: [],
  });
  expect(await server.app.food.dishesWithOptions([])).toEqual(new Map());
});
