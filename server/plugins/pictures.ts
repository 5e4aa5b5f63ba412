/**
 * `app.pictures`: the dish pictures, the sample pictures shipped in server/uploads before staff's
 * uploads (pictures/store.ts). The uploads are in the database on PostgreSQL, where whatever an
 * earlier folder (UPLOADS_DIR) holds is imported at start; with SQLite they are in UPLOADS_DIR.
 */
import fp from 'fastify-plugin';
import { importPictureFolder } from '../pictures/import-folder';
import { PictureRepository } from '../pictures/picture-repository';
import { DiskPictureStore, PictureLibrary, type PictureStore } from '../pictures/store';

declare module 'fastify' {
  interface FastifyInstance {
    pictures: PictureLibrary;
  }
}

export default fp(
  async (app) => {
    const { uploadsDir, samplePicturesDir } = app.config;
    let uploads: PictureStore;
    if (app.database.dialect === 'postgres') {
      const database = new PictureRepository(app.database.db);
      const { imported, alreadyStored } = await importPictureFolder(uploadsDir, database);
      if (imported + alreadyStored > 0)
        app.log.info(
          { uploadsDir, imported, alreadyStored },
          `imported ${imported} pictures from UPLOADS_DIR into the database`,
        );
      uploads = database;
    } else {
      uploads = new DiskPictureStore(uploadsDir);
    }
    app.decorate('pictures', new PictureLibrary(uploads, samplePicturesDir));
  },
  { name: 'pictures', dependencies: ['config', 'database'] },
);
