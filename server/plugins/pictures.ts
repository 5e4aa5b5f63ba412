/**
 * `app.pictures`: the dish pictures, staff's uploads (UPLOADS_DIR, behind a PictureStore) before
 * the sample pictures shipped in server/uploads (pictures/store.ts).
 */
import fp from 'fastify-plugin';
import { DiskPictureStore, PictureLibrary } from '../pictures/store';

declare module 'fastify' {
  interface FastifyInstance {
    pictures: PictureLibrary;
  }
}

export default fp(
  async (app) => {
    const { uploadsDir, samplePicturesDir } = app.config;
    app.decorate(
      'pictures',
      new PictureLibrary(new DiskPictureStore(uploadsDir), samplePicturesDir),
    );
  },
  { name: 'pictures', dependencies: ['config'] },
);
