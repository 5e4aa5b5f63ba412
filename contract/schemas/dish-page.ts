/** A dish found by its page's address (docs/product.md#a-page-per-dish). */
import { Type } from '@sinclair/typebox';
import { FoodItem } from './menu';

export const DishBySlugQuery = Type.Object({
  slug: Type.String({ minLength: 1, maxLength: 200, description: 'The address after /Menu/.' }),
});

/**
 * The dish on the menu (available or not). Its `slug` differs from the one asked for when that
 * is an earlier one (the dish was renamed): its page is at the new one.
 */
export const DishBySlugReply = Type.Object({
  success: Type.Literal(true),
  data: FoodItem,
});
