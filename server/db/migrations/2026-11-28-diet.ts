/**
 * Dietary labels (docs/product.md#dietary-labels): each dish keeps its labels as one text column,
 * the labels' names (contract/diet.ts) joined by commas in the set's order ('' for none), so
 * SQLite and PostgreSQL alike read and write them with the dish. The sample dishes of a database
 * seeded before this migration get their labels by name; a new database is seeded with them
 * (server/food/sample-menu.ts; food.test.ts checks both give the same labels).
 * Frozen once shipped: never edit a shipped migration, add a new one.
 */
import { sql, type Kysely } from 'kysely';

/** The sample menu's labels as this migration shipped them (its own copy: it never changes). */
const SAMPLE_LABELS: Record<string, string> = {
  'Greek Salad': 'vegetarian,gluten-free',
  'Veg Salad': 'vegetarian,gluten-free',
  'Clover Salad': 'vegetarian,vegan,gluten-free',
  'Chicken Salad': 'egg,gluten-free',
  'Lasagna Rolls': 'egg',
  'Peri Peri Rolls': 'egg,spicy',
  'Chicken Rolls': 'spicy',
  'Veg Rolls': 'vegetarian,vegan',
  'Ripple Ice Cream': 'vegetarian,gluten-free',
  'Fruit Ice Cream': 'vegetarian,gluten-free',
  'Jar Ice Cream': 'vegetarian',
  'Vanilla Ice Cream': 'vegetarian,gluten-free',
  'Chicken Sandwich': 'egg',
  'Vegan Sandwich': 'vegetarian,vegan',
  'Grilled Sandwich': 'vegetarian',
  'Bread Sandwich': 'vegetarian',
  'Cup Cake': 'egg',
  'Vegan Cake': 'vegetarian,vegan',
  'Butterscotch Cake': 'egg,nuts',
  'Sliced Cake': 'egg',
  'Garlic Mushroom': 'vegetarian,gluten-free',
  'Fried Cauliflower': 'vegetarian,spicy',
  'Mix Veg Pulao': 'vegetarian,gluten-free',
  'Rice Zucchini': 'vegetarian,vegan,gluten-free',
  'Cheese Pasta': 'vegetarian',
  'Tomato Pasta': 'vegetarian,vegan',
  'Creamy Pasta': 'egg',
  'Chicken Pasta': 'nuts',
  'Butter Noodles': 'vegetarian',
  'Veg Noodles': 'vegetarian,vegan',
  'Somen Noodles': '',
  'Cooked Noodles': 'vegetarian,vegan',
};

export function diet() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('food')
        .addColumn('labels', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      // Only dishes still named as seeded and never relabelled: staff's own dishes keep none.
      for (const [name, labels] of Object.entries(SAMPLE_LABELS)) {
        if (labels === '') continue;
        await sql`update food set labels = ${labels} where name = ${name} and labels = ''`.execute(
          db,
        );
      }
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('food').dropColumn('labels').execute();
    },
  };
}
