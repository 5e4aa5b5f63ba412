/**
 * A picture staff upload, checked by its content (never its name or declared type) and made into
 * the two WebP sizes the storefront shows (src/lib/images.ts: `<name>.webp` at 400 px and
 * `<name>-200.webp` at 200 px, square like the sample pictures), named by a hash of the result so
 * a changed picture is a new name and no cache ever serves an old one
 * (docs/product.md#the-menu-the-restaurant-runs).
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { MENU_MESSAGES } from '../../contract/shop-messages';
import { PICTURE_MAX_PIXELS } from '../../contract/shop-rules';
import { Refusal } from '../http/errors';
import type { PictureStore } from './store';

/** The formats taken, as sharp names them (contract/shop-rules.ts PICTURE_TYPES). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

/** The sizes the storefront asks for: the card's 400 px and the srcset's 200 px. */
const FULL_SIZE = 400;
const SMALL_SIZE = 200;
const WEBP_QUALITY = 80;

/** Hex digits of SHA-256 in a name: 128 bits, far past any chance of two pictures colliding. */
const HASH_LENGTH = 32;

async function webp(input: Buffer, size: number): Promise<Buffer> {
  return sharp(input, { limitInputPixels: PICTURE_MAX_PIXELS, failOn: 'error' })
    .rotate() // upright, as the camera's orientation tag says
    .resize(size, size, { fit: 'cover', position: 'attention' })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
}

/** Refuses what is not a JPEG, PNG or WebP we can read, before decoding a single pixel. */
async function checkContent(input: Buffer): Promise<void> {
  let metadata: sharp.Metadata;
  try {
    // The header only (no pixel is decoded here), so a bomb's size is read and refused below.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new Refusal(400, MENU_MESSAGES.pictureUnreadable);
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format))
    throw new Refusal(415, MENU_MESSAGES.pictureType);
  // A small file can declare enormous dimensions (a decompression bomb): refused from its header.
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (pixels === 0) throw new Refusal(400, MENU_MESSAGES.pictureUnreadable);
  if (pixels > PICTURE_MAX_PIXELS) throw new Refusal(400, MENU_MESSAGES.pictureTooManyPixels);
}

/** Checks, converts and stores a picture; answers the name a dish gives as its `image`. */
export async function savePicture(input: Buffer, store: PictureStore): Promise<string> {
  await checkContent(input);
  let full: Buffer, small: Buffer;
  try {
    [full, small] = await Promise.all([webp(input, FULL_SIZE), webp(input, SMALL_SIZE)]);
  } catch {
    // A header that reads well over data that does not (a truncated or corrupt file).
    throw new Refusal(400, MENU_MESSAGES.pictureUnreadable);
  }
  const hash = createHash('sha256').update(full).digest('hex').slice(0, HASH_LENGTH);
  // The small one first: once `<hash>.webp` exists (what a dish names), both do.
  await store.save(`${hash}-${SMALL_SIZE}.webp`, small);
  await store.save(`${hash}.webp`, full);
  return `${hash}.webp`;
}
