/** All SQL about the menu. */
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { FoodItem } from '../../contract/api';
import { DIET_LABELS, isDietLabel, type DietLabel } from '../../contract/diet';
import { averageOf } from '../../contract/rating-rules';
import { basePriceOfPaise, displayPrice, rupeesToPaise } from '../../contract/money';
import type { OptionGroup } from '../../contract/options';
import type { Database } from '../db/schema';
import { columnOfGroups, groupsOfColumn } from './option-groups';
import { SAMPLE_MENU, dishImageName } from './sample-menu';
import { DishSlugRepository } from './slug-repository';

export interface PricedDish {
  id: string;
  name: string;
  /** The wire's base number (contract/money.ts). */
  price: number;
  available: boolean;
}

/** A dish to add: its price in whole rupees as shoppers see it. */
export interface NewDish {
  name: string;
  description: string;
  rupees: number;
  category: string;
  image: string;
  labels?: readonly DietLabel[];
  optionGroups?: readonly OptionGroup[];
}

/** A dish as staff change it, its price in whole paise. */
export interface DishFields {
  name: string;
  description: string;
  price_paise: number;
  category: string;
  image: string;
  /** Left out: the dish keeps the labels it has (none for a new one). */
  labels?: string;
  /** The column's JSON (option-groups.ts); left out: unchanged (none for a new dish). */
  option_groups?: string;
}

/**
 * A dish as a cart line or an order needs it, removed or not: its price in whole paise and its
 * option groups as the wire has them (option prices in whole rupees).
 */
export interface DishWithOptions {
  id: string;
  name: string;
  pricePaise: number;
  available: boolean;
  /** Removed from the menu by staff: no longer sold. */
  deleted: boolean;
  optionGroups: OptionGroup[];
}

/** What staff's console needs to know of the dishes on the menu to check and place a change. */
export interface MenuEntry {
  id: string;
  name: string;
  category: string;
  position: number;
}

type Row = {
  id: string;
  name: string;
  description: string;
  price_paise: number;
  image: string;
  category: string;
  available: number;
  labels: string;
  option_groups: string;
  slug: string | null;
  rating_sum: number;
  rating_count: number;
};

/** Labels as the database keeps them: in the set's order, joined by commas ('' for none). */
export function storedLabels(labels: readonly DietLabel[]): string {
  return DIET_LABELS.filter((label) => labels.includes(label)).join(',');
}

/** A label the code no longer knows (a row written by a newer version) is left out. */
function labelsOf(stored: string): DietLabel[] {
  return stored.split(',').filter(isDietLabel);
}

/** The sum and count the ratings' triggers keep (docs/product.md#ratings), as the menu shows them. */
function dishRating(row: Row): { average: number; count: number } {
  const count = Number(row.rating_count);
  return { average: averageOf(Number(row.rating_sum), count), count };
}

function foodItemOf(row: Row): FoodItem {
  const optionGroups = groupsOfColumn(row.option_groups);
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    price: basePriceOfPaise(Number(row.price_paise)),
    image: row.image,
    category: row.category,
    available: Number(row.available) === 1,
    labels: labelsOf(row.labels),
    // Only a dish with groups carries the field (contract/schemas/menu.ts).
    ...(optionGroups.length > 0 ? { optionGroups } : {}),
    ...(row.slug ? { slug: row.slug } : {}),
    rating: dishRating(row),
  };
}

const ITEM_COLUMNS = [
  'id',
  'name',
  'description',
  'price_paise',
  'image',
  'category',
  'available',
  'labels',
  'option_groups',
  'slug',
  'rating_sum',
  'rating_count',
] as const;

export function newFoodId(): string {
  return randomBytes(12).toString('hex');
}

/** Any constant: the key of the one lock that puts PostgreSQL's menu changes in a line. */
const MENU_LOCK = 13_2026;

export class FoodRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Takes the menu's lock until `trx` ends (PostgreSQL only: a transaction-scoped advisory lock),
   * so menu changes on any instance take turns.
   */
  async lockMenu(trx: Kysely<Database>): Promise<void> {
    await sql`select pg_advisory_xact_lock(${MENU_LOCK})`.execute(trx);
  }

  /** Every dish on the menu (removed ones are not), unavailable ones included and marked. */
  async list(): Promise<FoodItem[]> {
    const rows = await this.db
      .selectFrom('food')
      .select(ITEM_COLUMNS)
      .where('deleted_at', 'is', null)
      .orderBy('position')
      .orderBy('id')
      .execute();
    return rows.map(foodItemOf);
  }

  /** A dish on the menu (not removed), as food/list shows it. */
  async dish(id: string, db: Kysely<Database> = this.db): Promise<FoodItem | undefined> {
    const row = await db
      .selectFrom('food')
      .select(ITEM_COLUMNS)
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return row && foodItemOf(row);
  }

  /** Every dish on the menu, in the menu's order: names, categories and places. */
  async entries(db: Kysely<Database> = this.db): Promise<MenuEntry[]> {
    const rows = await db
      .selectFrom('food')
      .select(['id', 'name', 'category', 'position'])
      .where('deleted_at', 'is', null)
      .orderBy('position')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({ ...row, position: Number(row.position) }));
  }

  /**
   * The place for a dish at the end of its category: just after the category's last dish (the
   * dishes after it move down one), or after every dish for a category new to the menu.
   */
  async placeAtEndOf(category: string, entries: readonly MenuEntry[], db: Kysely<Database>) {
    const inCategory = entries.filter((entry) => entry.category === category);
    if (inCategory.length === 0) {
      const row = await db
        .selectFrom('food')
        .select((eb) => eb.fn.max('position').as('last'))
        .executeTakeFirst();
      return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
    }
    const position = Math.max(...inCategory.map((entry) => entry.position)) + 1;
    await db
      .updateTable('food')
      .set((eb) => ({ position: eb('position', '+', 1) }))
      .where('position', '>=', position)
      .execute();
    return position;
  }

  async insertDish(
    dish: DishFields & { id: string; position: number; slug: string },
    db: Kysely<Database>,
  ): Promise<void> {
    await db
      .insertInto('food')
      .values({ ...dish, created_at: new Date().toISOString() })
      .execute();
  }

  /** Changes a dish on the menu; false when there is none (never was, or removed). */
  async updateDish(
    id: string,
    fields: Partial<DishFields & { position: number; available: number; deleted_at: string }>,
    db: Kysely<Database>,
  ): Promise<boolean> {
    const result = await db
      .updateTable('food')
      .set({ ...fields, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /**
   * Prices of the given dishes on the menu now, for the server to charge from its own menu;
   * removed dishes are missing from the map.
   */
  async pricesOf(ids: readonly string[]): Promise<Map<string, PricedDish>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('food')
      .select(['id', 'name', 'price_paise', 'available'])
      .where('id', 'in', ids)
      .where('deleted_at', 'is', null)
      .execute();
    return new Map(
      rows.map((row) => [
        row.id,
        {
          id: row.id,
          name: row.name,
          price: basePriceOfPaise(Number(row.price_paise)),
          available: Number(row.available) === 1,
        },
      ]),
    );
  }

  /**
   * The given dishes, removed ones included (marked `deleted`), with their option groups, in one
   * query: what the cart and orders check a line against. Ids not in the menu are missing.
   */
  async dishesWithOptions(
    ids: readonly string[],
    db: Kysely<Database> = this.db,
  ): Promise<Map<string, DishWithOptions>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .selectFrom('food')
      .select(['id', 'name', 'price_paise', 'available', 'deleted_at', 'option_groups'])
      .where('id', 'in', [...new Set(ids)])
      .execute();
    return new Map(
      rows.map((row) => [
        row.id,
        {
          id: row.id,
          name: row.name,
          pricePaise: Number(row.price_paise),
          available: Number(row.available) === 1,
          deleted: row.deleted_at !== null,
          optionGroups: groupsOfColumn(row.option_groups),
        },
      ]),
    );
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('food')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async insertMany(dishes: readonly NewDish[]): Promise<void> {
    const now = new Date().toISOString();
    const start = await this.count();
    const slugs = await new DishSlugRepository(this.db).forMany(dishes.map((dish) => dish.name));
    const rows = dishes.map(({ rupees, labels = [], optionGroups = [], ...dish }, index) => ({
      id: newFoodId(),
      ...dish,
      slug: slugs[index]!,
      labels: storedLabels(labels),
      option_groups: columnOfGroups(optionGroups),
      price_paise: rupeesToPaise(rupees),
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
        dishes.map(({ price, ...dish }) => ({
          ...dish,
          // The sample menu gives the spec's base numbers: 12 is ₹120.
          rupees: displayPrice(price),
          category,
          image: dishImageName(dish.name),
        })),
      ),
    );
    return true;
  }
}
