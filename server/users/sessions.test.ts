/** Sessions end on the server: logout, logout everywhere, and a password change. */
import { decodeJwt } from 'jose';
import { hashPassword } from '../auth/passwords';
import {
  client,
  expectRefusal,
  signUp,
  startTestServer,
  uniqueEmail,
  type Call,
  type Shopper,
  type TestServer,
} from '../test/helpers';
import { UserRepository } from './repository';

jest.setTimeout(60_000);

const NOT_AUTHORIZED = /^Not authorized\. Please log in again\.$/;

let server: TestServer;
let call: Call;

beforeAll(async () => {
  // Wrong passwords on purpose: the limits have their own tests.
  server = await startTestServer({ AUTH_FAILURE_LIMIT: '100000' });
  call = client(server.url);
});
afterAll(() => server.close());

async function logIn(
  shopper: Pick<Shopper, 'email' | 'password'>,
): Promise<Record<string, string>> {
  const reply = await call('POST', '/api/user/login', {
    email: shopper.email,
    password: shopper.password,
  });
  expect(reply.status).toBe(200);
  return { token: reply.body.token as string };
}

const cartStatus = async (headers: Record<string, string>) =>
  (await call('POST', '/api/cart/get', undefined, headers)).status;

test('every token carries its own id (jti)', async () => {
  const shopper = await signUp(call);
  const again = await logIn(shopper);
  const first = decodeJwt(shopper.token);
  const second = decodeJwt(again.token!);
  expect(typeof first.jti).toBe('string');
  expect(first.jti).not.toBe(second.jti);
});

test('logout ends that token on the server, and only that one', async () => {
  const shopper = await signUp(call);
  const phone = await logIn(shopper);
  const loggedOut = await call('POST', '/api/user/logout', undefined, shopper.headers);
  expect(loggedOut.status).toBe(200);
  expect(loggedOut.body).toEqual({ success: true, message: 'Logged out successfully!' });
  expectRefusal(
    await call('POST', '/api/cart/get', undefined, shopper.headers),
    401,
    NOT_AUTHORIZED,
  );
  expectRefusal(
    await call('POST', '/api/user/logout', undefined, shopper.headers),
    401,
    NOT_AUTHORIZED,
  );
  // The other session, and a new login, work on.
  expect(await cartStatus(phone)).toBe(200);
  expect(await cartStatus(await logIn(shopper))).toBe(200);
  // Logging in again does not bring the ended token back.
  expect(await cartStatus(shopper.headers)).toBe(401);
});

test('logout-all ends every session of the account, even one issued the same second', async () => {
  const shopper = await signUp(call);
  const other = await signUp(call, 'Someone Else');
  const phone = await logIn(shopper);
  const ended = await call('POST', '/api/user/logout-all', undefined, phone);
  expect(ended.status).toBe(200);
  expect(ended.body).toEqual({ success: true, message: 'You are logged out on every device.' });
  expect(await cartStatus(shopper.headers)).toBe(401);
  expect(await cartStatus(phone)).toBe(401);
  // A login right after, within the same second, is a new session that works.
  expect(await cartStatus(await logIn(shopper))).toBe(200);
  // Another account is untouched.
  expect(await cartStatus(other.headers)).toBe(200);
});

test('without a current token, logout and logout-all answer 401', async () => {
  for (const path of ['/api/user/logout', '/api/user/logout-all', '/api/user/password']) {
    expectRefusal(await call('POST', path, {}), 401, NOT_AUTHORIZED);
    expectRefusal(await call('POST', path, {}, { token: 'not-a-token' }), 401, NOT_AUTHORIZED);
  }
});

describe('changing the password', () => {
  const change = (headers: Record<string, string>, body: Record<string, unknown>) =>
    call('POST', '/api/user/password', body, headers);

  test('needs the current password, and keeps the new one to the sign-up rules', async () => {
    const shopper = await signUp(call);
    const cases: Array<[Record<string, unknown>, number, RegExp]> = [
      [{}, 400, /^Please fill all the fields$/],
      [{ currentPassword: shopper.password, newPassword: '' }, 400, /^Please fill all the fields$/],
      [{ currentPassword: shopper.password, newPassword: 'abc' }, 400, /at least 6 characters/],
      [
        { currentPassword: shopper.password, newPassword: 'p'.repeat(129) },
        400,
        /^Password must be at most 128 characters long$/,
      ],
      [
        { currentPassword: shopper.password, newPassword: 'Sunshine' },
        400,
        /^This password is too common\. Choose another\.$/,
      ],
      [
        { currentPassword: 'not my password', newPassword: 'a brand new secret' },
        403,
        /^Your current password is not correct\.$/,
      ],
    ];
    for (const [body, status, message] of cases) {
      expectRefusal(await change(shopper.headers, body), status, message);
    }
    // Nothing changed: the old password still logs in and the token still works.
    expect(await cartStatus(await logIn(shopper))).toBe(200);
    expect(await cartStatus(shopper.headers)).toBe(200);
  });

  test('ends every other session and gives this browser a new token', async () => {
    const shopper = await signUp(call);
    const laptop = await logIn(shopper);
    const reply = await change(shopper.headers, {
      currentPassword: shopper.password,
      newPassword: 'a brand new secret',
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      success: true,
      message: 'Password changed. Every other session has been logged out.',
      token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
    });
    expect(await cartStatus({ token: reply.body.token as string })).toBe(200);
    expect(await cartStatus(shopper.headers)).toBe(401);
    expect(await cartStatus(laptop)).toBe(401);
    const oldPassword = await call('POST', '/api/user/login', {
      email: shopper.email,
      password: shopper.password,
    });
    expectRefusal(oldPassword, 401);
    expect(await cartStatus(await logIn({ ...shopper, password: 'a brand new secret' }))).toBe(200);
  });
});

describe('passwords', () => {
  test('over 128 characters is refused at sign-up, never cut short', async () => {
    const reply = await call('POST', '/api/user/register', {
      name: 'Long',
      email: uniqueEmail(),
      password: 'x'.repeat(129),
    });
    expectRefusal(reply, 400, /^Password must be at most 128 characters long$/);
  });

  test('a password at login is never cut short: a longer one does not log in', async () => {
    // An account whose password is 256 characters (as the old ceiling allowed): the login used
    // to cut every password to 256, so that password plus anything logged in.
    const email = uniqueEmail();
    const password = 'y'.repeat(248) + 'Zq9!Zq9!';
    await new UserRepository(server.app.database.db).create(
      'L',
      email,
      await hashPassword(password),
    );
    for (const longer of [`${password}x`, `${password}${'z'.repeat(200)}`]) {
      expectRefusal(await call('POST', '/api/user/login', { email, password: longer }), 401);
    }
  });

  test.each(['password1', 'Sunshine', 'QWERTY123', 'iloveyou'])(
    'the common password %j is refused at sign-up',
    async (password) => {
      const email = uniqueEmail();
      const reply = await call('POST', '/api/user/register', { name: 'C', email, password });
      expectRefusal(reply, 400, /^This password is too common\. Choose another\.$/);
      const rows = await server.app.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .execute();
      expect(rows).toHaveLength(0);
    },
  );
});
