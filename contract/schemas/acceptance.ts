/** Accepting a paid order with a time, and a shopper cancelling one not yet accepted. */
import { Type } from '@sinclair/typebox';
import { Id } from './common';
import { Order } from './orders';

export const AcceptBody = Type.Object({
  orderId: Id,
  minutes: Type.Integer({
    description: 'Minutes to prepare it: 10, 15, 20, 30 or 45 (contract/acceptance.ts).',
  }),
});

export const ShopperCancelBody = Type.Object({ orderId: Id });

export const ShopperCancelReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  order: Order,
});
