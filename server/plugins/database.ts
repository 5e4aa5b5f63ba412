/**
 * The database as `app.store`: SQLite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set
 * (db/database.ts). Opened before anything that reads it, closed after everything else.
 */
import fp from 'fastify-plugin';
import { openDatabase, type StoreDatabase } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    store: StoreDatabase;
  }
}

export default fp(
  async (app) => {
    const store = await openDatabase({
      databaseUrl: app.config.databaseUrl,
      dataDir: app.config.dataDir,
      onIdleConnectionError: (error) =>
        app.log.warn({ err: error }, 'an idle database connection failed; the pool replaces it'),
    });
    app.decorate('store', store);
    app.addHook('onClose', async () => store.db.destroy());
  },
  { name: 'database', dependencies: ['config'] },
);
