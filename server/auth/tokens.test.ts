/**
 * Only a current token of ours, for an account that exists, opens a shopper's routes. Forgeries
 * are made here with jose and the store's own secret (store.config.jwtSecret).
 */
import { randomUUID } from 'node:crypto';
import { SignJWT, decodeJwt, decodeProtectedHeader } from 'jose';
import {
  SAMPLE_ADDRESS,
  client,
  createShopper,
  expectRefusal,
  getMenu,
  orderBody,
  startTestServer,
  type Call,
  type Shopper,
  type TestServer,
} from '../test/helpers';

const NOT_AUTHORIZED = /^Not authorized\. Please log in again\.$/;

let server: TestServer;
let call: Call;
let shopper: Shopper;
/** The claims the server puts in its own tokens, read from a real one. */
let issuer: string;
let audience: string;

beforeAll(async () => {
  server = await startTestServer();
  call = client(server.url);
  shopper = await createShopper(server);
  const claims = decodeJwt(shopper.token);
  issuer = claims.iss!;
  audience = claims.aud as string;
});
afterAll(() => server.close());

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

function secret(): Uint8Array {
  return new TextEncoder().encode(server.config.jwtSecret);
}

interface Forge {
  sub?: string;
  iss?: string;
  aud?: string;
  iat?: number;
  exp?: number | null;
  alg?: string;
  key?: Uint8Array;
}

/** A token signed like ours, with any claim changed. */
function forge({
  sub = shopper.userId,
  iss = issuer,
  aud = audience,
  iat = now(),
  exp = now() + 3600,
  alg = 'HS256',
  key = secret(),
}: Forge = {}): Promise<string> {
  const jwt = new SignJWT({})
    .setProtectedHeader({ alg, typ: 'JWT' })
    .setSubject(sub)
    .setIssuer(iss)
    .setAudience(aud)
    .setIssuedAt(iat)
    .setJti(randomUUID());
  if (exp !== null) jwt.setExpirationTime(exp);
  return jwt.sign(key);
}

/** A request to every shopper-only route, with the given headers. */
function shopperRoutes(headers: Record<string, string>) {
  return [
    call('POST', '/api/cart/get', undefined, headers),
    call('POST', '/api/cart/add', { itemId: 'anything' }, headers),
    call('POST', '/api/cart/remove', { itemId: 'anything' }, headers),
    call('POST', '/api/cart/merge', { cartData: {} }, headers),
    call('POST', '/api/order/userorders', undefined, headers),
    call(
      'POST',
      '/api/order/place',
      { address: SAMPLE_ADDRESS, items: [{ _id: 'x', quantity: 1 }], amount: 1 },
      headers,
    ),
  ];
}

test('the genuine token opens every shopper route, in the token header or as a Bearer', async () => {
  const variants: Array<Record<string, string>> = [
    shopper.headers,
    { authorization: `Bearer ${shopper.token}` },
  ];
  for (const headers of variants) {
    const cart = await call('POST', '/api/cart/get', undefined, headers);
    expect(cart.status).toBe(200);
    const orders = await call('POST', '/api/order/userorders', undefined, headers);
    expect(orders.status).toBe(200);
  }
});

test('no token: every shopper route answers 401', async () => {
  for (const reply of await Promise.all(shopperRoutes({}))) {
    expectRefusal(reply, 401, NOT_AUTHORIZED);
  }
});

const forgeries: Array<[string, () => Promise<string> | string]> = [
  ['an empty token', () => ''],
  ['a malformed token', () => 'not-a-token'],
  ['three dots of nothing', () => '..'],
  ['base64 garbage in three parts', () => `${b64({ alg: 'HS256' })}.${b64('x')}.${b64('y')}`],
  [
    'a tampered signature',
    () => {
      const [header, payload, signature] = shopper.token.split('.');
      const bytes = Buffer.from(signature!, 'base64url');
      bytes[0] = bytes[0]! ^ 0xff;
      return `${header}.${payload}.${bytes.toString('base64url')}`;
    },
  ],
  [
    'a payload swapped for another user, signature kept',
    () => {
      const [header, , signature] = shopper.token.split('.');
      const claims = { ...decodeJwt(shopper.token), sub: randomUUID() };
      return `${header}.${b64(claims)}.${signature}`;
    },
  ],
  ['a token signed with another secret', () => forge({ key: new Uint8Array(48).fill(7) })],
  ['an expired token', () => forge({ iat: now() - 7200, exp: now() - 60 })],
  ['a token without an expiry', () => forge({ exp: null })],
  ['a token from another issuer', () => forge({ iss: 'someone-else' })],
  ['a token for another audience', () => forge({ aud: 'admins' })],
  ['a token signed with HS512 and our secret', () => forge({ alg: 'HS512' })],
  [
    'an alg: none token',
    () =>
      `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: shopper.userId, iss: issuer, aud: audience, iat: now(), exp: now() + 3600 })}.`,
  ],
  ['a valid token of an account that does not exist', () => forge({ sub: randomUUID() })],
  ['a valid token whose subject is SQL', () => forge({ sub: "' OR 1=1 --" })],
  ['an over-long token', () => `${shopper.token}${'a'.repeat(3000)}`],
];

test.each(forgeries)('%s is refused with 401 on every shopper route', async (_label, make) => {
  const token = await make();
  const variants: Array<Record<string, string>> = [{ token }, { authorization: `Bearer ${token}` }];
  for (const headers of variants) {
    for (const reply of await Promise.all(shopperRoutes(headers))) {
      expectRefusal(reply, 401, NOT_AUTHORIZED);
    }
  }
});

test('the forgeries above really are what they claim to be', async () => {
  expect(decodeProtectedHeader(shopper.token).alg).toBe('HS256');
  expect(decodeJwt(await forge({ alg: 'HS512' }))).toMatchObject({ sub: shopper.userId });
  // A forged token with everything right is accepted: the refusals are about the changes.
  const honest = await forge();
  expect((await call('POST', '/api/cart/get', undefined, { token: honest })).status).toBe(200);
});

test('a refused token changes nothing', async () => {
  const [dish] = await getMenu(call);
  const expired = await forge({ iat: now() - 7200, exp: now() - 60 });
  await call('POST', '/api/cart/add', { itemId: dish!._id }, { token: expired });
  await call('POST', '/api/order/place', orderBody(shopper, [[dish!, 1]]), { token: expired });
  const cart = await call('POST', '/api/cart/get', undefined, shopper.headers);
  expect(cart.body.cartData).toEqual({});
  const orders = await call('POST', '/api/order/userorders', undefined, shopper.headers);
  expect(orders.body.data).toEqual([]);
});
