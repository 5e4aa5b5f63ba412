/**
 * Live order updates (docs/architecture.md, "Live updates"): a page follows a stream of orders
 * as they change. An EventSource sends no headers, so each opening first takes a single-use
 * ticket (POST /api/stream/ticket, the token header as every call) and opens the URL the server
 * gives with it. EventSource's own reconnect would reuse the spent ticket: on an error the
 * stream is closed and opened again, after a short wait, with a new ticket and the last event's
 * id, so the server sends what was missed. An account may keep only a few streams open
 * (docs/operations.md#live-stream-limits): a stream the server ends as 'replaced' (a newer tab
 * took its place) is not taken back until this page is looked at again. While the browser says
 * it is offline nothing is opened; when it is back online the stream is opened again at once
 * rather than after the wait.
 *
 * This is the connection alone, with no React and no store: the hook that pages use,
 * store/orders/useOrderStream.ts, gives it a page's callbacks and the cart's. Only the pages
 * that follow a stream (/MyOrders, the kitchen's board) import it, so it stays out of the first
 * load.
 */
import type { CartData, StreamTicketReply, StreamTicketRequest } from '../../contract/api';
import * as orderEndpoints from '../../contract/endpoints/orders';
import type { AppDispatch } from '../store/store';
import { env } from '../config/env';
import { api } from './apiSlice';
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

/** What a followed stream tells its page. */
export interface StreamEvents {
  /** An `order` event's data. */
  order: (data: unknown) => void;
  /** A `cart` event: the account's cart as the server has it now. */
  cart: (cartData: CartData) => void;
  /** The stream opened; `again` after a break, when what it missed must be fetched. */
  opened: (again: boolean) => void;
  /** The ticket was refused with 403: the account lost the right. */
  refused: () => void;
  state: (state: StreamState) => void;
}

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

/** One followed stream, from `follow` until `stop`. */
class StreamConnection {
  private stopped = false;
  private source: EventSource | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private lastEventId: string | undefined;
  private failures = 0;
  private opened = false;
  /** Ended by the server as 'replaced': taken back once the page is looked at again. */
  private replaced = false;
  /** A failure while the browser was offline: opened again once it is back online. */
  private awaitingNetwork = false;

  constructor(
    private readonly dispatch: AppDispatch,
    private readonly stream: StreamName,
    private readonly events: StreamEvents,
  ) {}

  follow(): void {
    this.tell('connecting');
    void this.open();
    document.addEventListener('visibilitychange', this.onVisible);
    window.addEventListener('offline', this.onOffline);
    window.addEventListener('online', this.onOnline);
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.source?.close();
    document.removeEventListener('visibilitychange', this.onVisible);
    window.removeEventListener('offline', this.onOffline);
    window.removeEventListener('online', this.onOnline);
  }

  private tell(state: StreamState): void {
    if (!this.stopped) this.events.state(state);
  }

  private retry(): void {
    if (this.stopped) return;
    if (!navigator.onLine) {
      this.awaitingNetwork = true;
      return this.tell('offline');
    }
    this.tell(this.opened ? 'reconnecting' : 'connecting');
    const wait = Math.min(RETRY_FIRST_MS * 2 ** this.failures, RETRY_MOST_MS);
    this.failures += 1;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.open();
    }, wait);
  }

  /** A ticket, or nothing when the stream cannot or need not be opened now. */
  private async ticket(): Promise<StreamTicketReply | undefined> {
    const asked = this.dispatch(streamApi.endpoints.streamTicket.initiate({ stream: this.stream }));
    try {
      return await asked.unwrap();
    } catch (error) {
      if (this.stopped) return undefined;
      // Signed out (401: the base query logs out) or not allowed (403): nothing to retry.
      const { status } = error as { status?: unknown };
      if (status === 403) this.events.refused();
      if (status !== 401 && status !== 403) this.retry();
      else this.tell('offline');
      return undefined;
    } finally {
      asked.reset();
    }
  }

  private async open(): Promise<void> {
    const reply = await this.ticket();
    if (!reply || this.stopped) return;
    const source = new EventSource(streamUrl(reply, this.lastEventId));
    this.source = source;
    source.onopen = () => {
      this.failures = 0;
      this.tell('live');
      this.events.opened(this.opened);
      this.opened = true;
    };
    source.addEventListener('end', () => {
      this.replaced = true;
      this.close();
      this.tell('offline');
    });
    source.addEventListener('order', (event) => {
      const message = event as MessageEvent<string>;
      if (message.lastEventId) this.lastEventId = message.lastEventId;
      this.events.order(JSON.parse(message.data));
    });
    source.addEventListener('cart', (event) => {
      const { cartData } = JSON.parse((event as MessageEvent<string>).data) as {
        cartData: CartData;
      };
      this.events.cart(cartData);
    });
    source.onerror = () => {
      // Closing a replaced stream may still report an error: it is not taken back.
      if (this.replaced) return;
      this.close();
      this.retry();
    };
  }

  private close(): void {
    this.source?.close();
    this.source = undefined;
  }

  private readonly onVisible = () => {
    if (!this.replaced || document.visibilityState !== 'visible') return;
    this.replaced = false;
    this.tell(this.opened ? 'reconnecting' : 'connecting');
    void this.open();
  };

  private readonly onOffline = () => {
    if (!this.replaced) this.tell('offline');
  };

  /** Back online: a stream waiting to be opened again is opened at once. */
  private readonly onOnline = () => {
    if (this.replaced) return;
    if (this.source?.readyState === EventSource.OPEN) return this.tell('live');
    if (!this.awaitingNetwork && this.timer === undefined) return;
    this.awaitingNetwork = false;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.failures = 0;
    this.tell(this.opened ? 'reconnecting' : 'connecting');
    void this.open();
  };
}

/** Follows `stream` until the returned function is called. */
export function followOrderStream(
  dispatch: AppDispatch,
  stream: StreamName,
  events: StreamEvents,
): () => void {
  const connection = new StreamConnection(dispatch, stream, events);
  connection.follow();
  return () => connection.stop();
}
