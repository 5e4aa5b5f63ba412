/**
 * The restaurant's side: the order board's list, moving an order on, cancelling it, and the
 * live streams that keep the board and a shopper's /MyOrders current (docs/product.md#the-kitchen).
 */
import { Type } from '@sinclair/typebox';
import { CANCEL_REASON_MAX } from '../kitchen-rules';
import { Id, Text } from './common';
import { ChosenOptionSchema } from './options';
import { ACCEPTANCE_FIELDS } from './orders';
import { Address, FULFILMENT_FIELDS, StatusSchema } from './orders';

/** An order as the kitchen sees it: what to cook, where it goes, and since when it waits. */
export const KitchenOrder = Type.Object({
  _id: Type.String(),
  number: Type.String({ description: 'The short order number staff and shoppers say.' }),
  lines: Type.Array(
    Type.Object({
      name: Type.String(),
      quantity: Type.Integer(),
      options: Type.Optional(
        Type.Array(ChosenOptionSchema, { description: 'What was chosen, as it was then.' }),
      ),
      note: Type.Optional(Type.String({ description: 'The note for the kitchen.' })),
    }),
  ),
  amount: Type.Number({ description: 'Total in rupees, as the shopper paid it.' }),
  address: Address,
  status: StatusSchema,
  paidAt: Type.String({ description: 'ISO 8601: when the payment was confirmed.' }),
  updatedAt: Type.String({ description: 'ISO 8601: the latest status change.' }),
  refunded: Type.Boolean({ description: 'A cancelled order whose payment went back.' }),
  promoCode: Type.Optional(Type.String({ description: 'The promo code the order used.' })),
  discount: Type.Optional(
    Type.Integer({ description: 'Whole rupees the promo code took off (0: none).' }),
  ),
  ...ACCEPTANCE_FIELDS,
  ...FULFILMENT_FIELDS,
  paid: Type.Optional(
    Type.Boolean({
      description:
        'Whether the money is in: false for a pay-on-delivery order until staff mark it paid.',
    }),
  ),
});

export const KitchenOrdersReply = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(KitchenOrder, {
    description: "Paid orders to cook or on their way, and today's delivered ones, oldest first.",
  }),
});

export const AdvanceBody = Type.Object({
  orderId: Id,
  to: Type.Union([Type.Literal('Out for delivery'), Type.Literal('Delivered')], {
    description: 'The next status, as the button said: two presses at once change it once.',
  }),
});

export const CancelBody = Type.Object({
  orderId: Id,
  reason: Text(CANCEL_REASON_MAX * 4),
});

export const KitchenOrderReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  order: KitchenOrder,
});

export const StreamTicketBody = Type.Object({
  stream: Type.Union([Type.Literal('orders'), Type.Literal('kitchen')], {
    description: "'orders': the shopper's own orders; 'kitchen': the board (staff only).",
  }),
});

export const StreamTicketReply = Type.Object({
  success: Type.Literal(true),
  ticket: Type.String({ description: 'Opens one stream, once, within a minute.' }),
  url: Type.String({ description: 'Where to open the stream (an EventSource URL).' }),
});

export const StreamQuery = Type.Object({
  ticket: Type.String({ minLength: 1, maxLength: 128 }),
  lastEventId: Type.Optional(
    Type.String({
      pattern: '^[0-9]{1,15}$',
      description:
        'The last event this page received, for a page that reopens its stream with a new ' +
        "ticket (the Last-Event-ID header does the same for EventSource's own reconnects).",
    }),
  ),
});
