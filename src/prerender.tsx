/**
 * The build-time renderer (a Node bundle, see webpack.config.js): each page's markup for a
 * logged-out visitor with an empty cart and the menu still loading, which is exactly what the
 * client's first render shows (main.tsx hydrates it). scripts/prerender.mjs writes the files.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router';
import { App, NOT_FOUND_PAGE, PAGES, pageFor } from './app/App';
import { makeStore } from './app/store';
import { Toasts } from './app/Toasts';
import { HERO_SIZES, HERO_SLIDES, heroSrc, heroSrcSet } from './features/home/heroSlides';

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

/** Every page, its chunk name and what its head asks for early; 404 stands for unknown addresses. */
export const ROUTES: ReadonlyArray<{ path: string; chunk: string; head: string }> = [
  ...PAGES.map(({ path, chunk }) => ({ path, chunk, head: HEAD[chunk] ?? '' })),
  { path: '/404', chunk: NOT_FOUND_PAGE.chunk, head: '' },
];

export async function render(pathname: string): Promise<string> {
  await pageFor(pathname).preload();
  return renderToString(
    <StrictMode>
      <Provider store={makeStore()}>
        <StaticRouter location={pathname}>
          <App />
        </StaticRouter>
        <Toasts />
      </Provider>
    </StrictMode>,
  );
}
