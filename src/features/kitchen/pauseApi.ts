/**
 * Pausing new orders from the board (docs/product.md#the-order-board): the shop as GET /api/shop
 * tells it (asked every PAUSE_POLL_MS, so a pause made on another tablet, or one that ended by
 * itself, shows), and staff's pause and resume calls, whose replies update it at once.
 */
import * as kitchenEndpoints from '../../../contract/endpoints/kitchen';
import * as storeEndpoints from '../../../contract/endpoints/store';
import { api } from '../../api/apiSlice';
import { fromContract, request, type InputOf } from '../../api/request';

export const PAUSE_POLL_MS = 30_000;

/** The calls that pause and resume orders: each answers with the pause, if any. */
type PauseChange = typeof kitchenEndpoints.pauseOrders | typeof kitchenEndpoints.resumeOrders;

const pauseApi = api.injectEndpoints({
  endpoints: (build) => {
    const contract = fromContract(build);
    const change = <E extends PauseChange>(endpoint: E) =>
      contract.mutation<PauseChange, InputOf<E>>({
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
      kitchenShop: contract.query({
        query: () => request(storeEndpoints.shopInfo),
      }),
      pauseOrders: change(kitchenEndpoints.pauseOrders),
      resumeOrders: change(kitchenEndpoints.resumeOrders),
    };
  },
});

export const { useKitchenShopQuery, usePauseOrdersMutation, useResumeOrdersMutation } = pauseApi;
