/**
 * Pausing new orders from the board (docs/product.md#the-order-board): the shop as GET /api/shop
 * tells it (asked every PAUSE_POLL_MS, so a pause made on another tablet, or one that ended by
 * itself, shows), and staff's pause and resume calls, whose replies update it at once.
 */
import type { PauseReply, ShopReply } from '../../../contract/api';
import { api } from '../../api/apiSlice';

export const PAUSE_POLL_MS = 30_000;

const pauseApi = api.injectEndpoints({
  endpoints: (build) => {
    const change = <Body>(url: string) =>
      build.mutation<PauseReply, Body>({
        query: (body) => ({ url, method: 'POST', body }),
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
      kitchenShop: build.query<ShopReply, void>({ query: () => '/api/shop' }),
      pauseOrders: change<{ minutes: number | null }>('/api/kitchen/pause'),
      resumeOrders: change<void>('/api/kitchen/resume'),
    };
  },
});

export const { useKitchenShopQuery, usePauseOrdersMutation, useResumeOrdersMutation } = pauseApi;
