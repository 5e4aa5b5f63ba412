/**
 * A real HTTP server on 127.0.0.1 (port 0) standing in for the shop's API in page tests: the
 * SPA's own code runs unchanged and the test answers, and inspects, each request at the network.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/**
 * `drop` closes the connection without a reply (a network failure as the browser sees it);
 * `stream` answers `text/event-stream` and keeps the response open (`nextStream` hands it over).
 */
export type Answer = { status?: number; body?: unknown } | 'drop' | 'stream';

/** An open server-sent events response: the test writes events into it, or ends it. */
export interface EventStream {
  request: RecordedRequest;
  send(event: { id?: string; event?: string; data: unknown }): void;
  /** Ends the response, as a server going away does (the page sees an error). */
  close(): void;
  /** Settles when the connection is gone (the page closed its EventSource, or close()). */
  ended: Promise<void>;
}
export type Handler = (request: RecordedRequest) => Answer | Promise<Answer>;

export interface FakeApi {
  url: string;
  requests: RecordedRequest[];
  /** Answers `METHOD /path` with a fixed reply or a handler; a later call replaces an earlier one. */
  on(route: string, answer: Answer | Handler): void;
  requestsTo(path: string): RecordedRequest[];
  /** The next event stream opened on `path` (answered `stream`) that no test has taken yet. */
  nextStream(path: string): Promise<EventStream>;
  /** Forgets recorded requests and routes (call between tests). */
  reset(): void;
  close(): Promise<void>;
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {
    'content-type': 'application/json',
    'access-control-allow-origin': '*',
  });
  response.end(JSON.stringify(body));
}

function openStream(request: RecordedRequest, response: ServerResponse): EventStream {
  response.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    'access-control-allow-origin': '*',
  });
  response.write(': open\n\n');
  const ended = new Promise<void>((resolve) => response.on('close', () => resolve()));
  return {
    ended,
    request,
    send({ id, event, data }) {
      const lines = [
        id && `id: ${id}`,
        event && `event: ${event}`,
        `data: ${JSON.stringify(data)}`,
      ];
      response.write(`${lines.filter(Boolean).join('\n')}\n\n`);
    },
    close: () => response.end(),
  };
}

async function startFakeApi(): Promise<FakeApi> {
  const routes = new Map<string, Handler>();
  const requests: RecordedRequest[] = [];
  const streams: EventStream[] = [];
  const everyStream: EventStream[] = [];
  const waiting: Array<{ path: string; take: (stream: EventStream) => void }> = [];

  function opened(stream: EventStream) {
    everyStream.push(stream);
    const index = waiting.findIndex(({ path }) => path === stream.request.path);
    if (index >= 0) return waiting.splice(index, 1)[0]!.take(stream);
    streams.push(stream);
    // A stream whose page let go of it before a test took it is not handed over: a page of the
    // test before can have its request arrive after this test's routes are set, and closed.
    void stream.ended.then(() => {
      const left = streams.indexOf(stream);
      if (left >= 0) streams.splice(left, 1);
    });
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = undefined;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = text;
      }
      const url = new URL(req.url ?? '/', 'http://fake.test');
      const path = url.pathname;
      const method = req.method ?? 'GET';
      const query = url.searchParams;
      const recorded: RecordedRequest = { method, path, query, headers: req.headers, body };
      if (method === 'OPTIONS') {
        res.writeHead(204, {
          'access-control-allow-origin': '*',
          'access-control-allow-headers': '*',
          'access-control-allow-methods': '*',
        });
        res.end();
        return;
      }
      requests.push(recorded);
      const handler = routes.get(`${method} ${path}`);
      if (!handler) {
        send(res, 404, { success: false, message: `No fake answer for ${method} ${path}` });
        return;
      }
      void Promise.resolve(handler(recorded)).then((answer) => {
        if (answer === 'drop') res.socket?.destroy();
        else if (answer === 'stream') opened(openStream(recorded, res));
        else send(res, answer.status ?? 200, answer.body ?? { success: true });
      });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    on(route, answer) {
      routes.set(route, typeof answer === 'function' ? answer : () => answer);
    },
    requestsTo(path) {
      return requests.filter((request) => request.path === path);
    },
    nextStream(path) {
      const index = streams.findIndex((stream) => stream.request.path === path);
      if (index >= 0) return Promise.resolve(streams.splice(index, 1)[0]!);
      return new Promise((take) => waiting.push({ path, take }));
    },
    reset() {
      routes.clear();
      requests.splice(0);
      streams.splice(0);
      everyStream.splice(0).forEach((stream) => stream.close());
      waiting.splice(0);
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * A fake API for the whole test file: started before its tests, with the SPA pointed at it, and
 * closed after them. The returned object always speaks to the running instance.
 */
export function fakeApiForThisFile(): FakeApi {
  let current: FakeApi | undefined;
  const running = (): FakeApi => {
    if (!current)
      throw new Error('the fake API starts in beforeAll; use it inside tests and hooks');
    return current;
  };
  beforeAll(async () => {
    current = await startFakeApi();
    process.env.API_BASE_URL = current.url;
  });
  afterAll(() => running().close());
  return {
    get url() {
      return running().url;
    },
    get requests() {
      return running().requests;
    },
    on: (route, answer) => running().on(route, answer),
    requestsTo: (path) => running().requestsTo(path),
    nextStream: (path) => running().nextStream(path),
    reset: () => running().reset(),
    close: () => running().close(),
  };
}
