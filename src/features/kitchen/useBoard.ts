/**
 * The board's live side (KitchenPage's Board): the kitchen's stream kept in the board's cache,
 * and which cards are new.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { KitchenOrder } from '../../../contract/api';
import type { StreamState } from '../../api/orderStream';
import { useAppDispatch } from '../../store/hooks';
import { useOrderStream } from '../../store/orders/useOrderStream';
import { columnOf, kitchenApi, placeOnBoard } from './kitchenApi';
import { isScheduled } from './ScheduledColumn';
import type { NewOrderAlert } from './useChime';

/** How long a new order stays highlighted. */
const NEW_FOR_MS = 8000;

/** How the board remembers a card it has shown: a scheduled order's release is news again. */
const seenAs = (order: KitchenOrder): string =>
  isScheduled(order) ? `${order._id} scheduled` : order._id;

/**
 * Follows the kitchen's stream into the board's cache; returns the way to fetch the board again.
 * Staff no longer (the ticket refused): the board asks again, and gives way to 'Staff only.'.
 */
export function useBoardStream(
  board: string,
  { resync, onStreamState }: { resync: () => void; onStreamState: (state: StreamState) => void },
): () => void {
  const dispatch = useAppDispatch();
  const refetch = useCallback(
    () => void dispatch(kitchenApi.endpoints.kitchenOrders.initiate(board, { forceRefetch: true })),
    [dispatch, board],
  );
  const onOrder = useCallback(
    (order: KitchenOrder) => {
      dispatch(
        kitchenApi.util.updateQueryData('kitchenOrders', board, (draft) => {
          placeOnBoard(draft, order);
        }),
      );
    },
    [dispatch, board],
  );
  useOrderStream('kitchen', onOrder, {
    onRefused: refetch,
    onResync: resync,
    onState: onStreamState,
  });
  return refetch;
}

/**
 * The ids of the cards that are new. A card is new when its order was not on the board before,
 * however it came (the stream, or a fetch that found an order the stream missed), and when a
 * scheduled order is released to the kitchen: highlighted for NEW_FOR_MS, announced, and it
 * chimes.
 */
export function useNewOrders(
  orders: readonly KitchenOrder[],
  chime: (orders: NewOrderAlert[]) => void,
  announce: (text: string) => void,
): ReadonlySet<string> {
  const [newIds, setNewIds] = useState<ReadonlySet<string>>(new Set());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    const known = seen.current;
    seen.current = new Set([...(known ?? []), ...orders.map(seenAs)]);
    if (!known) return;
    const fresh = orders.filter((order) => !known.has(seenAs(order)) && columnOf(order));
    if (fresh.length === 0) return;
    setNewIds((ids) => new Set([...ids, ...fresh.map(({ _id }) => _id)]));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setNewIds((ids) => new Set([...ids].filter((id) => !fresh.some(({ _id }) => _id === id))));
    }, NEW_FOR_MS);
    timers.current.add(timer);
    announce(fresh.map(({ number }) => `New order #${number}`).join('. '));
    chime(fresh);
  }, [orders, chime, announce]);
  return newIds;
}
