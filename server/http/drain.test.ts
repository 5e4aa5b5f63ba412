/**
 * Stopping without dropping a request (plugins/lifecycle.ts, docs/operations.md): while it
 * drains, the instance says it is not ready and still serves everything; then it ends its
 * streams, stops listening, and serves what still comes down kept-alive connections (asking the
 * client to close each) and what is in flight.
 */
import http from 'node:http';
import type { FoodItem } from '../../contract/api';
import { REQUEST_MESSAGES } from '../../contract/messages';
import { drainAndClose } from '../plugins/lifecycle';
import {
  client,
  createShopper,
  getMenu,
  rawRequest,
  startTestServer,
  type Shopper,
  type TestServer,
} from '../test/helpers';
import { openSse, SseStream } from '../test/sse-client';

const DRAIN_MS = 1_500;

let server: TestServer;
let shopper: Shopper;
let dish: FoodItem;

beforeAll(async () => {
  server = await startTestServer();
  shopper = await createShopper(server);
  dish = (await getMenu(client(server.url)))[0]!;
});
afterAll(async () => {
  if (!server.app.lifecycle.draining) await server.close();
});

/** A cart add over `agent`: with a keep-alive agent, down the connection it keeps. */
function cartAdd(
  agent: http.Agent | false,
  pause: Promise<void> = Promise.resolve(),
): Promise<{ status: number; connection: string | undefined; body: string }> {
  const body = JSON.stringify({ itemId: dish._id });
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/cart/add',
        method: 'POST',
        agent,
        headers: {
          ...shopper.headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            connection: response.headers.connection,
            body: text,
          }),
        );
      },
    );
    request.on('error', reject);
    // Half the body now, the rest once `pause` settles: a request in flight meanwhile.
    request.write(body.slice(0, 5));
    void pause.then(() => request.end(body.slice(5)));
  });
}

test('SIGTERM’s drain: not ready but serving; then streams end, listening stops, and what comes on kept-alive connections or is in flight is served', async () => {
  const call = client(server.url);
  const ticket = await call<{ url: string }>(
    'POST',
    '/api/stream/ticket',
    { stream: 'orders' },
    shopper.headers,
  );
  const stream = await openSse(`${server.url}${ticket.body.url}`);
  if (!(stream instanceof SseStream)) throw new Error(JSON.stringify(stream.body));
  // A balancer's kept-alive connection.
  const balancer = new http.Agent({ keepAlive: true, maxSockets: 1 });
  expect(await cartAdd(balancer)).toMatchObject({ status: 200, connection: 'keep-alive' });

  const closing = drainAndClose(server.app, DRAIN_MS);
  const health = await call('GET', '/api/health');
  expect(health.status).toBe(503);
  expect(health.body).toEqual({
    success: false,
    message: REQUEST_MESSAGES.draining,
    draining: true,
  });
  expect((await call('GET', '/api/food/list')).status).toBe(200);
  expect(await cartAdd(balancer)).toMatchObject({ status: 200, connection: 'keep-alive' });
  expect(stream.ended).toBe(false);

  // Its body half sent as the drain ends: it must still be answered.
  let sendTheRest!: () => void;
  const inFlight = cartAdd(false, new Promise((resolve) => (sendTheRest = resolve)));
  await stream.waitFor((s) => s.ended, DRAIN_MS + 2_000, 'the end of the stream at the close');
  // No new connection is accepted: refused once the listener is closed, or reset when it came
  // in the moment between the stream's end and the listener's close (the kernel had queued it).
  await expect(rawRequest(server.url, '/api/health')).rejects.toThrow(/ECONNREFUSED|ECONNRESET/);
  // ...but a request down a kept-alive connection is served, and the connection then closed.
  expect(await cartAdd(balancer)).toMatchObject({ status: 200, connection: 'close' });
  sendTheRest();
  const answered = await inFlight;
  expect(answered.status).toBe(200);
  expect(JSON.parse(answered.body)).toMatchObject({ success: true });
  await closing;
  balancer.destroy();
});
