/**
 * The build's first load as the server takes it (src/ssr/README.md, step 3): the module webpack
 * builds from src/ssr/prerender.tsx, a plain ES module for Node (`prerender.mjs`, in the prerender
 * folder beside the web folder: dist/prerender beside dist/web), and the dish page the build
 * leaves beside it. The module makes the pages the server serves as they are asked for (/Menu
 * with the menu's first screen, each dish's page) and keeps them; the server sends them. The
 * server may not import src/, so this is the one place it loads code of the build;
 * `contract/routes.ts`' FirstLoadModule is the type both sides keep to.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FirstLoadModule } from '../../contract/routes';
import { prepareBody, type PreparedBody } from '../http/prepared-body';

/** The folder the build writes the module and the dish page to: beside the web folder. */
export function prerenderDir(webDir: string): string {
  return path.join(webDir, '..', 'prerender');
}

/**
 * The build's first-load module for the web folder `webDir`; undefined when the build left none
 * (a server built without `npm run build:web`) or the module is not one.
 */
export async function loadFirstLoad(webDir: string): Promise<FirstLoadModule | undefined> {
  const file = path.join(prerenderDir(webDir), 'prerender.mjs');
  if (!existsSync(file)) return undefined;
  const built = (await import(pathToFileURL(file).href)) as Partial<FirstLoadModule>;
  return typeof built.servedPages === 'function' ? (built as FirstLoadModule) : undefined;
}

/** The build's dish page (its scripts and styles, the dish still loading), or undefined. */
export function loadDishPage(webDir: string): PreparedBody | undefined {
  const file = path.join(prerenderDir(webDir), 'dish.html');
  if (!existsSync(file)) return undefined;
  return prepareBody(readFileSync(file), 'text/html; charset=utf-8');
}
