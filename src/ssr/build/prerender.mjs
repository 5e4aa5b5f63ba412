#!/usr/bin/env node
// After `webpack --mode production`: writes every page's file into dist/web (index.html for `/`,
// Menu.html for /Menu, ..., 404.html for unknown addresses), made by the build's page renderer
// from the template webpack wrote (src/ssr/prerender.tsx, pageFile; src/ssr/README.md tells the
// whole first load, step 2), and dist/prerender/dish.html, the dish page each dish's page is
// made from (src/ssr/servedPages.ts). This script only reads and writes the files.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const WEB = path.join(ROOT, 'dist/web');
const PRERENDER = path.join(ROOT, 'dist/prerender');

const { pageFile, pageFileOf, ROUTES, DISH_PAGE } = await import(
  pathToFileURL(path.join(PRERENDER, 'prerender.mjs')).href
);
const build = {
  chunks: JSON.parse(readFileSync(path.join(PRERENDER, 'chunks.json'), 'utf8')),
  readAsset: (file) => readFileSync(path.join(WEB, file), 'utf8'),
};
// Every slot is filled afresh, so a page's file serves as the template as well as webpack's
// index.html does: running this again after a build gives the same files.
const template = readFileSync(path.join(WEB, 'index.html'), 'utf8');

for (const route of ROUTES) {
  const html = await pageFile(template, route, build);
  const file = pageFileOf(route.path).slice(1);
  writeFileSync(path.join(WEB, file), html);
  console.log(`Prerendered ${route.path} -> dist/web/${file} (${html.length} B)`);
}

// Not served as it is: the server fills it for each dish, at its own address.
const dishPage = await pageFile(template, DISH_PAGE, build);
writeFileSync(path.join(PRERENDER, 'dish.html'), dishPage);
console.log(`Prerendered ${DISH_PAGE.path} -> dist/prerender/dish.html (${dishPage.length} B)`);
