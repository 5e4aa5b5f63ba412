/**
 * Live order updates (docs/architecture.md, "Live updates"): a page follows a stream of orders
 * as they change. An EventSource sends no headers, so each opening first takes a single-use
 * ticket (POST /api/stream/ticket, the token header as every call) and opens the URL the server
 * gives with it. EventSource's own reconnect would reuse the spent ticket: on an error the
 * stream is closed and opened again, after a short wait, with a new ticket and the last event's
 * id, so the server sends what was missed. Only the pages that follow a stream (/MyOrders, the
 * kitchen's board) import this, so it stays out of the first load.
 */
import { useEffect, useRef } from 'react';
import type { StreamTicketReply, StreamTicketRequest } from '../../contract/api';
import { env } from '../config/env';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectToken } from '../store/session/sessionSlice';
import { api } from './apiSlice';

const streamApi = api.injectEndpoints({
  endpoints: (build) => ({
    streamTicket: build.mutation<StreamTicketReply, StreamTicketRequest>({
      query: (body) => ({ url: '/api/stream/ticket', method: 'POST', body }),
    }),
  }),
});

export type StreamName = StreamTicketRequest['stream'];

/** The first wait before reopening, doubled after each failure up to the last. */
const RETRY_FIRST_MS = 1000;
const RETRY_MOST_MS = 30_000;

/** The stream's address: the server's URL (from the API's base), and the last event seen. */
function streamUrl(reply: StreamTicketReply, lastEventId: string | undefined): string {
  const base = env.apiBaseUrl || window.location.origin;
  const url = new URL(reply.url, `${base}/`);
  if (!url.searchParams.has('ticket')) url.searchParams.set('ticket', reply.ticket);
  if (lastEventId) url.searchParams.set('lastEventId', lastEventId);
  return url.toString();
}

/**
 * Follows `stream` while signed in and `enabled`: each `order` event's data goes to `onOrder`.
 * Closed on unmount and on logout (the token gone). A ticket refused with 403 (the account lost
 * the right) stops it and calls `onRefused`.
 */
export function useOrderStream<T>(
  stream: StreamName,
  onOrder: (order: T) => void,
  { enabled = true, onRefused }: { enabled?: boolean; onRefused?: () => void } = {},
): void {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectToken);
  const onOrderRef = useRef(onOrder);
  const onRefusedRef = useRef(onRefused);
  useEffect(() => {
    onOrderRef.current = onOrder;
    onRefusedRef.current = onRefused;
  });

  useEffect(() => {
    if (!token || !enabled) return;
    let stopped = false;
    let source: EventSource | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastEventId: string | undefined;
    let failures = 0;

    const retry = () => {
      if (stopped) return;
      const wait = Math.min(RETRY_FIRST_MS * 2 ** failures, RETRY_MOST_MS);
      failures += 1;
      timer = setTimeout(() => void open(), wait);
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
        return status === 401 || status === 403 ? undefined : retry();
      } finally {
        request.reset();
      }
      if (stopped) return;
      source = new EventSource(streamUrl(reply, lastEventId));
      source.onopen = () => {
        failures = 0;
      };
      source.addEventListener('order', (event) => {
        const message = event as MessageEvent<string>;
        if (message.lastEventId) lastEventId = message.lastEventId;
        onOrderRef.current(JSON.parse(message.data) as T);
      });
      source.onerror = () => {
        source?.close();
        source = undefined;
        retry();
      };
    }

    void open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [dispatch, token, stream, enabled]);
}
