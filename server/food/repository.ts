/** All SQL about the menu. */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { FoodItem } from '../../contract/api';
import type { Database } from '../db/schema';
import { SAMPLE_MENU, dishImageName } from './sample-menu';

export interface PricedDish {
  id: string;
  name: string;
  price: number;
}

export function newFoodId(): string {
  return randomBytes(12).toString('hex');
}

export class FoodRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async list(): Promise<FoodItem[]> {
    const rows = await this.db
      .selectFrom('food')
      .select(['id', 'name', 'description', 'price', 'image', 'category'])
      .orderBy('position')
      .orderBy('id')
      .execute();
    return rows.map(({ id, ...rest }) => ({ _id: id, ...rest }));
  }

  /** Prices of the given dishes, for the server to charge from its own menu. */
  async pricesOf(ids: readonly string[]): Promise<Map<string, PricedDish>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('food')
      .select(['id', 'name', 'price'])
      .where('id', 'in', ids)
      .execute();
    return new Map(rows.map((row) => [row.id, row]));
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('food')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async insertMany(dishes: ReadonlyArray<Omit<FoodItem, '_id'>>): Promise<void> {
    const now = new Date().toISOString();
    const start = await this.count();
    const rows = dishes.map((dish, index) => ({
      id: newFoodId(),
      ...dish,
      position: start + index,
      created_at: now,
    }));
    // Chunks keep each statement under SQLite's bound-parameter limit.
    for (let i = 0; i < rows.length; i += 500) {
      await this.db
        .insertInto('food')
        .values(rows.slice(i, i + 500))
        .execute();
    }
  }

  /** Seeds the sample menu once: only into an empty menu. */
  async seedSampleMenu(): Promise<boolean> {
    if ((await this.count()) > 0) return false;
    await this.insertMany(
      SAMPLE_MENU.flatMap(({ category, dishes }) =>
        dishes.map((dish) => ({ ...dish, category, image: dishImageName(dish.name) })),
      ),
    );
    return true;
  }
}
