/**
 * A shopper's orders: placing and paying, the list, cancelling, ordering again, rating, the live
 * stream.
 */
import * as ENDPOINTS from '../endpoints/orders';
import { ShopperCancelBody, ShopperCancelReply } from '../schemas/acceptance';
import { replies } from '../schemas/common';
import { StreamQuery, StreamTicketBody, StreamTicketReply } from '../schemas/kitchen';
import {
  Order,
  PLACE_ORDER_MESSAGES,
  PlaceOrderBody,
  PlaceOrderReply,
  ReorderBody,
  ReorderReply,
  UserOrdersReply,
  VerifyOrderBody,
  VerifyOrderReply,
} from '../schemas/orders';
import { OrderRatingsBody, OrderRatingsReply, RateBody, RateReply } from '../schemas/ratings';
import { ORDERS_DESCRIPTIONS } from './descriptions/orders';
import { call, type EndpointsIn, BODY_REFUSALS, SIGNED_IN, STAFF } from './call';

export const ORDER_CALLS = {
  placeOrder: call({
    ...ENDPOINTS.placeOrder,
    description: ORDERS_DESCRIPTIONS.placeOrder,
    summary: 'Place an order and open its payment page',
    tag: 'orders',
    signedIn: true,
    body: PlaceOrderBody,
    messages: PLACE_ORDER_MESSAGES,
    response: replies({ 201: PlaceOrderReply }, [...SIGNED_IN, 403, 409, 502]),
  }),
  verifyOrder: call({
    ...ENDPOINTS.verifyOrder,
    description: ORDERS_DESCRIPTIONS.verifyOrder,
    summary: 'Ask whether an order is paid (token optional)',
    tag: 'orders',
    signedIn: false,
    body: VerifyOrderBody,
    response: replies({ 200: VerifyOrderReply }, [...BODY_REFUSALS, 404]),
  }),
  userOrders: call({
    ...ENDPOINTS.userOrders,
    description: ORDERS_DESCRIPTIONS.userOrders,
    summary: "The shopper's orders, newest first",
    tag: 'orders',
    signedIn: true,
    response: replies({ 200: UserOrdersReply }, SIGNED_IN),
  }),
  reorder: call({
    ...ENDPOINTS.reorder,
    description: ORDERS_DESCRIPTIONS.reorder,
    summary:
      "Order again: a paid order's dishes added to the cart at today's prices (those not sold now left out)",
    tag: 'orders',
    signedIn: true,
    body: ReorderBody,
    response: replies({ 200: ReorderReply }, [...SIGNED_IN, 404, 409]),
  }),
  orderCancel: call({
    ...ENDPOINTS.orderCancel,
    description: ORDERS_DESCRIPTIONS.orderCancel,
    summary:
      'Cancel your own paid order while the restaurant has not accepted it, refunded at once',
    tag: 'orders',
    signedIn: true,
    body: ShopperCancelBody,
    response: replies({ 200: ShopperCancelReply }, [...SIGNED_IN, 404, 409, 502]),
  }),
  streamTicket: call({
    ...ENDPOINTS.streamTicket,
    description: ORDERS_DESCRIPTIONS.streamTicket,
    summary: 'A single-use ticket that opens one live stream (an EventSource sends no headers)',
    tag: 'orders',
    signedIn: true,
    body: StreamTicketBody,
    response: replies({ 200: StreamTicketReply }, [...STAFF, 429]),
  }),
  orderStream: call({
    ...ENDPOINTS.orderStream,
    description: ORDERS_DESCRIPTIONS.stream,
    // Each event: `id` (the order event's number, for Last-Event-ID), `event: order`, and the
    // order as JSON in `data` (this schema); a comment line every SSE_HEARTBEAT_SECONDS.
    summary: "Server-sent events: the shopper's own orders as they change",
    tag: 'orders',
    signedIn: false,
    querystring: StreamQuery,
    eventStream: true,
    response: replies({ 200: Order }, [400, 401, 429, 503]),
  }),
  rate: call({
    ...ENDPOINTS.rate,
    description: ORDERS_DESCRIPTIONS.rate,
    summary:
      'Rate a dish of a delivered order of yours (1 to 5 stars, a comment); again within 7 days to change it',
    tag: 'orders',
    signedIn: true,
    body: RateBody,
    response: replies({ 200: RateReply }, [...SIGNED_IN, 404, 409]),
  }),
  orderRatings: call({
    ...ENDPOINTS.orderRatings,
    description: ORDERS_DESCRIPTIONS.orderRatings,
    summary: "An order's dishes with the shopper's own rating of each",
    tag: 'orders',
    signedIn: true,
    body: OrderRatingsBody,
    response: replies({ 200: OrderRatingsReply }, [...SIGNED_IN, 404]),
  }),
} as const satisfies EndpointsIn;
