/**
 * Ratings of dishes (docs/product.md#ratings): one row per dish of a delivered order, its stars
 * (1 to 5), comment, when first given (the change window counts from it) and, while staff hide
 * it, when, why and by whom. Each dish keeps the sum and count of its visible ratings
 * (`rating_sum`, `rating_count`), kept by triggers on every insert, change, hide, unhide and
 * delete, so the menu reads them and never recomputes them. A trigger's update of the dish row
 * runs in the rating's own transaction and adds a difference to what the row holds when it
 * writes: on PostgreSQL the row's lock makes concurrent ratings take turns on it, on SQLite there
 * is one writer; either way no rating is lost from the sum.
 * Frozen once shipped: never edit a shipped migration, add a new one.
 */
import { sql, type Kysely } from 'kysely';

type Dialect = 'sqlite' | 'postgres';

/** What a rating row adds to its dish's sum and count: nothing while hidden. */
const STARS_OF = (row: 'new' | 'old') =>
  `(case when ${row}.hidden_at is null then ${row}.stars else 0 end)`;
const ONE_OF = (row: 'new' | 'old') => `(case when ${row}.hidden_at is null then 1 else 0 end)`;

/** The dish update each trigger runs: take off the old row's part, add the new row's. */
function dishUpdate(take: 'old' | null, add: 'new' | null): string {
  const sum = [add && `+ ${STARS_OF(add)}`, take && `- ${STARS_OF(take)}`].filter(Boolean);
  const count = [add && `+ ${ONE_OF(add)}`, take && `- ${ONE_OF(take)}`].filter(Boolean);
  return `update food set rating_sum = rating_sum ${sum.join(' ')}, rating_count = rating_count ${count.join(' ')} where id = ${add ?? take}.food_id`;
}

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  const triggers = {
    ratings_added: ['after insert', dishUpdate(null, 'new')],
    ratings_changed: ['after update', dishUpdate('old', 'new')],
    ratings_removed: ['after delete', dishUpdate('old', null)],
  };
  for (const [name, [when, update]] of Object.entries(triggers))
    await sql
      .raw(`create trigger ${name} ${when} on ratings for each row begin ${update}; end`)
      .execute(db);
}

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `create function ratings_keep_dish_sums() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then ${dishUpdate(null, 'new')};
        elsif tg_op = 'UPDATE' then ${dishUpdate('old', 'new')};
        else ${dishUpdate('old', null)};
        end if;
        return null;
      end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ratings_keep_dish_sums after insert or update or delete on ratings
       for each row execute function ratings_keep_dish_sums()`,
    )
    .execute(db);
}

export function ratings(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const column of ['rating_sum', 'rating_count'])
        await db.schema
          .alterTable('food')
          .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
      await db.schema
        .createTable('ratings')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
        .addColumn('food_id', 'text', (c) => c.notNull().references('food.id'))
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
        .addColumn('stars', 'integer', (c) => c.notNull().check(sql`stars between 1 and 5`))
        .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('hidden_at', 'text')
        .addColumn('hidden_reason', 'text')
        .addColumn('hidden_by', 'text')
        // Once per dish per order: a second rating is a change of the first.
        .addUniqueConstraint('ratings_one_per_dish_per_order', ['order_id', 'food_id'])
        .execute();
      await db.schema
        .createIndex('ratings_dish_latest')
        .on('ratings')
        .columns(['food_id', 'updated_at'])
        .execute();
      await db.schema.createIndex('ratings_latest').on('ratings').column('updated_at').execute();
      if (dialect === 'postgres') await postgresTriggers(db);
      else await sqliteTriggers(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('ratings').execute();
      if (dialect === 'postgres')
        await sql`drop function if exists ratings_keep_dish_sums()`.execute(db);
      for (const column of ['rating_sum', 'rating_count'])
        await db.schema.alterTable('food').dropColumn(column).execute();
    },
  };
}
