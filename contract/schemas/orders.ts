/** Placing an order, verifying its payment, and the shopper's order list. */
import { Type, type TLiteral, type TOptional, type TString, type TUnion } from '@sinclair/typebox';
import { ADDRESS_FIELDS, ORDER_LINES_MAX, ORDER_STATUS, type AddressField } from '../rules';
import type { OrderStatus } from '../rules';
import { ID_MAX, Id, Text } from './common';
import { FulfilmentSchema, PaymentMethodSchema } from './fulfilment';
import { ChosenOptionSchema, lineKey } from './options';

function addressOf<T extends TString | TOptional<TString>>(field: () => T) {
  const properties = Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, field()]));
  return Type.Object(properties as Record<AddressField, T>);
}

/** The nine fields as sent; the handler refuses a missing one with its own label. */
const AddressBody = addressOf(() => Type.Optional(Text(1000)));
export const Address = addressOf(() => Type.String());

const OrderLineBody = Type.Object({
  _id: Id,
  name: Type.Optional(Text(1000)),
  price: Type.Optional(Type.Number({ description: 'As the shopper saw it; checked, never used.' })),
  quantity: Type.Number(),
  line: Type.Optional(
    lineKey(
      'The cart line this is, for a dish with options or a note (contract/options.ts); `_id` must be its dish. The server prices it from its own menu.',
    ),
  ),
});

export const PlaceOrderBody = Type.Object({
  userId: Type.Optional(
    Type.String({ maxLength: ID_MAX, description: "Must be the token's account." }),
  ),
  address: AddressBody,
  items: Type.Array(OrderLineBody, { maxItems: ORDER_LINES_MAX }),
  amount: Type.Number({
    description: 'Subtotal less the promo discount plus delivery fee, in rupees, as shown.',
  }),
  promoCode: Type.Optional(Text(100)),
  fulfilment: Type.Optional(FulfilmentSchema),
  dueAt: Type.Optional(
    Type.String({
      maxLength: 40,
      description: 'ISO instant of a slot /api/shop/times offered; left out: as soon as possible.',
    }),
  ),
  payment: Type.Optional(PaymentMethodSchema),
});

export const PlaceOrderReply = Type.Object({
  success: Type.Literal(true),
  session_url: Type.String({ description: 'The payment page to send the browser to.' }),
  orderId: Type.String(),
});

export const VerifyOrderBody = Type.Object({
  orderId: Id,
  // The address's hint; the server never trusts it. A string or a boolean, as clients send it.
  success: Type.Optional(
    Type.Unsafe<string | boolean>({ type: ['string', 'boolean'], maxLength: 10 }),
  ),
});

export const VerifyOrderReply = Type.Object({
  success: Type.Boolean({ description: 'Whether the payment provider reports the order paid.' }),
  message: Type.String(),
});

export const StatusSchema = Type.Union(
  Object.values(ORDER_STATUS).map((status) => Type.Literal(status)),
) as TUnion<TLiteral<OrderStatus>[]>;

/** How an order is fulfilled and when it is due, as the shopper's pages and the board get it. */
export const FULFILMENT_FIELDS = {
  fulfilment: Type.Optional(FulfilmentSchema),
  dueAt: Type.Optional(
    Type.String({ description: 'ISO 8601: the promised time (ready for pickup, or at the door).' }),
  ),
  scheduled: Type.Optional(
    Type.Boolean({ description: 'Ordered for a later slot and not yet sent to the kitchen.' }),
  ),
  paymentMethod: Type.Optional(PaymentMethodSchema),
  deliveryFee: Type.Optional(Type.Integer({ description: 'Whole rupees; 0 for pickup.' })),
};

/** The kitchen's acceptance of a paid order, and a cancelled order's who and why (issue 31). */
export const ACCEPTANCE_FIELDS = {
  acceptedAt: Type.Optional(
    Type.String({
      description: "ISO 8601: when the kitchen accepted it; absent while it is 'New'.",
    }),
  ),
  cancelledBy: Type.Optional(
    Type.Union([Type.Literal('restaurant'), Type.Literal('shopper')], {
      description: 'Who cancelled the order, once cancelled.',
    }),
  ),
  cancelReason: Type.Optional(
    Type.String({ description: "The restaurant's reason for cancelling or rejecting it." }),
  ),
};

export const Order = Type.Object({
  _id: Type.String(),
  items: Type.Array(
    Type.Object({
      name: Type.String(),
      price: Type.Number({
        description:
          "One of the line, options included, as the dish's base number (x 10 in rupees).",
      }),
      quantity: Type.Integer(),
      options: Type.Optional(
        Type.Array(ChosenOptionSchema, { description: 'What was chosen, as it was then.' }),
      ),
      note: Type.Optional(Type.String({ description: 'The note for the kitchen.' })),
    }),
  ),
  amount: Type.Number(),
  address: Address,
  status: StatusSchema,
  payment: Type.Boolean(),
  date: Type.String({ description: 'ISO 8601.' }),
  number: Type.String({ description: 'The short order number the restaurant knows it by.' }),
  timeline: Type.Array(
    Type.Object({ status: StatusSchema, at: Type.String({ description: 'ISO 8601.' }) }),
    { description: 'Each status the order reached after payment, with when: paid first.' },
  ),
  refunded: Type.Boolean({ description: 'Cancelled by the restaurant and the payment returned.' }),
  promoCode: Type.Optional(Type.String({ description: 'The promo code the order used.' })),
  discount: Type.Integer({ description: 'Whole rupees the promo code took off (0: none).' }),
  ...ACCEPTANCE_FIELDS,
  ...FULFILMENT_FIELDS,
  session_url: Type.Optional(
    Type.String({
      description:
        'Only while the order awaits payment and its checkout can still be paid: the payment page.',
    }),
  ),
});

export const UserOrdersReply = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(Order),
});

export const ReorderBody = Type.Object({ orderId: Id });

export const ReorderReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  cartData: Type.Record(Type.String(), Type.Integer({ minimum: 1 }), {
    description: 'The cart after the lines were added: dish id -> quantity.',
  }),
  leftOut: Type.Array(Type.String(), {
    description: "Names of the order's dishes no longer sold or unavailable now, left out.",
  }),
});
