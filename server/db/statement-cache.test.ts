/** The SQLite file's kept statements (db/statement-cache.ts), on a real SQLite database. */
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { withStatementCache } from './statement-cache';

interface Numbers {
  numbers: { n: number };
}

function openFile(): SQLite.Database {
  const file = new SQLite(':memory:');
  file.exec('create table numbers (n integer not null)');
  file.exec('insert into numbers (n) values (1), (2), (3)');
  return file;
}

test('a text is prepared once, and its statement runs with each query’s own values', async () => {
  const file = openFile();
  let prepared = 0;
  const prepare = file.prepare.bind(file);
  file.prepare = ((sql: string) => {
    prepared += 1;
    return prepare(sql);
  }) as typeof file.prepare;
  const db = new Kysely<Numbers>({
    dialect: new SqliteDialect({ database: withStatementCache(file) }),
  });
  const above = (n: number) =>
    db.selectFrom('numbers').select('n').where('n', '>', n).orderBy('n').execute();

  expect(await above(0)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  expect(await above(2)).toEqual([{ n: 3 }]);
  await db.insertInto('numbers').values({ n: 4 }).execute();
  await db.insertInto('numbers').values({ n: 5 }).execute();
  expect(await above(3)).toEqual([{ n: 4 }, { n: 5 }]);
  // One select text and one insert text.
  expect(prepared).toBe(2);
  await db.destroy();
  expect(file.open).toBe(false);
});

test('a statement still being read is not handed out again', async () => {
  const file = openFile();
  const cached = withStatementCache(file);
  const sql = 'select n from numbers order by n';
  const first = cached.prepare(sql);
  const reading = first.iterate([]);
  expect(reading.next().value).toEqual({ n: 1 });

  const second = cached.prepare(sql);
  expect(second).not.toBe(first);
  expect(second.all([])).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  expect([...reading]).toEqual([{ n: 2 }, { n: 3 }]);
  // Done reading, the kept one is handed out again.
  expect(cached.prepare(sql)).toBe(first);
  cached.close();
});

test('past the limit, the least recently used text is dropped', () => {
  const cached = withStatementCache(openFile(), 2);
  const one = cached.prepare('select 1');
  const two = cached.prepare('select 2');
  expect(cached.prepare('select 1')).toBe(one);
  cached.prepare('select 3');
  // 'select 2' was the least recently used.
  expect(cached.prepare('select 1')).toBe(one);
  expect(cached.prepare('select 2')).not.toBe(two);
  cached.close();
});
