/** The menu's eight categories, in carousel order, with their pictures (public/images). */
export interface Category {
  name: string;
  image: string;
}

const slug = (name: string) => name.toLowerCase().replace(/\s+/g, '-');

export const CATEGORIES: readonly Category[] = [
  'Salad',
  'Rolls',
  'Desserts',
  'Sandwich',
  'Cake',
  'Pure Veg',
  'Pasta',
  'Noodles',
].map((name) => ({ name, image: `/images/category-${slug(name)}.webp` }));
