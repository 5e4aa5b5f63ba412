/**
 * The SQLite file as Kysely's SQLite dialect sees it, with each statement prepared once and kept
 * by its SQL text. Kysely's driver asks for a prepared statement on every query, and preparing
 * (SQLite parsing and planning the SQL) costs more than running the small queries a request
 * makes (docs/operations.md#figures-behind-choices-in-the-code). Kysely writes the same SQL text
 * for the same query with different values, which go in as parameters, so the store's queries
 * are a few hundred texts at most.
 *
 * A statement a streamed query is still reading from is busy: a query of the same text meanwhile
 * gets a statement of its own. SQLite prepares a kept statement again by itself when the schema
 * changes (a migration), and closing the file finalizes them all.
 */
import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** More texts than the store's queries; past it, the least recently used is dropped. */
const KEPT_STATEMENTS = 1_000;

export function withStatementCache(file: SQLite.Database, kept = KEPT_STATEMENTS): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      statements.clear();
      file.close();
    },
    prepare(sql: string): SqliteStatement {
      const known = statements.get(sql);
      if (known && !known.busy) {
        // Last used goes last, so the first entry is always the least recently used.
        statements.delete(sql);
        statements.set(sql, known);
        return known;
      }
      const statement = file.prepare(sql);
      if (known) return statement;
      statements.set(sql, statement);
      if (statements.size > kept) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}
