/**
 * What the shopper asks before paying (docs/api.md): whether the shop delivers to a PIN code and
 * for what, and which times an order can be placed for. Injected by /Cart and /PlaceOrder only.
 */
import type { DeliveryCheckReply, OrderTimesReply } from '../../../contract/api';
import type { Fulfilment } from '../../../contract/fulfilment';
import { api } from '../../api/apiSlice';

const fulfilmentApi = api.injectEndpoints({
  endpoints: (build) => ({
    deliveryCheck: build.query<DeliveryCheckReply, string>({
      query: (pin) => ({ url: '/api/shop/delivery', params: { pin } }),
    }),
    orderTimes: build.query<OrderTimesReply, Fulfilment>({
      query: (fulfilment) => ({ url: '/api/shop/times', params: { fulfilment } }),
    }),
  }),
});

export const { useDeliveryCheckQuery, useOrderTimesQuery } = fulfilmentApi;
