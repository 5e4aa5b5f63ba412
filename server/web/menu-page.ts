/**
 * /Menu with its first screen of dishes already in the HTML. The build prerenders /Menu with the
 * menu still loading (it cannot know the menu); the server knows it, so whenever the menu
 * changes it has the build's page renderer put the first dishes into that page, once, and
 * prepares the result like any static file. A phone then paints dishes and asks for their
 * pictures before a single script has arrived, however large the menu.
 *
 * The renderer is the build's (page-renderer.ts). Without one (a server run without `npm run
 * build:web`), or if rendering fails, /Menu is served as built: the page still works, it only
 * paints its dishes later.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { PageRenderer } from '../../contract/routes';
import type { MenuCache, MenuSnapshot } from '../food/menu-cache';
import { prepareBodyInBackground, type PreparedBody } from '../http/prepared-body';

export class MenuPage {
  private current: { snapshot: MenuSnapshot; page: Promise<PreparedBody> } | undefined;

  constructor(
    private readonly menu: MenuCache,
    private readonly built: PreparedBody,
    private readonly renderer: PageRenderer,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The page for the menu as it is now; rendered once per change of the menu. */
  async get(): Promise<PreparedBody> {
    const snapshot = await this.menu.snapshot();
    if (this.current?.snapshot !== snapshot) {
      this.current = { snapshot, page: this.render(snapshot) };
    }
    return this.current.page;
  }

  private async render(snapshot: MenuSnapshot): Promise<PreparedBody> {
    try {
      const html = await this.renderer.renderMenuPage(
        this.built.identity.toString('utf8'),
        snapshot.dishes,
      );
      return await prepareBodyInBackground(Buffer.from(html), this.built.contentType);
    } catch (error) {
      this.log.error({ err: error }, 'could not render the menu into /Menu; serving it as built');
      return this.built;
    }
  }
}
