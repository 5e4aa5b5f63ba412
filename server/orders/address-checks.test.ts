/**
 * POST /api/order/place checks the delivery address as sign-up checks an email: the order's email
 * is one address, and no field holds a line break or another control character (any of them
 * could reach an email's header). Each refusal is a 400 with a sentence, and creates nothing.
 */
import type { FoodItem } from '../../contract/api';
import { CALLS } from '../../contract/calls';
import { ADDRESS_FIELD_LABEL } from '../../contract/rules';
import {
  SAMPLE_ADDRESS,
  client,
  createShopper,
  expectRefusal,
  getMenu,
  orderBody,
  orderCountOf,
  storedOrder,
  type Call,
  type Shopper,
  type TestServer,
  startTestServer,
} from '../test/helpers';

let server: TestServer;
let call: Call;
let dish: FoodItem;
/** Every attempt of this shopper's is refused: they must end with no order. */
let refused: Shopper;

beforeAll(async () => {
  server = await startTestServer();
  call = client(server.url);
  dish = (await getMenu(call))[0]!;
  refused = await createShopper(server);
});
afterAll(() => server.close());

const placeWith = (shopper: Shopper, address: Record<string, string>) =>
  call(
    'POST',
    CALLS.placeOrder.url,
    { ...orderBody(shopper, [[dish, 1]]), address: { ...SAMPLE_ADDRESS, ...address } },
    shopper.headers,
  );

/** The address a new shopper's order placed with `changes` is stored with. */
async function storedAddress(changes: Record<string, string>) {
  const reply = await placeWith(await createShopper(server), changes);
  expect(reply.status).toBe(201);
  return JSON.parse((await storedOrder(server, reply.body.orderId as string))!.address) as unknown;
}

/** 29 addresses in one field, 250 characters: the list the shop's mail went to. */
const LIST_OF_29 = Array.from({ length: 29 }, (_, index) => `v${index}@x.io`).join(',');

describe("the order's email is one address, by the sign-up rule", () => {
  test.each([
    ['a list of 29 addresses', LIST_OF_29],
    ['a Bcc header after CR LF', 'a2@example.com\r\nBcc: victim@example.com'],
    ['a Bcc header after LF', 'a2@example.com\nBcc: victim@example.com'],
    ['no address at all', 'not-an-email'],
    ['two addresses with a semicolon', 'a2@example.com;victim@example.com'],
    ['a name and another address in brackets', 'a2 <victim@example.com>'],
    ['a comma inside the domain', 'a2@example.com,victim.com'],
    ['an escape character', 'a2@example.com\u001b'],
    ['no dot in the domain', 'a2@localhost'],
  ])('%s is refused with a message', async (_what, email) => {
    expectRefusal(await placeWith(refused, { email }), 400, /email address|one line/i);
  });

  test("the email's refusal is sign-up's own sentence", async () => {
    expectRefusal(await placeWith(refused, { email: LIST_OF_29 }), 400, 'Invalid email address');
    const signUp = await call('POST', CALLS.register.url, {
      name: 'Asha',
      email: LIST_OF_29,
      password: 'tasty-secret-42',
    });
    expectRefusal(signUp, 400, 'Invalid email address');
  });

  test('an ordinary address is stored as given, trimmed', async () => {
    expect(await storedAddress({ email: '  asha.rao+food@mail.example.co.in ' })).toMatchObject({
      email: 'asha.rao+food@mail.example.co.in',
    });
  });
});

describe('no address field holds a line break or a control character', () => {
  test.each([
    ['firstname', 'Asha\r\nBcc: victim@example.com'],
    ['lastname', 'Verma\rTo: victim@example.com'],
    ['lastname', 'Verma\nX'],
    ['street', '12 MG Road\u2028Bcc: victim@example.com'],
    ['city', 'Benga\u0007luru'],
    ['phone', '+91 98450\t12345'],
  ] as const)('%s holding %j is refused, naming the field', async (field, value) => {
    expectRefusal(
      await placeWith(refused, { [field]: value }),
      400,
      `${ADDRESS_FIELD_LABEL[field]} must be one line of text, without line breaks or control characters.`,
    );
  });

  test('a line break at either end is trimmed away like a space', async () => {
    expect(await storedAddress({ firstname: '\r\nAsha\n' })).toMatchObject({ firstname: 'Asha' });
  });
});

test('no refused attempt created an order', async () => {
  expect(await orderCountOf(server, refused.userId)).toBe(0);
});
