/**
 * Who the shop's emails go to, as the SMTP server of the tests sees it: the envelope (each RCPT
 * TO), not only the headers. A receipt goes to the order's own address and to nobody else, the
 * account's address included; an order stored with an email that is not one address (a row from
 * before checkout checked it) gets no email at all, and the emails after it still go.
 */
import type { FoodItem } from '../../contract/api';
import { CALLS } from '../../contract/calls';
import { ORDER_STATUS, orderNumber } from '../../contract/rules';
import {
  SAMPLE_ADDRESS,
  client,
  createShopper,
  createStaff,
  getMenu,
  payOnTestCheckout,
  placeOrderFor,
  startTestServer,
  type TestServer,
} from '../test/helpers';
import { startSmtpServer, type TestSmtpServer } from '../test/smtp-server';

let smtp: TestSmtpServer;
let server: TestServer;
let dish: FoodItem;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Tomato <orders@tomato.test>',
    MAIL_RETRY_SECONDS: '1',
  });
  dish = (await getMenu(client(server.url)))[0]!;
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.received.length = 0;
});

/** Places an order as a new shopper; `stored` rewrites its address row before it is paid. */
async function placeAndPay(stored?: Record<string, string>) {
  const shopper = await createShopper(server);
  const placed = await placeOrderFor(client(server.url), shopper, [[dish, 1]]);
  if (stored) {
    await server.app.database.db
      .updateTable('orders')
      .set({ address: JSON.stringify({ ...SAMPLE_ADDRESS, ...stored }) })
      .where('id', '=', placed.orderId)
      .execute();
  }
  expect((await payOnTestCheckout(server, placed.sessionUrl)).status).toBe(303);
  return { shopper, orderId: placed.orderId };
}

const outboxRow = (orderId: string) =>
  server.app.database.db
    .selectFrom('email_outbox')
    .selectAll()
    .where('order_id', '=', orderId)
    .executeTakeFirst();

test("a paid order's receipt and its note are delivered to the order's address only, never the account's", async () => {
  const { shopper, orderId } = await placeAndPay();
  expect(shopper.email).not.toBe(SAMPLE_ADDRESS.email);
  const [mail] = await smtp.waitFor(1);
  expect(mail!.subject).toContain(orderNumber(orderId));
  expect(mail!.envelope).toEqual({ from: 'orders@tomato.test', to: [SAMPLE_ADDRESS.email] });
  expect(mail!.to).toMatchObject({ value: [{ address: SAMPLE_ADDRESS.email, name: '' }] });
  expect(mail!.cc).toBeUndefined();
  expect(mail!.bcc).toBeUndefined();

  const cook = await createStaff(server);
  const moved = await client(server.url)(
    'POST',
    CALLS.kitchenAdvance.url,
    { orderId, to: ORDER_STATUS.outForDelivery },
    cook.headers,
  );
  expect(moved.status).toBe(200);
  const [, note] = await smtp.waitFor(2);
  expect(note!.subject).toBe(`Order ${orderNumber(orderId)} is out for delivery`);
  expect(note!.envelope.to).toEqual([SAMPLE_ADDRESS.email]);
});

test.each([
  ['a list of 29 addresses', Array.from({ length: 29 }, (_, i) => `v${i}@x.io`).join(',')],
  ['a Bcc header after CR LF', 'a2@example.com\r\nBcc: victim@example.com'],
  ['no address at all', 'not-an-email'],
])(
  'an order stored with %s gets no email, to nobody; the next order still gets its receipt',
  async (_what, email) => {
    const bad = await placeAndPay({ email });
    const good = await placeAndPay();
    const receipt = `Your Tomato receipt for order ${orderNumber(good.orderId)}`;
    await until(() => smtp.received.some((mail) => mail.subject === receipt), 'the next receipt');
    // A second chance for anything owed to the first order to arrive.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(smtp.received.map((mail) => [mail.subject, mail.envelope.to])).toEqual([
      [receipt, [SAMPLE_ADDRESS.email]],
    ]);
    // Given up at once, with the reason, and never tried again.
    expect(await outboxRow(bad.orderId)).toMatchObject({
      state: 'failed',
      attempts: 1,
      last_error: 'the recipient is not one usable email address',
    });
  },
);

/** Resolves once `check` holds, asking again every 25 ms; rejects after 10 s. */
async function until(check: () => boolean | Promise<boolean>, what: string) {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
