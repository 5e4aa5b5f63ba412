/** The signed-in shopper's cart: dish id -> quantity. */
import { Type } from '@sinclair/typebox';
import { ID_MAX, Id } from './common';

const CartData = Type.Record(Type.String(), Type.Integer({ minimum: 1 }), {
  description: 'Dish id -> quantity.',
});

export const CartItemBody = Type.Object({ itemId: Id });

export const CartMergeBody = Type.Object({
  // Kept as plain JSON Schema so a bad key is named the way the shopper's form would need.
  cartData: Type.Unsafe<Record<string, number>>({
    type: 'object',
    maxProperties: 100,
    propertyNames: { maxLength: ID_MAX },
    additionalProperties: { type: 'integer', minimum: 0, maximum: 1000 },
  }),
});

export const CartReply = Type.Object({
  success: Type.Literal(true),
  message: Type.Optional(Type.String()),
  cartData: CartData,
});
