/** POST /api/order/place, /verify and /userorders. */
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type {
  Address,
  PlaceOrderReply,
  PlaceOrderRequest,
  Reply,
  UserOrdersReply,
  VerifyOrderRequest,
} from '../../contract/api';
import {
  ADDRESS_FIELDS,
  ADDRESS_FIELD_LABEL,
  ADDRESS_FIELD_MAX,
  ORDER_LINES_MAX,
} from '../../contract/rules';
import { optionalShopper, type ShopperAuth } from '../auth/guard';
import { Refusal } from '../http/errors';
import { ID_MAX, idString, objectBody, text } from '../http/schemas';
import { toWireOrder, type OrderRepository } from './repository';
import { ORDER_MESSAGES, type OrderService } from './service';

const placeBody = objectBody(
  {
    userId: { type: 'string', maxLength: ID_MAX },
    address: {
      type: 'object',
      properties: Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, text(1000)])),
    },
    items: {
      type: 'array',
      maxItems: ORDER_LINES_MAX,
      items: objectBody(
        {
          _id: idString,
          name: text(1000),
          price: { type: 'number' },
          quantity: { type: 'number' },
        },
        ['_id', 'quantity'],
      ),
    },
    amount: { type: 'number' },
  },
  ['address', 'items', 'amount'],
);

const verifyBody = objectBody(
  { orderId: idString, success: { type: ['string', 'boolean'], maxLength: 10 } },
  ['orderId'],
);

/** The nine fields, trimmed; a missing or over-long one is refused with its label. */
export function cleanAddress(raw: Partial<Record<string, string>>): Address {
  const address = {} as Address;
  for (const field of ADDRESS_FIELDS) {
    const value = (raw[field] ?? '').trim();
    const label = ADDRESS_FIELD_LABEL[field];
    if (!value)
      throw new Refusal(400, `Please enter the delivery address's ${label.toLowerCase()}.`);
    if (value.length > ADDRESS_FIELD_MAX[field]) {
      throw new Refusal(
        400,
        `${label} must be at most ${ADDRESS_FIELD_MAX[field]} characters long.`,
      );
    }
    address[field] = value;
  }
  return address;
}

export interface OrderRouteDeps {
  service: OrderService;
  orders: OrderRepository;
  auth: ShopperAuth;
  shopperOnly: preHandlerAsyncHookHandler;
}

export function orderRoutes(
  app: FastifyInstance,
  { service, orders, auth, shopperOnly }: OrderRouteDeps,
): void {
  app.post<{ Body: PlaceOrderRequest }>(
    '/api/order/place',
    { preHandler: shopperOnly, schema: { body: placeBody } },
    async (request, reply) => {
      const placed = await service.place({
        shopperId: request.shopperId,
        bodyUserId: request.body.userId,
        address: cleanAddress(request.body.address),
        items: request.body.items,
        amount: request.body.amount,
      });
      const body: PlaceOrderReply = {
        success: true,
        session_url: placed.sessionUrl,
        orderId: placed.orderId,
      };
      return reply.code(201).send(body);
    },
  );

  // Works without a token too (the original storefront's page sends none): the order id is an unguessable
  // capability and the reply only reports what the payment provider says. With a token, another
  // shopper's order is "not found".
  app.post<{ Body: VerifyOrderRequest }>(
    '/api/order/verify',
    { schema: { body: verifyBody } },
    async (request): Promise<Reply> => {
      const paid = await service.verify(request.body.orderId, await optionalShopper(request, auth));
      return paid
        ? { success: true, message: ORDER_MESSAGES.verified }
        : { success: false, message: ORDER_MESSAGES.notCompleted };
    },
  );

  app.post(
    '/api/order/userorders',
    { preHandler: shopperOnly },
    async (request): Promise<UserOrdersReply> => ({
      success: true,
      data: (await orders.listForUser(request.shopperId)).map(toWireOrder),
    }),
  );
}
