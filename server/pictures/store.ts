/**
 * Where dish pictures live (docs/operations.md#dish-pictures). Two sources, looked up in this
 * order:
 * - the sample pictures shipped with the code (server/uploads), read-only, kept in memory;
 * - the uploads, behind `PictureStore`: what staff upload, written by any instance and read by
 *   every one, so a name is looked up in the store when asked for (never in a list made at
 *   start), then kept in a cache bounded in bytes.
 *
 * The uploads are in PostgreSQL when the shop runs on it (pictures/picture-repository.ts), so
 * instances on several machines share nothing but the database; with SQLite, in a folder
 * (`UPLOADS_DIR`). Object storage (S3 and the like) would implement the same two calls.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import { prepareBody, type PreparedBody } from '../http/prepared-body';
import { loadStaticFiles } from '../web/static-files';

/** Upload storage: a name is always a PICTURE_NAME, checked before it gets here. */
export interface PictureStore {
  /** Stores the bytes under the name, all or nothing (a reader never sees half a file). */
  save(name: string, bytes: Buffer): Promise<void>;
  /** The bytes stored under the name, or undefined when there are none. */
  open(name: string): Promise<Buffer | undefined>;
}

/**
 * A picture's file name as the shop makes them: the sample pictures' slugs and the uploads'
 * content hashes, with the small size's `-200`. Nothing else is ever looked up in a store, so no
 * name reaches outside it.
 */
export const PICTURE_NAME = /^[a-z0-9][a-z0-9-]{0,100}\.webp$/;

/** Every picture the shop makes is a WebP (pictures/convert.ts), as every name says. */
export const PICTURE_TYPE = 'image/webp';

/** The uploads in a folder, created private to the shop's user like DATA_DIR. */
export class DiskPictureStore implements PictureStore {
  constructor(private readonly dir: string) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    chmodSync(dir, 0o700);
  }

  async save(name: string, bytes: Buffer): Promise<void> {
    const target = path.join(this.dir, name);
    // Written beside the target, then renamed over it: rename is atomic on one file system.
    const temporary = path.join(this.dir, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      await writeFile(temporary, bytes, { mode: 0o600 });
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async open(name: string): Promise<Buffer | undefined> {
    try {
      return await readFile(path.join(this.dir, name));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return undefined;
      throw error;
    }
  }
}

/**
 * The most bytes of uploaded pictures kept in memory: a picture is some 5 to 40 KB, so a few hundred
 * dishes' pictures in both sizes fit, and a busy menu reads each from the store once.
 */
const PICTURE_CACHE_BYTES = 32 * 1024 * 1024;

/** Both sources, as /uploads/* serves them and as a dish's `image` is checked against them. */
export class PictureLibrary {
  private readonly samples: Map<string, PreparedBody>;
  /**
   * Uploads served lately, by name: a name's content never changes (it is its hash), so an entry
   * is never stale. `fetch` reads a name missing here once, however many ask for it at once; a
   * name the store does not hold is not remembered (another instance may store it next).
   */
  private readonly recent: LRUCache<string, PreparedBody>;

  constructor(
    readonly uploads: PictureStore,
    samplePicturesDir: string,
    cacheBytes = PICTURE_CACHE_BYTES,
  ) {
    this.samples = loadStaticFiles(samplePicturesDir);
    this.recent = new LRUCache<string, PreparedBody>({
      maxSize: cacheBytes,
      // A WebP is served as it is (never compressed again): its bytes are the whole entry.
      sizeCalculation: (body) => Math.max(1, body.identity.length),
      fetchMethod: async (name) => {
        const bytes = await this.uploads.open(name);
        return bytes && prepareBody(bytes, PICTURE_TYPE, { compress: false });
      },
    });
  }

  /** A file to serve under /uploads/<name>: a shipped sample, else an upload. */
  async get(name: string): Promise<PreparedBody | undefined> {
    // Samples first: they are in memory, and no upload is named like one (uploads are hashes).
    const sample = this.samples.get(`/${name}`);
    if (sample || !PICTURE_NAME.test(name)) return sample;
    return this.recent.fetch(name);
  }

  /** Whether a dish may show this picture: it was uploaded here or ships with the shop. */
  async exists(name: string): Promise<boolean> {
    return PICTURE_NAME.test(name) && (await this.get(name)) !== undefined;
  }
}
