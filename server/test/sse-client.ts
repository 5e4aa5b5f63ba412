/**
 * Reads a server-sent event stream over a real HTTP connection (node:http), as a browser's
 * EventSource would, and keeps what it saw: the status and headers, each event, and the comment
 * lines (heartbeats). Tests and bench/stream.ts wait on it for an event instead of sleeping.
 */
import { EventEmitter } from 'node:events';
import http from 'node:http';

export interface SseEvent {
  id?: string;
  event?: string;
  data: string;
  /** performance.now() when the event's last line arrived. */
  at: number;
}

export class SseStream {
  readonly events: SseEvent[] = [];
  comments = 0;
  ended = false;
  private buffer = '';
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  constructor(
    readonly status: number,
    readonly headers: http.IncomingHttpHeaders,
    private readonly request: http.ClientRequest,
    response: http.IncomingMessage,
  ) {
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => this.take(chunk));
    const end = () => {
      if (this.ended) return;
      this.ended = true;
      this.emitter.emit('update');
    };
    response.on('end', end);
    response.on('close', end);
    response.on('error', end);
  }

  /** The `order` events (a shopper's stream carries `cart` events too), as objects. */
  orders<T = Record<string, unknown>>(): Array<T & { eventId: string | undefined }> {
    return this.events
      .filter((one) => one.event === 'order')
      .map((one) => ({ ...(JSON.parse(one.data) as T), eventId: one.id }));
  }

  /** Resolves when `check` holds for what arrived so far; rejects after `timeoutMs`. */
  waitFor(
    check: (stream: SseStream) => boolean,
    timeoutMs = 5_000,
    what = 'an event',
  ): Promise<void> {
    if (check(this)) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.emitter.off('update', onUpdate);
        reject(new Error(`no ${what} within ${timeoutMs} ms (${this.events.length} events)`));
      }, timeoutMs);
      const onUpdate = () => {
        if (!check(this)) return;
        clearTimeout(timer);
        this.emitter.off('update', onUpdate);
        resolve();
      };
      this.emitter.on('update', onUpdate);
    });
  }

  /** Resolves with the first event whose order `_id` is `orderId` and that passes `check`. */
  async waitForOrder(
    orderId: string,
    check: (order: Record<string, unknown>) => boolean = () => true,
    timeoutMs = 5_000,
  ): Promise<SseEvent> {
    const find = () =>
      this.events.find((one) => {
        if (one.event !== 'order') return false;
        const order = JSON.parse(one.data) as Record<string, unknown>;
        return order._id === orderId && check(order);
      });
    await this.waitFor(() => find() !== undefined, timeoutMs, `event for order ${orderId}`);
    return find()!;
  }

  close(): void {
    this.request.destroy();
  }

  private take(chunk: string): void {
    this.buffer += chunk;
    let end: number;
    while ((end = this.buffer.indexOf('\n\n')) !== -1) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      const event: SseEvent = { data: '', at: performance.now() };
      const data: string[] = [];
      let isEvent = false;
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) {
          this.comments += 1;
          continue;
        }
        const colon = line.indexOf(':');
        const field = colon === -1 ? line : line.slice(0, colon);
        const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
        isEvent = true;
        if (field === 'data') data.push(value);
        else if (field === 'id') event.id = value;
        else if (field === 'event') event.event = value;
      }
      if (isEvent) {
        event.data = data.join('\n');
        this.events.push(event);
      }
    }
    this.emitter.emit('update');
  }
}

export interface Refused {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: { success: boolean; message: string };
}

/**
 * Opens a stream. A 200 resolves once its headers arrive, as an SseStream; anything else
 * resolves with its JSON body once it is complete.
 */
export function openSse(
  url: string,
  headers: Record<string, string> = {},
  agent: http.Agent | false = false,
): Promise<SseStream | Refused> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers }, agent });
    request.on('error', reject);
    request.on('response', (response) => {
      if (response.statusCode === 200) {
        resolve(new SseStream(200, response.headers, request, response));
        return;
      }
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        try {
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: JSON.parse(text) as Refused['body'],
          });
        } catch (error) {
          reject(error as Error);
        }
      });
    });
  });
}

/**
 * Takes a stream ticket with `headers` (a shopper's token) from the server at `baseUrl` and
 * opens the stream it names; throws unless it opens.
 */
export async function openStreamWith(
  baseUrl: string,
  headers: Record<string, string>,
  stream: 'orders' | 'kitchen',
): Promise<SseStream> {
  const ticket = await fetch(`${baseUrl}/api/stream/ticket`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ stream }),
  });
  const { url } = (await ticket.json()) as { url: string };
  const opening = await openSse(`${baseUrl}${url}`);
  if (!(opening instanceof SseStream)) throw new Error(JSON.stringify(opening.body));
  return opening;
}
