/**
 * What a dish page's address names (docs/product.md#a-page-per-dish): a dish on the menu, found in
 * the menu as read after its last change; else, from the database, a dish that had the address
 * before (renamed: its page moved) or one removed from the menu; else nothing.
 */
import type { FoodItem } from '../../contract/api';
import type { MenuCache, MenuSnapshot } from './menu-cache';
import type { DishSlugRepository } from './slug-repository';

export type DishAtAddress =
  | { kind: 'dish'; dish: FoodItem }
  | { kind: 'moved'; dish: FoodItem }
  | { kind: 'removed'; name: string }
  | { kind: 'unknown' };

export class DishLookup {
  /** Each menu's dishes by slug, kept with the menu they were read from. */
  private readonly bySlug = new WeakMap<MenuSnapshot, Map<string, FoodItem>>();

  constructor(
    private readonly menu: MenuCache,
    private readonly slugs: DishSlugRepository,
  ) {}

  /** The menu as it is now, to key what is derived from it (a dish's page: web/routes.ts). */
  snapshot(): Promise<MenuSnapshot> {
    return this.menu.snapshot();
  }

  async find(slug: string): Promise<DishAtAddress> {
    const snapshot = await this.menu.snapshot();
    const dishes = this.dishesOf(snapshot);
    const dish = dishes.get(slug);
    if (dish) return { kind: 'dish', dish };
    const owner = await this.slugs.owner(slug);
    if (!owner) return { kind: 'unknown' };
    if (owner.removed) return { kind: 'removed', name: owner.name };
    const moved = dishes.get(owner.slug);
    // Renamed after this menu was read: the next read has it.
    return moved ? { kind: 'moved', dish: moved } : { kind: 'unknown' };
  }

  private dishesOf(snapshot: MenuSnapshot): Map<string, FoodItem> {
    let dishes = this.bySlug.get(snapshot);
    if (!dishes) {
      dishes = new Map(snapshot.dishes.flatMap((dish) => (dish.slug ? [[dish.slug, dish]] : [])));
      this.bySlug.set(snapshot, dishes);
    }
    return dishes;
  }
}
