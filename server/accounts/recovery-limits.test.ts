/**
 * Reset requests are limited per client address and per email (an account's or not: a refusal
 * tells nothing either), with a 429 and a sentence; failed uses of links per address.
 */
import { RECOVERY_MESSAGES } from '../../contract/recovery-messages';
import {
  awayFromWindowEnd,
  client,
  createShopper,
  expectRefusal,
  startTestServer,
  uniqueEmail,
  type Call,
  type TestServer,
} from '../test/helpers';

jest.setTimeout(60_000);

let server: TestServer;
let call: Call;

beforeAll(async () => {
  // 6 an hour per address: 2 per email.
  server = await startTestServer({ PASSWORD_RESET_LIMIT: '6', AUTH_FAILURE_LIMIT: '4' });
  call = client(server.url);
});
afterAll(() => server.close());

const asked = (email: string) => call('POST', '/api/user/forgot-password', { email });

test('per email and per address, whether or not an account uses the email', async () => {
  await awayFromWindowEnd(3600);
  const shopper = await createShopper(server);
  const nobody = uniqueEmail('nobody');
  for (const email of [shopper.email, nobody]) {
    expect((await asked(email)).status).toBe(200);
    expect((await asked(email)).status).toBe(200);
    const refused = await asked(email);
    expectRefusal(refused, 429, RECOVERY_MESSAGES.tooManyRequests);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  }
  // Four counted for the address; two more emails, then the address is refused too.
  expect((await asked(uniqueEmail())).status).toBe(200);
  expect((await asked(uniqueEmail())).status).toBe(200);
  expectRefusal(await asked(uniqueEmail()), 429, RECOVERY_MESSAGES.tooManyRequests);
});

test('failed uses of links per address', async () => {
  await awayFromWindowEnd(60);
  const use = () =>
    call('POST', '/api/user/reset-password', { token: 'guess', password: 'a good new secret' });
  for (let attempt = 0; attempt < 4; attempt += 1) expect((await use()).status).toBe(410);
  expectRefusal(await use(), 429, /Too many attempts/);
});
