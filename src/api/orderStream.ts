/**
 * Live order updates (docs/architecture.md, "Live updates"): a page follows a stream of orders
 * as they change. An EventSource sends no headers, so each opening first takes a single-use
 * ticket (POST /api/stream/ticket, the token header as every call) and opens the URL the server
 * gives with it. EventSource's own reconnect would reuse the spent ticket: on an error the
 * stream is closed and opened again, after a short wait, with a new ticket and the last event's
 * id, so the server sends what was missed. As a safety net the page's list is fetched again
 * (`onResync`) whenever the stream opens again after a break and every RESYNC_MS while it is
 * followed. An account may keep only a few streams open (docs/operations.md#live-stream-limits):
 * a stream the server ends as 'replaced' (a newer tab took its place) is not taken back until
 * this page is looked at again; meanwhile the list still refreshes every RESYNC_MS.
 *
 * `onState` tells the page how the stream is doing (StreamState): the board's header shows it.
 * While the browser says it is offline nothing is opened; when it is back online the stream is
 * opened again at once rather than after the wait.
 *
 * A shopper's stream also carries the account's cart (`cart` events: the server sends it
 * whenever it changes, from this browser or another device, or a payment empties it), which
 * becomes this tab's cart at once; each time the stream opens, the cart is fetched again, as it
 * may have changed while nothing followed it (docs/architecture.md, "State"). Only the
 * pages that follow a stream (/MyOrders, the kitchen's board) import this, so it stays out of
 * the first load.
 */
import { useEffect, useRef } from 'react';
import { QueryStatus } from '@reduxjs/toolkit/query';
import type { CartData, StreamTicketReply, StreamTicketRequest } from '../../contract/api';
import { env } from '../config/env';
import { cartApi } from '../store/cart/cartApi';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import type { AppThunk } from '../store/store';
import { selectToken } from '../store/session/sessionSlice';
import { api } from './apiSlice';
import * as orderEndpoints from '../../contract/endpoints/orders';
import { fromContract, request } from './request';

const streamApi = api.injectEndpoints({
  endpoints: (build) => ({
    streamTicket: fromContract(build).mutation({
      query: (body: StreamTicketRequest) => request(orderEndpoints.streamTicket, body),
    }),
  }),
});

export type StreamName = StreamTicketRequest['stream'];

/**
 * 'connecting' until the stream first opens; 'live' while it is open; 'reconnecting' after a
 * break, while it is being opened again; 'offline' while nothing is tried: the browser is
 * offline, or the stream was ended as 'replaced' or its ticket refused.
 */
export type StreamState = 'connecting' | 'live' | 'reconnecting' | 'offline';

/** The first wait before reopening, doubled after each failure up to the last. */
const RETRY_FIRST_MS = 1000;
const RETRY_MOST_MS = 30_000;

/** How often a followed page fetches its list again, whatever the stream says. */
const RESYNC_MS = 30_000;

/** The stream's address: the server's URL (from the API's base), and the last event seen. */
function streamUrl(reply: StreamTicketReply, lastEventId: string | undefined): string {
  const base = env.apiBaseUrl || window.location.origin;
  const url = new URL(reply.url, `${base}/`);
  if (!url.searchParams.has('ticket')) url.searchParams.set('ticket', reply.ticket);
  if (lastEventId) url.searchParams.set('lastEventId', lastEventId);
  return url.toString();
}

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
  { enabled = true, onRefused, onResync, onCart, onState }: StreamOptions = {},
): void {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectToken);
  const onOrderRef = useRef(onOrder);
  const onRefusedRef = useRef(onRefused);
  const onResyncRef = useRef(onResync);
  const onCartRef = useRef(onCart);
  const onStateRef = useRef(onState);
  useEffect(() => {
    onOrderRef.current = onOrder;
    onRefusedRef.current = onRefused;
    onResyncRef.current = onResync;
    onCartRef.current = onCart;
    onStateRef.current = onState;
  });

  useEffect(() => {
    if (!token || !enabled) return;
    const timer = setInterval(() => onResyncRef.current?.(), RESYNC_MS);
    return () => clearInterval(timer);
  }, [token, enabled]);

  useEffect(() => {
    if (!token || !enabled) return;
    let stopped = false;
    let source: EventSource | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastEventId: string | undefined;
    let failures = 0;
    let opened = false;
    /** Ended by the server as 'replaced': taken back once the page is looked at again. */
    let replaced = false;
    /** A failure while the browser was offline: opened again once it is back online. */
    let awaitingNetwork = false;
    const tell = (state: StreamState) => {
      if (!stopped) onStateRef.current?.(state);
    };

    const retry = () => {
      if (stopped) return;
      if (!navigator.onLine) {
        awaitingNetwork = true;
        return tell('offline');
      }
      tell(opened ? 'reconnecting' : 'connecting');
      const wait = Math.min(RETRY_FIRST_MS * 2 ** failures, RETRY_MOST_MS);
      failures += 1;
      timer = setTimeout(() => {
        timer = undefined;
        void open();
      }, wait);
    };

    async function open() {
      const request = dispatch(streamApi.endpoints.streamTicket.initiate({ stream }));
      let reply: StreamTicketReply;
      try {
        reply = await request.unwrap();
      } catch (error) {
        if (stopped) return;
        // Signed out (401: the base query logs out) or not allowed (403): nothing to retry.
        const { status } = error as { status?: unknown };
        if (status === 403) onRefusedRef.current?.();
        if (status !== 401 && status !== 403) return retry();
        tell('offline');
        return;
      } finally {
        request.reset();
      }
      if (stopped) return;
      source = new EventSource(streamUrl(reply, lastEventId));
      source.onopen = () => {
        failures = 0;
        tell('live');
        if (stream === 'orders') {
          dispatch(api.util.invalidateTags(['Cart']));
          onCartRef.current?.();
        }
        // Back after a break: what the stream missed meanwhile is fetched with the list.
        if (opened) onResyncRef.current?.();
        opened = true;
      };
      source.addEventListener('end', () => {
        replaced = true;
        source?.close();
        source = undefined;
        tell('offline');
      });
      source.addEventListener('order', (event) => {
        const message = event as MessageEvent<string>;
        if (message.lastEventId) lastEventId = message.lastEventId;
        onOrderRef.current(JSON.parse(message.data) as T);
      });
      source.addEventListener('cart', (event) => {
        const { cartData } = JSON.parse((event as MessageEvent<string>).data) as {
          cartData: CartData;
        };
        dispatch(takeServerCart(cartData));
        onCartRef.current?.();
      });
      source.onerror = () => {
        // Closing a replaced stream may still report an error: it is not taken back.
        if (replaced) return;
        source?.close();
        source = undefined;
        retry();
      };
    }

    const onVisible = () => {
      if (!replaced || document.visibilityState !== 'visible') return;
      replaced = false;
      tell(opened ? 'reconnecting' : 'connecting');
      void open();
    };
    const onOffline = () => {
      if (!replaced) tell('offline');
    };
    // Back online: a stream waiting to be opened again is opened at once.
    const onOnline = () => {
      if (replaced) return;
      if (source?.readyState === EventSource.OPEN) return tell('live');
      if (!awaitingNetwork && timer === undefined) return;
      awaitingNetwork = false;
      clearTimeout(timer);
      timer = undefined;
      failures = 0;
      tell(opened ? 'reconnecting' : 'connecting');
      void open();
    };

    tell('connecting');
    void open();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, [dispatch, token, stream, enabled]);
}
