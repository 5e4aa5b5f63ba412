/**
 * The receipt of an order for pickup, for a later slot and to be paid at the door
 * (docs/product.md#emails), through the tests' real SMTP server: the promised time on the shop's
 * clock, 'Pickup at <the pickup address>' in place of the delivery address, the order's own fee,
 * and the total to pay at the door; such an order cancelled is told without a refund.
 */
import type { FoodItem } from '../../contract/api';
import { DEFAULT_PICKUP_ADDRESS } from '../../contract/fulfilment';
import { orderNumber } from '../../contract/rules';
import { DEFAULT_OPENING_HOURS } from '../../contract/shop-rules';
import {
  client,
  createShopper,
  createStaff,
  expectedAmount,
  getMenu,
  orderBody,
  payOnTestCheckout,
  SAMPLE_ADDRESS,
  startTestServer,
  type Call,
  type TestServer,
} from '../test/helpers';
import { startSmtpServer, type TestSmtpServer } from '../test/smtp-server';

let smtp: TestSmtpServer;
let server: TestServer;
let call: Call;
let dish: FoodItem;

/** Places the order with these changes to the body, pays by card unless told, and its receipt. */
async function receiptOf(changes: Record<string, unknown>, pay = true) {
  const shopper = await createShopper(server);
  await call('POST', '/api/cart/merge', { cartData: { [dish._id]: 2 } }, shopper.headers);
  const body = orderBody(shopper, [[dish, 2]], changes);
  const placed = await call('POST', '/api/order/place', body, shopper.headers);
  expect(placed.status).toBe(201);
  if (pay)
    expect((await payOnTestCheckout(server, placed.body.session_url as string)).status).toBe(303);
  const [mail] = await smtp.waitFor(1);
  return { text: mail!.text!, html: mail!.html as string, orderId: placed.body.orderId as string };
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({ SMTP_URL: smtp.url, MAIL_FROM: 'Tomato <orders@tomato.test>' });
  call = client(server.url);
  [dish] = (await getMenu(call)) as [FoodItem];
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.received.length = 0;
});

test('pickup: due in the quoted 20 minutes, picked up at the shop’s counter, no delivery fee', async () => {
  const { firstname, lastname, email, phone } = SAMPLE_ADDRESS;
  const subtotal = expectedAmount([[dish, 2]]) - 50;
  const mail = await receiptOf({
    fulfilment: 'pickup',
    address: { firstname, lastname, email, phone },
    amount: subtotal,
  });
  for (const part of [mail.text, mail.html]) {
    // Placed at 12:00 IST on the shop's clock (OPEN_SHOP_CLOCK), ready 20 minutes later.
    expect(part).toMatch(/Due 12:2\d PM/);
    expect(part).toContain(`Pickup at ${DEFAULT_PICKUP_ADDRESS}`);
    expect(part).not.toContain('Delivering to');
    expect(part).not.toContain('Delivery Fee');
    expect(part).not.toContain(`${SAMPLE_ADDRESS.city}, ${SAMPLE_ADDRESS.state}`);
  }
  expect(mail.text).toContain(`Total paid: ₹${subtotal}`);
});

test('a later slot: scheduled for its time, the day named when it is not today', async () => {
  const today = await receiptOf({ dueAt: '2026-11-25T08:00:00.000Z' });
  expect(today.text).toContain('Scheduled · 1:30 PM\n');
  expect(today.text).toContain('Delivering to:');
  smtp.received.length = 0;
  const tomorrow = await receiptOf({ dueAt: '2026-11-26T04:30:00.000Z' });
  for (const part of [tomorrow.text, tomorrow.html])
    expect(part).toContain('Scheduled · 10 AM, Thu 26 Nov');
});

test('pay on delivery: sent at once, the total to pay at the door', async () => {
  const staff = await createStaff(server);
  const settings = { hours: DEFAULT_OPENING_HOURS, timeZone: 'Asia/Kolkata', minimumOrder: 0 };
  const on = { ...settings, payOnDeliveryMax: 2000 };
  expect((await call('POST', '/api/kitchen/settings', on, staff.headers)).status).toBe(200);
  const mail = await receiptOf({ payment: 'on-delivery' }, false);
  expect(mail.text).toContain('you pay at the door, in cash or by UPI');
  expect(mail.text).toContain(`Total to pay on delivery: ₹${expectedAmount([[dish, 2]])}`);
  expect(mail.text).toContain('Delivery Fee: ₹50');
  expect(mail.text).toMatch(/Due 12:(4|5)\d PM/);
});

test('pay on delivery, cancelled: the email says so, with nothing charged and no refund', async () => {
  const staff = await createStaff(server);
  const settings = { hours: DEFAULT_OPENING_HOURS, timeZone: 'Asia/Kolkata', minimumOrder: 0 };
  const on = { ...settings, payOnDeliveryMax: 2000 };
  expect((await call('POST', '/api/kitchen/settings', on, staff.headers)).status).toBe(200);
  const { orderId } = await receiptOf({ payment: 'on-delivery' }, false);
  const cancel = { orderId, reason: 'Our oven broke down' };
  expect((await call('POST', '/api/kitchen/cancel', cancel, staff.headers)).status).toBe(200);
  const mail = (await smtp.waitFor(2)).find(
    (one) => one.subject !== undefined && /cancelled/.test(one.subject),
  );
  expect(mail!.subject).toBe(`Order ${orderNumber(orderId)} is cancelled`);
  for (const part of [mail!.text!, mail!.html as string]) {
    expect(part).toContain('Reason: Our oven broke down');
    expect(part).toContain('Nothing was charged');
    expect(part).not.toMatch(/refund/i);
  }
});
