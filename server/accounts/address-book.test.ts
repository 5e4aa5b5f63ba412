/**
 * The address book (docs/product.md#the-address-book), over HTTP against the real store: paid
 * orders' addresses remembered once each, at most 10 (the least recently used makes room), names,
 * the default, edits and removals, and no account ever reading or changing another's.
 */
import type { Address, FoodItem, SavedAddress } from '../../contract/api';
import { ADDRESS_BOOK_MESSAGES } from '../../contract/address-book';
import {
  SAMPLE_ADDRESS,
  client,
  createShopper,
  expectRefusal,
  getMenu,
  orderBody,
  payOnTestCheckout,
  startTestServer,
  type Call,
  type Shopper,
  type TestServer,
} from '../test/helpers';
import { rememberPaidAddress } from './address-book';

jest.setTimeout(60_000);

let server: TestServer;
let call: Call;
let dish: FoodItem;

beforeAll(async () => {
  server = await startTestServer();
  call = client(server.url);
  [dish] = (await getMenu(call)) as [FoodItem];
});
afterAll(() => server.close());

/** An address as the shop keeps it: its phone normalised (E.164). */
const at = (n: number): Address => ({
  ...SAMPLE_ADDRESS,
  phone: '+919845012345',
  street: `${n} MG Road`,
});

async function book(shopper: Shopper): Promise<SavedAddress[]> {
  const reply = await call('GET', '/api/user/addresses', undefined, shopper.headers);
  expect(reply.status).toBe(200);
  return reply.body.addresses as SavedAddress[];
}

const names = async (shopper: Shopper) => (await book(shopper)).map((saved) => saved.name);
const defaultOf = async (shopper: Shopper) =>
  (await book(shopper)).find((saved) => saved.isDefault);

/** Places an order of one dish to `address` and, unless told not to, pays it on the test checkout. */
async function order(shopper: Shopper, address: Address, { pay = true } = {}): Promise<void> {
  await call('POST', '/api/cart/merge', { cartData: { [dish._id]: 1 } }, shopper.headers);
  const body = { ...orderBody(shopper, [[dish, 1]]), address };
  const placed = await call('POST', '/api/order/place', body, shopper.headers);
  expect(placed.status).toBe(201);
  if (pay)
    expect((await payOnTestCheckout(server, placed.body.session_url as string)).status).toBe(303);
}

/** Remembers `address` as a payment does, in a transaction of the store's own database. */
async function rememberAsPaid(shopper: Shopper, address: Address, fulfilment?: string) {
  await server.app.database.db
    .transaction()
    .execute((trx) => rememberPaidAddress(trx, { userId: shopper.userId, address, fulfilment }));
}

const save = (shopper: Shopper, body: Record<string, unknown>) =>
  call('POST', '/api/user/addresses/save', body, shopper.headers);

test('a paid order remembers its address as Home; an unpaid one remembers nothing', async () => {
  const shopper = await createShopper(server);
  await order(shopper, at(1), { pay: false });
  expect(await book(shopper)).toEqual([]);
  await order(shopper, at(2));
  const [home] = await book(shopper);
  expect(home).toMatchObject({ name: 'Home', address: at(2), isDefault: true });
});

test('the same address again is only marked used; a new one is Address 2 and the default', async () => {
  const shopper = await createShopper(server);
  await order(shopper, at(1));
  await order(shopper, at(2));
  expect(await names(shopper)).toEqual(['Address 2', 'Home']);
  // The same address, typed with other capitals and spaces: still one entry, now the latest.
  await order(shopper, { ...at(1), street: ' 1  mg road ', city: 'BENGALURU' });
  const addresses = await book(shopper);
  expect(addresses.map((saved) => saved.name)).toEqual(['Home', 'Address 2']);
  expect(addresses[0]).toMatchObject({ isDefault: true, address: at(1) });
  const profile = await call('GET', '/api/user/profile', undefined, shopper.headers);
  expect(profile.body.lastAddress).toEqual(at(1));
});

test('the 11th remembered address replaces the least recently used, never the chosen default', async () => {
  const shopper = await createShopper(server);
  for (let n = 1; n <= 10; n += 1) await rememberAsPaid(shopper, at(n));
  expect(await names(shopper)).toHaveLength(10);
  const oldest = (await book(shopper)).at(-1)!;
  expect(oldest.address).toEqual(at(1));
  // Chosen as the default, the oldest stays; the next least recently used (2) makes room.
  await call('POST', '/api/user/addresses/default', { id: oldest.id }, shopper.headers);
  await rememberAsPaid(shopper, at(11));
  const addresses = await book(shopper);
  expect(addresses).toHaveLength(10);
  const streets = addresses.map((saved) => saved.address.street);
  expect(streets).toContain('1 MG Road');
  expect(streets).not.toContain('2 MG Road');
  expect(addresses[0]).toMatchObject({ address: at(11), name: 'Address 2', isDefault: false });
  expect(await defaultOf(shopper)).toMatchObject({ id: oldest.id });
});

test('pickup orders and incomplete addresses are not remembered', async () => {
  const shopper = await createShopper(server);
  await rememberAsPaid(shopper, at(1), 'pickup');
  await rememberAsPaid(shopper, { ...at(2), street: '', city: '' });
  expect(await book(shopper)).toEqual([]);
});

test('adding on /Account: named, no two alike, and refused beyond 10', async () => {
  const shopper = await createShopper(server);
  const added = await save(shopper, { name: ' Work ', address: at(1) });
  expect(added.status).toBe(200);
  expect(added.body.message).toBe(ADDRESS_BOOK_MESSAGES.saved);
  expect(await names(shopper)).toEqual(['Work']);
  expectRefusal(
    await save(shopper, { name: 'work', address: at(2) }),
    409,
    'You already have an address named Work.',
  );
  expectRefusal(
    await save(shopper, { name: 'Office', address: { ...at(1), city: 'bengaluru ' } }),
    409,
    'That address is already in your address book as Work.',
  );
  for (let n = 2; n <= 10; n += 1)
    expect((await save(shopper, { name: `Place ${n}`, address: at(n) })).status).toBe(200);
  expectRefusal(
    await save(shopper, { name: 'Eleven', address: at(11) }),
    409,
    ADDRESS_BOOK_MESSAGES.full,
  );
  expect(await names(shopper)).toHaveLength(10);
});

test('editing keeps the address its place; removing one makes the latest used the default', async () => {
  const shopper = await createShopper(server);
  await rememberAsPaid(shopper, at(1));
  await rememberAsPaid(shopper, at(2));
  const [latest, older] = await book(shopper);
  const edited = await save(shopper, { id: older!.id, name: 'Mum', address: at(3) });
  expect(edited.status).toBe(200);
  expect((edited.body.addresses as SavedAddress[]).map((saved) => saved.name)).toEqual([
    'Address 2',
    'Mum',
  ]);
  await call('POST', '/api/user/addresses/default', { id: older!.id }, shopper.headers);
  expect(await defaultOf(shopper)).toMatchObject({ name: 'Mum', address: at(3) });
  // A later order elsewhere does not move the default the shopper chose.
  await order(shopper, at(4));
  expect(await defaultOf(shopper)).toMatchObject({ name: 'Mum' });
  expect(
    (await call('GET', '/api/user/profile', undefined, shopper.headers)).body.lastAddress,
  ).toEqual(at(3));
  const removed = await call(
    'POST',
    '/api/user/addresses/remove',
    { id: older!.id },
    shopper.headers,
  );
  expect(removed.body.message).toBe(ADDRESS_BOOK_MESSAGES.removed);
  expect(await defaultOf(shopper)).toMatchObject({ address: at(4) });
  expect((await book(shopper)).map((saved) => saved.id)).not.toContain(older!.id);
  expect((await book(shopper)).map((saved) => saved.id)).toContain(latest!.id);
});

test("no one reads or changes another account's addresses", async () => {
  const asha = await createShopper(server, 'Asha Verma');
  const ravi = await createShopper(server, 'Ravi Kumar');
  await rememberAsPaid(asha, at(1));
  const [ashas] = await book(asha);
  expect(await book(ravi)).toEqual([]);
  const attempts = [
    await save(ravi, { id: ashas!.id, name: 'Mine now', address: at(9) }),
    await call('POST', '/api/user/addresses/remove', { id: ashas!.id }, ravi.headers),
    await call('POST', '/api/user/addresses/default', { id: ashas!.id }, ravi.headers),
  ];
  for (const reply of attempts) expectRefusal(reply, 404, ADDRESS_BOOK_MESSAGES.notFound);
  expect(await book(asha)).toEqual([ashas]);
  expect(await book(ravi)).toEqual([]);
  for (const reply of [
    await call('GET', '/api/user/addresses'),
    await call('POST', '/api/user/addresses/remove', { id: ashas!.id }, { token: 'not-a-token' }),
  ])
    expectRefusal(reply, 401, /^Not authorized\. Please log in again\.$/);
  expect(await book(asha)).toEqual([ashas]);
});

test('malformed input is refused with a sentence, never a 500', async () => {
  const shopper = await createShopper(server);
  const cases: Array<[Record<string, unknown>, number, string | RegExp]> = [
    [{ address: at(1) }, 400, ADDRESS_BOOK_MESSAGES.nameMissing],
    [{ name: '   ', address: at(1) }, 400, ADDRESS_BOOK_MESSAGES.nameMissing],
    [{ name: 'x'.repeat(41), address: at(1) }, 400, ADDRESS_BOOK_MESSAGES.nameTooLong],
    [{ name: 'Home\nAway', address: at(1) }, 400, ADDRESS_BOOK_MESSAGES.nameNotOneLine],
    [{ name: 'Home', address: { ...at(1), street: '' } }, 400, /street\.$/],
    [{ name: 'Home', address: { ...at(1), email: 'not an email' } }, 400, /email/i],
    [{ name: 'Home' }, 400, /address/],
    [{ name: 'Home', address: 'street' }, 400, /address/],
    [{ id: 'x'.repeat(65), name: 'Home', address: at(1) }, 400, /id/],
    [{ id: 'no-such-id', name: 'Home', address: at(1) }, 404, ADDRESS_BOOK_MESSAGES.notFound],
  ];
  for (const [body, status, message] of cases)
    expectRefusal(await save(shopper, body), status, message);
  for (const body of [{}, { id: 42 }, { id: '' }])
    expectRefusal(
      await call('POST', '/api/user/addresses/remove', body, shopper.headers),
      400,
      /id/,
    );
  expect(await book(shopper)).toEqual([]);
});
