/**
 * What the shopper asks before paying (docs/api.md): whether the shop delivers to a PIN code and
 * for what, and which times an order can be placed for. Injected by /Cart and /PlaceOrder only.
 */
import type { DeliveryCheckReply, OrderTimesReply } from '../../../contract/api';
import type { Fulfilment } from '../../../contract/fulfilment';
import * as storeEndpoints from '../../../contract/endpoints/store';
import { api } from '../../api/apiSlice';
import { request } from '../../api/request';

const fulfilmentApi = api.injectEndpoints({
  endpoints: (build) => ({
    deliveryCheck: build.query<DeliveryCheckReply, string>({
      query: (pin) => request(storeEndpoints.deliveryCheck, { pin }),
    }),
    orderTimes: build.query<OrderTimesReply, Fulfilment>({
      query: (fulfilment) => request(storeEndpoints.orderTimes, { fulfilment }),
    }),
  }),
});

export const { useDeliveryCheckQuery, useOrderTimesQuery } = fulfilmentApi;
