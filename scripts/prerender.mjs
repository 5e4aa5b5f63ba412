#!/usr/bin/env node
// After `webpack --mode production`: renders every page's static shell into its own HTML file in
// dist/web (index.html for `/`, Menu.html for /Menu, ..., 404.html for unknown addresses), so a
// phone paints the page before its JavaScript arrives; the app then hydrates it (src/app/start.tsx,
// which main.tsx loads once the page has loaded and painted). Each file also carries the styles
// the page and the app need (inline: no render-blocking request) and asks early for what the page
// shows first (the hero's picture, or the menu). The server picks the file for each route
// (server/web/routes.ts).
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
const TITLE = /<title>[^<]*<\/title>/;

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
  // The app (React, the store, the shell: the 'app' chunk group main.tsx starts) and the page.
  const files = [...new Set([...(chunks.app ?? []), ...(chunks[route.chunk] ?? [])])];
  // The entry's stylesheet link becomes the same rules inline; mini-css-extract finds a lazy
  // page's inline styles by data-href and does not fetch them again.
  let html = template.replace(STYLESHEET, (_all, file) => css(file));
  // The page's own title (the app keeps it up to date as the shopper moves: src/app/PageArrival).
  if (!TITLE.test(html)) throw new Error('The built index.html has no <title>');
  html = html.replace(TITLE, () => `<title>${route.title}</title>`);
  // The app's scripts are not preloaded: they would share the phone's bandwidth with the first
  // pictures. main.tsx asks for them once the page has loaded and painted, the page's own chunk
  // (data-page-scripts) beside the app's, not after it.
  html = html.replace(/<script/, () => `${route.head}<script`);
  const pageScripts = (chunks[route.chunk] ?? []).filter((file) => file.endsWith('.js'));
  // Last, so the page's own rules follow the shared ones, as when its chunk loads them.
  const styles = files
    .filter((file) => file.endsWith('.css'))
    .map(css)
    .join('');
  html = html.replace('</head>', () => `${styles}</head>`);
  if (!EMPTY_ROOT.test(html)) throw new Error('The built index.html has no empty #root');
  return html.replace(
    EMPTY_ROOT,
    () =>
      `<div id="root" data-prerendered="${route.path}" data-page-scripts="${pageScripts.map((file) => `/${file}`).join(' ')}">${markup}</div>`,
  );
}

for (const route of ROUTES) {
  const html = pageHtml(route, await render(route.path));
  const file = fileFor(route.path);
  writeFileSync(path.join(WEB, file), html);
  console.log(`Prerendered ${route.path} -> dist/web/${file} (${html.length} B)`);
}
