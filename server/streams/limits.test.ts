/**
 * A live stream's ceilings and its life (docs/operations.md#live-stream-limits): it ends within
 * one heartbeat of its session ending, whether or not an order changes; an account keeps its
 * newest STREAMS_PER_ACCOUNT streams, one client address may hold STREAMS_PER_ADDRESS and the
 * instance STREAMS_MAX, so ordinary requests always find a connection.
 */
import { KITCHEN_MESSAGES } from '../../contract/messages';
import { ROLES } from '../../contract/rules';
import { ConfigError, loadConfig } from '../config';
import { UserRepository } from '../users/repository';
import {
  client,
  createShopper,
  makeStaff,
  startTestServer,
  type Shopper,
  type TestServer,
} from '../test/helpers';
import { openSse, SseStream, type Refused } from '../test/sse-client';

const HEARTBEAT_SECONDS = 1;
/** One heartbeat, and the time a round of checks and the socket's close take. */
const WITHIN_A_HEARTBEAT_MS = HEARTBEAT_SECONDS * 1000 + 700;

let server: TestServer;
const opened: SseStream[] = [];

beforeAll(async () => {
  server = await startTestServer({
    SSE_HEARTBEAT_SECONDS: String(HEARTBEAT_SECONDS),
    STREAMS_PER_ACCOUNT: '3',
    STREAMS_PER_ADDRESS: '8',
  });
});
afterEach(async () => {
  for (const stream of opened.splice(0)) stream.close();
  // The server lets go of closed streams as their sockets close.
  const deadline = Date.now() + 2_000;
  while (server.app.streamHub.size > 0 && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 20));
});
afterAll(() => server.close());

async function ticketUrl(on: TestServer, shopper: Shopper, stream: 'orders' | 'kitchen') {
  const ticket = await client(on.url)<{ url: string }>(
    'POST',
    '/api/stream/ticket',
    { stream },
    shopper.headers,
  );
  expect(ticket.status).toBe(200);
  return `${on.url}${ticket.body.url}`;
}

async function tryStream(
  on: TestServer,
  shopper: Shopper,
  stream: 'orders' | 'kitchen' = 'orders',
): Promise<SseStream | Refused> {
  const opening = await openSse(await ticketUrl(on, shopper, stream));
  if (opening instanceof SseStream) opened.push(opening);
  return opening;
}

async function streamOf(shopper: Shopper, stream: 'orders' | 'kitchen' = 'orders') {
  const opening = await tryStream(server, shopper, stream);
  if (!(opening instanceof SseStream))
    throw new Error(`the stream did not open: ${JSON.stringify(opening.body)}`);
  return opening;
}

/** Resolves with how long after `from` the stream ended. */
async function endedAfter(stream: SseStream, from: number): Promise<number> {
  await stream.waitFor((s) => s.ended, 5_000, 'the end of the stream');
  return performance.now() - from;
}

describe('a stream ends within one heartbeat of its session, with no order changing', () => {
  test.each(['/api/user/logout', '/api/user/logout-all'])('%s', async (url) => {
    const shopper = await createShopper(server);
    const stream = await streamOf(shopper);
    expect((await client(server.url)('POST', url, {}, shopper.headers)).status).toBe(200);
    expect(await endedAfter(stream, performance.now())).toBeLessThan(WITHIN_A_HEARTBEAT_MS);
  });

  test('a new password (the stream of the session that changed it ends too)', async () => {
    const shopper = await createShopper(server);
    const stream = await streamOf(shopper);
    const changed = await client(server.url)(
      'POST',
      '/api/user/password',
      { currentPassword: shopper.password, newPassword: `${shopper.password}-new-and-long` },
      shopper.headers,
    );
    expect(changed.status).toBe(200);
    expect(await endedAfter(stream, performance.now())).toBeLessThan(WITHIN_A_HEARTBEAT_MS);
  });

  test('the token expiring', async () => {
    const shopper = await createShopper(server);
    const url = await ticketUrl(server, shopper, 'orders');
    // The ticket carries its token's expiry: this one's token runs out a second from now.
    const expiresAt = Math.floor(Date.now() / 1000) + 1;
    await server.app.database.db
      .updateTable('stream_tickets')
      .set({ token_expires_at: expiresAt })
      .where('user_id', '=', shopper.userId)
      .execute();
    const opening = await openSse(url);
    if (!(opening instanceof SseStream)) throw new Error(JSON.stringify(opening.body));
    opened.push(opening);
    const ended = await endedAfter(opening, performance.now());
    expect(Date.now() / 1000).toBeGreaterThanOrEqual(expiresAt);
    expect(ended).toBeLessThan(1000 + WITHIN_A_HEARTBEAT_MS);
  });

  test('a board whose account loses the staff role', async () => {
    const cook = await createShopper(server);
    await makeStaff(server, cook);
    const board = await streamOf(cook, 'kitchen');
    await new UserRepository(server.app.database.db).setRole(cook.email, ROLES.shopper);
    expect(await endedAfter(board, performance.now())).toBeLessThan(WITHIN_A_HEARTBEAT_MS);
  });

  test('a stream whose session goes on stays open through the heartbeats', async () => {
    const shopper = await createShopper(server);
    const stream = await streamOf(shopper);
    await stream.waitFor((s) => s.comments >= 3, 5_000, 'three heartbeats');
    expect(stream.ended).toBe(false);
  });
});

describe('the ceilings', () => {
  test('an account keeps its newest streams: past STREAMS_PER_ACCOUNT its oldest is told and ends', async () => {
    const shopper = await createShopper(server);
    const first = await streamOf(shopper);
    const second = await streamOf(shopper, 'orders');
    const third = await streamOf(shopper);
    const fourth = await streamOf(shopper);
    await first.waitFor((s) => s.ended, 2_000, 'the end of the oldest stream');
    expect(first.events.map(({ event, data }) => ({ event, data }))).toEqual([
      { event: 'end', data: JSON.stringify({ reason: 'replaced' }) },
    ]);
    for (const kept of [second, third, fourth]) expect(kept.ended).toBe(false);
    expect(server.app.streamHub.size).toBe(3);
  });

  test('a board and the same account’s shopper pages count together', async () => {
    const cook = await createShopper(server);
    await makeStaff(server, cook);
    const board = await streamOf(cook, 'kitchen');
    await streamOf(cook);
    await streamOf(cook);
    await streamOf(cook);
    await board.waitFor((s) => s.ended, 2_000, 'the end of the oldest stream, the board');
  });

  test('past STREAMS_PER_ADDRESS a new stream from that address is refused with 429, and admitted once one closes', async () => {
    const shoppers = await Promise.all(
      Array.from({ length: 5 }, (_, index) => createShopper(server, `Guest ${index}`)),
    );
    // Eight from 127.0.0.1: two each for four accounts.
    for (const shopper of shoppers.slice(0, 4)) {
      await streamOf(shopper);
      await streamOf(shopper);
    }
    const refused = await tryStream(server, shoppers[4]!);
    expect(refused).not.toBeInstanceOf(SseStream);
    expect((refused as Refused).status).toBe(429);
    expect((refused as Refused).headers['retry-after']).toMatch(/^\d+$/);
    expect((refused as Refused).body).toEqual({
      success: false,
      message: KITCHEN_MESSAGES.tooManyStreams,
    });
    // Ordinary requests still go through.
    expect((await client(server.url)('GET', '/api/health')).status).toBe(200);
    opened.shift()!.close();
    const deadline = Date.now() + 2_000;
    while (server.app.streamHub.size > 7 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await tryStream(server, shoppers[4]!)).toBeInstanceOf(SseStream);
  });

  test('past STREAMS_MAX a new stream is refused with 503 and Retry-After', async () => {
    const small = await startTestServer({ STREAMS_MAX: '2' });
    try {
      const shoppers = await Promise.all([0, 1, 2].map(() => createShopper(small)));
      expect(await tryStream(small, shoppers[0]!)).toBeInstanceOf(SseStream);
      expect(await tryStream(small, shoppers[1]!)).toBeInstanceOf(SseStream);
      const refused = (await tryStream(small, shoppers[2]!)) as Refused;
      expect(refused.status).toBe(503);
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
      expect(refused.body).toEqual({ success: false, message: KITCHEN_MESSAGES.streamsFull });
    } finally {
      for (const stream of opened.splice(0)) stream.close();
      await small.close();
    }
  });
});

describe('settings', () => {
  test('STREAMS_MAX is half of MAX_CONNECTIONS unless set, and must stay below it', () => {
    const base = { DATA_DIR: server.config.dataDir, JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig({ ...base, MAX_CONNECTIONS: '400' }).streamsMax).toBe(200);
    expect(loadConfig(base)).toMatchObject({
      streamsMax: 5000,
      streamsPerAccount: 5,
      streamsPerAddress: 50,
    });
    expect(() => loadConfig({ ...base, MAX_CONNECTIONS: '400', STREAMS_MAX: '400' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ ...base, STREAMS_PER_ACCOUNT: '0' })).toThrow(/STREAMS_PER_ACCOUNT/);
  });
});
