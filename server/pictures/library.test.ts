/**
 * PictureLibrary's memory of uploads read lately (pictures/store.ts): bounded in bytes, the
 * least recently served picture let go first. Uses a real folder store; the library caches
 * whatever store it is given (the database's on PostgreSQL: server/pictures/instances.test.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { DiskPictureStore, PictureLibrary } from './store';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'storefront-picture-library-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A picture of some size: noise, so WebP cannot make it small. */
async function noisyWebp(seed: number): Promise<Buffer> {
  const pixels = Buffer.alloc(120 * 120 * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 7919 * seed) % 251;
  return sharp(pixels, { raw: { width: 120, height: 120, channels: 3 } })
    .webp({ quality: 90 })
    .toBuffer();
}

const names = ['0aa.webp', '0bb.webp', '0cc.webp'];

test('keeps at most its budget of bytes, letting the least recently served go first', async () => {
  const store = new DiskPictureStore(path.join(dir, 'uploads'));
  const pictures = await Promise.all(names.map((_, i) => noisyWebp(i + 1)));
  for (const [i, name] of names.entries()) await store.save(name, pictures[i]!);
  // A byte short of all three: the last two fit once the first is let go.
  const budget = pictures.reduce((sum, bytes) => sum + bytes.length, 0) - 1;
  const library = new PictureLibrary(store, path.join(dir, 'no-samples'), budget);

  for (const name of names) expect((await library.get(name))?.identity.length).toBeGreaterThan(0);
  for (const name of names) await rm(path.join(dir, 'uploads', name));

  // The first one read went to make room for the third; the last two are served from memory.
  expect(await library.get(names[0]!)).toBeUndefined();
  expect((await library.get(names[1]!))?.identity.equals(pictures[1]!)).toBe(true);
  expect((await library.get(names[2]!))?.identity.equals(pictures[2]!)).toBe(true);
});

test('a picture larger than the whole budget is served, and not kept', async () => {
  const store = new DiskPictureStore(path.join(dir, 'uploads'));
  const picture = await noisyWebp(5);
  await store.save('0dd.webp', picture);
  const library = new PictureLibrary(store, path.join(dir, 'no-samples'), picture.length - 1);
  expect((await library.get('0dd.webp'))?.identity.equals(picture)).toBe(true);
  await rm(path.join(dir, 'uploads', '0dd.webp'));
  expect(await library.get('0dd.webp')).toBeUndefined();
});
