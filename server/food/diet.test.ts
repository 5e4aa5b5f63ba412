/**
 * Dietary labels on the sample menu (docs/product.md#dietary-labels): the seed is honest, and a
 * database seeded before labels existed gets the same labels from its migration.
 */
import type { Kysely } from 'kysely';
import type { FoodItem } from '../../contract/api';
import { DIET_LABELS, type DietLabel } from '../../contract/diet';
import { diet } from '../db/migrations/2026-11-28-diet';
import { client, createStaff, getMenu, startTestServer, type TestServer } from '../test/helpers';
import { dishBody } from '../test/menu-helpers';

let server: TestServer;
let menu: FoodItem[];

beforeAll(async () => {
  server = await startTestServer();
  menu = await getMenu(client(server.url));
});
afterAll(() => server.close());

const has = (label: DietLabel) => (dish: FoodItem) => dish.labels.includes(label);
const named = (pattern: RegExp) => menu.filter((dish) => pattern.test(dish.name));
const described = (pattern: RegExp) =>
  menu.filter((dish) => pattern.test(`${dish.name} ${dish.description}`));

test('every sample dish carries its labels, known ones only, in the set’s order', () => {
  expect(menu).toHaveLength(32);
  for (const dish of menu) {
    const inOrder = DIET_LABELS.filter((label) => dish.labels.includes(label));
    expect(dish.labels).toEqual(inOrder);
  }
});

test('meat, fish and egg are not vegetarian; a vegan dish is vegetarian and has no egg', () => {
  const chicken = named(/chicken/i);
  expect(chicken).toHaveLength(4);
  for (const dish of chicken) expect(dish.labels).not.toContain('vegetarian');
  // A Japanese dipping broth is made with bonito (fish) stock.
  expect(named(/^Somen Noodles$/)[0]!.labels).not.toContain('vegetarian');
  for (const dish of menu.filter(has('vegan'))) expect(dish.labels).toContain('vegetarian');
  // Egg is non-vegetarian, as Indian labelling has it: the cakes with egg carry the brown mark.
  for (const dish of menu.filter(has('egg'))) expect(dish.labels).not.toContain('vegetarian');
  expect(menu.filter(has('vegetarian'))).toHaveLength(21);
});

test('dairy, honey and egg are not vegan: paneer, cheese, cream, butter, yoghurt, mayo...', () => {
  const animal = described(
    /paneer|cheese|feta|ricotta|parmesan|cream|butter|yoghurt|honey|mayo|ice cream|chicken/i,
  );
  expect(animal.map((dish) => dish.name)).toEqual(
    expect.arrayContaining(['Peri Peri Rolls', 'Greek Salad', 'Garlic Mushroom', 'Cheese Pasta']),
  );
  for (const dish of animal) expect(dish.labels).not.toContain('vegan');
  // Not every Pure Veg dish is vegan.
  const pureVeg = menu.filter((dish) => dish.category === 'Pure Veg');
  expect(pureVeg.every(has('vegetarian'))).toBe(true);
  expect(pureVeg.filter(has('vegan')).map((dish) => dish.name)).toEqual(['Rice Zucchini']);
  expect(named(/^Vegan /).every(has('vegan'))).toBe(true);
});

test('cakes with egg; bread, pasta, noodles, wraps and cakes are not gluten-free', () => {
  for (const name of ['Cup Cake', 'Butterscotch Cake', 'Sliced Cake'])
    expect(named(new RegExp(`^${name}$`))[0]!.labels).toContain('egg');
  expect(named(/^Vegan Cake$/)[0]!.labels).not.toContain('egg');
  const wheat = menu.filter((dish) =>
    ['Rolls', 'Sandwich', 'Cake', 'Pasta', 'Noodles'].includes(dish.category),
  );
  expect(wheat).toHaveLength(20);
  for (const dish of wheat) expect(dish.labels).not.toContain('gluten-free');
  expect(named(/^Jar Ice Cream$/)[0]!.labels).not.toContain('gluten-free'); // cookie crumble
  expect(named(/Salad$/).every(has('gluten-free'))).toBe(true);
});

test('nuts where the dish has them (praline, pesto); spicy where it is', () => {
  expect(menu.filter(has('nuts')).map((dish) => dish.name)).toEqual([
    'Butterscotch Cake',
    'Chicken Pasta',
  ]);
  expect(menu.filter(has('spicy')).map((dish) => dish.name)).toEqual([
    'Peri Peri Rolls',
    'Chicken Rolls',
    'Fried Cauliflower',
  ]);
});

test('a database seeded before labels existed gets the same labels from the migration', async () => {
  const db = server.app.database.db as unknown as Kysely<unknown>;
  const staff = await createStaff(server);
  const own = await client(server.url)<{ dish: FoodItem }>(
    'POST',
    '/api/kitchen/dishes/add',
    dishBody({ name: 'Staff Special', labels: ['vegetarian'] }),
    staff.headers,
  );
  expect(own.status).toBe(201);
  const stored = () =>
    server.app.database.db
      .selectFrom('food')
      .select(['name', 'labels'])
      .orderBy('position')
      .execute();
  const seeded = await stored();

  // Back to the schema before labels (the sample dishes already seeded), then forward again.
  await diet().down(db);
  await diet().up(db);
  const migrated = await stored();
  expect(migrated.filter((row) => row.name !== 'Staff Special')).toEqual(
    seeded.filter((row) => row.name !== 'Staff Special'),
  );
  // A dish staff added is not one of the sample's: it starts with no labels.
  expect(migrated.find((row) => row.name === 'Staff Special')!.labels).toBe('');
});
