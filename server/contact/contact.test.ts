/** POST /api/contact: validated as the contact form is, and stored. */
import {
  client,
  countRows,
  expectRefusal,
  startTestStore,
  uniqueEmail,
  type Call,
  type TestStore,
} from '../test/helpers';

let store: TestStore;
let call: Call;

beforeAll(async () => {
  store = await startTestStore();
  call = client(store.url);
});
afterAll(() => store.close());

const messagesFrom = (email: string) =>
  store.app.store.db
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
  const before = await countRows(store, ['contact_messages']);
  expectRefusal(await call('POST', '/api/contact', body), 400, /^Please fill all the fields$/);
  expect(await countRows(store, ['contact_messages'])).toEqual(before);
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
