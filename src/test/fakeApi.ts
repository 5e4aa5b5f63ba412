/**
 * A real HTTP server on 127.0.0.1 (port 0) standing in for the shop's API in page tests: the
 * SPA's own code runs unchanged and the test answers, and inspects, each request at the network.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** `drop` closes the connection without a reply (a network failure as the browser sees it). */
export type Answer = { status?: number; body?: unknown } | 'drop';
export type Handler = (request: RecordedRequest) => Answer | Promise<Answer>;

export interface FakeApi {
  url: string;
  requests: RecordedRequest[];
  /** Answers `METHOD /path` with a fixed reply or a handler; a later call replaces an earlier one. */
  on(route: string, answer: Answer | Handler): void;
  requestsTo(path: string): RecordedRequest[];
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

async function startFakeApi(): Promise<FakeApi> {
  const routes = new Map<string, Handler>();
  const requests: RecordedRequest[] = [];

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
      const path = new URL(req.url ?? '/', 'http://fake.test').pathname;
      const method = req.method ?? 'GET';
      const recorded: RecordedRequest = { method, path, headers: req.headers, body };
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
    reset() {
      routes.clear();
      requests.splice(0);
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
    reset: () => running().reset(),
    close: () => running().close(),
  };
}
