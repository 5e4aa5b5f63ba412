/** For tests of staff's menu console: a dish form's body. */

let dishes = 0;

/**
 * A dish as staff's form sends it, its price in whole rupees: a sample picture, a unique name,
 * and the overrides (a FoodItem's `_id` and `available` are left out; give `price` in rupees).
 */
export function dishBody(overrides: Record<string, unknown> = {}) {
  dishes += 1;
  const { _id, available, ...fields } = overrides;
  void _id;
  void available;
  return {
    name: `Test Dish ${dishes}`,
    description: 'A dish made for a test, fresh every time.',
    price: 150,
    category: 'Salad',
    image: 'greek-salad.webp',
    ...fields,
  };
}
