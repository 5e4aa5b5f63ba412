/**
 * A dish's page, /Menu/<slug> (docs/product.md#a-page-per-dish). The build cannot know the dishes,
 * and staff add and rename them at any time, so the server renders a dish's page when it is first
 * asked for, with the build's page renderer (the same one that prerenders every page and /Menu's
 * first screen), and keeps it until the menu changes: a new or renamed dish has its page at once,
 * without a build, and a menu of thousands of dishes costs nothing until a page is asked for.
 *
 * The build's dish page (dist/prerender/dish.html: the page's scripts and styles, the dish still
 * loading) is the frame; without a renderer it is served as it is and the app shows the dish.
 * An earlier address of a renamed dish (or one in other letter case) redirects (301) to the
 * dish's address; a removed dish's page and an unknown address are 404s.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { DishPageState } from '../../contract/dish-page';
import { dishPath, type PageRenderer } from '../../contract/routes';
import type { DishAtAddress, DishLookup } from '../food/dish-lookup';
import type { MenuSnapshot } from '../food/menu-cache';
import { prepareBody, prepareBodyInBackground, type PreparedBody } from '../http/prepared-body';
import { prerenderDir } from './page-renderer';

/** Pages kept rendered (each some tens of KB): the dishes shoppers open most. */
const KEPT_PAGES = 300;

/**
 * Where the build leaves its dish page: beside the page renderer (build/prerender.mjs in
 * src/ssr). */
export function dishPageFile(webDir: string): string {
  return path.join(prerenderDir(webDir), 'dish.html');
}

/** The build's dish page, or undefined when there is none. */
export function loadDishPage(file: string): PreparedBody | undefined {
  if (!existsSync(file)) return undefined;
  return prepareBody(readFileSync(file), 'text/html; charset=utf-8');
}

export type DishPageAnswer =
  { redirect: string } | { status: 200 | 404; page: PreparedBody | undefined };

/** The state the page is rendered from, for what is at the address. */
function stateOf(slug: string, found: DishAtAddress): DishPageState {
  if (found.kind === 'removed') return { slug, removed: found.name };
  if (found.kind === 'unknown') return { slug };
  return { slug, dish: found.dish };
}

export class DishPages {
  private readonly rendered = new LRUCache<string, Promise<PreparedBody>>({ max: KEPT_PAGES });
  private renderedFor: MenuSnapshot | undefined;

  constructor(
    private readonly dishes: DishLookup,
    private readonly built: PreparedBody | undefined,
    private readonly renderer: PageRenderer | undefined,
    /** The shop's public address, for the links a shared page carries. */
    private readonly origin: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** What to answer for `pathname`, whose slug (lower case) is `slug`. */
  async answer(pathname: string, slug: string, query: string): Promise<DishPageAnswer> {
    const found = await this.dishes.find(slug);
    if (found.kind === 'moved' || (found.kind === 'dish' && pathname !== dishPath(slug))) {
      return { redirect: `${dishPath(found.dish.slug ?? slug)}${query}` };
    }
    const status = found.kind === 'dish' ? 200 : 404;
    return { status, page: await this.page(slug, found) };
  }

  /** The rendered page, kept until the menu changes; the build's page if it cannot be rendered. */
  private async page(slug: string, found: DishAtAddress): Promise<PreparedBody | undefined> {
    const { built, renderer } = this;
    if (!built || !renderer?.renderDishPage) return built;
    const snapshot = await this.dishes.snapshot();
    if (this.renderedFor !== snapshot) {
      this.rendered.clear();
      this.renderedFor = snapshot;
    }
    const key = `${found.kind}:${slug}`;
    let page = this.rendered.get(key);
    if (!page) {
      page = this.render(renderer, built, stateOf(slug, found));
      this.rendered.set(key, page);
    }
    return page;
  }

  private async render(
    renderer: PageRenderer,
    built: PreparedBody,
    state: DishPageState,
  ): Promise<PreparedBody> {
    try {
      const html = await renderer.renderDishPage!(
        built.identity.toString('utf8'),
        state,
        this.origin,
      );
      return await prepareBodyInBackground(Buffer.from(html), built.contentType);
    } catch (error) {
      this.log.error({ err: error }, 'could not render a dish page; serving it as built');
      return built;
    }
  }
}
