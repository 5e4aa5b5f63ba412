/**
 * The database as `app.database`: SQLite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set
 * (db/database.ts). Opened before anything that reads it, closed after everything else.
 */
import fp from 'fastify-plugin';
import { openDatabase, type ShopDatabase } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    database: ShopDatabase;
  }
}

export default fp(
  async (app) => {
    const database = await openDatabase({
      databaseUrl: app.config.databaseUrl,
      dataDir: app.config.dataDir,
      onIdleConnectionError: (error) =>
        app.log.warn({ err: error }, 'an idle database connection failed; the pool replaces it'),
    });
    app.decorate('database', database);
    app.addHook('onClose', async () => database.db.destroy());
  },
  { name: 'database', dependencies: ['config'] },
);
