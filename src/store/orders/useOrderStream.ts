/**
 * A page follows a stream of live order changes (api/orderStream.ts is the connection) while
 * signed in: each `order` event's data goes to the page. As a safety net the page's list is
 * fetched again (`onResync`) whenever the stream opens again after a break and every RESYNC_MS
 * while it is followed; a stream replaced by a newer tab leaves only that refresh until the page
 * is looked at again. `onState` tells the page how the stream is doing: the board's header shows
 * it.
 *
 * A shopper's stream also carries the account's cart (`cart` events: the server sends it
 * whenever it changes, from this browser or another device, or a payment empties it), which
 * becomes this tab's cart at once; each time the stream opens, the cart is fetched again, as it
 * may have changed while nothing followed it (docs/architecture.md, "State").
 */
import { useEffect, useRef } from 'react';
import { QueryStatus } from '@reduxjs/toolkit/query';
import type { CartData } from '../../../contract/api';
import { api } from '../../api/apiSlice';
import { followOrderStream, type StreamName, type StreamState } from '../../api/orderStream';
import { cartApi } from '../cart/cartApi';
import { useAppDispatch, useAppSelector } from '../hooks';
import { selectToken } from '../session/sessionSlice';
import type { AppThunk } from '../store';

/** How often a followed page fetches its list again, whatever the stream says. */
const RESYNC_MS = 30_000;

/**
 * The server's cart, from the stream, as this tab's: put into the cart's cache, unless a call of
 * this tab's is on its way (a change drawn before the server has it): then it is fetched again
 * once every call has settled (RTK Query delays an invalidation until then).
 */
function takeServerCart(cartData: CartData): AppThunk {
  return (dispatch, getState) => {
    const sending = Object.values(getState().api.mutations).some(
      (mutation) => mutation?.status === QueryStatus.pending,
    );
    if (sending) dispatch(api.util.invalidateTags(['Cart']));
    else void dispatch(cartApi.util.upsertQueryData('getCart', undefined, cartData));
  };
}

interface StreamOptions {
  enabled?: boolean;
  /** The ticket was refused with 403: the account lost the right. */
  onRefused?: () => void;
  /** Fetch the page's list again: the stream is back after a break, or RESYNC_MS went by. */
  onResync?: () => void;
  /** The account's cart changed (a `cart` event), or may have (the stream opened). */
  onCart?: () => void;
  /** The stream's state changed (StreamState). */
  onState?: (state: StreamState) => void;
}

/**
 * Follows `stream` while signed in and `enabled`: each `order` event's data goes to `onOrder`.
 * Closed on unmount and on logout (the token gone). A ticket refused with 403 (the account lost
 * the right) stops it and calls `onRefused`.
 */
export function useOrderStream<T>(
  stream: StreamName,
  onOrder: (order: T) => void,
  options: StreamOptions = {},
): void {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectToken);
  const enabled = options.enabled ?? true;
  // The latest callbacks, read when an event comes: a page's new callback never reopens it.
  const latest = useRef({ onOrder, ...options });
  useEffect(() => {
    latest.current = { onOrder, ...options };
  });

  useEffect(() => {
    if (!token || !enabled) return;
    const timer = setInterval(() => latest.current.onResync?.(), RESYNC_MS);
    return () => clearInterval(timer);
  }, [token, enabled]);

  useEffect(() => {
    if (!token || !enabled) return;
    return followOrderStream(dispatch, stream, {
      order: (data) => latest.current.onOrder(data as T),
      cart: (cartData) => {
        dispatch(takeServerCart(cartData));
        latest.current.onCart?.();
      },
      opened: (again) => {
        if (stream === 'orders') {
          dispatch(api.util.invalidateTags(['Cart']));
          latest.current.onCart?.();
        }
        // Back after a break: what the stream missed meanwhile is fetched with the list.
        if (again) latest.current.onResync?.();
      },
      refused: () => latest.current.onRefused?.(),
      state: (state) => latest.current.onState?.(state),
    });
  }, [dispatch, token, stream, enabled]);
}
