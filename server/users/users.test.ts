/** POST /api/user/register and /api/user/login. The rate limit has its own file. */
import { PasswordHasher } from '../auth/password-hasher';
import { PASSWORD_HASH_COST } from '../auth/passwords';
import { loadConfig } from '../config';
import {
  client,
  expectRefusal,
  signUp,
  startTestServer,
  TEST_HASH_COST,
  uniqueEmail,
  type Call,
  type Shopper,
  type TestServer,
} from '../test/helpers';

// Failed logins run scrypt on purpose; give them room on a busy machine.
jest.setTimeout(60_000);

let server: TestServer;
let call: Call;
/** One registered shopper for the login tests (registering costs a scrypt run). */
let shopper: Shopper;

beforeAll(async () => {
  // Many refusals below come from one address; the limiter has its own tests.
  server = await startTestServer({ AUTH_FAILURE_LIMIT: '100000' });
  call = client(server.url);
  shopper = await signUp(call, 'Meera Nair');
});
afterAll(() => server.close());

async function userRows(email: string) {
  return server.app.database.db
    .selectFrom('users')
    .selectAll()
    .where('email_key', '=', email.trim().toLowerCase())
    .execute();
}

describe('register', () => {
  test('creates the account (201) and stores a scrypt hash, never the password', async () => {
    const email = uniqueEmail();
    const reply = await call('POST', '/api/user/register', {
      name: '  Kiran Rao ',
      email,
      password: 'secret-enough',
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({ success: true, message: 'Account Created Successfully!' });
    const rows = await userRows(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Kiran Rao', email });
    expect(rows[0]!.password_hash).toMatch(new RegExp(`^scrypt\\$${TEST_HASH_COST}\\$8\\$1\\$`));
    expect(rows[0]!.password_hash).not.toContain('secret-enough');
  });

  test("the shop's own cost, unless PASSWORD_HASH_COST says otherwise, is OWASP's N=2^17", async () => {
    const config = loadConfig({ DATA_DIR: server.config.dataDir });
    expect(config.passwordHashCost).toBe(17);
    expect(PASSWORD_HASH_COST).toBe(17);
    const hasher = new PasswordHasher(1, 0, config.passwordHashCost);
    const stored = await hasher.hash('secret-enough');
    expect(stored).toMatch(/^scrypt\$17\$8\$1\$/);
    expect(await hasher.verify('secret-enough', stored)).toBe(true);
    expect(await hasher.verify('secret-enougH', stored)).toBe(false);
    for (const cost of ['9', '21', 'seventeen'])
      expect(() =>
        loadConfig({ DATA_DIR: server.config.dataDir, PASSWORD_HASH_COST: cost }),
      ).toThrow(/PASSWORD_HASH_COST/);
  });

  test.each([
    ['no name', { email: 'a@example.com', password: 'secret1' }],
    ['no email', { name: 'A', password: 'secret1' }],
    ['no password', { name: 'A', email: 'a@example.com' }],
    ['a blank name', { name: '   ', email: 'a@example.com', password: 'secret1' }],
    ['a blank email', { name: 'A', email: ' ', password: 'secret1' }],
    ['an empty password', { name: 'A', email: 'a@example.com', password: '' }],
    ['an empty body', {}],
  ])('%s is refused: Please fill all the fields', async (_label, body) => {
    const reply = await call('POST', '/api/user/register', body);
    expectRefusal(reply, 400, /^Please fill all the fields$/);
  });

  test.each(['plain', 'a@b', 'a@b.c', 'two words@example.com', '@example.com', 'a@@example.com'])(
    'the email %j is refused: Invalid email address',
    async (email) => {
      const reply = await call('POST', '/api/user/register', {
        name: 'A',
        email,
        password: 'secret1',
      });
      expectRefusal(reply, 400, /^Invalid email address$/);
      expect(await userRows(email)).toHaveLength(0);
    },
  );

  test('a password under 6 characters is refused, and 6 is enough', async () => {
    const email = uniqueEmail();
    const short = await call('POST', '/api/user/register', { name: 'A', email, password: '12345' });
    expectRefusal(short, 400, /^Password must be at least 6 characters long$/);
    expect(await userRows(email)).toHaveLength(0);

    const six = await call('POST', '/api/user/register', { name: 'A', email, password: 'qz7#kp' });
    expect(six.status).toBe(201);
  });

  test('over-long names and passwords are refused with a message', async () => {
    const longName = await call('POST', '/api/user/register', {
      name: 'n'.repeat(101),
      email: uniqueEmail(),
      password: 'secret1',
    });
    expectRefusal(longName, 400, /Name must be at most/);
    const longPassword = await call('POST', '/api/user/register', {
      name: 'A',
      email: uniqueEmail(),
      password: 'p'.repeat(257),
    });
    expectRefusal(longPassword, 400, /Password must be at most/);
  });

  test('an email already registered, in any letter case, is refused with 409', async () => {
    const reply = await call('POST', '/api/user/register', {
      name: 'Someone Else',
      email: `  ${shopper.email.toUpperCase()} `,
      password: 'another-password',
    });
    expectRefusal(reply, 409, /already exists/);
    const rows = await userRows(shopper.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.name).toBe('Meera Nair');
  });

  test('an email with SQL metacharacters is just an email', async () => {
    const email = `o'brien+${Date.now()}@example.com`;
    const reply = await call('POST', '/api/user/register', {
      name: "Robert'); DROP TABLE users;--",
      email,
      password: "' OR 1=1 --",
    });
    expect(reply.status).toBe(201);
    const login = await call('POST', '/api/user/login', { email, password: "' OR 1=1 --" });
    expect(login.status).toBe(200);
    expect(login.body.username).toBe("Robert'); DROP TABLE users;--");
  });
});

describe('login', () => {
  test('returns a token, the name and the id; the token opens the cart', async () => {
    const reply = await call('POST', '/api/user/login', {
      email: shopper.email,
      password: shopper.password,
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      success: true,
      message: 'Login Successful!',
      token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      username: 'Meera Nair',
      userId: shopper.userId,
    });
    const cart = await call('POST', '/api/cart/get', undefined, { token: reply.body.token });
    expect(cart.status).toBe(200);
  });

  test('the email is matched in any letter case, around spaces', async () => {
    const reply = await call('POST', '/api/user/login', {
      email: ` ${shopper.email.toUpperCase()}  `,
      password: shopper.password,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.userId).toBe(shopper.userId);
  });

  test.each([
    ['no email', { password: 'secret1' }],
    ['no password', { email: 'a@example.com' }],
    ['a blank email', { email: '  ', password: 'secret1' }],
  ])('%s is refused: Please fill all the fields to login!', async (_label, body) => {
    const reply = await call('POST', '/api/user/login', body);
    expectRefusal(reply, 400, /^Please fill all the fields to login!$/);
  });

  test('a wrong password and an unknown email get the same refusal', async () => {
    const wrongPassword = await call('POST', '/api/user/login', {
      email: shopper.email,
      password: 'not the password',
    });
    const unknownEmail = await call('POST', '/api/user/login', {
      email: uniqueEmail('nobody'),
      password: 'not the password',
    });
    const notAnEmail = await call('POST', '/api/user/login', {
      email: "' OR 1=1 --",
      password: "' OR 1=1 --",
    });
    expectRefusal(wrongPassword, 401);
    expect(unknownEmail.status).toBe(wrongPassword.status);
    expect(unknownEmail.body).toEqual(wrongPassword.body);
    expect(notAnEmail.status).toBe(wrongPassword.status);
    expect(notAnEmail.body).toEqual(wrongPassword.body);
    expect(wrongPassword.body.token).toBeUndefined();
  });

  test('a wrong password and an unknown email take about as long', async () => {
    // At the shop's own cost, where a skipped check would stand out.
    const shop = await startTestServer({
      AUTH_FAILURE_LIMIT: '100000',
      PASSWORD_HASH_COST: String(PASSWORD_HASH_COST),
    });
    const call = client(shop.url);
    const shopper = await signUp(call, 'Meera Nair');
    async function timed(email: string): Promise<number> {
      const started = performance.now();
      const reply = await call('POST', '/api/user/login', { email, password: 'wrong password' });
      expect(reply.status).toBe(401);
      return performance.now() - started;
    }
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      known.push(await timed(shopper.email));
      unknown.push(await timed(uniqueEmail('nobody')));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[1]!;
    // Both run one scrypt check; a refusal that skipped it would be 100 times faster.
    const ratio = median(known) / median(unknown);
    await shop.close();
    expect(ratio).toBeGreaterThan(1 / 3);
    expect(ratio).toBeLessThan(3);
  });
});
