/**
 * The sample menu (docs/product.md#the-sample-menu): 8 categories in carousel order, 4 dishes each,
 * base prices as given, and honest dietary labels read from each dish and its description
 * (docs/product.md#dietary-labels), and options on the cakes and sandwiches
 * (docs/product.md#dish-options). Seeded once into an empty database.
 */
import type { DietLabel } from '../../contract/diet';
import type { OptionGroup } from '../../contract/options';

export interface SampleDish {
  name: string;
  price: number;
  description: string;
  labels: DietLabel[];
  optionGroups?: OptionGroup[];
}

/** Every Cake dish: 'Size', choose 1, Regular by default. */
export const SAMPLE_CAKE_SIZE: OptionGroup[] = [
  {
    id: 'size',
    name: 'Size',
    kind: 'one',
    min: 1,
    max: 1,
    options: [
      { id: 'regular', name: 'Regular', price: 0, available: true, isDefault: true },
      { id: 'large', name: 'Large', price: 60, available: true },
    ],
  },
];

/** Every Sandwich dish: 'Extras', up to 2. */
export const SAMPLE_SANDWICH_EXTRAS: OptionGroup[] = [
  {
    id: 'extras',
    name: 'Extras',
    kind: 'many',
    min: 0,
    max: 2,
    options: [
      { id: 'cheese', name: 'Extra cheese', price: 30, available: true },
      { id: 'egg', name: 'Fried egg', price: 20, available: true },
      { id: 'jalapenos', name: 'Jalapeños', price: 20, available: true },
    ],
  },
];

export const SAMPLE_MENU: ReadonlyArray<{ category: string; dishes: SampleDish[] }> = [
  {
    category: 'Salad',
    dishes: [
      {
        name: 'Greek Salad',
        price: 12,
        description:
          'Crisp cucumber, ripe tomato, kalamata olives and feta in a lemon-oregano dressing.',
        labels: ['vegetarian', 'gluten-free'],
      },
      {
        name: 'Veg Salad',
        price: 18,
        description:
          'A garden bowl of crunchy greens, carrot, sweet corn and peppers with a honey-mustard drizzle.',
        labels: ['vegetarian', 'gluten-free'],
      },
      {
        name: 'Clover Salad',
        price: 16,
        description:
          'Tender sprouts and micro-greens tossed with avocado, toasted seeds and a citrus vinaigrette.',
        labels: ['vegetarian', 'vegan', 'gluten-free'],
      },
      {
        name: 'Chicken Salad',
        price: 24,
        description:
          'Grilled chicken strips over romaine with cherry tomatoes and a creamy garlic dressing.',
        labels: ['egg', 'gluten-free'],
      },
    ],
  },
  {
    category: 'Rolls',
    dishes: [
      {
        name: 'Lasagna Rolls',
        price: 14,
        description: 'Pasta sheets rolled around ricotta and spinach, baked in rich tomato sauce.',
        labels: ['egg'],
      },
      {
        name: 'Peri Peri Rolls',
        price: 12,
        description: 'A soft wrap of fiery peri peri paneer, onions and mint mayo.',
        labels: ['egg', 'spicy'],
      },
      {
        name: 'Chicken Rolls',
        price: 20,
        description:
          'Tandoori chicken, pickled onion and green chutney wrapped in a flaky paratha.',
        labels: ['spicy'],
      },
      {
        name: 'Veg Rolls',
        price: 15,
        description: 'Spiced potato, crunchy vegetables and tangy sauces in a warm roti.',
        labels: ['vegetarian', 'vegan'],
      },
    ],
  },
  {
    category: 'Desserts',
    dishes: [
      {
        name: 'Ripple Ice Cream',
        price: 14,
        description: 'Vanilla ice cream swirled with ribbons of raspberry and chocolate.',
        labels: ['vegetarian', 'gluten-free'],
      },
      {
        name: 'Fruit Ice Cream',
        price: 22,
        description: 'Creamy scoops loaded with mango, strawberry and fresh seasonal fruit.',
        labels: ['vegetarian', 'gluten-free'],
      },
      {
        name: 'Jar Ice Cream',
        price: 10,
        description: 'Layers of ice cream, cookie crumble and caramel served in a jar.',
        labels: ['vegetarian'],
      },
      {
        name: 'Vanilla Ice Cream',
        price: 12,
        description: 'Classic Madagascar vanilla, slow-churned and silky smooth.',
        labels: ['vegetarian', 'gluten-free'],
      },
    ],
  },
  {
    category: 'Sandwich',
    dishes: [
      {
        name: 'Chicken Sandwich',
        price: 12,
        description: 'Juicy grilled chicken, lettuce and smoky mayo on toasted sourdough.',
        labels: ['egg'],
        optionGroups: SAMPLE_SANDWICH_EXTRAS,
      },
      {
        name: 'Vegan Sandwich',
        price: 18,
        description: 'Hummus, roasted peppers, avocado and rocket on multigrain bread.',
        labels: ['vegetarian', 'vegan'],
        optionGroups: SAMPLE_SANDWICH_EXTRAS,
      },
      {
        name: 'Grilled Sandwich',
        price: 16,
        description: 'Golden pressed sandwich with melted cheese, tomato and herbs.',
        labels: ['vegetarian'],
        optionGroups: SAMPLE_SANDWICH_EXTRAS,
      },
      {
        name: 'Bread Sandwich',
        price: 24,
        description: 'A hearty stack of soft bread, cucumber, tomato and mint chutney.',
        labels: ['vegetarian'],
        optionGroups: SAMPLE_SANDWICH_EXTRAS,
      },
    ],
  },
  {
    category: 'Cake',
    dishes: [
      {
        name: 'Cup Cake',
        price: 14,
        description: 'A fluffy vanilla cupcake crowned with buttercream swirls and sprinkles.',
        labels: ['egg'],
        optionGroups: SAMPLE_CAKE_SIZE,
      },
      {
        name: 'Vegan Cake',
        price: 12,
        description: 'Moist dark chocolate cake made without eggs or dairy.',
        labels: ['vegetarian', 'vegan'],
        optionGroups: SAMPLE_CAKE_SIZE,
      },
      {
        name: 'Butterscotch Cake',
        price: 20,
        description: 'Sponge layered with butterscotch cream and crunchy praline.',
        labels: ['egg', 'nuts'],
        optionGroups: SAMPLE_CAKE_SIZE,
      },
      {
        name: 'Sliced Cake',
        price: 15,
        description: 'A generous slice of the baker\u2019s cake of the day with fresh cream.',
        labels: ['egg'],
        optionGroups: SAMPLE_CAKE_SIZE,
      },
    ],
  },
  {
    category: 'Pure Veg',
    dishes: [
      {
        name: 'Garlic Mushroom',
        price: 14,
        description:
          'Button mushrooms saut\u00e9ed in garlic butter with parsley and cracked pepper.',
        labels: ['vegetarian', 'gluten-free'],
      },
      {
        name: 'Fried Cauliflower',
        price: 22,
        description: 'Crispy spiced cauliflower florets with a cooling yoghurt dip.',
        labels: ['vegetarian', 'spicy'],
      },
      {
        name: 'Mix Veg Pulao',
        price: 10,
        description: 'Fragrant basmati rice cooked with peas, carrots, beans and whole spices.',
        labels: ['vegetarian', 'gluten-free'],
      },
      {
        name: 'Rice Zucchini',
        price: 12,
        description: 'Herbed rice with charred zucchini ribbons and a squeeze of lemon.',
        labels: ['vegetarian', 'vegan', 'gluten-free'],
      },
    ],
  },
  {
    category: 'Pasta',
    dishes: [
      {
        name: 'Cheese Pasta',
        price: 12,
        description: 'Penne in a velvety three-cheese sauce, baked until bubbling.',
        labels: ['vegetarian'],
      },
      {
        name: 'Tomato Pasta',
        price: 18,
        description: 'Spaghetti tossed in slow-cooked tomato, basil and olive oil.',
        labels: ['vegetarian', 'vegan'],
      },
      {
        name: 'Creamy Pasta',
        price: 16,
        description: 'Fettuccine in a rich garlic cream sauce with parmesan.',
        labels: ['egg'],
      },
      {
        name: 'Chicken Pasta',
        price: 24,
        description: 'Fusilli with grilled chicken, sun-dried tomato and pesto cream.',
        labels: ['nuts'],
      },
    ],
  },
  {
    category: 'Noodles',
    dishes: [
      {
        name: 'Butter Noodles',
        price: 14,
        description: 'Silky noodles tossed in brown butter, garlic and spring onion.',
        labels: ['vegetarian'],
      },
      {
        name: 'Veg Noodles',
        price: 12,
        description: 'Wok-fried noodles with crunchy cabbage, peppers and soy.',
        labels: ['vegetarian', 'vegan'],
      },
      {
        name: 'Somen Noodles',
        price: 20,
        description: 'Chilled thin Japanese wheat noodles with a light dipping broth.',
        labels: [],
      },
      {
        name: 'Cooked Noodles',
        price: 15,
        description: 'Hakka-style noodles stir-fried with vegetables and a hint of chilli.',
        labels: ['vegetarian', 'vegan'],
      },
    ],
  },
];

/** The image file of a dish: its name in lower case, spaces as dashes. */
export function dishImageName(name: string): string {
  return `${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.webp`;
}
