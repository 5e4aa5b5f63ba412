/** The menu and the store's health. */
import { Type } from '@sinclair/typebox';
import { DIET_LABELS, DIET_LABEL_NAMES } from '../diet';
import { OptionGroupsSchema } from './options';

/** One of the fixed dietary labels (contract/diet.ts). */
const DietLabelSchema = Type.Union(
  DIET_LABELS.map((label) => Type.Literal(label, { title: DIET_LABEL_NAMES[label] })),
);

export const FoodItem = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  price: Type.Number({
    description: 'Base number; shoppers see it x 10 in rupees (₹125 -> 12.5).',
  }),
  image: Type.String({ description: 'File name under /uploads/.' }),
  category: Type.String(),
  available: Type.Boolean({
    description: 'False while the kitchen has marked it unavailable: not sold, but kept in carts.',
  }),
  labels: Type.Array(DietLabelSchema, {
    description: 'Its dietary labels, in the order of contract/diet.ts (none: an empty list).',
  }),
  optionGroups: Type.Optional(OptionGroupsSchema),
  slug: Type.Optional(
    Type.String({
      description:
        "Its page's address, /Menu/<slug> (docs/product.md#a-page-per-dish); food/list always sends it.",
    }),
  ),
  rating: Type.Optional(
    Type.Object(
      {
        average: Type.Number({ description: 'To one decimal; 0 with no rating.' }),
        count: Type.Integer({ description: 'Visible ratings (hidden ones do not count).' }),
      },
      { description: "Shoppers' ratings (docs/product.md#ratings); food/list always sends it." },
    ),
  ),
});

export const FoodListReply = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(FoodItem),
});

export const HealthReply = Type.Object({
  success: Type.Literal(true),
  database: Type.Union([Type.Literal('sqlite'), Type.Literal('postgres')]),
  payments: Type.Union([Type.Literal('test'), Type.Literal('stripe')]),
});

/** The store is not ready to serve (503, with Retry-After). */
export const HealthDown = Type.Object({
  success: Type.Literal(false),
  message: Type.String(),
  database: Type.Optional(
    Type.Literal('down', { description: 'Present when the database cannot be reached.' }),
  ),
  draining: Type.Optional(
    Type.Literal(true, {
      description: 'Present while the instance drains before it stops (SIGTERM): send no more.',
    }),
  ),
});
