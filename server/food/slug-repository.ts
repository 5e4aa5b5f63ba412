/**
 * Dishes' slugs (docs/product.md#a-page-per-dish): a dish's page is /Menu/<slug>, the slug made
 * from its name (lowercase ASCII letters and digits between hyphens), unique among all dishes,
 * removed ones included, with -2, -3... on a clash. A rename gives the dish a new slug and keeps
 * the old one in `dish_slugs`, which redirects to the dish's page; renamed back, it gets its old
 * slug again. Menu changes take turns (menu-admin/service.ts), so two dishes never pick the same
 * free slug; a unique index holds it anyway.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

const SLUG_MAX = 60;

/** The slug a name gives before any clash: 'Crème Brûlée & Co.' is 'creme-brulee-and-co'. */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, '');
  return slug || 'dish';
}

/** Whether `slug` is `base` or `base` with a clash's number (`base-2`). */
const isSlugOf = (slug: string, base: string) =>
  slug === base || new RegExp(`^${base}-[0-9]+$`).test(slug);

/** The first of base, base-2, base-3... not in `taken`. */
function firstFree(base: string, taken: ReadonlySet<string>): string {
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

/** What an address names: a dish's current slug or an earlier one, and whether it is removed. */
export interface SlugOwner {
  id: string;
  name: string;
  /** Its current slug (different from the one asked for: an earlier slug, to redirect). */
  slug: string;
  removed: boolean;
}

export class DishSlugRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Every slug in use (current and earlier) that `base` could clash with, and whose it is. */
  private async clashing(base: string, db: Kysely<Database>) {
    const like = `${base}-%`;
    const [current, earlier] = await Promise.all([
      db
        .selectFrom('food')
        .select(['slug', 'id as foodId'])
        .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', like)]))
        .execute(),
      db
        .selectFrom('dish_slugs')
        .select(['slug', 'food_id as foodId'])
        .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', like)]))
        .execute(),
    ]);
    return { current, earlier };
  }

  /** A free slug for a new dish named `name`. */
  async forNewDish(name: string, db: Kysely<Database> = this.db): Promise<string> {
    const base = slugOf(name);
    const { current, earlier } = await this.clashing(base, db);
    return firstFree(base, new Set([...current, ...earlier].map((row) => row.slug ?? '')));
  }

  /**
   * After a dish's rename: a new slug when its name gives another one, its current one kept as an
   * earlier slug. Its own earlier slugs are free to it again.
   */
  async follow(id: string, name: string, db: Kysely<Database>): Promise<void> {
    const base = slugOf(name);
    const { current, earlier } = await this.clashing(base, db);
    const own = (await db.selectFrom('food').select('slug').where('id', '=', id).executeTakeFirst())
      ?.slug;
    if (own && isSlugOf(own, base)) return;
    const taken = new Set(
      [...current, ...earlier].filter((row) => row.foodId !== id).map((row) => row.slug ?? ''),
    );
    const slug = firstFree(base, taken);
    await db.deleteFrom('dish_slugs').where('slug', '=', slug).execute();
    if (own) {
      await db
        .insertInto('dish_slugs')
        .values({ slug: own, food_id: id, created_at: new Date().toISOString() })
        .execute();
    }
    await db.updateTable('food').set({ slug }).where('id', '=', id).execute();
  }

  /** Slugs for dishes added together (the sample menu, a seeded menu), clear of those in use. */
  async forMany(names: readonly string[]): Promise<string[]> {
    const [current, earlier] = await Promise.all([
      this.db.selectFrom('food').select('slug').execute(),
      this.db.selectFrom('dish_slugs').select('slug').execute(),
    ]);
    const taken = new Set([...current, ...earlier].map((row) => row.slug ?? ''));
    return names.map((name) => {
      const slug = firstFree(slugOf(name), taken);
      taken.add(slug);
      return slug;
    });
  }

  /** Whose an address is: the dish with that slug now, or the one that had it before. */
  async owner(slug: string): Promise<SlugOwner | undefined> {
    const row =
      (await this.db
        .selectFrom('food')
        .select(['id', 'name', 'slug', 'deleted_at'])
        .where('slug', '=', slug)
        .executeTakeFirst()) ??
      (await this.db
        .selectFrom('dish_slugs')
        .innerJoin('food', 'food.id', 'dish_slugs.food_id')
        .select(['food.id', 'food.name', 'food.slug', 'food.deleted_at'])
        .where('dish_slugs.slug', '=', slug)
        .executeTakeFirst());
    if (!row) return undefined;
    return { id: row.id, name: row.name, slug: row.slug ?? slug, removed: row.deleted_at !== null };
  }
}
