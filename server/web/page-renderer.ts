/**
 * The build's page renderer, as the server takes it: src/ssr/prerender.tsx, which webpack builds
 * into a plain ES module, `prerender.mjs`, in the prerender folder beside the web folder
 * (webpack.config.js; dist/prerender beside dist/web). The same module makes every page's file at
 * build time (src/ssr/build/prerender.mjs); the server has it render /Menu's first screen
 * (menu-page.ts) and each dish's page (dish-pages.ts). The server may not import src/, so this
 * is the one place it loads code of the build; `contract/routes.ts`' PageRenderer is the type
 * both sides keep to.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageRenderer } from '../../contract/routes';

/** The folder the build writes the renderer and the dish page to: beside the web folder. */
export function prerenderDir(webDir: string): string {
  return path.join(webDir, '..', 'prerender');
}

/**
 * The build's page renderer for the web folder `webDir`; undefined when the build left none (a
 * server built without `npm run build:web`) or the module is not a page renderer.
 */
export async function loadPageRenderer(webDir: string): Promise<PageRenderer | undefined> {
  const file = path.join(prerenderDir(webDir), 'prerender.mjs');
  if (!existsSync(file)) return undefined;
  const built = (await import(pathToFileURL(file).href)) as Partial<PageRenderer>;
  if (typeof built.renderMenuPage !== 'function') return undefined;
  if (built.renderDishPage !== undefined && typeof built.renderDishPage !== 'function') {
    return undefined;
  }
  return built as PageRenderer;
}
