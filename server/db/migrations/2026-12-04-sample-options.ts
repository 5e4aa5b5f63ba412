/**
 * Dish options on the sample menu (docs/product.md#dish-options): a database seeded before dish
 * options existed gives its Cake dishes 'Size' and its Sandwich dishes 'Extras', as a new
 * database is seeded with them (server/food/sample-menu.ts; food/options.test.ts checks both give
 * the same groups). Only dishes still named as seeded and still without groups get them: staff's
 * own dishes and their own groups are left as they are.
 * Frozen once shipped: never edit a shipped migration, add a new one.
 */
import { sql, type Kysely } from 'kysely';

/** The groups as this migration shipped them, as the column keeps them (its own copy). */
const CAKE_SIZE = JSON.stringify([
  {
    id: 'size',
    name: 'Size',
    kind: 'one',
    min: 1,
    max: 1,
    options: [
      { id: 'regular', name: 'Regular', pricePaise: 0, available: true, isDefault: true },
      { id: 'large', name: 'Large', pricePaise: 6000, available: true },
    ],
  },
]);

const SANDWICH_EXTRAS = JSON.stringify([
  {
    id: 'extras',
    name: 'Extras',
    kind: 'many',
    min: 0,
    max: 2,
    options: [
      { id: 'cheese', name: 'Extra cheese', pricePaise: 3000, available: true },
      { id: 'egg', name: 'Fried egg', pricePaise: 2000, available: true },
      { id: 'jalapenos', name: 'Jalapeños', pricePaise: 2000, available: true },
    ],
  },
]);

const SAMPLE_GROUPS: ReadonlyArray<[names: string[], groups: string]> = [
  [['Cup Cake', 'Vegan Cake', 'Butterscotch Cake', 'Sliced Cake'], CAKE_SIZE],
  [['Chicken Sandwich', 'Vegan Sandwich', 'Grilled Sandwich', 'Bread Sandwich'], SANDWICH_EXTRAS],
];

export function sampleOptions() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const [names, groups] of SAMPLE_GROUPS) {
        await sql`update food set option_groups = ${groups}
          where name in (${sql.join(names)}) and option_groups = '[]'`.execute(db);
      }
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const [names, groups] of SAMPLE_GROUPS) {
        await sql`update food set option_groups = '[]'
          where name in (${sql.join(names)}) and option_groups = ${groups}`.execute(db);
      }
    },
  };
}
