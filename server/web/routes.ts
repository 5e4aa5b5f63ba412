/**
 * GET /uploads/* (dish pictures, pictures/store.ts) and everything else a browser asks for: the built SPA's files,
 * and its page for any app route (history fallback), so /Menu or /verify?... load the app.
 * The build prerenders each page into its own file (Menu.html for /Menu, 404.html for unknown
 * addresses; src/ssr/build/prerender.mjs): a route gets its file, or index.html when there is
 * none.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { dishSlugIn, pageFileOf, pagePathFor, type PageRenderer } from '../../contract/routes';
import { DishLookup } from '../food/dish-lookup';
import { DishSlugRepository } from '../food/slug-repository';
import { refusal } from '../http/errors';
import { sendPrepared } from '../http/prepared-body';
import { keepSubresourceHeadersOnly } from '../http/security';
import { DishPages, dishPageFile, loadDishPage } from './dish-pages';
import { MenuPage } from './menu-page';
import { loadPageRenderer } from './page-renderer';
import { loadStaticFiles } from './static-files';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface WebRoutesOptions {
  /**
   * Renders /Menu's first screen and dishes' pages; by default the build's (dist/prerender), when
   * there is one.
   */
  pageRenderer?: PageRenderer;
}

/**
 * Content-hashed build output may be cached for a year; anything else revalidates daily. Pages
 * and the service worker always revalidate: the browser checks /sw.js on every visit, and a new
 * build's worker must be found at once (docs/operations.md#the-service-worker).
 */
function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return IMMUTABLE;
  if (urlPath.endsWith('.html') || urlPath === '/sw.js') return 'no-cache';
  return 'public, max-age=86400';
}

/** The prerendered file for a pathname: its page's, or the not-found page's. */
function pageFileFor(pathname: string): { file: string; status: 200 | 404 } {
  const page = pagePathFor(pathname);
  if (page === undefined) return { file: '/404.html', status: 404 };
  return { file: pageFileOf(page), status: 200 };
}

function notFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply
    .code(404)
    .send(refusal(`There is no ${request.method} ${request.url.split('?')[0]} here.`));
}

export const webRoutes: FastifyPluginAsync<WebRoutesOptions> = async (app, options) => {
  const { config } = app;
  const files = {
    web: loadStaticFiles(config.webDir),
    menuPage: undefined as MenuPage | undefined,
  };
  const builtMenuPage = files.web.get('/Menu.html');
  const renderer = options.pageRenderer ?? (await loadPageRenderer(config.webDir));
  if (builtMenuPage && renderer) {
    const menuPage = new MenuPage(app.menu, builtMenuPage, renderer, app.log);
    files.menuPage = menuPage;
    // Rendered before the first shopper asks, like the menu's reply.
    app.addHook('onReady', async () => {
      await menuPage.get();
    });
  }

  const dishPages = new DishPages(
    new DishLookup(app.menu, new DishSlugRepository(app.database.db)),
    loadDishPage(dishPageFile(config.webDir)),
    renderer,
    config.publicUrl,
    app.log,
  );

  // The sample pictures, then staff's uploads (pictures/store.ts: any instance may have stored
  // them); either way a name's content never changes (uploads are named by their hash).
  app.get<{ Params: { '*': string } }>('/uploads/*', async (request, reply) => {
    const file = await app.pictures.get(request.params['*']);
    if (!file) return notFound(request, reply);
    keepSubresourceHeadersOnly(reply, file.contentType);
    return sendPrepared(request, reply, file, IMMUTABLE);
  });

  app.get<{ Params: { '*': string } }>('/*', async (request, reply) => {
    const pathname = `/${request.params['*']}`;
    if (/^\/(api|pay|uploads)(\/|$)/.test(pathname)) return notFound(request, reply);
    const file = files.web.get(pathname);
    if (file) {
      // Scripts, styles, pictures and fonts of the build; not the favicon or robots.txt.
      if (pathname.startsWith('/assets/')) keepSubresourceHeadersOnly(reply, file.contentType);
      return sendPrepared(request, reply, file, cacheControlFor(pathname));
    }
    const index = files.web.get('/index.html');
    if (!index || /\.[a-z0-9]+$/i.test(pathname)) return notFound(request, reply);
    const slug = dishSlugIn(pathname);
    if (slug !== undefined) {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const answer = await dishPages.answer(pathname, slug, query);
      if ('redirect' in answer) return reply.redirect(answer.redirect, 301);
      reply.code(answer.status);
      return sendPrepared(request, reply, answer.page ?? index, 'no-cache');
    }
    // Unknown paths still get the app (it shows its not-found page), with a 404 status.
    const page = pageFileFor(pathname);
    reply.code(page.status);
    // A filtered menu (?category=) shows other dishes than the first screen: it gets the skeleton.
    if (page.file === '/Menu.html' && files.menuPage && !request.url.includes('?')) {
      return sendPrepared(request, reply, await files.menuPage.get(), 'no-cache');
    }
    return sendPrepared(request, reply, files.web.get(page.file) ?? index, 'no-cache');
  });
};
