/**
 * Emails to shoppers through a real SMTP server in this process: the receipt once an order is
 * paid, the note when it goes out for delivery, retries after a refusal, a payment that never
 * waits for mail, `.eml` files without SMTP_URL, and, on PostgreSQL, each email sent once by two
 * instances that both send.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FoodItem } from '../../contract/api';
import { CALLS } from '../../contract/calls';
import { orderNumber } from '../../contract/rules';
import {
  client,
  createPostgresDatabase,
  createShopper,
  createStaff,
  freePort,
  getMenu,
  payOnTestCheckout,
  placeOrderFor,
  SAMPLE_ADDRESS,
  startInstance,
  startTestServer,
  type TestServer,
} from '../test/helpers';
import { startSmtpServer, type TestSmtpServer } from '../test/smtp-server';

/** Resolves once `check` holds, asking again every 25 ms; rejects after `timeoutMs`. */
async function until(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function placeAndPay(server: TestServer, lines: ReadonlyArray<readonly [FoodItem, number]>) {
  const shopper = await createShopper(server);
  const placed = await placeOrderFor(client(server.url), shopper, lines);
  expect((await payOnTestCheckout(server, placed.sessionUrl)).status).toBe(303);
  return { shopper, orderId: placed.orderId };
}

const outboxRows = (server: TestServer) =>
  server.app.database.db.selectFrom('email_outbox').selectAll().execute();

describe('with an SMTP server', () => {
  let smtp: TestSmtpServer;
  let server: TestServer;
  let menu: FoodItem[];

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Tomato <orders@tomato.test>',
      MAIL_RETRY_SECONDS: '1',
    });
    menu = await getMenu(client(server.url));
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  test('a paid order gets a receipt: lines, fee, total in ₹, address, number and a link', async () => {
    const [salad, pasta] = [menu[0]!, menu[1]!];
    const { orderId } = await placeAndPay(server, [
      [salad, 2],
      [pasta, 1],
    ]);
    const [mail] = await smtp.waitFor(1);
    const number = orderNumber(orderId);
    expect(mail!.from?.value).toEqual([{ name: 'Tomato', address: 'orders@tomato.test' }]);
    expect(mail!.to).toMatchObject({ text: SAMPLE_ADDRESS.email });
    expect(mail!.subject).toBe(`Your Tomato receipt for order ${number}`);
    expect(mail!.messageId).toBe(`<receipt-${orderId}@127.0.0.1>`);
    const saladLine = salad.price * 10 * 2;
    const pastaLine = pasta.price * 10;
    const total = saladLine + pastaLine + 50;
    const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;
    for (const part of [mail!.text!, mail!.html as string]) {
      expect(part).toContain(number);
      expect(part).toContain(`${salad.name} × 2`);
      expect(part).toContain(rupees(saladLine));
      expect(part).toContain(`${pasta.name} × 1`);
      expect(part).toContain('Delivery Fee');
      expect(part).toContain(rupees(total));
      expect(part).toContain(SAMPLE_ADDRESS.street);
      expect(part).toContain(`${server.url}/MyOrders`);
    }
    expect(mail!.text).toContain(`Total paid: ${rupees(total)}`);
    // Laid out for mail programs: tables and inline styles, no script.
    expect(mail!.html).toMatch(/<table[^>]*role="presentation"/);
    expect(mail!.html).not.toMatch(/<script/i);
    // The SMTP server holds the message before the sender hears its answer and marks the row.
    const receipt = async () => (await outboxRows(server)).find((r) => r.order_id === orderId);
    await until(async () => (await receipt())?.state === 'sent', 5_000, 'the receipt marked sent');
    expect(await receipt()).toMatchObject({ kind: 'receipt', state: 'sent', attempts: 1 });
  });

  test('when the kitchen sends an order out, the shopper gets a short email', async () => {
    const { orderId } = await placeAndPay(server, [[menu[2]!, 1]]);
    await smtp.waitFor(1);
    const cook = await createStaff(server);
    const moved = await client(server.url)(
      'POST',
      CALLS.kitchenAdvance.url,
      { orderId, to: 'Out for delivery' },
      cook.headers,
    );
    expect(moved.status).toBe(200);
    const [, note] = await smtp.waitFor(2);
    expect(note!.subject).toBe(`Order ${orderNumber(orderId)} is out for delivery`);
    expect(note!.text).toContain('Your order is out for delivery!');
    expect(note!.text).toContain(`${server.url}/MyOrders`);
  });

  test('a refused send is tried again after a pause, and arrives once', async () => {
    smtp.refuseNext(2);
    const before = smtp.refusals;
    const { orderId } = await placeAndPay(server, [[menu[3]!, 1]]);
    const [mail] = await smtp.waitFor(1, 6_000);
    expect(smtp.refusals - before).toBe(2);
    expect(mail!.subject).toContain(orderNumber(orderId));
    // Pauses of 1 s then 2 s passed; nothing more arrives.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(smtp.received).toHaveLength(1);
    const [row] = (await outboxRows(server)).filter((r) => r.order_id === orderId);
    expect(row).toMatchObject({ state: 'sent', attempts: 3 });
  });
});

test('a payment never waits for mail: with the SMTP server down the order is paid and the receipt waits', async () => {
  const closedPort = await freePort();
  const server = await startTestServer({
    SMTP_URL: `smtp://127.0.0.1:${closedPort}`,
    MAIL_RETRY_SECONDS: '60',
  });
  try {
    const [dish] = await getMenu(client(server.url));
    const started = performance.now();
    const { orderId, shopper } = await placeAndPay(server, [[dish!, 1]]);
    expect(performance.now() - started).toBeLessThan(5_000);
    const orders = await client(server.url)<{ data: Array<{ _id: string; payment: boolean }> }>(
      'POST',
      CALLS.userOrders.url,
      {},
      shopper.headers,
    );
    expect(orders.body.data.find((o) => o._id === orderId)?.payment).toBe(true);
    await until(
      async () => (await outboxRows(server)).some((r) => r.attempts === 1 && r.last_error),
      5_000,
      'a failed first try',
    );
    const [row] = await outboxRows(server);
    expect(row).toMatchObject({ order_id: orderId, state: 'pending', kind: 'receipt' });
    expect(Date.parse(row!.next_attempt_at)).toBeGreaterThan(Date.now() + 30_000);
  } finally {
    await server.close();
  }
});

test('without SMTP_URL, emails are written as .eml files to $DATA_DIR/outbox/', async () => {
  const server = await startTestServer();
  try {
    const [dish] = await getMenu(client(server.url));
    const { orderId } = await placeAndPay(server, [[dish!, 3]]);
    const outbox = path.join(server.config.dataDir, 'outbox');
    await until(
      async () => {
        try {
          return readdirSync(outbox).some((name) => name.endsWith('.eml'));
        } catch {
          return false;
        }
      },
      10_000,
      'an .eml file',
    );
    const [file] = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
    const eml = readFileSync(path.join(outbox, file!), 'utf8');
    expect(eml).toContain(`Subject: Your Tomato receipt for order ${orderNumber(orderId)}`);
    expect(eml).toMatch(/Content-Type: text\/plain/);
    expect(eml).toMatch(/Content-Type: text\/html/);
  } finally {
    await server.close();
  }
});

const serverUrl = process.env.TEST_DATABASE_URL;
(serverUrl ? describe : describe.skip)('two instances on one PostgreSQL database', () => {
  let smtp: TestSmtpServer;
  let database: { url: string; drop: () => Promise<void> };
  let dataDir: string;
  let a: TestServer, b: TestServer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    database = await createPostgresDatabase(serverUrl!);
    dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-mail-'));
    const env = { SMTP_URL: smtp.url, MAIL_RETRY_SECONDS: '1' };
    a = await startInstance(database.url, dataDir, 'a', env);
    b = await startInstance(database.url, dataDir, 'b', env);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('both send, and each receipt arrives once', async () => {
    const [dish] = await getMenu(client(a.url));
    const paid = await Promise.all(
      Array.from({ length: 8 }, (_, index) => placeAndPay(index % 2 ? a : b, [[dish!, 1]])),
    );
    await smtp.waitFor(paid.length, 15_000);
    // Both instances are woken by every payment; wait for any second copy to show.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const ids = smtp.received.map((mail) => mail.messageId);
    expect(ids).toHaveLength(paid.length);
    expect(new Set(ids).size).toBe(paid.length);
    const rows = await outboxRows(a);
    expect(rows.every((row) => row.state === 'sent' && row.attempts === 1)).toBe(true);
  });
});
