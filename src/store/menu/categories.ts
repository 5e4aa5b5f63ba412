/**
 * The menu's categories. Their names come from the dishes (the server's menu), so a category
 * staff add shows up and an emptied one goes; their pictures come from here, by name.
 */
import type { FoodItem } from '../../../contract/api';
import anyCategory from '../../../public/images/category-any.svg';
import cake from '../../../public/images/category-cake.webp';
import desserts from '../../../public/images/category-desserts.webp';
import noodles from '../../../public/images/category-noodles.webp';
import pasta from '../../../public/images/category-pasta.webp';
import pureVeg from '../../../public/images/category-pure-veg.webp';
import rolls from '../../../public/images/category-rolls.webp';
import salad from '../../../public/images/category-salad.webp';
import sandwich from '../../../public/images/category-sandwich.webp';

export interface Category {
  name: string;
  /** The picture's content-hashed URL. */
  image: string;
}

/** The categories we have pictures for, spelt as the sample menu spells them. */
const PICTURED: readonly Category[] = [
  { name: 'Salad', image: salad },
  { name: 'Rolls', image: rolls },
  { name: 'Desserts', image: desserts },
  { name: 'Sandwich', image: sandwich },
  { name: 'Cake', image: cake },
  { name: 'Pure Veg', image: pureVeg },
  { name: 'Pasta', image: pasta },
  { name: 'Noodles', image: noodles },
];

/** Categories match whatever their case, as the menu's filter does. */
const keyOf = (name: string) => name.toLowerCase();
const PICTURED_BY_KEY = new Map(PICTURED.map((category) => [keyOf(category.name), category]));

/** The category's picture; a neutral one for a category we have none for (yet). */
export function categoryOf(name: string): Category {
  return { name, image: PICTURED_BY_KEY.get(keyOf(name))?.image ?? anyCategory };
}

/** A category's name as we spell it, for one the menu (now) has no dishes in. */
export function categorySpelling(name: string): string {
  return PICTURED_BY_KEY.get(keyOf(name))?.name ?? name;
}

/** The menu's categories in order of first appearance, each once (spelt as first seen). */
export function categoryNamesOf(menu: readonly FoodItem[]): string[] {
  const names = new Map<string, string>();
  for (const { category } of menu) {
    if (!names.has(keyOf(category))) names.set(keyOf(category), category);
  }
  return [...names.values()];
}

/** Whether two spellings name the same category. */
export const sameCategory = (a: string, b: string) => keyOf(a) === keyOf(b);
