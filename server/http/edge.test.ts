/**
 * The HTTP edge: slow clients are cut off, every error (Node's and Fastify's own included) is
 * `{ success: false, message }` with the security headers, and secrets stay out of files and logs.
 */
import { statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Writable } from 'node:stream';
import { buildApp, loggerOptions } from '../app';
import { client, rawRequest, startTestServer, uniqueEmail, type TestServer } from '../test/helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    REQUEST_TIMEOUT_MS: '1000',
    HEADERS_TIMEOUT_MS: '1000',
    PUBLIC_URL: 'https://shop.example',
  });
});
afterAll(() => server.close());

interface RawExchange {
  /** Everything the server sent before closing, as text. */
  text: string;
  closed: boolean;
}

/** Sends raw bytes (more after `thenAfterMs` if given), and collects the answer until close. */
function exchange(
  url: string,
  first: string,
  { waitMs = 4_000 }: { waitMs?: number } = {},
): Promise<RawExchange> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    const done = (closed: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ text: Buffer.concat(chunks).toString('utf8'), closed });
    };
    const timer = setTimeout(() => done(false), waitMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => done(true));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNRESET' ? done(true) : reject(error),
    );
    socket.write(first);
  });
}

function parse(text: string) {
  const [head = '', body = ''] = text.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => {
      const at = line.indexOf(':');
      return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()];
    }),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) as unknown };
}

function expectRefusalWithHeaders(headers: Record<string, string | string[] | undefined>) {
  expect(String(headers['content-type'])).toMatch(/^application\/json/);
  // The API's set (http/security.ts): nothing may run in it or frame it.
  expect(headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
}

const host = () => new URL(server.url).host;

test('a body that trickles in is cut off: 408 in our shape, and the socket is closed', async () => {
  const started = Date.now();
  const reply = await exchange(
    server.url,
    `POST /api/contact HTTP/1.1\r\nHost: ${host()}\r\nContent-Type: application/json\r\n` +
      `Content-Length: 200\r\n\r\n{"name":`,
  );
  expect(reply.closed).toBe(true);
  expect(Date.now() - started).toBeLessThan(3_500);
  const { status, headers, body } = parse(reply.text);
  expect(status).toBe(408);
  expect(body).toEqual({ success: false, message: expect.stringMatching(/took too long/) });
  expectRefusalWithHeaders(headers);
});

test('headers that never finish are cut off too', async () => {
  const reply = await exchange(
    server.url,
    `GET /api/health HTTP/1.1\r\nHost: ${host()}\r\nX-Slow: `,
  );
  expect(reply.closed).toBe(true);
  expect(parse(reply.text).status).toBe(408);
});

test.each([
  ['a 64 KB header', { 'x-big': 'a'.repeat(64 * 1024) }],
  [
    '10,000 headers',
    Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`x-h${i}`, 'v'])),
  ],
])('%s gets 431 in our shape with the security headers', async (_label, headers) => {
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  const reply = await exchange(
    server.url,
    `GET /api/food/list HTTP/1.1\r\nHost: ${host()}\r\n${lines.join('\r\n')}\r\n\r\n`,
  );
  const { status, headers: replyHeaders, body } = parse(reply.text);
  expect(status).toBe(431);
  expect(body).toEqual({ success: false, message: 'The request headers are too large.' });
  expectRefusalWithHeaders(replyHeaders);
});

test('Content-Length with Transfer-Encoding (request smuggling) gets 400 in our shape', async () => {
  const reply = await exchange(
    server.url,
    `POST /api/contact HTTP/1.1\r\nHost: ${host()}\r\nContent-Type: application/json\r\n` +
      `Content-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
  );
  const { status, headers, body } = parse(reply.text);
  expect(status).toBe(400);
  expect(body).toEqual({ success: false, message: expect.stringMatching(/Content-Length/) });
  expectRefusalWithHeaders(headers);
});

test.each([
  ['a URL that cannot be decoded', '/api/food/%', {}, 400],
  ['an unknown address', '/api/nothing-here', {}, 404],
  [
    'a body over the limit',
    '/api/contact',
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(200_000) },
    413,
  ],
] as const)(
  '%s: %s gets %s in our shape with the security headers',
  async (_l, url, init, status) => {
    const reply = await rawRequest(server.url, url, init);
    expect(reply.status).toBe(status);
    expect(JSON.parse(reply.body.toString())).toEqual({
      success: false,
      message: expect.any(String),
    });
    expectRefusalWithHeaders(reply.headers);
  },
);

test("a page's policy allows no <base> element, and HSTS lasts a year", async () => {
  const reply = await rawRequest(server.url, '/api/docs/');
  expect(reply.status).toBe(200);
  expect(reply.headers['content-security-policy']).toMatch(/base-uri 'none'/);
  expect(reply.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
});

test.each([
  ['a lone high surrogate in a value', '{"name":"Asha \\ud800","email":"%s","message":"hi"}'],
  ['a lone low surrogate in a key', '{"\\udc00":"x","name":"Asha","email":"%s","message":"hi"}'],
])('%s is refused like NUL, and nothing is stored', async (_label, template) => {
  const email = uniqueEmail('surrogate');
  const reply = await rawRequest(server.url, '/api/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: template.replace('%s', email),
  });
  expect(reply.status).toBe(400);
  expect(JSON.parse(reply.body.toString()).message).toMatch(/not valid Unicode/);
  const stored = await server.app.database.db
    .selectFrom('contact_messages')
    .select('id')
    .where('email', '=', email)
    .execute();
  expect(stored).toHaveLength(0);
});

test('a well-formed emoji name is kept as it is', async () => {
  const email = uniqueEmail('emoji');
  const call = client(server.url);
  const reply = await call('POST', '/api/contact', { name: 'Asha 😀', email, message: 'hi' });
  expect(reply.status).toBe(201);
});

test('past MAX_CONNECTIONS, a new connection is closed at once', async () => {
  const limited = await startTestServer({ MAX_CONNECTIONS: '2' });
  const { port } = new URL(limited.url);
  const held = await Promise.all(
    [1, 2].map(
      () =>
        new Promise<net.Socket>((resolve) => {
          const socket = net.connect(Number(port), '127.0.0.1', () => resolve(socket));
        }),
    ),
  );
  try {
    const third = await exchange(limited.url, `GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n`, {
      waitMs: 2_000,
    });
    expect(third).toEqual({ text: '', closed: true });
  } finally {
    held.forEach((socket) => socket.destroy());
    await limited.close();
  }
});

test('the data folder is private to the store (0700), and so is the database (0600)', async () => {
  if (server.app.database.dialect !== 'sqlite') return;
  expect(statSync(server.config.dataDir).mode & 0o777).toBe(0o700);
  for (const file of ['storefront.sqlite', 'storefront.sqlite-wal']) {
    expect([file, statSync(path.join(server.config.dataDir, file)).mode & 0o777]).toEqual([
      file,
      0o600,
    ]);
  }
});

test('payment page addresses and tokens in URLs never reach the log', async () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = await buildApp(server.config, { logger: loggerOptions('info', stream) });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;
    for (const url of [
      '/pay/cs_test_secretsession123',
      '/pay/cs_test_secretsession123?x=1',
      '/api/order/stream?ticket=secretticket456',
      '/verify?orderId=abc&token=secrettoken789',
    ]) {
      await rawRequest(`http://127.0.0.1:${port}`, url);
    }
  } finally {
    await app.close();
  }
  const log = lines.join('');
  expect(log).toContain('/pay/[redacted]');
  expect(log).toContain('ticket=[redacted]');
  for (const secret of ['secretsession123', 'secretticket456', 'secrettoken789'])
    expect(log).not.toContain(secret);
});
