/**
 * The page renderer (a Node bundle, see webpack.config.js). At build time: each page's markup for
 * a logged-out visitor with an empty cart and the menu still loading, which is exactly what the
 * client's first render shows (main.tsx hydrates it); scripts/prerender.mjs writes the files.
 * At run time the server asks it for /Menu with the menu's first screen (renderMenuPage).
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router';
import { PAGE_PATHS, type PageRenderer } from '../contract/routes';
import { App, NOT_FOUND_PAGE, PAGES, pageFor } from './app/App';
import { pageTitle } from './app/pageTitles';
import { makeStore, type RootState } from './store/store';
import { Toasts } from './app/Toasts';
import { VISITOR_UNKNOWN, uiSlice } from './store/uiSlice';
import { HERO_SIZES, HERO_SLIDES, heroSrc, heroSrcSet } from './features/home/heroSlides';
import {
  firstScreenScripts,
  firstScreenSlice,
  menuFirstScreen,
} from './store/menu/firstScreenSlice';

const first = HERO_SLIDES[0]!.image;
/** The home page's largest paint: asked for before the scripts, at the img's own size. */
const HERO_PRELOAD = `<link rel="preload" as="image" href="${heroSrc(first)}" imagesrcset="${heroSrcSet(first)}" imagesizes="${HERO_SIZES}" fetchpriority="high">`;
/** Pages that show dishes fetch the menu as the HTML arrives, not after their script has run. */
const MENU_PRELOAD = '<link rel="preload" as="fetch" href="/api/food/list" crossorigin>';
const HEAD: Record<string, string> = {
  home: HERO_PRELOAD,
  menu: MENU_PRELOAD,
  search: MENU_PRELOAD,
  cart: MENU_PRELOAD,
  'place-order': MENU_PRELOAD,
};

/**
 * Every page, its chunk name, its title and what its head asks for early; 404 stands for unknown
 * addresses.
 */
export const ROUTES: ReadonlyArray<{ path: string; chunk: string; title: string; head: string }> = [
  ...PAGES.map(({ path, chunk }) => ({ path, chunk, head: HEAD[chunk] ?? '' })),
  { path: '/404', chunk: NOT_FOUND_PAGE.chunk, head: '' },
].map((route) => ({ ...route, title: pageTitle(route.path) }));

export async function render(pathname: string, state?: Partial<RootState>): Promise<string> {
  await pageFor(pathname).preload();
  return renderToString(
    <StrictMode>
      <Provider store={makeStore({ [uiSlice.reducerPath]: VISITOR_UNKNOWN, ...state })}>
        <StaticRouter location={pathname}>
          <App />
        </StaticRouter>
        <Toasts />
      </Provider>
    </StrictMode>,
  );
}

/**
 * /Menu's built HTML (its skeleton) with the first screen of `menu` in its place: the first
 * cards and the menu's category filters, and the same as JSON for hydration. The menu is no longer preloaded: the page
 * does not need it to paint, and on a large menu it would take the bandwidth the first pictures
 * need.
 */
export const renderMenuPage: PageRenderer['renderMenuPage'] = async (builtHtml, menu) => {
  if (menu.length === 0) return builtHtml;
  const skeleton = await render(PAGE_PATHS.menu);
  const at = builtHtml.indexOf(`>${skeleton}</div>`);
  if (at === -1) throw new Error("The HTML is not this build's /Menu page: its markup differs.");
  const firstScreen = menuFirstScreen(menu);
  const markup = await render(PAGE_PATHS.menu, { [firstScreenSlice.reducerPath]: firstScreen });
  const data = firstScreenScripts(firstScreen);
  const html = builtHtml.slice(0, at + 1) + markup + builtHtml.slice(at + 1 + skeleton.length);
  return html.replace(MENU_PRELOAD, '').replace('</body>', () => `${data}</body>`);
};
