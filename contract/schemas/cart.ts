/**
 * The signed-in shopper's cart: line key -> quantity. A plain dish's line key is its id (the
 * spec's shape); a dish with options or a note has a key of its own (contract/options.ts).
 */
import { Type } from '@sinclair/typebox';
import { Id } from './common';
import { LINE_KEY_MAX, LINE_KEY_PATTERN, lineKey } from './options';

const CartData = Type.Record(Type.String(), Type.Integer({ minimum: 1 }), {
  description: 'Line key -> quantity (a plain dish: its id -> quantity).',
});

export const CartItemBody = Type.Object({
  itemId: Id,
  line: Type.Optional(
    lineKey(
      "The line to add to or take from: '<itemId>|<option ids sorted, joined by ,>|<note>' (contract/options.ts). Left out: the plain line, or for a dish with options the line of each group's default.",
    ),
  ),
});

export const CartMergeBody = Type.Object({
  // Kept as plain JSON Schema so a bad key is named the way the shopper's form would need.
  cartData: Type.Unsafe<Record<string, number>>({
    type: 'object',
    maxProperties: 100,
    propertyNames: { maxLength: LINE_KEY_MAX, pattern: LINE_KEY_PATTERN },
    additionalProperties: { type: 'integer', minimum: 0, maximum: 1000 },
  }),
});

export const CartReply = Type.Object({
  success: Type.Literal(true),
  message: Type.Optional(Type.String()),
  cartData: CartData,
});
