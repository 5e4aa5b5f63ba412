/**
 * A refusal of a call's schema names its field and, where the call has them, says the spec's own
 * sentences (contract/schemas: REGISTER_MESSAGES, LOGIN_MESSAGES, CONTACT_FORM_MESSAGES,
 * SAVE_ADDRESS_MESSAGES, PLACE_ORDER_MESSAGES, the passwords'); the OpenAPI document shows the
 * same schema: its required fields and limits, an order's lines among them. A refusal a handler throws names its field too:
 * the console's dish, promo code, delivery area, settings and kitchen calls.
 */
import { CALLS } from '../../contract/calls';
import { AREA_MESSAGES, FULFILMENT_MESSAGES } from '../../contract/fulfilment';
import { KITCHEN_MESSAGES } from '../../contract/kitchen-messages';
import { PAUSE_MINUTES } from '../../contract/pause-messages';
import { ACCOUNT_MESSAGES, ORDER_MESSAGES } from '../../contract/messages';
import {
  ADDRESS_FIELDS,
  ADDRESS_FIELD_MAX,
  ORDER_LINES_MAX,
  QUANTITY_MAX,
} from '../../contract/rules';
import { DEFAULT_OPENING_HOURS } from '../../contract/shop-rules';
import { MENU_MESSAGES, PROMO_MESSAGES, SETTINGS_MESSAGES } from '../../contract/shop-messages';
import {
  SAMPLE_ADDRESS,
  client,
  createShopper,
  createStaff,
  expectedAmount,
  getMenu,
  orderBody,
  startTestServer,
  uniqueEmail,
  type Call,
  type Shopper,
  type TestServer,
} from '../test/helpers';

let server: TestServer;
let call: Call;

beforeAll(async () => {
  server = await startTestServer({ AUTH_FAILURE_LIMIT: '100000' });
  call = client(server.url);
});
afterAll(() => server.close());

let staffMember: Promise<Shopper> | undefined;
/** One staff account for the console's calls, made when first asked for. */
const staff = () => (staffMember ??= createStaff(server));

async function refusedWith(
  url: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const reply = await call('POST', url, body, headers);
  expect(reply.status).toBe(400);
  return reply.body;
}

test('sign-up: a missing field, a bad email, a long name, a short or common password, each by its field', async () => {
  const ok = { name: 'Asha', email: uniqueEmail(), password: 'tasty-secret-42' };
  const cases: Array<[Record<string, unknown>, string, string]> = [
    [{ ...ok, email: undefined }, 'Please fill all the fields', 'email'],
    [{ ...ok, name: '   ' }, 'Please fill all the fields', 'name'],
    [{ ...ok, password: '' }, 'Please fill all the fields', 'password'],
    [{ ...ok, email: 'a@b' }, 'Invalid email address', 'email'],
    [{ ...ok, name: 'n'.repeat(101) }, ACCOUNT_MESSAGES.longName, 'name'],
    [{ ...ok, password: '12345' }, 'Password must be at least 6 characters long', 'password'],
    // Not a length: the handler's rule, naming the field too.
    [{ ...ok, password: 'password' }, ACCOUNT_MESSAGES.commonPassword, 'password'],
    // The spec's order: every field filled before the email's form and the name's length.
    [{ ...ok, name: 'n'.repeat(101), email: ' ' }, 'Please fill all the fields', 'email'],
    [{ ...ok, name: 'n'.repeat(101), email: 'a@b' }, 'Invalid email address', 'email'],
  ];
  for (const [body, message, field] of cases)
    expect(await refusedWith(CALLS.register.url, body)).toEqual({
      success: false,
      message,
      field,
    });
});

test('login and the contact form name the missing or too-long field', async () => {
  expect(await refusedWith(CALLS.login.url, { email: 'a@example.com' })).toEqual({
    success: false,
    message: 'Please fill all the fields to login!',
    field: 'password',
  });
  expect(await refusedWith(CALLS.contact.url, { name: 'V', email: ' ', message: 'Hi' })).toEqual({
    success: false,
    message: 'Please fill all the fields',
    field: 'email',
  });
  expect(
    await refusedWith(CALLS.contact.url, { name: 'V', email: 'v@x.io', message: 'm'.repeat(5001) }),
  ).toEqual({
    success: false,
    message: 'Your message must be at most 5000 characters long.',
    field: 'message',
  });
});

test("the address book's refusals name the address's field, in the handler's words", async () => {
  const shopper = await createShopper(server);
  const { zipcode: _zipcode, ...withoutZip } = SAMPLE_ADDRESS;
  const cases: Array<[Record<string, unknown>, string, string]> = [
    [
      { name: 'Home', address: withoutZip },
      "Please enter the delivery address's zip code.",
      'address.zipcode',
    ],
    [
      { name: 'Home', address: { ...SAMPLE_ADDRESS, street: 's'.repeat(201) } },
      'Street must be at most 200 characters long.',
      'address.street',
    ],
    [
      { name: 'Home', address: { ...SAMPLE_ADDRESS, city: 'Benga\nluru' } },
      'City must be one line of text, without line breaks or control characters.',
      'address.city',
    ],
    [
      { name: 'Home', address: { ...SAMPLE_ADDRESS, email: 'not an email' } },
      'Invalid email address',
      'address.email',
    ],
    [{ address: SAMPLE_ADDRESS }, 'Please give the address a name, such as Home or Work.', 'name'],
  ];
  for (const [body, message, field] of cases)
    expect(await refusedWith(CALLS.addressSave.url, body, shopper.headers)).toEqual({
      success: false,
      message,
      field,
    });
  // Blank is the handler's to refuse (it trims); it says the same sentence, without a field.
  expect(
    await refusedWith(
      CALLS.addressSave.url,
      { name: 'Home', address: { ...SAMPLE_ADDRESS, city: '   ' } },
      shopper.headers,
    ),
  ).toEqual({ success: false, message: "Please enter the delivery address's city." });
});

describe("placing an order: the address's refusals by its field, delivery or pickup", () => {
  const { firstname, lastname, email, phone } = SAMPLE_ADDRESS;
  const pickupAddress = { firstname, lastname, email, phone };

  async function place(address: Record<string, unknown>, fulfilment?: 'pickup') {
    const shopper = await createShopper(server);
    const [dish] = await getMenu(call);
    const lines = [[dish!, 1]] as const;
    await call('POST', '/api/cart/merge', { cartData: { [dish!._id]: 1 } }, shopper.headers);
    const extra = fulfilment ? { fulfilment, amount: expectedAmount(lines) - 50 } : {};
    return call(
      'POST',
      CALLS.placeOrder.url,
      { ...orderBody(shopper, lines, extra), address },
      shopper.headers,
    );
  }

  test('a delivery: missing, too long, not one line, malformed, blank', async () => {
    const { zipcode: _zipcode, ...withoutZip } = SAMPLE_ADDRESS;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [withoutZip, "Please enter the delivery address's zip code.", 'address.zipcode'],
      [
        { ...SAMPLE_ADDRESS, street: '' },
        "Please enter the delivery address's street.",
        'address.street',
      ],
      [
        { ...SAMPLE_ADDRESS, lastname: 'v'.repeat(61) },
        'Last name must be at most 60 characters long.',
        'address.lastname',
      ],
      [
        { ...SAMPLE_ADDRESS, firstname: 'Asha\r\nBcc: x@example.com' },
        'First name must be one line of text, without line breaks or control characters.',
        'address.firstname',
      ],
      [{ ...SAMPLE_ADDRESS, email: 'a@b' }, 'Invalid email address', 'address.email'],
      [{ ...SAMPLE_ADDRESS, zipcode: '56001' }, FULFILMENT_MESSAGES.badPin, 'address.zipcode'],
      [{ ...SAMPLE_ADDRESS, phone: '12345' }, FULFILMENT_MESSAGES.badPhone, 'address.phone'],
      // Blank is the handler's to refuse (it trims), in the same words and naming the field.
      [
        { ...SAMPLE_ADDRESS, city: '   ' },
        "Please enter the delivery address's city.",
        'address.city',
      ],
      [
        { ...SAMPLE_ADDRESS, zipcode: ' ' },
        "Please enter the delivery address's zip code.",
        'address.zipcode',
      ],
    ];
    for (const [address, message, field] of cases) {
      const reply = await place(address);
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ success: false, message, field });
    }
  });

  test('a pickup needs no location fields, but its name, email and phone', async () => {
    expect((await place(pickupAddress, 'pickup')).status).toBe(201);
    expect((await place({ ...pickupAddress, street: '', zipcode: '' }, 'pickup')).status).toBe(201);
    const { phone: _phone, ...withoutPhone } = pickupAddress;
    expect((await place(withoutPhone, 'pickup')).body).toEqual({
      success: false,
      message: "Please enter the delivery address's phone.",
      field: 'address.phone',
    });
    expect((await place({ ...pickupAddress, email: 'no' }, 'pickup')).body).toEqual({
      success: false,
      message: 'Invalid email address',
      field: 'address.email',
    });
  });
});

test("placing an order: an empty order and a line's quantity, by the field, in the handler's words", async () => {
  const shopper = await createShopper(server);
  const [dish, other] = await getMenu(call);
  const placed = (items: unknown[]) =>
    call('POST', CALLS.placeOrder.url, { ...orderBody(shopper, []), items }, shopper.headers);
  const line = (quantity: unknown) => ({ _id: dish!._id, quantity });
  const plain = { _id: other!._id, quantity: 1 };
  const cases: Array<[unknown[], string, string]> = [
    [[], ORDER_MESSAGES.emptyCart, 'items'],
    [[line(0)], ORDER_MESSAGES.badQuantity, 'items.0.quantity'],
    [[plain, line(-1)], ORDER_MESSAGES.badQuantity, 'items.1.quantity'],
    [[plain, line(1.5)], ORDER_MESSAGES.badQuantity, 'items.1.quantity'],
    [[line('2')], ORDER_MESSAGES.badQuantity, 'items.0.quantity'],
    [[{ _id: dish!._id }], ORDER_MESSAGES.badQuantity, 'items.0.quantity'],
    [[line(QUANTITY_MAX + 1)], ORDER_MESSAGES.tooMany, 'items.0.quantity'],
  ];
  for (const [items, message, field] of cases) {
    const reply = await placed(items);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ success: false, message, field });
  }
  // Two requests for one line, each within the limit, together over it: the handler's to refuse,
  // in the same words, about no one request.
  const half = Math.ceil((QUANTITY_MAX + 1) / 2);
  const split = await placed([line(half), line(half)]);
  expect(split.status).toBe(400);
  expect(split.body).toEqual({ success: false, message: ORDER_MESSAGES.tooMany });
});

test("changing, asking to reset and resetting the password: today's sentences, by the field", async () => {
  const shopper = await createShopper(server);
  const change: Array<[Record<string, unknown>, string, string]> = [
    [{ newPassword: 'tasty-secret-43' }, ACCOUNT_MESSAGES.fillAll, 'currentPassword'],
    [{ currentPassword: 'x', newPassword: '' }, ACCOUNT_MESSAGES.fillAll, 'newPassword'],
    [{ currentPassword: 'x', newPassword: '12345' }, ACCOUNT_MESSAGES.shortPassword, 'newPassword'],
    [
      { currentPassword: 'x', newPassword: 'p'.repeat(129) },
      ACCOUNT_MESSAGES.longPassword,
      'newPassword',
    ],
    // Not a length: the handler's rule, naming the field too.
    [
      { currentPassword: 'x', newPassword: 'password' },
      ACCOUNT_MESSAGES.commonPassword,
      'newPassword',
    ],
  ];
  for (const [body, message, field] of change)
    expect(await refusedWith(CALLS.changePassword.url, body, shopper.headers)).toEqual({
      success: false,
      message,
      field,
    });

  const forgot: Array<[Record<string, unknown>, string]> = [
    [{}, ACCOUNT_MESSAGES.fillAll],
    [{ email: '  ' }, ACCOUNT_MESSAGES.fillAll],
    [{ email: 'a@b' }, ACCOUNT_MESSAGES.invalidEmail],
    [{ email: `${'a'.repeat(1000)}@example.com` }, ACCOUNT_MESSAGES.invalidEmail],
  ];
  for (const [body, message] of forgot)
    expect(await refusedWith(CALLS.forgotPassword.url, body)).toEqual({
      success: false,
      message,
      field: 'email',
    });

  const reset: Array<[Record<string, unknown>, string]> = [
    [{ token: 't' }, ACCOUNT_MESSAGES.fillAll],
    [{ token: 't', password: '' }, ACCOUNT_MESSAGES.fillAll],
    [{ token: 't', password: '12345' }, ACCOUNT_MESSAGES.shortPassword],
    [{ token: 't', password: 'p'.repeat(129) }, ACCOUNT_MESSAGES.longPassword],
    [{ token: 't', password: 'password' }, ACCOUNT_MESSAGES.commonPassword],
  ];
  for (const [body, message] of reset)
    expect(await refusedWith(CALLS.resetPassword.url, body)).toEqual({
      success: false,
      message,
      field: 'password',
    });
});

test('a call without sentences of its own names the field in a generic one', async () => {
  const shopper = await createShopper(server);
  expect(await refusedWith(CALLS.cartAdd.url, {}, shopper.headers)).toEqual({
    success: false,
    message: "'itemId' is required.",
    field: 'itemId',
  });
});

/** A handler's refusal, in the console. */
async function refusal(url: string, body: Record<string, unknown>) {
  const reply = await call('POST', url, body, (await staff()).headers);
  expect(reply.status).toBeGreaterThanOrEqual(400);
  expect(reply.status).toBeLessThan(500);
  return reply.body;
}

/** Each body refused with its sentence, naming its field. */
async function expectRefusals(
  url: string,
  cases: Array<[Record<string, unknown>, string, string]>,
) {
  for (const [sent, message, field] of cases)
    expect(await refusal(url, sent)).toEqual({ success: false, message, field });
}

test('a dish: a blank name, a taken name, a picture the shop does not have', async () => {
  const [dish] = await getMenu(call);
  const body = {
    name: 'Masala Dosa Deluxe',
    description: 'Crisp and golden.',
    price: 120,
    category: dish!.category,
    image: dish!.image,
  };
  await expectRefusals(CALLS.dishAdd.url, [
    [{ ...body, name: '   ' }, MENU_MESSAGES.nameRequired, 'name'],
    [{ ...body, name: dish!.name }, MENU_MESSAGES.nameTaken, 'name'],
    [{ ...body, image: 'no-such-picture.png' }, MENU_MESSAGES.pictureUnknown, 'image'],
  ]);
});

test('a promo code: a bad code, a percent over 100, a date that is none', async () => {
  const body = { code: 'SAVE10', kind: 'percent', value: 10 };
  expect(await refusal(CALLS.promoAdd.url, { ...body, code: '!!' })).toMatchObject({
    field: 'code',
  });
  await expectRefusals(CALLS.promoAdd.url, [
    [{ ...body, value: 150 }, PROMO_MESSAGES.badPercent, 'value'],
    [{ ...body, startsOn: '2026-02-30' }, PROMO_MESSAGES.badDate, 'startsOn'],
  ]);
});

test('a delivery area: its name, PIN codes, fee and minimum', async () => {
  const body = { name: 'Indiranagar', pins: '560038', fee: 40, minimum: 0 };
  const cases: Array<[Record<string, unknown>, string, string]> = [
    [{ ...body, name: ' ' }, AREA_MESSAGES.nameRequired, 'name'],
    [{ ...body, pins: '56003' }, AREA_MESSAGES.badPins(['56003']), 'pins'],
    [{ ...body, pins: '' }, AREA_MESSAGES.pinsRequired, 'pins'],
    [{ ...body, fee: 2.5 }, AREA_MESSAGES.badFee, 'fee'],
    [{ ...body, minimum: -1 }, AREA_MESSAGES.badMinimum, 'minimum'],
  ];
  await expectRefusals(CALLS.areaSave.url, cases);
});

test("the shop's settings: a day's time by its place, the zone, the minimum, the new fields", async () => {
  const body = { hours: DEFAULT_OPENING_HOURS, timeZone: 'Asia/Kolkata', minimumOrder: 0 };
  const monday = { open: '18:00', close: '09:00' };
  const hours = DEFAULT_OPENING_HOURS.map((day, index) => (index === 1 ? monday : day));
  const cases: Array<[Record<string, unknown>, string, string]> = [
    [{ ...body, hours }, SETTINGS_MESSAGES.closeBeforeOpen, 'hours.1.close'],
    [{ ...body, timeZone: 'Mars/Olympus' }, SETTINGS_MESSAGES.badTimeZone, 'timeZone'],
    [{ ...body, minimumOrder: -1 }, SETTINGS_MESSAGES.badMinimum, 'minimumOrder'],
    [{ ...body, pickupAddress: ' ' }, AREA_MESSAGES.pickupAddressRequired, 'pickupAddress'],
    [{ ...body, deliveryMinutes: 0 }, AREA_MESSAGES.badMinutes('delivery'), 'deliveryMinutes'],
  ];
  await expectRefusals(CALLS.settingsSave.url, cases);
});

test("the kitchen: a cancel's reason, an acceptance's minutes; an unknown order names none", async () => {
  const orderId = 'no-such-order';
  expect(await refusal(CALLS.kitchenCancel.url, { orderId, reason: '  ' })).toEqual({
    success: false,
    message: KITCHEN_MESSAGES.reasonRequired,
    field: 'reason',
  });
  expect(await refusal(CALLS.kitchenAccept.url, { orderId, minutes: 7 })).toMatchObject({
    field: 'minutes',
  });
  const unknown = await refusal(CALLS.kitchenCancel.url, { orderId, reason: 'Out of rice' });
  expect(unknown).not.toHaveProperty('field');
});

interface Schema {
  required?: string[];
  if?: Schema;
  then?: Schema;
  else?: Schema;
  enum?: unknown[];
  pattern?: string;
  properties?: Record<string, Schema>;
  allOf?: Schema[];
  maxLength?: number;
  minLength?: number;
  format?: string;
  type?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: Schema;
}

async function bodySchema(url: string): Promise<Schema> {
  const reply = await call('GET', '/api/openapi.json');
  const paths = reply.body.paths as Record<
    string,
    { post: { requestBody: { content: Record<string, { schema: Schema }> } } }
  >;
  return paths[url]!.post.requestBody.content['application/json']!.schema;
}

test('the OpenAPI document shows the required fields and their limits', async () => {
  const register = await bodySchema(CALLS.register.url);
  expect(register.allOf![0]!.required).toEqual(['name', 'email', 'password']);
  expect(register.allOf![1]!.properties).toMatchObject({
    email: { format: 'email' },
    name: { maxLength: 100 },
    password: { minLength: 6, maxLength: 128 },
  });

  const contact = await bodySchema(CALLS.contact.url);
  expect(contact.allOf![0]!.required).toEqual(['name', 'email', 'message']);
  expect(contact.allOf![1]!.properties!.message).toMatchObject({ maxLength: 5000 });

  expect((await bodySchema(CALLS.login.url)).required).toEqual(['email', 'password']);

  const save = await bodySchema(CALLS.addressSave.url);
  expect(save.required).toEqual(['name', 'address']);
  const address = save.properties!.address!;
  expect(address.required).toEqual([...ADDRESS_FIELDS]);
  for (const field of ADDRESS_FIELDS)
    expect(address.properties![field]).toMatchObject({
      minLength: 1,
      maxLength: ADDRESS_FIELD_MAX[field],
    });
  expect(address.properties!.email).toMatchObject({ format: 'email' });

  const order = await bodySchema(CALLS.placeOrder.url);
  expect(order.required).toEqual(expect.arrayContaining(['address', 'items', 'amount']));
  expect(order.if!.properties!.fulfilment).toMatchObject({ enum: ['pickup'] });
  const pickup = order.then!.properties!.address!;
  expect(pickup.required).toEqual(['firstname', 'lastname', 'email', 'phone']);
  const delivery = order.else!.properties!.address!;
  expect(delivery.required).toEqual([...ADDRESS_FIELDS]);
  for (const field of ADDRESS_FIELDS)
    expect(delivery.properties![field]).toMatchObject({
      minLength: 1,
      maxLength: ADDRESS_FIELD_MAX[field],
    });
  expect(delivery.properties!.zipcode!.pattern).toMatch(/1-9/);
  expect(delivery.properties!.phone).toMatchObject({ format: 'phone' });
  const items = order.properties!.items!;
  expect(items).toMatchObject({ type: 'array', minItems: 1, maxItems: ORDER_LINES_MAX });
  expect(items.items!.required).toEqual(expect.arrayContaining(['_id', 'quantity']));
  expect(items.items!.properties!.quantity).toMatchObject({
    type: 'integer',
    minimum: 1,
    maximum: QUANTITY_MAX,
  });

  const change = await bodySchema(CALLS.changePassword.url);
  expect(change.allOf![0]!.required).toEqual(['currentPassword', 'newPassword']);
  expect(change.allOf![1]!.properties!.newPassword).toMatchObject({ minLength: 6, maxLength: 128 });
  expect((await bodySchema(CALLS.forgotPassword.url)).required).toEqual(['email']);
  expect((await bodySchema(CALLS.forgotPassword.url)).properties!.email).toMatchObject({
    format: 'email',
  });
  const reset = await bodySchema(CALLS.resetPassword.url);
  expect(reset.allOf![0]!.required).toEqual(['password']);
  expect(reset.allOf![1]!.properties!.password).toMatchObject({ minLength: 6, maxLength: 128 });

  const pause = await bodySchema(CALLS.pauseOrders.url);
  expect(pause.required).toEqual(['minutes']);
  expect(pause.properties!.minutes!.enum).toEqual([...PAUSE_MINUTES, null]);
});
