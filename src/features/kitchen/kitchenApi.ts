/**
 * The kitchen's calls (contract/calls/kitchen.ts), injected into the one api slice by this feature,
 * so they load with the board and never with the shop's pages. The board's list is the
 * `kitchenOrders` cache: the live stream and each reply from moving or cancelling an order
 * change it in place (`placeOnBoard`).
 */
import type { KitchenOrder } from '../../../contract/api';
import { isNewOrder } from '../../../contract/acceptance';
import { ORDER_STATUS } from '../../../contract/rules';
import * as kitchenEndpoints from '../../../contract/endpoints/kitchen';
import { api } from '../../api/apiSlice';
import { fromContract, request, type InputOf } from '../../api/request';
import { selectUserId } from '../../store/session/sessionSlice';
import type { RootState } from '../../store/store';

/**
 * The board's columns, in order: a paid order waiting to be accepted ('New'), cooking, on its way,
 * and delivered today. All but 'New' are statuses: accepting keeps `Food Processing`.
 */
export const BOARD_STATUSES = [
  'New',
  ORDER_STATUS.processing,
  ORDER_STATUS.outForDelivery,
  ORDER_STATUS.delivered,
] as const;

export type BoardStatus = (typeof BOARD_STATUSES)[number];

/** Each column's heading. */
export const COLUMN_TITLES: Record<BoardStatus, string> = {
  New: 'New',
  [ORDER_STATUS.processing]: 'Preparing',
  [ORDER_STATUS.outForDelivery]: 'Out for delivery',
  [ORDER_STATUS.delivered]: 'Delivered today',
};

/**
 * A cancelled order whose refund did not go through (a 502 on cancel) waits in the 'New' column
 * until 'Cancel order' is pressed again: the money is still to be returned.
 */
export const refundPending = (order: KitchenOrder): boolean =>
  order.status === ORDER_STATUS.cancelled && !order.refunded;

/** The column an order shows in, or undefined when it is not on the board. */
export function columnOf(order: KitchenOrder): BoardStatus | undefined {
  if (refundPending(order) || isNewOrder(order)) return 'New';
  return BOARD_STATUSES.find((status) => status === order.status);
}

/**
 * Puts an order's latest state on the board: replaced where it was, added when new, dropped when
 * it left the board (cancelled). Returns whether it was added.
 */
export function placeOnBoard(board: KitchenOrder[], order: KitchenOrder): boolean {
  const index = board.findIndex(({ _id }) => _id === order._id);
  if (!columnOf(order)) {
    if (index >= 0) board.splice(index, 1);
    return false;
  }
  if (index >= 0) {
    board[index] = order;
    return false;
  }
  board.push(order);
  // Oldest first, as the server lists them: the order waiting longest leads its column.
  board.sort((a, b) => a.paidAt.localeCompare(b.paidAt));
  return true;
}

/** The calls that change an order on the board: each answers with the order. */
type KitchenChange =
  | typeof kitchenEndpoints.kitchenAdvance
  | typeof kitchenEndpoints.kitchenCancel
  | typeof kitchenEndpoints.kitchenAccept
  | typeof kitchenEndpoints.kitchenMarkPaid;

/** The key of the signed-in account's board in the cache. */
const boardOf = (state: RootState): string => selectUserId(state) ?? '';

export const kitchenApi = api.injectEndpoints({
  endpoints: (build) => {
    const contract = fromContract(build);
    const change = <E extends KitchenChange>(endpoint: E) =>
      contract.mutation<KitchenChange, InputOf<E>>({
        query: (body) => request(endpoint, body),
        async onQueryStarted(_body, { dispatch, getState, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            const account = boardOf(getState() as RootState);
            dispatch(
              kitchenApi.util.updateQueryData('kitchenOrders', account, (board) => {
                placeOnBoard(board, data.order);
              }),
            );
          } catch {
            // The page shows the refusal; a 409 fetches the board again there.
          }
        },
      });
    return {
      /** The board as `account` may see it (a cache per account: another login asks again). */
      kitchenOrders: contract.query({
        query: (_account: string) => request(kitchenEndpoints.kitchenOrders),
        transformResponse: (reply) => reply.data,
      }),
      kitchenAdvance: change(kitchenEndpoints.kitchenAdvance),
      kitchenCancel: change(kitchenEndpoints.kitchenCancel),
      kitchenAccept: change(kitchenEndpoints.kitchenAccept),
      /** A pay-on-delivery order's money is in (docs/product.md#pay-on-delivery). */
      kitchenMarkPaid: change(kitchenEndpoints.kitchenMarkPaid),
    };
  },
});

export const {
  useKitchenOrdersQuery,
  useKitchenAdvanceMutation,
  useKitchenCancelMutation,
  useKitchenMarkPaidMutation,
} = kitchenApi;

export const { useKitchenAcceptMutation } = kitchenApi;
