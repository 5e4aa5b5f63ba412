#!/usr/bin/env node
/**
 * Writes the WebP copies of the shop's small SVG pictures that pages show (the logo, the rating
 * stars, the store badges), at two or three times their drawn size for sharp screens.
 * A page draws a raster picture for a fraction of what an SVG in an <img> or a CSS background
 * costs: Chromium builds a whole document for each SVG picture (its own style, layout and fonts)
 * on the phone's main thread, counted in Lighthouse's total blocking time
 * (docs/operations.md#benchmarks).
 * The SVGs stay the sources: `node scripts/make-rasters.mjs` after changing one (the WebPs are
 * committed). The text in
 * the logo and the badges is drawn with this machine's fonts; check the result by eye.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const IMAGES = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'images');

/**
 * Each picture, the width it is drawn at (CSS px), the screen density to cover, and its WebP
 * settings (the logo's gradient is smaller lossy, with no visible loss at three times its size).
 */
const PICTURES = [
  { name: 'logo', drawnWidth: 129, density: 3, webp: { quality: 85, alphaQuality: 90 } },
  { name: 'rating-stars', drawnWidth: 86, density: 3, webp: { lossless: true } },
  { name: 'app-store', drawnWidth: 160, density: 2, webp: { lossless: true } },
  { name: 'google-play', drawnWidth: 160, density: 2, webp: { lossless: true } },
];

for (const { name, drawnWidth, density, webp } of PICTURES) {
  const source = path.join(IMAGES, `${name}.svg`);
  const { width } = await sharp(source).metadata();
  const dpi = (72 * drawnWidth * density) / width;
  const target = path.join(IMAGES, `${name}.webp`);
  const info = await sharp(source, { density: dpi })
    .webp({ ...webp, effort: 6 })
    .toFile(target);
  console.log(
    `${path.relative(process.cwd(), target)}: ${info.width}x${info.height}, ${info.size} B`,
  );
}
