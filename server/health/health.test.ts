import {
  client,
  dialectUnderTest,
  signUp,
  startTestServer,
  type TestServer,
} from '../test/helpers';

let server: TestServer;
let call: ReturnType<typeof client>;

beforeAll(async () => {
  server = await startTestServer();
  call = client(server.url);
});
afterAll(() => server.close());

test('health names the database and payment provider in use', async () => {
  const reply = await call('GET', '/api/health');
  expect(reply.status).toBe(200);
  expect(reply.body).toEqual({ success: true, database: dialectUnderTest(), payments: 'test' });
});

test('a new shopper can sign up, log in and read an empty cart', async () => {
  const shopper = await signUp(call);
  const cart = await call('POST', '/api/cart/get', undefined, shopper.headers);
  expect(cart.status).toBe(200);
  expect(cart.body).toEqual({ success: true, cartData: {} });
});
