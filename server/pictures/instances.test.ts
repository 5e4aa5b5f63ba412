/**
 * Pictures on several instances that share nothing but PostgreSQL (docs/operations.md#dish-pictures):
 * each instance has its own UPLOADS_DIR, yet a picture uploaded through one is served by the
 * other with the same bytes and headers, a folder's pictures from before are imported at start,
 * and a picture once read is served from memory. Needs TEST_DATABASE_URL; skipped without it.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { CALLS } from '../../contract/calls';
import {
  createPostgresDatabase,
  createStaff,
  rawRequest,
  startInstance,
  type RawReply,
  type Shopper,
  type TestServer,
} from '../test/helpers';

const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = serverUrl ? describe : describe.skip;
if (!serverUrl)
  console.info('pictures/instances.test.ts: skipped, set TEST_DATABASE_URL to run it');

let database: { url: string; drop: () => Promise<void> };
let dataDir: string;
let a: TestServer, b: TestServer;
let staff: Shopper;
const started: TestServer[] = [];

/** A small square WebP of one colour, as an earlier upload would have left in a folder. */
const webp = (red: number) =>
  sharp({ create: { width: 40, height: 40, channels: 3, background: { r: red, g: 90, b: 30 } } })
    .webp()
    .toBuffer();

/** Names as the shop makes them (a hash), one per picture these tests put in a folder. */
const IN_A_FOLDER = `${'a1'.repeat(16)}.webp`;
const IN_B_FOLDER = `${'b2'.repeat(16)}.webp`;

/** An instance on the shared database with an uploads folder of its own, holding `files`. */
async function start(name: string, files: Record<string, Buffer> = {}, env = {}) {
  const uploadsDir = path.join(dataDir, `${name}-uploads`);
  mkdirSync(uploadsDir, { recursive: true });
  for (const [file, bytes] of Object.entries(files))
    writeFileSync(path.join(uploadsDir, file), bytes);
  const server = await startInstance(database.url, dataDir, name, {
    UPLOADS_DIR: uploadsDir,
    ...env,
  });
  started.push(server);
  return server;
}

async function uploadThrough(server: TestServer, red: number): Promise<string> {
  const form = new FormData();
  form.append(
    'picture',
    new Blob([new Uint8Array(await webp(red))], { type: 'image/webp' }),
    'a.webp',
  );
  const reply = await fetch(`${server.url}${CALLS.pictureUpload.url}`, {
    method: 'POST',
    headers: staff.headers,
    body: form,
  });
  expect(reply.status).toBe(201);
  return ((await reply.json()) as { image: string }).image;
}

const served = (server: TestServer, name: string, headers: Record<string, string> = {}) =>
  rawRequest(server.url, `/uploads/${name}`, {
    headers: { 'accept-encoding': 'br, gzip', ...headers },
  });

/** A reply's headers but those of the moment and the connection. */
function pictureHeaders(reply: RawReply) {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = reply.headers;
  return rest;
}

onPostgres('pictures on two instances with nothing shared but PostgreSQL', () => {
  let earlierInA: Buffer, earlierInB: Buffer;

  beforeAll(async () => {
    database = await createPostgresDatabase(serverUrl!);
    dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-picture-instances-'));
    [earlierInA, earlierInB] = await Promise.all([webp(10), webp(200)]);
    a = await start('a', { [IN_A_FOLDER]: earlierInA });
    b = await start('b', { [IN_B_FOLDER]: earlierInB });
    staff = await createStaff(a);
  });
  afterAll(async () => {
    for (const server of started) await server.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('uploaded through A, served by B: the same bytes and headers, and 304 for its ETag', async () => {
    const image = await uploadThrough(a, 250);
    const small = image.replace('.webp', '-200.webp');
    // Nothing is written to either folder: the picture is in the database.
    for (const server of [a, b])
      expect(existsSync(path.join(server.config.uploadsDir, image))).toBe(false);
    for (const name of [image, small]) {
      const [fromA, fromB] = [await served(a, name), await served(b, name)];
      expect([fromA.status, fromB.status]).toEqual([200, 200]);
      expect(fromB.body.equals(fromA.body)).toBe(true);
      expect(pictureHeaders(fromB)).toEqual(pictureHeaders(fromA));
      expect(fromB.headers).toMatchObject({
        'content-type': 'image/webp',
        'cache-control': 'public, max-age=31536000, immutable',
        etag: expect.stringMatching(/^"[\w-]+"$/),
      });
      for (const server of [a, b]) {
        const again = await served(server, name, { 'if-none-match': fromA.headers.etag! });
        expect(again.status).toBe(304);
        expect(again.body.length).toBe(0);
      }
    }
  });

  test('served with the very headers the folder store gives (SQLite)', async () => {
    const image = await uploadThrough(b, 30);
    const fromDatabase = await served(a, image);
    const onDisk = await start('sqlite', { [image]: fromDatabase.body }, { DATABASE_URL: '' });
    expect(onDisk.app.database.dialect).toBe('sqlite');
    const fromFolder = await served(onDisk, image);
    expect(fromFolder.status).toBe(200);
    expect(pictureHeaders(fromDatabase)).toEqual(pictureHeaders(fromFolder));
  });

  test('pictures in a folder before start are imported once, and served by every instance', async () => {
    for (const server of [a, b]) {
      const fromA = await served(server, IN_A_FOLDER);
      const fromB = await served(server, IN_B_FOLDER);
      expect([fromA.status, fromB.status]).toEqual([200, 200]);
      expect(fromA.body.equals(earlierInA)).toBe(true);
      expect(fromB.body.equals(earlierInB)).toBe(true);
    }
    // The folder is left as it was.
    expect(readFileSync(path.join(a.config.uploadsDir, IN_A_FOLDER)).equals(earlierInA)).toBe(true);

    // A name the database holds is never imported again: a third instance whose folder has
    // other bytes under it serves the database's picture.
    const c = await start('c', { [IN_A_FOLDER]: await webp(99) });
    const fromC = await served(c, IN_A_FOLDER);
    expect(fromC.body.equals(earlierInA)).toBe(true);
    const rows = await a.app.database.db
      .selectFrom('pictures')
      .select(['name', 'content_type'])
      .where('name', 'in', [IN_A_FOLDER, IN_B_FOLDER])
      .orderBy('name')
      .execute();
    expect(rows).toEqual([
      { name: IN_A_FOLDER, content_type: 'image/webp' },
      { name: IN_B_FOLDER, content_type: 'image/webp' },
    ]);
  });

  test('a picture once read is served from memory: still there after its row is gone', async () => {
    const image = await uploadThrough(a, 120);
    const small = image.replace('.webp', '-200.webp');
    const first = await served(b, image);
    expect(first.status).toBe(200);

    await b.app.database.db.deleteFrom('pictures').where('name', 'in', [image, small]).execute();

    const second = await served(b, image);
    expect(second.status).toBe(200);
    expect(second.body.equals(first.body)).toBe(true);
    expect(pictureHeaders(second)).toEqual(pictureHeaders(first));
    // The small size was never read on B: it is looked up in the database, and is gone.
    expect((await served(b, small)).status).toBe(404);
  });
});
