#!/usr/bin/env node
// Makes the installed app's icons (public/manifest.webmanifest) from the shop's logo, the tomato
// of public/favicon.svg, on the shop's warm background (--color-surface-warm), with sharp:
//
//   node scripts/make-icons.mjs
//
// Writes public/icons/favicon-48.png (the browser tab's icon: the tomato alone, as favicon.svg
// draws it; a picture, not an SVG document, since Chromium downloads and decodes the tab's icon
// on the page's main thread again after every change of the address, and an SVG costs it a
// whole document each time typing in the search pauses: docs/operations.md#benchmarks),
// public/icons/icon-192.png and icon-512.png (purpose "any": a rounded tile, the tomato
// filling most of it) and maskable-512.png (purpose "maskable": the tile full-bleed, the tomato
// inside the central 80 % safe zone, so a round or squircle mask never cuts it). The PNGs are
// committed; run this again only when the logo changes.
import sharp from 'sharp';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'public/icons');
const BACKGROUND = '#fff3e8';

sharp.cache(false);

/** The favicon's drawing (its 48x48 view box), without the outer <svg> element. */
const logo = (await readFile(path.join(ROOT, 'public/favicon.svg'), 'utf8'))
  .replace(/^[\s\S]*?<svg[^>]*>/, '')
  .replace(/<\/svg>\s*$/, '')
  .replace(/<title[\s\S]*?<\/title>/, '');

/** The logo alone on a transparent square `size` px wide. */
const logoSvg = (size) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 48 48">${logo}</svg>`;

/**
 * A square icon `size` px wide: the background (rounded by `radius`, a share of the size) and the
 * logo scaled so its 48-unit box spans `logoShare` of the icon, centred.
 */
function icon(size, { radius, logoShare }) {
  const box = size * logoShare;
  const offset = (size - box) / 2;
  const r = size * radius;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${r}" ry="${r}" fill="${BACKGROUND}"/>
  <g transform="translate(${offset} ${offset}) scale(${box / 48})">${logo}</g>
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: false });
}

await mkdir(OUT, { recursive: true });
await sharp(Buffer.from(logoSvg(48)))
  .png({ compressionLevel: 9, palette: true })
  .toFile(path.join(OUT, 'favicon-48.png'));
console.log('Wrote public/icons/favicon-48.png (48x48)');
const ICONS = [
  ['icon-192.png', 192, { radius: 0.22, logoShare: 0.84 }],
  ['icon-512.png', 512, { radius: 0.22, logoShare: 0.84 }],
  // Maskable: the safe zone is the centred circle of 80 % of the width; the logo's drawing
  // (about 42 of its 48 units wide) at 58 % of the icon stays well inside it.
  ['maskable-512.png', 512, { radius: 0, logoShare: 0.58 }],
];
for (const [name, size, options] of ICONS) {
  await icon(size, options).toFile(path.join(OUT, name));
  console.log(`Wrote public/icons/${name} (${size}x${size})`);
}
