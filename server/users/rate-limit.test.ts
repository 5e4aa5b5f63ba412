/**
 * Failed logins and sign-ups are limited per client address, and per email and address; an email
 * failing from many addresses is slowed down, never locked. Every test file talks from 127.0.0.1,
 * so each scenario here has its own store (and so its own counters).
 */
import {
  awayFromWindowEnd,
  client,
  createShopper,
  expectRefusal,
  startTestServer,
  uniqueEmail,
  type JsonReply,
  type TestServer,
} from '../test/helpers';

// Failed logins run scrypt (N=2^17) on purpose; give them room on a busy machine.
jest.setTimeout(60_000);

const TOO_MANY = /^Too many attempts/;

function expectLimited(reply: JsonReply<any>): void {
  expectRefusal(reply, 429, TOO_MANY);
  const retryAfter = Number(reply.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

describe('with the default limit (10 a minute) and no trusted proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  test('ten failed logins from one address, for any emails, then 429 with Retry-After', async () => {
    await awayFromWindowEnd(60);
    const call = client(server.url);
    const shopper = await createShopper(server);
    // Five wrong passwords for a real account, five for emails nobody has.
    const failures = await Promise.all([
      ...Array.from({ length: 5 }, () =>
        call('POST', '/api/user/login', { email: shopper.email, password: 'wrong password' }),
      ),
      ...Array.from({ length: 5 }, () =>
        call('POST', '/api/user/login', { email: uniqueEmail('nobody'), password: 'guess123' }),
      ),
    ]);
    expect(failures.map((reply) => reply.status)).toEqual(Array(10).fill(401));

    // The eleventh, for yet another email, is refused before any password is checked.
    expectLimited(
      await call('POST', '/api/user/login', { email: uniqueEmail('nobody'), password: 'x1234567' }),
    );
    // While the address is blocked, even the right password waits.
    const right = await call('POST', '/api/user/login', {
      email: shopper.email,
      password: shopper.password,
    });
    expectLimited(right);
    expect(right.body.token).toBeUndefined();
    // Sign-ups from that address wait too.
    expectLimited(
      await call('POST', '/api/user/register', {
        name: 'New',
        email: uniqueEmail(),
        password: 'secret1',
      }),
    );
  });

  test('a forged X-Forwarded-For header does not reset the limit', async () => {
    await awayFromWindowEnd(60);
    const call = client(server.url);
    for (const forged of ['203.0.113.9', '10.0.0.1, 198.51.100.7', '::1']) {
      expectLimited(
        await call(
          'POST',
          '/api/user/login',
          { email: uniqueEmail('nobody'), password: 'guess123' },
          { 'x-forwarded-for': forged, 'x-real-ip': forged, forwarded: `for=${forged}` },
        ),
      );
    }
  });
});

describe('behind one trusted proxy (TRUST_PROXY_HOPS=1), with a limit of 3', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY_HOPS: '1', AUTH_FAILURE_LIMIT: '3' });
  });
  afterAll(() => server.close());

  const from = (address: string) => ({ 'x-forwarded-for': address });

  test("an address that fails for an email locks itself out, never the account's owner", async () => {
    await awayFromWindowEnd(60);
    const call = client(server.url);
    const owner = await createShopper(server);
    for (let i = 0; i < 2; i += 1) {
      const reply = await call(
        'POST',
        '/api/user/login',
        { email: owner.email, password: 'wrong password' },
        from('198.51.100.1'),
      );
      expect(reply.status).toBe(401);
    }
    // That address has used its share for this email (half the limit, in any letter case)...
    expectLimited(
      await call(
        'POST',
        '/api/user/login',
        { email: owner.email.toUpperCase(), password: owner.password },
        from('198.51.100.1'),
      ),
    );
    // ...while the owner, elsewhere, logs in with the right password.
    const ownerLogin = await call(
      'POST',
      '/api/user/login',
      { email: owner.email, password: owner.password },
      from('198.51.100.2'),
    );
    expect(ownerLogin.status).toBe(200);
  });

  test('failures from many addresses slow an email down but its owner still gets in', async () => {
    await awayFromWindowEnd(60);
    const call = client(server.url);
    const owner = await createShopper(server);
    // Six addresses, one wrong password each: past the limit of 3 for the email, but no address
    // is over its own limit.
    for (let i = 1; i <= 6; i += 1) {
      const reply = await call(
        'POST',
        '/api/user/login',
        { email: owner.email, password: 'wrong password' },
        from(`198.51.100.${10 + i}`),
      );
      expect(reply.status).toBe(401);
    }
    const started = performance.now();
    const ownerLogin = await call(
      'POST',
      '/api/user/login',
      { email: owner.email, password: owner.password },
      from('198.51.100.30'),
    );
    expect(ownerLogin.status).toBe(200);
    // Three failures past the limit of 3: the attempt waited 3 x 0.5 s before the check.
    expect(performance.now() - started).toBeGreaterThanOrEqual(1_400);
  });

  test('many emails from one address are limited per address', async () => {
    await awayFromWindowEnd(60);
    const call = client(server.url);
    for (let i = 0; i < 3; i += 1) {
      const reply = await call(
        'POST',
        '/api/user/login',
        { email: uniqueEmail('nobody'), password: 'guess123' },
        from('192.0.2.1'),
      );
      expect(reply.status).toBe(401);
    }
    expectLimited(
      await call(
        'POST',
        '/api/user/login',
        { email: uniqueEmail('nobody'), password: 'guess123' },
        from('192.0.2.1'),
      ),
    );
    // The proxy's other clients are not blocked with it.
    const elsewhere = await call(
      'POST',
      '/api/user/login',
      { email: uniqueEmail('nobody'), password: 'guess123' },
      from('192.0.2.2'),
    );
    expectRefusal(elsewhere, 401);
  });

  test('failed sign-ups count as failures too', async () => {
    await awayFromWindowEnd(60);
    const call = client(server.url);
    const taken = await createShopper(server);
    for (let i = 0; i < 3; i += 1) {
      const reply = await call(
        'POST',
        '/api/user/register',
        { name: 'Probe', email: `x${i}@nowhere`, password: 'secret1' },
        from('192.0.2.50'),
      );
      expect(reply.status).toBe(400);
    }
    expectLimited(
      await call(
        'POST',
        '/api/user/register',
        { name: 'Probe', email: taken.email, password: 'secret1' },
        from('192.0.2.50'),
      ),
    );
  });
});
