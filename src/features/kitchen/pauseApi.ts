/**
 * Pausing new orders from the board (docs/product.md#the-order-board): the shop as GET /api/shop
 * tells it (asked every PAUSE_POLL_MS, so a pause made on another tablet, or one that ended by
 * itself, shows), and staff's pause and resume calls, whose replies update it at once.
 */
import type { PauseReply, ShopReply } from '../../../contract/api';
import * as kitchenEndpoints from '../../../contract/endpoints/kitchen';
import * as storeEndpoints from '../../../contract/endpoints/store';
import { api } from '../../api/apiSlice';
import { request, type InputOf } from '../../api/request';

export const PAUSE_POLL_MS = 30_000;

const pauseApi = api.injectEndpoints({
  endpoints: (build) => {
    const change = <
      E extends typeof kitchenEndpoints.pauseOrders | typeof kitchenEndpoints.resumeOrders,
    >(
      endpoint: E,
    ) =>
      build.mutation<PauseReply, InputOf<E>>({
        query: (body) => request(endpoint, body),
        async onQueryStarted(_body, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            dispatch(
              pauseApi.util.updateQueryData('kitchenShop', undefined, (shop) => {
                if (data.paused) shop.paused = data.paused;
                else delete shop.paused;
              }),
            );
            dispatch(pauseApi.endpoints.kitchenShop.initiate(undefined, { forceRefetch: true }));
          } catch {
            // The pause control shows the refusal.
          }
        },
      });
    return {
      /** GET /api/shop, named apart from the shoppers' call (its own cache and polling). */
      kitchenShop: build.query<ShopReply, void>({
        query: () => request(storeEndpoints.shopInfo),
      }),
      pauseOrders: change(kitchenEndpoints.pauseOrders),
      resumeOrders: change(kitchenEndpoints.resumeOrders),
    };
  },
});

export const { useKitchenShopQuery, usePauseOrdersMutation, useResumeOrdersMutation } = pauseApi;
