/**
 * The menu the restaurant runs (docs/product.md#the-menu-the-restaurant-runs): staff's dish,
 * picture, settings and promo-code calls, and what shoppers ask of the shop (its hours, a code).
 */
import { Type } from '@sinclair/typebox';
import { Id, Text } from './common';
import { FoodItem } from './menu';
import { OptionGroupsBodySchema } from './options';
import { PauseState } from './pause';

/** Generous ceilings only: the handlers refuse with the shop's own words (contract/shop-rules.ts). */
export const DishBody = Type.Object({
  name: Text(400),
  description: Text(2000),
  price: Type.Number({ description: 'Whole rupees, as shoppers see the price (₹125 -> 125).' }),
  category: Text(200),
  image: Text(200),
  labels: Type.Optional(
    Type.Array(Text(40), {
      maxItems: 20,
      description:
        "Dietary labels: 'vegetarian', 'vegan', 'egg', 'gluten-free', 'nuts', 'spicy' (contract/diet.ts); another is refused. Left out: none for a new dish, unchanged for an edit. 'vegan' implies 'vegetarian'; 'egg' goes with neither (egg is non-vegetarian).",
    }),
  ),
  /** Left out: none for a new dish, unchanged for an edit (contract/options.ts has the rules). */
  optionGroups: Type.Optional(OptionGroupsBodySchema),
});

export const DishEditBody = Type.Composite([Type.Object({ _id: Id }), DishBody]);

export const DishAvailabilityBody = Type.Object({ _id: Id, available: Type.Boolean() });

export const DishIdBody = Type.Object({ _id: Id });

export const DishReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  dish: FoodItem,
});

export const PictureReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  image: Type.String({ description: 'The file name to give a dish (content-hashed WebP).' }),
});

const ClockTime = Type.String({ maxLength: 5, description: "'HH:MM', 24-hour, shop's time zone." });

const OpeningHoursSchema = Type.Array(
  Type.Union([Type.Object({ open: ClockTime, close: ClockTime }), Type.Null()]),
  { minItems: 7, maxItems: 7, description: 'Sunday first; null: closed all day.' },
);

export const ShopSettings = Type.Object({
  hours: OpeningHoursSchema,
  timeZone: Type.String({ maxLength: 64, description: 'IANA name, e.g. Asia/Kolkata.' }),
  minimumOrder: Type.Integer({ description: 'Whole rupees of subtotal; 0: no minimum.' }),
  // Delivery or pickup, quoted times, ordering ahead (docs/product.md#delivery-or-pickup): always
  // in a reply; in the save body, left out keeps what is stored.
  pickupAddress: Type.Optional(
    Type.String({ maxLength: 1000, description: 'Where pickup orders are collected.' }),
  ),
  preparationMinutes: Type.Optional(
    Type.Number({
      description: 'Whole minutes, 5 to 180: the kitchen readies an order (default 20).',
    }),
  ),
  deliveryMinutes: Type.Optional(
    Type.Number({ description: 'Whole minutes, 5 to 180: on the road to the door (default 25).' }),
  ),
  slotLimit: Type.Optional(
    Type.Union([Type.Number(), Type.Null()], {
      description: 'Orders per 15-minute slot, 1 to 100; null: no limit (the default).',
    }),
  ),
  payOnDeliveryMax: Type.Optional(
    Type.Union([Type.Number(), Type.Null()], {
      description:
        'Whole rupees: pay on delivery is offered up to this total; null: off (the default).',
    }),
  ),
});

export const ShopReply = Type.Object({
  success: Type.Literal(true),
  settings: ShopSettings,
  open: Type.Boolean({ description: 'Whether orders are taken now.' }),
  closedMessage: Type.Optional(
    Type.String({ description: "While closed: 'We are closed now. We open at 9 AM.'" }),
  ),
  paused: Type.Optional(PauseState),
  pickupAddress: Type.Optional(Type.String({ description: "The shop's pickup counter." })),
  payOnDeliveryMax: Type.Optional(
    Type.Union([Type.Integer(), Type.Null()], {
      description: 'Whole rupees up to which pay on delivery is offered; null: off.',
    }),
  ),
  orderAhead: Type.Optional(
    Type.Boolean({ description: 'True: later slots can be ordered for, closed or open.' }),
  ),
});

export const SettingsReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  settings: ShopSettings,
});

const PromoKindSchema = Type.Union([Type.Literal('percent'), Type.Literal('fixed')]);
const DateOnly = Type.String({
  maxLength: 10,
  description: "'YYYY-MM-DD' in the shop's time zone.",
});

const PromoCodeSchema = Type.Object({
  code: Type.String(),
  kind: PromoKindSchema,
  value: Type.Integer({ description: 'Percent off (1-100) or whole rupees off.' }),
  minSubtotal: Type.Integer({ description: 'Whole rupees; 0: none.' }),
  startsOn: Type.Union([DateOnly, Type.Null()], { description: 'First day it works.' }),
  endsOn: Type.Union([DateOnly, Type.Null()], { description: 'Last day it works.' }),
  maxUses: Type.Union([Type.Integer(), Type.Null()], { description: 'Paid orders in all.' }),
  oncePerAccount: Type.Boolean(),
  active: Type.Boolean(),
  uses: Type.Integer({ description: 'Paid orders that used it.' }),
  held: Type.Integer({
    description: 'Uses held by orders awaiting payment (at most one per account).',
  }),
});

export const PromoAddBody = Type.Object({
  code: Text(100),
  kind: PromoKindSchema,
  value: Type.Number(),
  minSubtotal: Type.Optional(Type.Number()),
  startsOn: Type.Optional(Type.Union([Text(40), Type.Null()])),
  endsOn: Type.Optional(Type.Union([Text(40), Type.Null()])),
  maxUses: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  oncePerAccount: Type.Optional(Type.Boolean()),
});

export const PromoCodeBody = Type.Object({ code: Text(100) });

export const PromoReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  promo: PromoCodeSchema,
});

export const PromoListReply = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(PromoCodeSchema),
});

export const PromoCheckBody = Type.Object({
  code: Text(100),
  subtotal: Type.Number({
    description: "Whole rupees: the cart's subtotal as the shopper sees it.",
  }),
});

export const PromoCheckReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  code: Type.String({ description: 'The code as the shop keeps it (upper-case).' }),
  discount: Type.Integer({ description: 'Whole rupees off that subtotal.' }),
});
