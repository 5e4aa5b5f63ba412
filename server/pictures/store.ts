/**
 * Where dish pictures live (docs/operations.md#dish-pictures). Two sources, looked up in this
 * order:
 * - the uploads (`UPLOADS_DIR`): what staff upload, written by any instance and read by every
 *   one, so it is read from the store on each request (never from a list made at start);
 * - the sample pictures shipped with the code (server/uploads), read-only, kept in memory.
 *
 * The uploads sit behind `PictureStore`: a folder today (a disk every instance shares); object
 * storage (S3 and the like) would implement the same two calls.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
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
const PICTURE_NAME = /^[a-z0-9][a-z0-9-]{0,100}\.webp$/;

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

/** Uploaded pictures served lately, by name: a name's content never changes (it is its hash). */
const RECENT_MAX = 256;

/** Both sources, as /uploads/* serves them and as a dish's `image` is checked against them. */
export class PictureLibrary {
  private readonly samples: Map<string, PreparedBody>;
  private readonly recent = new Map<string, PreparedBody>();

  constructor(
    readonly uploads: PictureStore,
    samplePicturesDir: string,
  ) {
    this.samples = loadStaticFiles(samplePicturesDir);
  }

  /** A file to serve under /uploads/<name>: an upload first, else a shipped sample. */
  async get(name: string): Promise<PreparedBody | undefined> {
    if (PICTURE_NAME.test(name)) {
      const known = this.recent.get(name);
      if (known) return known;
      const bytes = await this.uploads.open(name);
      if (bytes) {
        const body = prepareBody(bytes, 'image/webp', { compress: false });
        if (this.recent.size >= RECENT_MAX) this.recent.delete(this.recent.keys().next().value!);
        this.recent.set(name, body);
        return body;
      }
    }
    return this.samples.get(`/${name}`);
  }

  /** Whether a dish may show this picture: it was uploaded here or ships with the shop. */
  async exists(name: string): Promise<boolean> {
    return PICTURE_NAME.test(name) && (await this.get(name)) !== undefined;
  }
}
