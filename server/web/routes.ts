/**
 * GET /uploads/* (dish pictures, pictures/store.ts) and everything else a browser asks for: the
 * built SPA's files, and its page for any app route (history fallback), so /Menu or /verify?...
 * load the app. The build prerenders each page into its own file (Menu.html for /Menu, 404.html
 * for unknown addresses; src/ssr/build/prerender.mjs): a route gets its file, or index.html when
 * there is none. /Menu and each dish's page (/Menu/<slug>) are the build's module's
 * (first-load.ts): it makes them with the menu, and they are sent as it made them.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { DishPageState } from '../../contract/dish-page';
import {
  dishPath,
  dishSlugIn,
  pageFileOf,
  pagePathFor,
  type FirstLoadModule,
  type FirstPage,
} from '../../contract/routes';
import { DishLookup, type DishAtAddress } from '../food/dish-lookup';
import { DishSlugRepository } from '../food/slug-repository';
import { refusal } from '../http/errors';
import { prepareBodyInBackground, sendPrepared, type PreparedBody } from '../http/prepared-body';
import { keepSubresourceHeadersOnly } from '../http/security';
import { loadDishPage, loadFirstLoad } from './first-load';
import { loadStaticFiles } from './static-files';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface WebRoutesOptions {
  /**
   * Makes /Menu with its first screen and each dish's page; by default the build's module
   * (dist/prerender), when there is one.
   */
  firstLoad?: FirstLoadModule;
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

/** The state a dish's page is made from, for what is at its address. */
function dishPageState(slug: string, found: DishAtAddress): DishPageState {
  if (found.kind === 'removed') return { slug, removed: found.name };
  if (found.kind === 'unknown') return { slug };
  return { slug, dish: found.dish };
}

/**
 * The pages the build's module makes (/Menu with the menu's first screen, each dish's page: its
 * servedPages), as bytes to send: each page it made prepared (compressed) once, and forgotten
 * with the page; the page as built when the module made none.
 */
function pageBodies(
  app: FastifyInstance,
  built: { menu?: PreparedBody; dish?: PreparedBody },
  firstLoad: FirstLoadModule | undefined,
) {
  const pages = firstLoad?.servedPages({
    built: {
      menu: built.menu?.identity.toString('utf8'),
      dish: built.dish?.identity.toString('utf8'),
    },
    origin: app.config.publicUrl,
    failed: (error) => app.log.error({ err: error }, 'could not make a page; serving it as built'),
  });
  const prepared = new WeakMap<FirstPage, Promise<PreparedBody>>();
  function bodyOf(page: FirstPage | undefined, asBuilt: PreparedBody): Promise<PreparedBody> {
    if (!page) return Promise.resolve(asBuilt);
    let body = prepared.get(page);
    if (!body) {
      body = prepareBodyInBackground(Buffer.from(page.html), asBuilt.contentType).catch(
        (error: unknown) => {
          app.log.error({ err: error }, 'could not prepare a page; serving it as built');
          return asBuilt;
        },
      );
      prepared.set(page, body);
    }
    return body;
  }
  const dishes = new DishLookup(app.menu, new DishSlugRepository(app.database.db));
  return {
    dishes,
    async menu(asBuilt: PreparedBody): Promise<PreparedBody> {
      return pages ? bodyOf(await pages.menu(await app.menu.snapshot()), asBuilt) : asBuilt;
    },
    async dish(slug: string, found: DishAtAddress, index: PreparedBody): Promise<PreparedBody> {
      if (!pages || !built.dish) return built.dish ?? index;
      const page = await pages.dish(await dishes.snapshot(), dishPageState(slug, found));
      return bodyOf(page, built.dish);
    },
  };
}

export const webRoutes: FastifyPluginAsync<WebRoutesOptions> = async (app, options) => {
  const web = loadStaticFiles(app.config.webDir);
  const built = { menu: web.get('/Menu.html'), dish: loadDishPage(app.config.webDir) };
  const pages = pageBodies(
    app,
    built,
    options.firstLoad ?? (await loadFirstLoad(app.config.webDir)),
  );
  const builtMenu = built.menu;
  // /Menu is made before the first shopper asks, like the menu's reply.
  if (builtMenu) app.addHook('onReady', async () => void (await pages.menu(builtMenu)));

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
    const file = web.get(pathname);
    if (file) {
      // Scripts, styles, pictures and fonts of the build; not the favicon or robots.txt.
      if (pathname.startsWith('/assets/')) keepSubresourceHeadersOnly(reply, file.contentType);
      return sendPrepared(request, reply, file, cacheControlFor(pathname));
    }
    const index = web.get('/index.html');
    if (!index || /\.[a-z0-9]+$/i.test(pathname)) return notFound(request, reply);
    const slug = dishSlugIn(pathname);
    if (slug !== undefined) {
      const found = await pages.dishes.find(slug);
      if (found.kind === 'moved' || (found.kind === 'dish' && pathname !== dishPath(slug))) {
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        return reply.redirect(`${dishPath(found.dish.slug ?? slug)}${query}`, 301);
      }
      reply.code(found.kind === 'dish' ? 200 : 404);
      return sendPrepared(request, reply, await pages.dish(slug, found, index), 'no-cache');
    }
    // Unknown paths still get the app (it shows its not-found page), with a 404 status.
    const page = pageFileFor(pathname);
    reply.code(page.status);
    // A filtered menu (?category=) shows other dishes than the first screen: it gets the skeleton.
    if (page.file === '/Menu.html' && builtMenu && !request.url.includes('?')) {
      return sendPrepared(request, reply, await pages.menu(builtMenu), 'no-cache');
    }
    return sendPrepared(request, reply, web.get(page.file) ?? index, 'no-cache');
  });
};
