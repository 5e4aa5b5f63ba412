/**
 * Staff's changes to the menu (docs/product.md#the-menu-the-restaurant-runs): each is checked
 * with the shop's rules, made in one transaction that also announces it to every instance
 * (events/order-bus.ts), and this instance's menu is forgotten before the reply, so the next
 * food/list, /Menu and order already show it.
 */
import type { Kysely } from 'kysely';
import type { FoodItem } from '../../contract/api';
import { rupeesToPaise } from '../../contract/money';
import { isDietLabel, type DietLabel } from '../../contract/diet';
import { groupsProblem, type OptionGroup } from '../../contract/options';
import { dishProblems } from '../../contract/shop-checks';
import { MENU_MESSAGES, unknownLabelMessage } from '../../contract/shop-messages';
import type { DialectName } from '../db/database';
import type { Database } from '../db/schema';
import type { OrderBus } from '../events/order-bus';
import type { MenuCache } from '../food/menu-cache';
import { columnOfGroups } from '../food/option-groups';
import {
  newFoodId,
  storedLabels,
  type DishFields,
  type FoodRepository,
  type MenuEntry,
} from '../food/repository';
import type { DishSlugRepository } from '../food/slug-repository';
import { Refusal } from '../http/errors';
import type { PictureLibrary } from '../pictures/store';

export interface DishInput {
  name: string;
  description: string;
  /** Whole rupees, as shoppers see the price. */
  price: number;
  category: string;
  image: string;
  /** Dietary labels' names (contract/diet.ts); left out: unchanged (none for a new dish). */
  labels?: readonly string[];
  /** Option groups, prices in whole rupees; left out: unchanged (none for a new dish). */
  optionGroups?: readonly OptionGroup[];
}

interface MenuAdminDeps {
  db: Kysely<Database>;
  dialect: DialectName;
  food: FoodRepository;
  bus: OrderBus;
  menu: MenuCache;
  pictures: PictureLibrary;
  slugs: DishSlugRepository;
}

const sameText = (a: string, b: string) => a.toLocaleLowerCase('en') === b.toLocaleLowerCase('en');

/**
 * The labels sent, when all are the fixed set's (else a 400 naming the first that is not), with
 * vegetarian added to vegan. That neither is with egg, which Indian labelling counts as
 * non-vegetarian, is one of the shop's checks (contract/shop-checks.ts).
 */
function knownLabels(labels: readonly string[]): DietLabel[] {
  const unknown = labels.find((label) => !isDietLabel(label));
  if (unknown !== undefined) throw new Refusal(400, unknownLabelMessage(unknown), 'labels');
  const known = labels as readonly DietLabel[];
  return known.includes('vegan') ? [...known, 'vegetarian'] : [...known];
}

export class MenuAdmin {
  constructor(private readonly deps: MenuAdminDeps) {}

  async add(input: DishInput): Promise<FoodItem> {
    const checked = await this.check(input);
    const id = newFoodId();
    return this.change(async (trx, entries) => {
      const fields = this.settle(checked, entries, undefined);
      const position = await this.deps.food.placeAtEndOf(fields.category, entries, trx);
      const slug = await this.deps.slugs.forNewDish(fields.name, trx);
      await this.deps.food.insertDish({ id, ...fields, position, slug }, trx);
      return this.dish(id, trx);
    });
  }

  async edit(id: string, input: DishInput): Promise<FoodItem> {
    const checked = await this.check(input);
    return this.change(async (trx, entries) => {
      const current = entries.find((entry) => entry.id === id);
      if (!current) throw new Refusal(404, MENU_MESSAGES.dishNotFound);
      const fields = this.settle(checked, entries, id);
      // A dish moved to another category goes to that category's end; otherwise it stays put.
      const position =
        fields.category === current.category
          ? current.position
          : await this.deps.food.placeAtEndOf(
              fields.category,
              entries.filter((entry) => entry.id !== id),
              trx,
            );
      await this.deps.food.updateDish(id, { ...fields, position }, trx);
      // A new name gives a new address; the old one redirects (docs/product.md#a-page-per-dish).
      await this.deps.slugs.follow(id, fields.name, trx);
      return this.dish(id, trx);
    });
  }

  async setAvailable(id: string, available: boolean): Promise<FoodItem> {
    return this.change(async (trx) => {
      if (!(await this.deps.food.updateDish(id, { available: available ? 1 : 0 }, trx)))
        throw new Refusal(404, MENU_MESSAGES.dishNotFound);
      return this.dish(id, trx);
    });
  }

  /** Soft: the row stays (past orders keep their lines, which are copies anyway). */
  async remove(id: string): Promise<void> {
    await this.change(async (trx) => {
      const removedAt = new Date().toISOString();
      if (!(await this.deps.food.updateDish(id, { deleted_at: removedAt }, trx)))
        throw new Refusal(404, MENU_MESSAGES.dishNotFound);
    });
  }

  /** The shop's rules for a dish, in the order the form shows its fields. */
  private async check(input: DishInput): Promise<DishFields> {
    const labels = input.labels && knownLabels(input.labels);
    const facts = {
      name: input.name.trim(),
      description: input.description.trim(),
      price: input.price,
      category: input.category.trim(),
      image: input.image.trim(),
      labels: labels ?? [],
    };
    const [problem] = dishProblems(facts);
    if (problem) throw new Refusal(400, problem[1], problem[0]);
    const { name, description, price, category, image } = facts;
    if (!(await this.deps.pictures.exists(image)))
      throw new Refusal(400, MENU_MESSAGES.pictureUnknown, 'image');
    const groups = input.optionGroups;
    const groupsRefused = groups && groupsProblem(groups);
    if (groupsRefused) throw new Refusal(400, groupsRefused, 'optionGroups');
    return {
      name,
      description,
      price_paise: rupeesToPaise(price),
      category,
      image,
      ...(labels === undefined ? {} : { labels: storedLabels(labels) }),
      ...(groups === undefined ? {} : { option_groups: columnOfGroups(groups) }),
    };
  }

  /**
   * Checks against the menu as it is inside the change's transaction: the name is free (among
   * dishes on the menu, letter case aside), and a category typed in another case is the existing
   * one.
   */
  private settle(
    fields: DishFields,
    entries: readonly MenuEntry[],
    ownId: string | undefined,
  ): DishFields {
    if (entries.some((entry) => entry.id !== ownId && sameText(entry.name, fields.name)))
      throw new Refusal(409, MENU_MESSAGES.nameTaken, 'name');
    const category =
      entries.find((entry) => sameText(entry.category, fields.category))?.category ??
      fields.category;
    return { ...fields, category };
  }

  /**
   * One change, in a transaction: menu changes take turns (PostgreSQL: an advisory lock; SQLite
   * has one writer), so two staff adding the same name at once cannot both succeed and places
   * in the menu stay in order. The announcement is delivered at commit.
   */
  private async change<T>(
    work: (trx: Kysely<Database>, entries: MenuEntry[]) => Promise<T>,
  ): Promise<T> {
    const { db, dialect, food, bus, menu } = this.deps;
    const result = await db.transaction().execute(async (trx) => {
      if (dialect === 'postgres') await food.lockMenu(trx);
      const done = await work(trx, await food.entries(trx));
      await bus.announceMenuChange(trx);
      return done;
    });
    menu.invalidate();
    return result;
  }

  private async dish(id: string, trx: Kysely<Database>): Promise<FoodItem> {
    const dish = await this.deps.food.dish(id, trx);
    if (!dish) throw new Refusal(404, MENU_MESSAGES.dishNotFound);
    return dish;
  }
}
