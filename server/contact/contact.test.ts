/** POST /api/contact: validated as the contact form is, and stored. */
import {
  awayFromWindowEnd,
  client,
  countRows,
  expectRefusal,
  startTestServer,
  uniqueEmail,
  type Call,
  type TestServer,
} from '../test/helpers';

// The limit tests may wait for a fresh rate-limit window (awayFromWindowEnd).
jest.setTimeout(60_000);
let server: TestServer;
let call: Call;

beforeAll(async () => {
  server = await startTestServer();
  call = client(server.url);
});
afterAll(() => server.close());

const messagesFrom = (email: string) =>
  server.app.database.db
    .selectFrom('contact_messages')
    .selectAll()
    .where('email', '=', email)
    .execute();

test('a message is stored, trimmed, and acknowledged', async () => {
  const email = uniqueEmail('visitor');
  const reply = await call('POST', '/api/contact', {
    name: '  Priya Shah ',
    email: ` ${email} `,
    message: '  Do you deliver to Whitefield?\nThanks!  ',
  });
  expect(reply.status).toBe(201);
  expect(reply.body).toEqual({ success: true, message: 'Message Sent Successfully!' });
  const rows = await messagesFrom(email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    name: 'Priya Shah',
    email,
    message: 'Do you deliver to Whitefield?\nThanks!',
  });
  expect(new Date(rows[0]!.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
});

test('no token is needed, and one is ignored', async () => {
  const email = uniqueEmail('visitor');
  const reply = await call(
    'POST',
    '/api/contact',
    { name: 'A', email, message: 'Hello' },
    { token: 'not-a-token' },
  );
  expect(reply.status).toBe(201);
});

test.each([
  ['no name', { email: 'v@example.com', message: 'Hi' }],
  ['no email', { name: 'V', message: 'Hi' }],
  ['no message', { name: 'V', email: 'v@example.com' }],
  ['a blank message', { name: 'V', email: 'v@example.com', message: ' \n ' }],
  ['a blank name', { name: '  ', email: 'v@example.com', message: 'Hi' }],
  ['an empty body', {}],
])('%s is refused: Please fill all the fields', async (_label, body) => {
  const before = await countRows(server, ['contact_messages']);
  expectRefusal(await call('POST', '/api/contact', body), 400, /^Please fill all the fields$/);
  expect(await countRows(server, ['contact_messages'])).toEqual(before);
});

test.each(['visitor', 'v@example', 'v@example.c', 'v @example.com', "' OR 1=1 --"])(
  'the email %j is refused: Invalid email address',
  async (email) => {
    const reply = await call('POST', '/api/contact', { name: 'V', email, message: 'Hi' });
    expectRefusal(reply, 400, /^Invalid email address$/);
    expect(await messagesFrom(email)).toHaveLength(0);
  },
);

test('over-long names and messages are refused with a message', async () => {
  const email = uniqueEmail('visitor');
  expectRefusal(
    await call('POST', '/api/contact', { name: 'n'.repeat(101), email, message: 'Hi' }),
    400,
    /Name must be at most/,
  );
  expectRefusal(
    await call('POST', '/api/contact', { name: 'V', email, message: 'm'.repeat(5001) }),
    400,
    /at most 5000 characters/,
  );
  expect(await messagesFrom(email)).toHaveLength(0);
});

test('an HTML form post is refused: the API takes JSON only', async () => {
  const email = uniqueEmail('visitor');
  const reply = await call(
    'POST',
    '/api/contact',
    new URLSearchParams({ name: 'V', email, message: 'Hi' }).toString(),
    { 'content-type': 'application/x-www-form-urlencoded' },
  );
  expectRefusal(reply, 415, /JSON/);
  expect(await messagesFrom(email)).toHaveLength(0);
});

describe('limited per client address', () => {
  const TOO_MANY = /^You have sent several messages already\. Please wait a while/;
  const from = (address: string) => ({ 'x-forwarded-for': address });
  const note = (email: string) => ({ name: 'Flood', email, message: 'Hello again' });

  async function sendFrom(limited: TestServer, address: string, count: number) {
    const send = client(limited.url);
    const email = uniqueEmail('flood');
    const replies = [];
    for (let i = 0; i < count; i += 1)
      replies.push(await send('POST', '/api/contact', note(email), from(address)));
    const stored = await limited.app.database.db
      .selectFrom('contact_messages')
      .select('id')
      .where('email', '=', email)
      .execute();
    return { replies, stored: stored.length };
  }

  test('five a minute: the sixth is refused with 429 and a message, and not stored', async () => {
    await awayFromWindowEnd(60);
    const limited = await startTestServer({ TRUST_PROXY_HOPS: '1', CONTACT_LIMIT_PER_MINUTE: '5' });
    try {
      const { replies, stored } = await sendFrom(limited, '203.0.113.40', 8);
      expect(replies.map((reply) => reply.status)).toEqual([
        201, 201, 201, 201, 201, 429, 429, 429,
      ]);
      expectRefusal(replies[5]!, 429, TOO_MANY);
      const retryAfter = Number(replies[5]!.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(stored).toBe(5);
      // Another address is not held back by the first.
      expect((await sendFrom(limited, '203.0.113.41', 1)).stored).toBe(1);
    } finally {
      await limited.close();
    }
  });

  test('and a daily ceiling', async () => {
    await awayFromWindowEnd(86400);
    await awayFromWindowEnd(60);
    const limited = await startTestServer({
      TRUST_PROXY_HOPS: '1',
      CONTACT_LIMIT_PER_MINUTE: '100',
      CONTACT_LIMIT_PER_DAY: '3',
    });
    try {
      const { replies, stored } = await sendFrom(limited, '203.0.113.50', 4);
      expect(replies.map((reply) => reply.status)).toEqual([201, 201, 201, 429]);
      expect(stored).toBe(3);
    } finally {
      await limited.close();
    }
  });

  test('a form with a mistake costs nothing', async () => {
    const limited = await startTestServer({ TRUST_PROXY_HOPS: '1', CONTACT_LIMIT_PER_MINUTE: '2' });
    try {
      const send = client(limited.url);
      for (let i = 0; i < 5; i += 1) {
        const reply = await send(
          'POST',
          '/api/contact',
          { name: 'A', email: 'not-an-email', message: 'x' },
          from('203.0.113.60'),
        );
        expectRefusal(reply, 400, /^Invalid email address$/);
      }
      expect((await sendFrom(limited, '203.0.113.60', 2)).stored).toBe(2);
    } finally {
      await limited.close();
    }
  });
});
