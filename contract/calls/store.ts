/**
 * The shop itself (its hours, whether it delivers to a PIN code, its times, its health), the
 * contact form and the payment provider's webhook.
 */
import { Type } from '@sinclair/typebox';
import * as ENDPOINTS from '../endpoints/store';
import { Done, replies } from '../schemas/common';
import { CONTACT_FORM_MESSAGES, ContactBody } from '../schemas/contact';
import {
  DeliveryCheckQuery,
  DeliveryCheckReply,
  OrderTimesQuery,
  OrderTimesReply,
} from '../schemas/fulfilment';
import { HealthDown, HealthReply } from '../schemas/menu';
import { ShopReply } from '../schemas/shop';
import { STORE_DESCRIPTIONS } from './descriptions/store';
import { call, type EndpointsIn, BODY_REFUSALS } from './call';

export const STORE_CALLS = {
  health: call({
    ...ENDPOINTS.health,
    description: STORE_DESCRIPTIONS.health,
    summary: 'Whether the store and its database answer',
    tag: 'store',
    signedIn: false,
    response: { 200: HealthReply, 503: HealthDown },
  }),
  shopInfo: call({
    ...ENDPOINTS.shopInfo,
    description: STORE_DESCRIPTIONS.shopInfo,
    summary: 'Opening hours, time zone and minimum order, and whether orders are taken now',
    tag: 'store',
    signedIn: false,
    response: { 200: ShopReply },
  }),
  deliveryCheck: call({
    ...ENDPOINTS.deliveryCheck,
    description: STORE_DESCRIPTIONS.deliveryCheck,
    summary: "Whether the shop delivers to a PIN code, and its area's fee and minimum order",
    tag: 'store',
    signedIn: false,
    querystring: DeliveryCheckQuery,
    response: replies({ 200: DeliveryCheckReply }, [400]),
  }),
  orderTimes: call({
    ...ENDPOINTS.orderTimes,
    description: STORE_DESCRIPTIONS.orderTimes,
    summary:
      "The quoted time of an order placed now, whether 'as soon as possible' is offered, and the later slots (7 days)",
    tag: 'store',
    signedIn: false,
    querystring: OrderTimesQuery,
    response: replies({ 200: OrderTimesReply }, [400]),
  }),
  contact: call({
    ...ENDPOINTS.contact,
    description: STORE_DESCRIPTIONS.contact,
    summary: 'Send the contact form',
    tag: 'contact',
    signedIn: false,
    body: ContactBody,
    messages: CONTACT_FORM_MESSAGES,
    response: replies({ 201: Done }, [...BODY_REFUSALS, 429]),
  }),
  stripeWebhook: call({
    ...ENDPOINTS.stripeWebhook,
    summary: "Stripe's events (signed with STRIPE_WEBHOOK_SECRET)",
    tag: 'payments',
    signedIn: false,
    response: replies(
      {
        200: Type.Object({
          success: Type.Literal(true),
          received: Type.Literal(true),
          message: Type.Optional(Type.String({ description: 'Set when the event was a repeat.' })),
        }),
      },
      [400, 413, 503],
    ),
  }),
} as const satisfies EndpointsIn;
