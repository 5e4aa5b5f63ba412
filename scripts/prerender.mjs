#!/usr/bin/env node
// After `webpack --mode production`: renders every page's static shell into its own HTML file in
// dist/web (index.html for `/`, Menu.html for /Menu, ..., 404.html for unknown addresses), so a
// phone paints the page before its JavaScript arrives; main.tsx then hydrates it. Each file also
// carries the styles the page needs (inline: no render-blocking request) and asks early for the
// page's script. The server picks the file for each route (server/web/routes.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB = path.join(ROOT, 'dist/web');
const PRERENDER = path.join(ROOT, 'dist/prerender');

const { render, ROUTES } = createRequire(import.meta.url)(path.join(PRERENDER, 'prerender.cjs'));
const chunks = JSON.parse(readFileSync(path.join(PRERENDER, 'chunks.json'), 'utf8'));
// html-webpack-plugin minifies: attribute quotes may be gone.
const EMPTY_ROOT = /<div id="?root"?><\/div>/;
const STYLESHEET = /<link href="?\/([^"\s>]+\.css)"? rel="?stylesheet"?>/g;

// The page as webpack wrote it; kept aside, so running this again after a build still works.
const templateFile = path.join(PRERENDER, 'template.html');
let template = readFileSync(path.join(WEB, 'index.html'), 'utf8');
if (EMPTY_ROOT.test(template)) writeFileSync(templateFile, template);
else template = readFileSync(templateFile, 'utf8');

const asset = (file) => readFileSync(path.join(WEB, file), 'utf8');
const css = (file) => `<style data-href="/${file}">${asset(file)}</style>`;

/** The page's HTML file, as the server looks it up. */
const fileFor = (route) => (route === '/' ? 'index.html' : `${route.slice(1)}.html`);

function pageHtml(route, markup) {
  const files = chunks[route.chunk] ?? [];
  // The entry's stylesheet link becomes the same rules inline; mini-css-extract finds a lazy
  // page's inline styles by data-href and does not fetch them again.
  let html = template.replace(STYLESHEET, (_all, file) => css(file));
  // First in the head, so the browser asks for these before (or beside) the entry's scripts.
  const early = [
    route.head,
    ...files
      .filter((file) => file.endsWith('.js'))
      .map((file) => `<link rel="preload" as="script" href="/${file}">`),
  ].join('');
  html = html.replace(/<script/, () => `${early}<script`);
  // Last, so the page's own rules follow the shared ones, as when its chunk loads them.
  const styles = files
    .filter((file) => file.endsWith('.css'))
    .map(css)
    .join('');
  html = html.replace('</head>', () => `${styles}</head>`);
  if (!EMPTY_ROOT.test(html)) throw new Error('The built index.html has no empty #root');
  return html.replace(
    EMPTY_ROOT,
    () => `<div id="root" data-prerendered="${route.path}">${markup}</div>`,
  );
}

for (const route of ROUTES) {
  const html = pageHtml(route, await render(route.path));
  const file = fileFor(route.path);
  writeFileSync(path.join(WEB, file), html);
  console.log(`Prerendered ${route.path} -> dist/web/${file} (${html.length} B)`);
}
