/**
 * Delivery or pickup, delivery areas, quoted times and ordering ahead
 * (docs/product.md#delivery-or-pickup): staff's delivery areas, what a shopper asks before paying
 * (does the shop deliver to this PIN code, for what; which times can be ordered for), and staff
 * marking a pay-on-delivery order paid.
 */
import { Type } from '@sinclair/typebox';
import { Id, Text } from './common';

export const FulfilmentSchema = Type.Union([Type.Literal('delivery'), Type.Literal('pickup')], {
  description: "'delivery' (the default) or 'pickup' at the shop's counter.",
});

export const PaymentMethodSchema = Type.Union([Type.Literal('card'), Type.Literal('on-delivery')], {
  description:
    "'card' (the default): paid before the kitchen sees it; 'on-delivery': cash or UPI at the door.",
});

const DeliveryAreaSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  pins: Type.Array(Type.String(), { description: 'The PIN codes it covers.' }),
  fee: Type.Integer({ description: 'Whole rupees.' }),
  minimum: Type.Integer({ description: 'Whole rupees of subtotal an order needs; 0: none.' }),
});

export const AreaListReply = Type.Object({
  success: Type.Literal(true),
  areas: Type.Array(DeliveryAreaSchema, { description: 'In the order staff added them.' }),
});

/** Generous ceilings only: the handler refuses with the shop's own words (contract/fulfilment.ts). */
export const AreaSaveBody = Type.Object({
  id: Type.Optional(Id),
  name: Text(400),
  pins: Text(20_000),
  fee: Type.Number({ description: 'Whole rupees.' }),
  minimum: Type.Number({ description: 'Whole rupees of subtotal; 0: none.' }),
});

export const AreaSaveReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  area: DeliveryAreaSchema,
});

export const AreaRemoveBody = Type.Object({ id: Id });

export const DeliveryCheckQuery = Type.Object({
  pin: Type.Optional(Type.String({ maxLength: 100, description: 'The PIN code, six digits.' })),
});

export const DeliveryCheckReply = Type.Union([
  Type.Object({
    success: Type.Literal(true),
    delivers: Type.Literal(true),
    fee: Type.Integer({ description: 'Whole rupees.' }),
    minimum: Type.Integer({
      description: 'Whole rupees of subtotal; the larger of area and shop.',
    }),
    area: Type.Union([Type.String(), Type.Null()], {
      description: "The area's name; null while staff define none.",
    }),
  }),
  Type.Object({
    success: Type.Literal(true),
    delivers: Type.Literal(false),
    message: Type.String(),
  }),
]);

export const OrderTimesQuery = Type.Object({
  fulfilment: Type.Optional(FulfilmentSchema),
});

export const OrderTimesReply = Type.Object({
  success: Type.Literal(true),
  asap: Type.Boolean({ description: "Whether 'As soon as possible' is offered now." }),
  minutes: Type.Integer({ description: 'The quoted minutes for an order placed now.' }),
  quote: Type.String({
    description: "'Arrives in about 45 min' or 'Ready for pickup in about 20 min'.",
  }),
  slots: Type.Array(Type.String(), {
    description: 'ISO instants of the 15-minute slots offered, today and the next six days.',
  }),
  closedMessage: Type.Optional(
    Type.String({
      description:
        "While closed: 'We are closed now. We open at 9 AM. You can order now for later.'",
    }),
  ),
});

export const MarkPaidBody = Type.Object({ orderId: Id });
