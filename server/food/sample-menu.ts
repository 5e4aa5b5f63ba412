/**
 * The sample menu (shared/data/sample-menu.md): 8 categories in carousel order, 4 dishes each,
 * base prices as given. Seeded once into an empty database.
 */
export interface SampleDish {
  name: string;
  price: number;
  description: string;
}

export const SAMPLE_MENU: ReadonlyArray<{ category: string; dishes: SampleDish[] }> = [
  {
    category: 'Salad',
    dishes: [
      {
        name: 'Greek Salad',
        price: 12,
        description:
          'Crisp cucumber, ripe tomato, kalamata olives and feta in a lemon-oregano dressing.',
      },
      {
        name: 'Veg Salad',
        price: 18,
        description:
          'A garden bowl of crunchy greens, carrot, sweet corn and peppers with a honey-mustard drizzle.',
      },
      {
        name: 'Clover Salad',
        price: 16,
        description:
          'Tender sprouts and micro-greens tossed with avocado, toasted seeds and a citrus vinaigrette.',
      },
      {
        name: 'Chicken Salad',
        price: 24,
        description:
          'Grilled chicken strips over romaine with cherry tomatoes and a creamy garlic dressing.',
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
      },
      {
        name: 'Peri Peri Rolls',
        price: 12,
        description: 'A soft wrap of fiery peri peri paneer, onions and mint mayo.',
      },
      {
        name: 'Chicken Rolls',
        price: 20,
        description:
          'Tandoori chicken, pickled onion and green chutney wrapped in a flaky paratha.',
      },
      {
        name: 'Veg Rolls',
        price: 15,
        description: 'Spiced potato, crunchy vegetables and tangy sauces in a warm roti.',
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
      },
      {
        name: 'Fruit Ice Cream',
        price: 22,
        description: 'Creamy scoops loaded with mango, strawberry and fresh seasonal fruit.',
      },
      {
        name: 'Jar Ice Cream',
        price: 10,
        description: 'Layers of ice cream, cookie crumble and caramel served in a jar.',
      },
      {
        name: 'Vanilla Ice Cream',
        price: 12,
        description: 'Classic Madagascar vanilla, slow-churned and silky smooth.',
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
      },
      {
        name: 'Vegan Sandwich',
        price: 18,
        description: 'Hummus, roasted peppers, avocado and rocket on multigrain bread.',
      },
      {
        name: 'Grilled Sandwich',
        price: 16,
        description: 'Golden pressed sandwich with melted cheese, tomato and herbs.',
      },
      {
        name: 'Bread Sandwich',
        price: 24,
        description: 'A hearty stack of soft bread, cucumber, tomato and mint chutney.',
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
      },
      {
        name: 'Vegan Cake',
        price: 12,
        description: 'Moist dark chocolate cake made without eggs or dairy.',
      },
      {
        name: 'Butterscotch Cake',
        price: 20,
        description: 'Sponge layered with butterscotch cream and crunchy praline.',
      },
      {
        name: 'Sliced Cake',
        price: 15,
        description: 'A generous slice of the baker\u2019s cake of the day with fresh cream.',
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
      },
      {
        name: 'Fried Cauliflower',
        price: 22,
        description: 'Crispy spiced cauliflower florets with a cooling yoghurt dip.',
      },
      {
        name: 'Mix Veg Pulao',
        price: 10,
        description: 'Fragrant basmati rice cooked with peas, carrots, beans and whole spices.',
      },
      {
        name: 'Rice Zucchini',
        price: 12,
        description: 'Herbed rice with charred zucchini ribbons and a squeeze of lemon.',
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
      },
      {
        name: 'Tomato Pasta',
        price: 18,
        description: 'Spaghetti tossed in slow-cooked tomato, basil and olive oil.',
      },
      {
        name: 'Creamy Pasta',
        price: 16,
        description: 'Fettuccine in a rich garlic cream sauce with parmesan.',
      },
      {
        name: 'Chicken Pasta',
        price: 24,
        description: 'Fusilli with grilled chicken, sun-dried tomato and pesto cream.',
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
      },
      {
        name: 'Veg Noodles',
        price: 12,
        description: 'Wok-fried noodles with crunchy cabbage, peppers and soy.',
      },
      {
        name: 'Somen Noodles',
        price: 20,
        description: 'Chilled thin Japanese wheat noodles with a light dipping broth.',
      },
      {
        name: 'Cooked Noodles',
        price: 15,
        description: 'Hakka-style noodles stir-fried with vegetables and a hint of chilli.',
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
