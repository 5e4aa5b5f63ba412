/**
 * The page renderer (an ES module for Node, dist/prerender/prerender.mjs; see README.md). At
 * build time build/prerender.mjs has it make every page's file (pageFile); at run time the
 * server takes from it the pages it makes as they are asked for (servedPages: /Menu with the
 * menu's first screen, renderMenuPage; each dish's page, renderDishPage). Each renders the page
 * for a visitor not yet known, exactly what the client's hydration renders first.
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { FoodItem } from '../../contract/api';
import type { DishPageState } from '../../contract/dish-page';
import { DISH_ROUTE, PAGE_PATHS, dishPath, type FirstLoadModule } from '../../contract/routes';
import { foodList } from '../../contract/endpoints/menu';
import { NOT_FOUND_PAGE, PAGES, pageFor } from '../app/App';
import { pageTitle } from '../app/pageTitles';
import { makeStore, type RootState } from '../store/store';
import { VISITOR_UNKNOWN, uiSlice } from '../store/uiSlice';
import { HERO_SIZES, HERO_SLIDES, heroSrc, heroSrcSet } from '../features/home/heroSlides';
import { firstScreenSlice } from '../store/menu/firstScreenSlice';
import { SHOP_DESCRIPTION, dishHead, escapeHtml } from '../features/dish/dishHead';
import { ServerDishPage, dishPageScript } from '../features/dish/dishPageData';
import { AppShell } from './appTree';
import { fillSlots, pageFactsScript, rootElement, slotContent } from './pageHtml';
import { firstScreenScripts, menuFirstScreen } from './firstScreen';
import { KeptPages } from './servedPages';
import { CART_PENDING_SCRIPT } from '../../contract/firstPaint';

const first = HERO_SLIDES[0]!.image;
/** The home page's largest paint: asked for before the scripts, at the img's own size. */
const HERO_PRELOAD = `<link rel="preload" as="image" href="${heroSrc(first)}" imagesrcset="${heroSrcSet(first)}" imagesizes="${HERO_SIZES}" fetchpriority="high">`;
/** Pages that show dishes fetch the menu as the HTML arrives, not after their script has run. */
const MENU_PRELOAD = `<link rel="preload" as="fetch" href="${foodList.url}" crossorigin>`;
const PRELOAD: Record<string, string> = {
  home: HERO_PRELOAD,
  menu: MENU_PRELOAD,
  search: MENU_PRELOAD,
  cart: MENU_PRELOAD,
  'place-order': MENU_PRELOAD,
};

interface Route {
  path: string;
  chunk: string;
  title: string;
}

/**
 * Every page, its chunk's name and its title; 404 stands for unknown addresses. A dish's page has
 * no file of its own: the server renders each dish's (DISH_PAGE, renderDishPage).
 */
export const ROUTES: readonly Route[] = [
  ...PAGES.filter(({ path }) => path !== DISH_ROUTE).map(({ path, chunk }) => ({ path, chunk })),
  { path: '/404', chunk: NOT_FOUND_PAGE.chunk },
].map((route) => ({ ...route, title: pageTitle(route.path) }));

/** The file of a page in dist/web, as the server looks it up: for build/prerender.mjs. */
export { pageFileOf } from '../../contract/routes';

/** The dish page as built (dist/prerender/dish.html): its scripts and styles, the dish loading. */
export const DISH_PAGE: Route = { path: DISH_ROUTE, chunk: 'dish', title: pageTitle(DISH_ROUTE) };

export async function render(
  pathname: string,
  state?: Partial<RootState>,
  around: (app: ReactElement) => ReactElement = (app) => app,
): Promise<string> {
  await pageFor(pathname).preload();
  return renderToString(
    around(
      <AppShell
        store={makeStore({ [uiSlice.reducerPath]: VISITOR_UNKNOWN, ...state })}
        hydrating
        router={(app) => <StaticRouter location={pathname}>{app}</StaticRouter>}
      />,
    ),
  );
}

/** What the build tells the renderer: each chunk group's files, and how to read a stylesheet. */
export interface Build {
  chunks: Record<string, string[]>;
  readAsset(file: string): string;
}

/**
 * A page's file: the template (the entry's scripts and its styles inline, see webpack.config.js)
 * with the page's markup in `#root`, what it shows first asked for early, and the styles of the
 * app and of the page inline, after the entry's, as when their chunks load them (mini-css-extract
 * finds them by data-href and does not fetch them again). The app's scripts are not preloaded:
 * they would share a phone's bandwidth with the first pictures; the entry asks for them, and for
 * the page's own (named in the page's facts) beside them, once the page has painted.
 */
export async function pageFile(template: string, route: Route, build: Build): Promise<string> {
  const own = build.chunks[route.chunk] ?? [];
  const styles = [...new Set([...(build.chunks.app ?? []), ...own])]
    .filter((file) => file.endsWith('.css'))
    .map((file) => `<style data-href="/${file}">${build.readAsset(file)}</style>`)
    .join('');
  const scripts = own.filter((file) => file.endsWith('.js')).map((file) => `/${file}`);
  return fillSlots(template, {
    title:
      `<title>${escapeHtml(route.title)}</title>` +
      `<meta name="description" content="${escapeHtml(SHOP_DESCRIPTION)}">`,
    // The page's facts, and the one script run before the first paint (contract/firstPaint.ts).
    page: `${pageFactsScript({ path: route.path, scripts })}<script>${CART_PENDING_SCRIPT}</script>`,
    preload: PRELOAD[route.chunk] ?? '',
    styles,
    root: rootElement(await render(route.path)),
    data: '',
  });
}

/**
 * /Menu's file with the first screen of the menu's available dishes in place of its skeleton: the
 * first cards and the menu's category filters, and the same as JSON for hydration. The whole menu
 * is not preloaded: the page does not need it to paint, and on a large menu it would take the
 * bandwidth the first pictures need. Refuses a file whose #root is not this build's /Menu.
 */
export async function renderMenuPage(
  builtHtml: string,
  food: readonly FoodItem[],
): Promise<string> {
  // The menu shows the dishes available now (docs/product.md#search-and-filters).
  const menu = food.filter((dish) => dish.available);
  if (menu.length === 0) return builtHtml;
  if (slotContent(builtHtml, 'root') !== rootElement(await render(PAGE_PATHS.menu)))
    throw new Error("The HTML is not this build's /Menu page: its markup differs.");
  const firstScreen = menuFirstScreen(menu);
  const markup = await render(PAGE_PATHS.menu, { [firstScreenSlice.reducerPath]: firstScreen });
  return fillSlots(builtHtml, {
    preload: '',
    root: rootElement(markup),
    data: firstScreenScripts(firstScreen),
  });
}

/**
 * A dish's page (docs/product.md#a-page-per-dish): the built dish page rendered for what the
 * server found at the address, with its head for sharing and the same state as JSON, which the
 * browser hydrates from (src/features/dish/dishPageData.ts).
 */
export async function renderDishPage(
  builtHtml: string,
  state: DishPageState,
  origin: string,
): Promise<string> {
  const markup = await render(dishPath(state.slug), undefined, (app) => (
    <ServerDishPage.Provider value={state}>{app}</ServerDishPage.Provider>
  ));
  return fillSlots(builtHtml, {
    title: dishHead(state, origin),
    root: rootElement(markup),
    data: dishPageScript(state),
  });
}

/**
 * The pages the server serves made from this build (servedPages.ts): /Menu with the menu's first
 * screen, and each dish's page.
 */
export const servedPages: FirstLoadModule['servedPages'] = (options) =>
  new KeptPages({ ...options, render: { menu: renderMenuPage, dish: renderDishPage } });
