/**
 * What the shopper asks before paying (docs/api.md): whether the shop delivers to a PIN code and
 * for what, and which times an order can be placed for. Injected by /Cart and /PlaceOrder only.
 */
import type { Fulfilment } from '../../../contract/fulfilment';
import * as storeEndpoints from '../../../contract/endpoints/store';
import { api } from '../../api/apiSlice';
import { fromContract, request } from '../../api/request';

const fulfilmentApi = api.injectEndpoints({
  endpoints: (build) => {
    const contract = fromContract(build);
    return {
      deliveryCheck: contract.query({
        query: (pin: string) => request(storeEndpoints.deliveryCheck, { pin }),
      }),
      orderTimes: contract.query({
        query: (fulfilment: Fulfilment) => request(storeEndpoints.orderTimes, { fulfilment }),
      }),
    };
  },
});

export const { useDeliveryCheckQuery, useOrderTimesQuery } = fulfilmentApi;
