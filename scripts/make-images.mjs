#!/usr/bin/env node
// Generates the shop's raster artwork from the Fluent Emoji 3D renders
// (@lobehub/fluent-emoji-3d, MIT, (c) Microsoft Corporation) with sharp.
//
//   node scripts/make-images.mjs                    (writes everything below)
//   node scripts/make-images.mjs --sheet /tmp/a.png  (also a contact sheet of all dishes)
//
// Writes:
//   server/uploads/<slug>.webp (400x400) and <slug>-200.webp (200x200), one per dish
//   server/uploads/dishes.json
//   public/images/category-<slug>.webp (240x240, round, transparent outside)
//   public/images/hero-N.webp (1280x560) and hero-N-640.webp (640x400)
//
// The output is deterministic: no randomness, fixed encoder settings, and the
// WebP quality is chosen by a fixed search (highest quality under the budget).
// The SVG artwork in public/images and public/favicon.svg is hand-written and
// not produced here (the WebP copies pages show come from make-rasters.mjs). The generated files are committed; this is a dev tool.

import sharp from 'sharp';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const EMOJI_DIR = path.join(ROOT, 'node_modules/@lobehub/fluent-emoji-3d/assets');
const UPLOADS = path.join(ROOT, 'server/uploads');
const IMAGES = path.join(ROOT, 'public/images');

sharp.cache(false);
sharp.concurrency(1);

// ---------------------------------------------------------------------------
// Menu: 8 categories x 4 dishes. Each category has a warm palette (HSL base);
// each dish picks a main render and one or two accents that match its name.
// Codepoints are file names in the emoji assets folder.
// ---------------------------------------------------------------------------

const E = {
  salad: '1f957',
  burrito: '1f32f',
  iceCream: '1f368',
  softIce: '1f366',
  shavedIce: '1f367',
  sandwich: '1f96a',
  cake: '1f370',
  cupcake: '1f9c1',
  birthdayCake: '1f382',
  mushroom: '1f344',
  broccoli: '1f966',
  rice: '1f35a',
  curryRice: '1f35b',
  pan: '1f958',
  spaghetti: '1f35d',
  ramen: '1f35c',
  takeout: '1f961',
  chicken: '1f357',
  tomato: '1f345',
  cheese: '1f9c0',
  garlic: '1f9c4',
  cucumber: '1f952',
  olive: '1fad2',
  leafy: '1f96c',
  strawberry: '1f353',
  bread: '1f35e',
  baguette: '1f956',
  avocado: '1f951',
  butter: '1f9c8',
  pepper: '1f336-fe0f',
  onion: '1f9c5',
  carrot: '1f955',
  cherries: '1f352',
  lemon: '1f34b',
  herb: '1f33f',
  clover: '1f340',
  chocolate: '1f36b',
  cookie: '1f36a',
  jar: '1fad9',
  blossom: '1f33c',
  milk: '1f95b',
  coconut: '1f965',
  seedling: '1f331',
  honey: '1f36f',
  knife: '1f52a',
  bellPepper: '1fad1',
  peas: '1fadb',
  fishCake: '1f365',
  chopsticks: '1f962',
  friedEgg: '1f373',
  ginger: '1fada',
  mango: '1f96d',
  basil: '1f33f',
  sparkles: '2728',
  corn: '1f33d',
};

// Tints applied to some renders to make them read as the named food.
const TINT = {
  brownMushroom: { hue: 28, saturation: 0.42, brightness: 0.92 }, // red toadstool -> brown cap
  cauliflower: { saturation: 0.12, brightness: 1.45 }, // broccoli -> cauliflower
  caramel: { hue: 18, saturation: 0.9, brightness: 0.97 }, // cake -> butterscotch
  toasted: { saturation: 1.12, brightness: 0.94 }, // grilled sandwich
  zucchini: { saturation: 0.85, brightness: 0.9 },
};

const CATEGORIES = [
  {
    name: 'Salad',
    slug: 'salad',
    hsl: [72, 52, 74],
    dishes: [
      { name: 'Greek Salad', main: E.salad, accents: [E.olive, E.cheese], garnish: E.tomato },
      { name: 'Veg Salad', main: E.salad, accents: [E.cucumber, E.carrot], garnish: E.tomato },
      { name: 'Clover Salad', main: E.salad, accents: [E.clover, E.herb], garnish: E.clover },
      { name: 'Chicken Salad', main: E.salad, accents: [E.chicken, E.leafy], garnish: E.lemon },
    ],
    category: { main: E.salad, accents: [E.tomato, E.cucumber] },
  },
  {
    name: 'Rolls',
    slug: 'rolls',
    hsl: [14, 66, 72],
    dishes: [
      { name: 'Lasagna Rolls', main: E.burrito, accents: [E.tomato, E.cheese], garnish: E.basil },
      { name: 'Peri Peri Rolls', main: E.burrito, accents: [E.pepper, E.lemon], garnish: E.pepper },
      { name: 'Chicken Rolls', main: E.burrito, accents: [E.chicken, E.onion], garnish: E.leafy },
      { name: 'Veg Rolls', main: E.burrito, accents: [E.bellPepper, E.carrot], garnish: E.corn },
    ],
    category: { main: E.burrito, accents: [E.pepper, E.onion] },
  },
  {
    name: 'Desserts',
    slug: 'desserts',
    hsl: [338, 78, 84],
    dishes: [
      {
        name: 'Ripple Ice Cream',
        main: E.iceCream,
        accents: [E.chocolate, E.cookie],
        garnish: E.chocolate,
      },
      {
        name: 'Fruit Ice Cream',
        main: E.shavedIce,
        accents: [E.strawberry, E.mango],
        garnish: E.cherries,
      },
      {
        name: 'Jar Ice Cream',
        main: E.iceCream,
        accents: [E.jar, E.cherries],
        a1Scale: 1.12,
        garnish: E.strawberry,
      },
      {
        name: 'Vanilla Ice Cream',
        main: E.softIce,
        accents: [E.blossom, E.milk],
        garnish: E.blossom,
      },
    ],
    category: { main: E.iceCream, accents: [E.strawberry, E.cherries] },
  },
  {
    name: 'Sandwich',
    slug: 'sandwich',
    hsl: [46, 88, 72],
    dishes: [
      {
        name: 'Chicken Sandwich',
        main: E.sandwich,
        accents: [E.chicken, E.leafy],
        garnish: E.tomato,
      },
      {
        name: 'Vegan Sandwich',
        main: E.sandwich,
        accents: [E.avocado, E.tomato],
        garnish: E.leafy,
      },
      {
        name: 'Grilled Sandwich',
        main: E.sandwich,
        mainTint: 'toasted',
        accents: [E.cheese, E.butter],
        garnish: E.cheese,
      },
      {
        name: 'Bread Sandwich',
        main: E.sandwich,
        accents: [E.bread, E.baguette],
        garnish: E.tomato,
      },
    ],
    category: { main: E.sandwich, accents: [E.avocado, E.cheese] },
  },
  {
    name: 'Cake',
    slug: 'cake',
    hsl: [24, 92, 82],
    dishes: [
      {
        name: 'Cup Cake',
        main: E.cupcake,
        accents: [E.cherries, E.strawberry],
        garnish: E.sparkles,
      },
      { name: 'Vegan Cake', main: E.cake, accents: [E.coconut, E.seedling], garnish: E.strawberry },
      {
        name: 'Butterscotch Cake',
        main: E.cake,
        mainTint: 'caramel',
        accents: [E.honey, E.butter],
        garnish: E.cookie,
      },
      {
        name: 'Sliced Cake',
        main: E.birthdayCake,
        accents: [E.cake, E.knife],
        garnish: E.cherries,
      },
    ],
    category: { main: E.birthdayCake, accents: [E.cupcake, E.strawberry] },
  },
  {
    name: 'Pure Veg',
    slug: 'pure-veg',
    hsl: [34, 90, 68],
    dishes: [
      {
        name: 'Garlic Mushroom',
        main: E.mushroom,
        mainTint: 'brownMushroom',
        mainScale: 0.9,
        accents: [E.garlic, E.herb],
        garnish: E.garlic,
      },
      {
        name: 'Fried Cauliflower',
        main: E.pan,
        accents: [E.broccoli, E.lemon],
        a1Tint: 'cauliflower',
        a1Scale: 1.1,
        garnish: E.pepper,
      },
      { name: 'Mix Veg Pulao', main: E.curryRice, accents: [E.carrot, E.peas], garnish: E.peas },
      {
        name: 'Rice Zucchini',
        main: E.rice,
        accents: [E.cucumber, E.herb],
        a1Tint: 'zucchini',
        garnish: E.lemon,
      },
    ],
    category: { main: E.curryRice, accents: [E.broccoli, E.carrot] },
  },
  {
    name: 'Pasta',
    slug: 'pasta',
    hsl: [6, 76, 78],
    dishes: [
      { name: 'Cheese Pasta', main: E.spaghetti, accents: [E.cheese, E.basil], garnish: E.cheese },
      { name: 'Tomato Pasta', main: E.spaghetti, accents: [E.tomato, E.garlic], garnish: E.tomato },
      {
        name: 'Creamy Pasta',
        main: E.spaghetti,
        accents: [E.milk, E.butter],
        garnish: E.mushroom,
        garnishTint: 'brownMushroom',
      },
      { name: 'Chicken Pasta', main: E.spaghetti, accents: [E.chicken, E.onion], garnish: E.basil },
    ],
    category: { main: E.spaghetti, accents: [E.tomato, E.cheese] },
  },
  {
    name: 'Noodles',
    slug: 'noodles',
    hsl: [22, 52, 58],
    dishes: [
      { name: 'Butter Noodles', main: E.ramen, accents: [E.butter, E.garlic], garnish: E.herb },
      { name: 'Veg Noodles', main: E.ramen, accents: [E.broccoli, E.carrot], garnish: E.pepper },
      { name: 'Somen Noodles', main: E.ramen, accents: [E.fishCake, E.ginger], garnish: E.leafy },
      {
        name: 'Cooked Noodles',
        main: E.takeout,
        accents: [E.chopsticks, E.friedEgg],
        a2Scale: 1.3,
        garnish: E.onion,
      },
    ],
    category: { main: E.ramen, accents: [E.chopsticks, E.fishCake] },
  },
];

const PLATE_STYLES = ['white', 'rim', 'ceramic', 'wood'];

// Four arrangements (400x400 space); dish i of a category uses layout i, so
// the four dishes of a category never share an arrangement.
const LAYOUTS = [
  {
    plate: [198, 212, 148],
    main: [196, 198, 246, 0, false],
    a1: [326, 318, 142, -10],
    a2: [76, 84, 104, 12],
    scatter: [
      [336, 66, 20],
      [56, 328, -15],
    ],
    glow: [0.5, 0.55],
  },
  {
    plate: [204, 208, 148],
    main: [208, 196, 244, 0, true],
    a1: [78, 320, 142, 10],
    a2: [326, 80, 104, -12],
    scatter: [
      [66, 64, 0],
      [346, 332, 20],
    ],
    glow: [0.45, 0.5],
  },
  {
    plate: [192, 210, 146],
    main: [188, 202, 236, -6, false],
    a1: [322, 90, 140, 8],
    a2: [84, 326, 104, -8],
    scatter: [
      [64, 66, -20],
      [350, 340, 10],
    ],
    glow: [0.55, 0.45],
  },
  {
    plate: [206, 208, 150],
    main: [208, 198, 246, 5, true],
    a1: [82, 88, 138, -8],
    a2: [326, 322, 104, 10],
    scatter: [
      [340, 66, 15],
      [58, 336, -10],
    ],
    glow: [0.5, 0.6],
  },
];

// ---------------------------------------------------------------------------
// Colour helpers
// ---------------------------------------------------------------------------

function hsl(h, s, l) {
  h = ((h % 360) + 360) % 360;
  s = Math.max(0, Math.min(100, s)) / 100;
  l = Math.max(0, Math.min(100, l)) / 100;
  const k = (n) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  const hex = (x) =>
    Math.round(x * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${hex(f(0))}${hex(f(8))}${hex(f(4))}`;
}

// ---------------------------------------------------------------------------
// Sprites: an emoji render resized/rotated/tinted, with a soft drop shadow.
// ---------------------------------------------------------------------------

const rawCache = new Map();
async function emojiSource(code) {
  if (!rawCache.has(code)) {
    rawCache.set(
      code,
      await sharp(path.join(EMOJI_DIR, `${code}.webp`))
        .png()
        .toBuffer(),
    );
  }
  return rawCache.get(code);
}

/** Returns { img, shadow, w, h } PNG buffers for one placed emoji. */
async function sprite({
  code,
  size,
  rotate = 0,
  flop = false,
  tint,
  shadowOpacity = 0.3,
  shadowBlur,
}) {
  const size2 = Math.round(size);
  let pipe = sharp(await emojiSource(code)).resize(size2, size2, { kernel: 'lanczos3' });
  if (flop) pipe = pipe.flop();
  if (tint) pipe = pipe.modulate(TINT[tint]);
  let buf = await pipe.png().toBuffer();
  // Pad so rotation and blur do not clip.
  const pad = Math.round(size2 * 0.18);
  buf = await sharp(buf)
    .extend({
      top: pad,
      bottom: pad,
      left: pad,
      right: pad,
      background: { r: 0, g: 0, b: 0, alpha: 0 },
    })
    .png()
    .toBuffer();
  if (rotate) {
    buf = await sharp(buf)
      .rotate(rotate, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
  }
  const meta = await sharp(buf).metadata();
  const { width: w, height: h } = meta;
  const blur = shadowBlur ?? Math.max(1.5, size2 * 0.045);
  const alpha = await sharp(buf)
    .extractChannel(3)
    .blur(blur)
    .linear(shadowOpacity, 0)
    .raw()
    .toBuffer();
  const shadow = await sharp({
    create: { width: w, height: h, channels: 3, background: '#4a2410' },
  })
    .joinChannel(alpha, { raw: { width: w, height: h, channels: 1 } })
    .png()
    .toBuffer();
  return { img: buf, shadow, w, h };
}

/** Composite items ({code,x,y,size,...} with x/y as centres) onto a base, allowing overflow. */
async function compose(base, width, height, items) {
  const P = 400; // overflow margin
  const layers = [];
  for (const it of items) {
    const s = await sprite(it);
    const left = Math.round(it.x - s.w / 2) + P;
    const top = Math.round(it.y - s.h / 2) + P;
    if (it.shadow !== false) {
      const dx = Math.round(it.size * (it.shadowDx ?? 0.03));
      const dy = Math.round(it.size * (it.shadowDy ?? 0.06));
      layers.push({ input: s.shadow, left: left + dx, top: top + dy });
    }
    layers.push({ input: s.img, left, top });
  }
  const big = await sharp(base)
    .extend({ top: P, bottom: P, left: P, right: P, background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .composite(layers)
    .png()
    .toBuffer();
  return sharp(big).extract({ left: P, top: P, width, height }).png().toBuffer();
}

// ---------------------------------------------------------------------------
// Grounds (SVG rasterised by sharp/librsvg)
// ---------------------------------------------------------------------------

function svgBuf(s) {
  return Buffer.from(s);
}

// A round plate seen from above: soft shadow, rim, shallow well. Styles:
// white | rim (coloured band) | ceramic (tinted glaze) | wood (round board).
function plateSvg(cx, cy, r, { style = 'white', hue = 30, id = 'p' } = {}) {
  let face = '#fffdf9',
    well = hsl(hue, 40, 96),
    rim = hsl(hue, 30, 88),
    band = '';
  if (style === 'ceramic') {
    face = hsl(hue, 75, 92);
    well = hsl(hue, 62, 84);
    rim = hsl(hue, 50, 72);
  } else if (style === 'wood') {
    face = '#dc9f62';
    well = '#c7864a';
    rim = '#874d22';
  }
  if (style === 'rim') {
    band = `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${hsl(hue + 4, 62, 58)}"/>
  <circle cx="${cx}" cy="${cy}" r="${(r * 0.9).toFixed(1)}" fill="url(#${id}f)"/>`;
  }
  const rings =
    style === 'wood'
      ? [0.5, 0.62, 0.86]
          .map(
            (k) =>
              `<circle cx="${cx}" cy="${cy}" r="${(r * k).toFixed(1)}" fill="none" stroke="#a0642f" stroke-width="${(r * 0.012).toFixed(1)}" opacity="0.55"/>`,
          )
          .join('')
      : '';
  return `
  <defs>
    <radialGradient id="${id}f" cx="0.42" cy="0.36" r="0.75">
      <stop offset="0" stop-color="${face}"/><stop offset="0.7" stop-color="${well}"/><stop offset="1" stop-color="${rim}"/>
    </radialGradient>
    <radialGradient id="${id}w" cx="0.45" cy="0.4" r="0.7">
      <stop offset="0" stop-color="${face}"/><stop offset="1" stop-color="${well}"/>
    </radialGradient>
    <filter id="${id}s" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${(r * 0.07).toFixed(1)}"/></filter>
  </defs>
  <ellipse cx="${cx + r * 0.03}" cy="${cy + r * 0.09}" rx="${r * 1.0}" ry="${r * 0.97}" fill="#5a2a10" opacity="0.3" filter="url(#${id}s)"/>
  ${band || `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#${id}f)"/>`}
  <circle cx="${cx}" cy="${cy}" r="${(r * 0.72).toFixed(1)}" fill="url(#${id}w)" stroke="${rim}" stroke-width="${(r * 0.025).toFixed(1)}" stroke-opacity="0.9"/>
  ${rings}`;
}

function dishGround(size, hue, sat, light, layout, shade) {
  const [gx, gy] = layout.glow;
  const hi = hsl(hue + 4, sat, Math.min(96, light + 12));
  const mid = hsl(hue, sat, light);
  const lo = hsl(hue - 6, sat + 4, light - 12);
  const [pcx, pcy, pr] = layout.plate;
  return svgBuf(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 400 400">
  <defs>
    <radialGradient id="bg" cx="${gx}" cy="${gy}" r="0.8">
      <stop offset="0" stop-color="${hi}"/><stop offset="0.55" stop-color="${mid}"/><stop offset="1" stop-color="${lo}"/>
    </radialGradient>
  </defs>
  <rect width="400" height="400" fill="url(#bg)"/>
  ${shadeDecor(shade, hue, sat, light)}
  ${plateSvg(pcx, pcy, pr, { style: PLATE_STYLES[shade], hue })}
</svg>`);
}

// A light decorative motif per shade so dishes in a category differ in ground too.
function shadeDecor(shade, hue, sat, light) {
  const c = hsl(hue + 8, sat, Math.min(95, light + 14));
  const d = hsl(hue - 8, sat, light - 8);
  switch (shade) {
    case 0:
      return `<circle cx="360" cy="40" r="90" fill="${c}" opacity="0.55"/><circle cx="30" cy="380" r="70" fill="${d}" opacity="0.35"/>`;
    case 1:
      return `<path d="M0 300 Q200 250 400 330 L400 400 L0 400 Z" fill="${d}" opacity="0.35"/>`;
    case 2:
      return `<circle cx="40" cy="40" r="100" fill="${c}" opacity="0.5"/><circle cx="390" cy="390" r="80" fill="${d}" opacity="0.3"/>`;
    default:
      return `<path d="M0 0 L400 0 L400 70 Q200 120 0 60 Z" fill="${c}" opacity="0.45"/>`;
  }
}

// ---------------------------------------------------------------------------
// Encoding with a size budget
// ---------------------------------------------------------------------------

async function webpUnder(
  input,
  file,
  budgetBytes,
  { maxQ = 82, minQ = 30, resize, alphaQuality = 80 } = {},
) {
  const pipeBase = () => {
    let p = sharp(input);
    if (resize) p = p.resize(resize[0], resize[1], { kernel: 'lanczos3' });
    return p;
  };
  let q = maxQ;
  let out;
  for (;;) {
    out = await pipeBase()
      .webp({ quality: q, effort: 6, smartSubsample: true, alphaQuality })
      .toBuffer();
    if (out.length <= budgetBytes || q <= minQ) break;
    q -= 4;
  }
  if (out.length > budgetBytes)
    throw new Error(`${file}: ${out.length} B over budget ${budgetBytes} B even at q=${q}`);
  await writeFile(file, out);
  return { file: path.relative(ROOT, file), bytes: out.length, q };
}

// ---------------------------------------------------------------------------
// Dish pictures
// ---------------------------------------------------------------------------

function slugify(name) {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function dishItems(dish, layout) {
  const [mx, my, ms, mr, mflop] = layout.main;
  const items = [
    {
      code: dish.main,
      x: mx,
      y: my,
      size: ms * (dish.mainScale ?? 1),
      rotate: mr,
      flop: mflop,
      tint: dish.mainTint,
      shadowOpacity: 0.28,
      shadowDy: 0.045,
    },
  ];
  const [a1, a2] = dish.accents;
  if (dish.garnish) {
    for (const [x, y, r] of layout.scatter) {
      items.push({
        code: dish.garnish,
        x,
        y,
        size: 58,
        rotate: r,
        tint: dish.garnishTint,
        shadowOpacity: 0.3,
      });
    }
  }
  if (a2) {
    const [x, y, s, r] = layout.a2;
    items.push({
      code: a2,
      x,
      y,
      size: s * (dish.a2Scale ?? 1),
      rotate: r,
      tint: dish.a2Tint,
      shadowOpacity: 0.32,
    });
  }
  if (a1) {
    const [x, y, s, r] = layout.a1;
    items.push({
      code: a1,
      x,
      y,
      size: s * (dish.a1Scale ?? 1),
      rotate: r,
      tint: dish.a1Tint,
      shadowOpacity: 0.34,
    });
  }
  return items;
}

async function makeDish(cat, dish, i, report) {
  const layout = LAYOUTS[i % LAYOUTS.length];
  const [h, s, l] = cat.hsl;
  // Each dish a different shade of the category palette.
  const shadeH = h + [0, 7, -7, 14][i];
  const shadeL = l + [0, 5, -4, 2][i];
  const ground = await sharp(dishGround(400, shadeH, s, shadeL, layout, i))
    .png()
    .toBuffer();
  const png = await compose(ground, 400, 400, dishItems(dish, layout));
  const slug = slugify(dish.name);
  report.push(await webpUnder(png, path.join(UPLOADS, `${slug}.webp`), 19 * 1024, { maxQ: 88 }));
  report.push(
    await webpUnder(png, path.join(UPLOADS, `${slug}-200.webp`), 7.6 * 1024, {
      maxQ: 86,
      resize: [200, 200],
    }),
  );
  return { png, slug };
}

// ---------------------------------------------------------------------------
// Category pictures: round crop, transparent outside the disc.
// ---------------------------------------------------------------------------

async function makeCategory(cat, report) {
  const [h, s, l] = cat.hsl;
  const hi = hsl(h + 4, s, Math.min(95, l + 12));
  const lo = hsl(h - 6, s, l - 6);
  const ground = svgBuf(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
  <defs><radialGradient id="g" cx="0.5" cy="0.42" r="0.65">
    <stop offset="0" stop-color="${hi}"/><stop offset="1" stop-color="${lo}"/></radialGradient></defs>
  <circle cx="200" cy="200" r="200" fill="url(#g)"/>
  ${plateSvg(200, 222, 136, { hue: h })}
</svg>`);
  const base = await sharp(ground).png().toBuffer();
  const c = cat.category;
  const items = [
    { code: c.main, x: 200, y: 198, size: 236, shadowOpacity: 0.28, shadowDy: 0.045 },
    { code: c.accents[1], x: 92, y: 296, size: 104, rotate: 10, shadowOpacity: 0.32 },
    { code: c.accents[0], x: 312, y: 290, size: 112, rotate: -10, shadowOpacity: 0.32 },
  ];
  const png = await compose(base, 400, 400, items);
  const mask = svgBuf(
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><circle cx="200" cy="200" r="199.5" fill="#000"/></svg>',
  );
  const round = await sharp(png)
    .composite([{ input: mask, blend: 'dest-in' }])
    .png()
    .toBuffer();
  report.push(
    await webpUnder(round, path.join(IMAGES, `category-${cat.slug}.webp`), 11.5 * 1024, {
      maxQ: 82,
      resize: [240, 240],
    }),
  );
  return round;
}

// ---------------------------------------------------------------------------
// Hero banners: gradient ground, calm left ~45% for the HTML headline,
// food composition on the right. Positions are given in a 1280x560 frame;
// the phone version (640x400) re-lays the cluster with its own positions.
// ---------------------------------------------------------------------------

const HEROES = [
  {
    // hero-1 is the LCP image: fewer, simpler renders and a tighter budget.
    colors: ['#b02f0c', '#dd4a1a', '#f58a45', '#ffd6a8'],
    plates: [
      [905, 298, 220, 'white'],
      [1196, 104, 96, 'ceramic', 18],
    ],
    items: [
      { code: E.spaghetti, x: 905, y: 282, size: 340 },
      { code: E.cheese, x: 1196, y: 96, size: 124, rotate: 8 },
      { code: E.tomato, x: 1168, y: 462, size: 160, rotate: -10 },
      { code: E.basil, x: 676, y: 92, size: 116, rotate: 20 },
      { code: E.garlic, x: 664, y: 470, size: 108, rotate: -8 },
    ],
    phone: {
      plates: [[452, 212, 150, 'white']],
      items: [
        { code: E.spaghetti, x: 452, y: 200, size: 232 },
        { code: E.tomato, x: 588, y: 338, size: 104, rotate: -10 },
        { code: E.cheese, x: 590, y: 66, size: 88, rotate: 8 },
      ],
    },
    budget: [24 * 1024, 12 * 1024],
    maxQ: 76,
  },
  {
    colors: ['#95500a', '#d4861a', '#f3bd4c', '#fff2c4'],
    plates: [
      [895, 296, 220, 'white'],
      [1190, 432, 118, 'wood'],
    ],
    items: [
      { code: E.salad, x: 895, y: 282, size: 330 },
      { code: E.avocado, x: 1188, y: 424, size: 150, rotate: -12 },
      { code: E.tomato, x: 1196, y: 118, size: 140, rotate: 10 },
      { code: E.cucumber, x: 678, y: 452, size: 140, rotate: 28 },
      { code: E.leafy, x: 676, y: 104, size: 118, rotate: -15 },
      { code: E.lemon, x: 1058, y: 62, size: 92, rotate: 12 },
      { code: E.carrot, x: 1020, y: 528, size: 100, rotate: -30 },
    ],
    phone: {
      plates: [[452, 212, 150, 'white']],
      items: [
        { code: E.salad, x: 452, y: 202, size: 228 },
        { code: E.avocado, x: 590, y: 340, size: 100, rotate: -12 },
        { code: E.tomato, x: 592, y: 68, size: 92, rotate: 10 },
        { code: E.cucumber, x: 330, y: 352, size: 88, rotate: 28 },
      ],
    },
    budget: [44 * 1024, 19.5 * 1024],
  },
  {
    colors: ['#9c1645', '#d93f76', '#f596b5', '#ffe4ee'],
    plates: [
      [880, 298, 215, 'white'],
      [1176, 396, 122, 'rim', 340],
    ],
    items: [
      { code: E.iceCream, x: 880, y: 282, size: 310 },
      { code: E.cupcake, x: 1176, y: 380, size: 180 },
      { code: E.cake, x: 1182, y: 104, size: 140, rotate: 8 },
      { code: E.strawberry, x: 664, y: 446, size: 124, rotate: -14 },
      { code: E.cherries, x: 690, y: 104, size: 112, rotate: 10 },
      { code: E.chocolate, x: 1004, y: 520, size: 104, rotate: 20 },
    ],
    phone: {
      plates: [[452, 212, 150, 'white']],
      items: [
        { code: E.iceCream, x: 452, y: 200, size: 220 },
        { code: E.cupcake, x: 590, y: 330, size: 110 },
        { code: E.strawberry, x: 592, y: 70, size: 88, rotate: 15 },
        { code: E.cherries, x: 330, y: 350, size: 84, rotate: -10 },
      ],
    },
    budget: [44 * 1024, 19.5 * 1024],
  },
  {
    colors: ['#561c0b', '#933712', '#d6742c', '#ffd08c'],
    plates: [
      [885, 294, 220, 'white'],
      [1180, 408, 124, 'wood'],
    ],
    items: [
      { code: E.ramen, x: 885, y: 276, size: 330 },
      { code: E.burrito, x: 1180, y: 396, size: 190, rotate: 6 },
      { code: E.chopsticks, x: 1176, y: 104, size: 150 },
      { code: E.pepper, x: 672, y: 452, size: 132, rotate: -20 },
      { code: E.ginger, x: 690, y: 104, size: 112, rotate: -10 },
      { code: E.onion, x: 1018, y: 526, size: 100, rotate: 12 },
    ],
    phone: {
      plates: [[452, 212, 150, 'white']],
      items: [
        { code: E.ramen, x: 452, y: 200, size: 230 },
        { code: E.pepper, x: 590, y: 338, size: 100, rotate: -20 },
        { code: E.chopsticks, x: 592, y: 72, size: 104 },
      ],
    },
    budget: [44 * 1024, 19.5 * 1024],
  },
];

function heroGround(w, h, colors, plates) {
  const [c0, c1, c2, c3] = colors;
  const [pcx, pcy, pr] = plates[0];
  // Left: deep, nearly flat colour where the HTML headline sits. Right: warmer,
  // lighter, with a glow behind the food and a few soft light discs.
  const k = h / 560;
  return svgBuf(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
  <defs>
    <linearGradient id="lg" x1="0" y1="0" x2="1" y2="0.25">
      <stop offset="0" stop-color="${c0}"/><stop offset="0.45" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/>
    </linearGradient>
    <radialGradient id="glow" gradientUnits="userSpaceOnUse" cx="${pcx}" cy="${pcy}" r="${pr * 2.2}">
      <stop offset="0" stop-color="${c3}" stop-opacity="0.85"/><stop offset="1" stop-color="${c3}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#lg)"/>
  <circle cx="${w * 0.56}" cy="${-60 * k}" r="${230 * k}" fill="#fff" opacity="0.07"/>
  <circle cx="${w * 0.98}" cy="${h + 40 * k}" r="${260 * k}" fill="#fff" opacity="0.08"/>
  <circle cx="${w * 0.08}" cy="${h + 120 * k}" r="${220 * k}" fill="#000" opacity="0.035"/>
  <rect width="${w}" height="${h}" fill="url(#glow)"/>
  ${plates.map(([cx, cy, r, style, hue], i) => plateSvg(cx, cy, r, { style, hue: hue ?? 30, id: `p${i}` })).join('\n')}
</svg>`);
}

async function makeHero(hero, n, report) {
  const big = await compose(
    await sharp(heroGround(1280, 560, hero.colors, hero.plates))
      .png()
      .toBuffer(),
    1280,
    560,
    hero.items,
  );
  report.push(
    await webpUnder(big, path.join(IMAGES, `hero-${n}.webp`), hero.budget[0], {
      maxQ: hero.maxQ ?? 84,
    }),
  );
  const small = await compose(
    await sharp(heroGround(640, 400, hero.colors, hero.phone.plates))
      .png()
      .toBuffer(),
    640,
    400,
    hero.phone.items,
  );
  report.push(
    await webpUnder(small, path.join(IMAGES, `hero-${n}-640.webp`), hero.budget[1], {
      maxQ: hero.maxQ ?? 84,
    }),
  );
  return big;
}

// ---------------------------------------------------------------------------

async function main() {
  await mkdir(UPLOADS, { recursive: true });
  await mkdir(IMAGES, { recursive: true });
  const report = [];
  const dishes = [];
  const sheet = [];
  for (const cat of CATEGORIES) {
    for (let i = 0; i < cat.dishes.length; i++) {
      const dish = cat.dishes[i];
      const { slug, png } = await makeDish(cat, dish, i, report);
      dishes.push({ name: dish.name, category: cat.name, image: `${slug}.webp` });
      sheet.push(png);
    }
    await makeCategory(cat, report);
  }
  await writeFile(path.join(UPLOADS, 'dishes.json'), `${JSON.stringify(dishes, null, 2)}\n`);
  for (let n = 0; n < HEROES.length; n++) await makeHero(HEROES[n], n + 1, report);

  if (process.argv.includes('--sheet')) {
    // Optional contact sheet of all dishes for visual review (not committed).
    const cell = 200;
    const comps = await Promise.all(
      sheet.map(async (png, i) => ({
        input: await sharp(png).resize(cell, cell).png().toBuffer(),
        left: (i % 8) * cell,
        top: Math.floor(i / 8) * cell,
      })),
    );
    const out = process.argv[process.argv.indexOf('--sheet') + 1] || 'dishes-sheet.png';
    await sharp({ create: { width: 8 * cell, height: 4 * cell, channels: 3, background: '#fff' } })
      .composite(comps)
      .png()
      .toFile(out);
  }

  for (const r of report) console.log(`${String(r.bytes).padStart(6)} B  q${r.q}  ${r.file}`);
  console.log(`${report.length} raster files, dishes.json with ${dishes.length} dishes`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
