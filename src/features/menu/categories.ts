/** The menu's eight categories, in carousel order, with their pictures (public/images). */
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

export const CATEGORIES: readonly Category[] = [
  { name: 'Salad', image: salad },
  { name: 'Rolls', image: rolls },
  { name: 'Desserts', image: desserts },
  { name: 'Sandwich', image: sandwich },
  { name: 'Cake', image: cake },
  { name: 'Pure Veg', image: pureVeg },
  { name: 'Pasta', image: pasta },
  { name: 'Noodles', image: noodles },
];
