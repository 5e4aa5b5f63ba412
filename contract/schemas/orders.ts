/** Placing an order, verifying its payment, and the shopper's order list. */
import { Type, type Static, type TLiteral, type TString, type TUnion } from '@sinclair/typebox';
import { ADDRESS_MESSAGES } from '../address-checks';
import { FULFILMENT_MESSAGES } from '../fulfilment';
import { ORDER_MESSAGES } from '../messages';
import {
  ADDRESS_FIELDS,
  ADDRESS_FIELD_LABEL,
  ADDRESS_FIELD_MAX,
  ORDER_LINES_MAX,
  ORDER_STATUS,
  QUANTITY_MAX,
  type AddressField,
} from '../rules';
import type { OrderStatus } from '../rules';
import { ID_MAX, Id, ONE_LINE, Text, type FieldMessages } from './common';
import { FulfilmentSchema, PaymentMethodSchema } from './fulfilment';
import { ChosenOptionSchema, lineKey } from './options';

export const Address = Type.Object(
  Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, Type.String()])) as Record<
    AddressField,
    TString
  >,
);

/** The fields a pickup does without: the shop's counter is where it goes. */
export const LOCATION_FIELDS = ['street', 'city', 'state', 'zipcode', 'country'] as const;

/**
 * An Indian PIN code, six digits, the first not 0, with spaces around it as typed; or blank,
 * which the handler refuses as missing (it trims).
 */
const PIN_OR_BLANK = '^\\s*(?:[1-9]\\d{5}\\s*)?$';

/**
 * One field of the order's address as it must be: there, within its limit and one line once
 * trimmed; the email one address, the phone one the shop can call (`format: 'phone'`,
 * contract/phone.ts), a delivery's zip code a 6-digit PIN code. Blank (only spaces) is refused
 * by the handler, which trims (contract/address-checks.ts).
 */
function orderAddressField(field: AddressField, delivery: boolean) {
  const formats: Partial<Record<AddressField, object>> = {
    email: { format: 'email' },
    phone: { format: 'phone', description: '10 digits, or + and the country code.' },
    zipcode: delivery ? { pattern: PIN_OR_BLANK } : {},
  };
  return Type.String({
    minLength: 1,
    maxLength: ADDRESS_FIELD_MAX[field],
    pattern: ONE_LINE,
    description: ADDRESS_FIELD_LABEL[field],
    ...formats[field],
  });
}

/** A delivery's address: all nine fields. */
const DeliveryAddress = Type.Object(
  Object.fromEntries(
    ADDRESS_FIELDS.map((field) => [field, orderAddressField(field, true)]),
  ) as Record<AddressField, TString>,
);

/** Who collects a pickup: the name, email and phone; the location fields may be left out. */
const PickupAddress = Type.Object({
  firstname: orderAddressField('firstname', false),
  lastname: orderAddressField('lastname', false),
  email: orderAddressField('email', false),
  street: Type.Optional(Type.String({ maxLength: ADDRESS_FIELD_MAX.street })),
  city: Type.Optional(Type.String({ maxLength: ADDRESS_FIELD_MAX.city })),
  state: Type.Optional(Type.String({ maxLength: ADDRESS_FIELD_MAX.state })),
  zipcode: Type.Optional(Type.String({ maxLength: ADDRESS_FIELD_MAX.zipcode })),
  country: Type.Optional(Type.String({ maxLength: ADDRESS_FIELD_MAX.country })),
  phone: orderAddressField('phone', false),
});

const OrderLineBody = Type.Object({
  _id: Id,
  name: Type.Optional(Text(1000)),
  price: Type.Optional(Type.Number({ description: 'As the shopper saw it; checked, never used.' })),
  quantity: Type.Integer({
    minimum: 1,
    maximum: QUANTITY_MAX,
    description: 'Requests for the same line are added together; the sum too must be at most this.',
  }),
  line: Type.Optional(
    lineKey(
      'The cart line this is, for a dish with options or a note (contract/options.ts); `_id` must be its dish. The server prices it from its own menu.',
    ),
  ),
});

/**
 * The order. Its address is by its fulfilment (the if/then/else below): for a pickup, `then`
 * (who collects it); else, a delivery, `else` (all nine fields).
 */
export const PlaceOrderBody = Type.Object(
  {
    userId: Type.Optional(
      Type.String({ maxLength: ID_MAX, description: "Must be the token's account." }),
    ),
    address: Type.Unsafe<Static<typeof PickupAddress>>({
      type: 'object',
      description: "A delivery's nine fields, or a pickup's name, email and phone (then/else).",
    }),
    items: Type.Array(OrderLineBody, { minItems: 1, maxItems: ORDER_LINES_MAX }),
    amount: Type.Number({
      description: 'Subtotal less the promo discount plus delivery fee, in rupees, as shown.',
    }),
    promoCode: Type.Optional(Text(100)),
    fulfilment: Type.Optional(FulfilmentSchema),
    dueAt: Type.Optional(
      Type.String({
        maxLength: 40,
        description:
          'ISO instant of a slot /api/shop/times offered; left out: as soon as possible.',
      }),
    ),
    payment: Type.Optional(PaymentMethodSchema),
  },
  {
    if: Type.Object({ fulfilment: Type.Literal('pickup') }),
    then: Type.Object({ address: PickupAddress }),
    else: Type.Object({ address: DeliveryAddress }),
  },
);

/** The refusals of the order's address, by field, in the words the handler uses. */
const ADDRESS_REFUSALS: FieldMessages = Object.fromEntries(
  ADDRESS_FIELDS.map((field) => {
    const label = ADDRESS_FIELD_LABEL[field];
    const missing = ADDRESS_MESSAGES.missing(label);
    const format = { email: ADDRESS_MESSAGES.invalidEmail, phone: FULFILMENT_MESSAGES.badPhone };
    return [
      `address.${field}`,
      {
        required: missing,
        minLength: missing,
        maxLength: ADDRESS_MESSAGES.tooLong(label, ADDRESS_FIELD_MAX[field]),
        pattern:
          field === 'zipcode' ? FULFILMENT_MESSAGES.badPin : ADDRESS_MESSAGES.notOneLine(label),
        ...(field in format ? { format: format[field as keyof typeof format] } : {}),
      },
    ];
  }),
);

/**
 * The order's refusals of its lines and its address, in the words the handler and the checkout
 * form use: an empty order, a line's quantity that is not a whole number from 1 to QUANTITY_MAX.
 */
export const PLACE_ORDER_MESSAGES: FieldMessages = {
  items: { minItems: ORDER_MESSAGES.emptyCart },
  'items.*.quantity': {
    required: ORDER_MESSAGES.badQuantity,
    type: ORDER_MESSAGES.badQuantity,
    minimum: ORDER_MESSAGES.badQuantity,
    maximum: ORDER_MESSAGES.tooMany,
  },
  ...ADDRESS_REFUSALS,
};

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
