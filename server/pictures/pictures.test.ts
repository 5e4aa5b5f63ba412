/**
 * Staff's picture uploads (POST /api/kitchen/pictures): checked by content, converted to the two
 * WebP sizes the storefront shows, named by their hash, written into UPLOADS_DIR and served from
 * there; everything else refused with the shop's message, never a 500.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { CALLS } from '../../contract/calls';
import { MENU_MESSAGES } from '../../contract/shop-messages';
import { PICTURE_MAX_BYTES } from '../../contract/shop-rules';
import {
  client,
  createShopper,
  rawRequest,
  startTestServer,
  type Call,
  type Shopper,
  type TestServer,
  createStaff,
  dialectUnderTest,
} from '../test/helpers';
import { dishBody } from '../test/menu-helpers';
import { PictureRepository } from './picture-repository';
import { DiskPictureStore, type PictureStore } from './store';

let server: TestServer;
let call: Call;
let staff: Shopper;

beforeAll(async () => {
  server = await startTestServer();
  call = client(server.url);
  staff = await createStaff(server);
});
afterAll(() => server.close());

interface UploadReply {
  status: number;
  body: { success: boolean; message: string; image?: string };
}

async function upload(
  bytes: Buffer,
  fileName = 'dish.jpg',
  { field = 'picture', type = 'image/jpeg', headers = staff.headers } = {},
): Promise<UploadReply> {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type }), fileName);
  const reply = await fetch(`${server.url}${CALLS.pictureUpload.url}`, {
    method: 'POST',
    headers,
    body: form,
  });
  expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
  return { status: reply.status, body: (await reply.json()) as UploadReply['body'] };
}

/** A photo-like picture: a gradient, so it does not compress to nothing. */
async function picture(format: 'jpeg' | 'png' | 'webp', width = 640, height = 480) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 7 + (i >> 9)) % 256;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}

/** A PNG whose header declares width x height (8-bit grey) over a few rows of real data. */
function pngDeclaring(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8 bits, greyscale, deflate, no filter, not interlaced
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Uploads live in UPLOADS_DIR with SQLite, in the database with PostgreSQL. */
const onSqlite = dialectUnderTest() === 'sqlite' ? test : test.skip;

/** The names of the uploads stored, wherever this dialect keeps them. */
async function uploadsIn(): Promise<string[]> {
  if (dialectUnderTest() === 'sqlite')
    return readdirSync(server.config.uploadsDir).filter((name) => !name.startsWith('.'));
  const rows = await server.app.database.db.selectFrom('pictures').select('name').execute();
  return rows.map((row) => row.name);
}

/** Another instance's own store on the same uploads: the shared folder, or the database. */
function anotherInstancesStore(): PictureStore {
  return dialectUnderTest() === 'sqlite'
    ? new DiskPictureStore(server.config.uploadsDir)
    : new PictureRepository(server.app.database.db);
}

onSqlite('UPLOADS_DIR defaults to the data folder, private to the shop', () => {
  expect(server.config.uploadsDir).toBe(path.join(server.config.dataDir, 'uploads'));
  expect(statSync(server.config.uploadsDir).mode & 0o777).toBe(0o700);
});

test.each(['jpeg', 'png', 'webp'] as const)(
  'a %s becomes two square WebP files named by their hash, served for a year',
  async (format) => {
    const reply = await upload(await picture(format), `photo.${format}`);
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({
      success: true,
      message: MENU_MESSAGES.pictureSaved,
      image: expect.stringMatching(/^[0-9a-f]{32}\.webp$/),
    });
    const image = reply.body.image!;
    const small = image.replace('.webp', '-200.webp');
    expect(await uploadsIn()).toEqual(expect.arrayContaining([image, small]));

    for (const [name, size] of [
      [image, 400],
      [small, 200],
    ] as const) {
      const served = await rawRequest(server.url, `/uploads/${name}`);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(served.body).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', size, size]);
    }

    // The same picture again: the same name (no second copy).
    const again = await upload(await picture(format), 'renamed.bin');
    expect(again.body.image).toBe(image);
  },
);

test('an uploaded picture can be given to a dish, which food/list then shows', async () => {
  const { body } = await upload(await picture('png', 300, 500), 'tall.png', { type: 'image/png' });
  const added = await call(
    'POST',
    CALLS.dishAdd.url,
    dishBody({ image: body.image }),
    staff.headers,
  );
  expect(added.status).toBe(201);
  expect(added.body.dish.image).toBe(body.image);
  const menu = await call<{ data: Array<{ _id: string; image: string }> }>('GET', '/api/food/list');
  expect(menu.body.data.find((dish) => dish._id === added.body.dish._id)?.image).toBe(body.image);
});

describe('refusals, with the shop’s message and nothing stored', () => {
  let before: string[];
  beforeEach(async () => {
    before = await uploadsIn();
  });
  afterEach(async () => {
    expect(await uploadsIn()).toEqual(before);
  });

  test('a text file named .jpg', async () => {
    const reply = await upload(Buffer.from('just some text, honestly\n'.repeat(40)), 'dish.jpg');
    expect(reply).toEqual({
      status: 400,
      body: { success: false, message: MENU_MESSAGES.pictureUnreadable },
    });
  });

  test('a file that is no picture at all (a PDF), whatever type it claims', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const reply = await upload(pdf, 'menu.png', { type: 'image/png' });
    expect(reply).toEqual({
      status: 400,
      body: { success: false, message: MENU_MESSAGES.pictureUnreadable },
    });
  });

  test('a picture of another format (GIF)', async () => {
    const gif = await sharp(await picture('png', 40, 40))
      .gif()
      .toBuffer();
    const reply = await upload(gif, 'dish.jpg');
    expect(reply).toEqual({
      status: 415,
      body: { success: false, message: MENU_MESSAGES.pictureType },
    });
  });

  test('a 6 MB file: 413, read no further than its length', async () => {
    const reply = await upload(Buffer.alloc(6 * 1024 * 1024, 1), 'huge.jpg');
    expect(reply).toEqual({
      status: 413,
      body: { success: false, message: MENU_MESSAGES.pictureTooLarge },
    });
  });

  test('a file a byte over 5 MB, within the envelope’s allowance: cut off as it arrives, 413', async () => {
    const reply = await upload(Buffer.alloc(PICTURE_MAX_BYTES + 1, 1), 'huge.jpg');
    expect(reply).toEqual({
      status: 413,
      body: { success: false, message: MENU_MESSAGES.pictureTooLarge },
    });
  });

  test('a decompression bomb: a tiny PNG declaring 20000 x 20000 pixels', async () => {
    const bomb = pngDeclaring(20_000, 20_000);
    expect(bomb.length).toBeLessThan(1024);
    const started = Date.now();
    const reply = await upload(bomb, 'bomb.png', { type: 'image/png' });
    expect(reply).toEqual({
      status: 400,
      body: { success: false, message: MENU_MESSAGES.pictureTooManyPixels },
    });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  test('a truncated JPEG: its header reads, its data does not', async () => {
    const whole = await picture('jpeg');
    const reply = await upload(whole.subarray(0, 400), 'cut.jpg');
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ success: false, message: MENU_MESSAGES.pictureUnreadable });
  });

  test('no file, or a file under another name', async () => {
    const other = await upload(await picture('png'), 'a.png', { field: 'image' });
    expect(other).toEqual({
      status: 400,
      body: { success: false, message: MENU_MESSAGES.pictureMissing },
    });
    const json = await call('POST', CALLS.pictureUpload.url, { picture: 'x' }, staff.headers);
    expect(json.status).toBe(400);
    expect(json.body).toEqual({ success: false, message: MENU_MESSAGES.pictureMissing });
  });

  test('a broken multipart body', async () => {
    const reply = await rawRequest(server.url, CALLS.pictureUpload.url, {
      method: 'POST',
      headers: { ...staff.headers, 'content-type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nContent-Disposition: form-data; name="picture"; filename="a.jpg"\r\n\r\nabc',
    });
    expect(reply.status).toBeGreaterThanOrEqual(400);
    expect(reply.status).toBeLessThan(500);
    expect(JSON.parse(reply.body.toString('utf8'))).toEqual({
      success: false,
      message: expect.any(String),
    });
  });

  test('a shopper, however valid the picture', async () => {
    const shopper = await createShopper(server);
    const reply = await upload(await picture('jpeg'), 'a.jpg', { headers: shopper.headers });
    expect(reply.status).toBe(403);
  });
});

describe('/uploads serves uploads and the shipped samples', () => {
  test('a sample picture is still served', async () => {
    const reply = await rawRequest(server.url, '/uploads/greek-salad.webp');
    expect(reply.status).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('a picture stored by another instance is served without a restart', async () => {
    const bytes = await sharp(await picture('png', 40, 40))
      .webp()
      .toBuffer();
    // Asked for before it exists: not found, and that is not remembered.
    expect((await rawRequest(server.url, '/uploads/0123456789abcdef.webp')).status).toBe(404);
    await anotherInstancesStore().save('0123456789abcdef.webp', bytes);
    const reply = await rawRequest(server.url, '/uploads/0123456789abcdef.webp');
    expect(reply.status).toBe(200);
    expect(reply.body.equals(bytes)).toBe(true);
    expect(await uploadsIn()).toContain('0123456789abcdef.webp');
  });

  test('names outside the pattern are never looked up on disk', async () => {
    for (const name of ['..%2Fjwt-secret', '.hidden.webp', 'UPPER.webp', 'a.webp%00.png']) {
      const reply = await rawRequest(server.url, `/uploads/${name}`);
      expect(reply.status).toBe(404);
    }
  });
});
