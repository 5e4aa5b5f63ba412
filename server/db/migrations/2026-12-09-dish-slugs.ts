/**
 * A page per dish (docs/product.md#a-page-per-dish): every dish has a slug, its page's address
 * /Menu/<slug>, made from its name, unique among all dishes (removed ones keep theirs, so their
 * page says they are gone). A renamed dish's earlier slugs are kept in `dish_slugs` and redirect
 * to its page. Dishes already in the database (the sample menu too) get theirs here: the menu's
 * in its order first, then removed ones, so a dish on the menu has the plainest slug.
 * Frozen once shipped: never edit a shipped migration, add a new one (the slug rule below is this
 * migration's own copy).
 */
import { sql, type Kysely } from 'kysely';

/** The slug rule as this migration shipped it. */
function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return slug || 'dish';
}

export function dishSlugs() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('food').addColumn('slug', 'text').execute();
      await db.schema
        .createTable('dish_slugs')
        .addColumn('slug', 'text', (c) => c.primaryKey())
        .addColumn('food_id', 'text', (c) => c.notNull().references('food.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('dish_slugs_food').on('dish_slugs').column('food_id').execute();
      const { rows } = await sql<{ id: string; name: string }>`
        select id, name from food
        order by case when deleted_at is null then 0 else 1 end, position, id`.execute(db);
      const taken = new Set<string>();
      for (const { id, name } of rows) {
        const base = slugOf(name);
        let slug = base;
        for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
        taken.add(slug);
        await sql`update food set slug = ${slug} where id = ${id}`.execute(db);
      }
      await db.schema.createIndex('food_slug').on('food').column('slug').unique().execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('food_slug').execute();
      await db.schema.dropTable('dish_slugs').execute();
      await db.schema.alterTable('food').dropColumn('slug').execute();
    },
  };
}
