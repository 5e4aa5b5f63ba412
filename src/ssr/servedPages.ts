/**
 * The pages the server makes as shoppers ask for them (README.md, step 3), and how long each is
 * kept. The build cannot know the menu, and staff change it at any time, so:
 * - /Menu gets the menu's first screen put into the build's file, once per change of the menu: a
 *   phone paints dishes and asks for their pictures before a single script has arrived, however
 *   large the menu;
 * - a dish's page (docs/product.md#a-page-per-dish) is rendered when it is first asked for and
 *   kept until the menu changes: a new or renamed dish has its page at once, without a build, and
 *   a menu of thousands of dishes costs nothing until a page is asked for.
 *
 * A page that cannot be made is served as built (the app then shows the dishes itself), once
 * `failed` has been told why. The server sends the pages (server/web/routes.ts); it prepares
 * each page object once, so a page kept here is compressed once.
 */
import { LRUCache } from 'lru-cache';
import type { FoodItem } from '../../contract/api';
import type { DishPageState } from '../../contract/dish-page';
import type { FirstPage, MenuRead, ServedPages } from '../../contract/routes';

/** Dish pages kept rendered (each some tens of KB): the dishes shoppers open most. */
const KEPT_DISH_PAGES = 300;

type MenuRenderer = (builtHtml: string, menu: readonly FoodItem[]) => Promise<string>;
type DishRenderer = (builtHtml: string, page: DishPageState, origin: string) => Promise<string>;

interface Options {
  built: { menu?: string; dish?: string };
  origin: string;
  failed: (error: unknown) => void;
  render: { menu: MenuRenderer; dish: DishRenderer };
}

/** The key of a dish's page: what is at the address, and the address. */
const dishKey = (page: DishPageState): string =>
  `${page.dish ? 'dish' : page.removed !== undefined ? 'removed' : 'unknown'}:${page.slug}`;

export class KeptPages implements ServedPages {
  private menuPage: { menu: MenuRead; page: Promise<FirstPage | undefined> } | undefined;
  private readonly dishPages = new LRUCache<string, Promise<FirstPage | undefined>>({
    max: KEPT_DISH_PAGES,
  });
  private dishPagesOf: MenuRead | undefined;

  constructor(private readonly options: Options) {}

  menu(menu: MenuRead): Promise<FirstPage | undefined> {
    const { built, render } = this.options;
    if (this.menuPage?.menu !== menu) {
      const page = built.menu === undefined ? undefined : render.menu(built.menu, menu.dishes);
      this.menuPage = { menu, page: this.made(page, built.menu) };
    }
    return this.menuPage.page;
  }

  dish(menu: MenuRead, state: DishPageState): Promise<FirstPage | undefined> {
    const { built, render, origin } = this.options;
    if (this.dishPagesOf !== menu) {
      this.dishPages.clear();
      this.dishPagesOf = menu;
    }
    const key = dishKey(state);
    let page = this.dishPages.get(key);
    if (!page) {
      const html = built.dish === undefined ? undefined : render.dish(built.dish, state, origin);
      page = this.made(html, built.dish);
      this.dishPages.set(key, page);
    }
    return page;
  }

  /** The page made, or undefined (as built) when there is no file to make it from or it failed. */
  private async made(
    html: Promise<string> | undefined,
    built: string | undefined,
  ): Promise<FirstPage | undefined> {
    if (!html) return undefined;
    try {
      const made = await html;
      return made === built ? undefined : { html: made };
    } catch (error) {
      this.options.failed(error);
      return undefined;
    }
  }
}
