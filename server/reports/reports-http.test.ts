/**
 * The reports' calls over real HTTP: staff only (401 without a token, 403 for a shopper), a
 * period the server does not know refused with a sentence, and the CSV: its rows, its escaping
 * (commas, quotes, line breaks, formulas) and the same totals as the figures.
 */
import {
  client,
  createShopper,
  createStaff,
  expectRefusal,
  startTestServer,
  type Call,
  type Shopper,
  type TestServer,
} from '../test/helpers';
import { parseCsv } from '../../test/parse-csv';
import { CSV_COLUMNS, csvText, optionsText } from './csv';
import { insertOrder } from '../test/report-fixtures';

let server: TestServer;
let call: Call;
let staff: Shopper;
let shopper: Shopper;

/** About an hour ago (`minute` orders them): inside the last 7 days at any hour of the run. */
const anHourAgo = (minute: number) =>
  new Date(Date.now() - 3_600_000 + minute * 60_000).toISOString();

beforeAll(async () => {
  server = await startTestServer();
  call = client(server.url);
  staff = await createStaff(server);
  shopper = await createShopper(server);
  const { db } = server.app.database;
  await insertOrder(db, {
    userId: shopper.userId,
    lines: [
      { name: '=HYPERLINK("http://evil.example","win")', price: 10, quantity: 1 },
      {
        name: 'Rolls, large',
        price: 12.5,
        quantity: 2,
        options: [{ group: 'Size', name: 'Large' }],
      },
    ],
    amount: 380,
    discount: 20,
    paidAt: anHourAgo(1),
  });
  await insertOrder(db, {
    userId: shopper.userId,
    lines: [{ name: 'The "best"\nsalad', price: 5, quantity: 3 }],
    amount: 200,
    paidAt: anHourAgo(2),
    status: 'Cancelled',
    refunded: true,
  });
  await insertOrder(db, {
    userId: shopper.userId,
    lines: [{ name: '@SUM(A1)', price: 20, quantity: 1 }],
    amount: 250,
    paidAt: anHourAgo(3),
  });
});
afterAll(() => server.close());

const report = (period: string, headers: Record<string, string> = staff.headers) =>
  call('GET', `/api/kitchen/reports?period=${period}`, undefined, headers);

const csv = (period: string, headers: Record<string, string> = staff.headers) =>
  fetch(`${server.url}/api/kitchen/reports/orders.csv?period=${period}`, { headers });

test('staff only: 401 without a token, 403 for a shopper, for the figures and the CSV', async () => {
  expectRefusal(await report('today', {}), 401);
  expectRefusal(await report('today', shopper.headers), 403, 'Staff only.');
  for (const [headers, status] of [
    [{}, 401],
    [shopper.headers, 403],
  ] as const) {
    const reply = await csv('today', headers);
    expect(reply.status).toBe(status);
    expect(await reply.json()).toEqual({ success: false, message: expect.any(String) });
  }
});

test('a period the shop does not know is refused with a sentence', async () => {
  expectRefusal(await report('yesterday'), 400, /period/);
  expectRefusal(await report(''), 400);
  const reply = await csv('1y');
  expect(reply.status).toBe(400);
});

test('the CSV: a row per line, escaped, formulas neutralised, totals as in the figures', async () => {
  const reply = await csv('7d');
  expect(reply.status).toBe(200);
  expect(reply.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(reply.headers.get('content-disposition')).toMatch(
    /^attachment; filename="orders-7d-\d{4}-\d{2}-\d{2}\.csv"$/,
  );
  const text = await reply.text();
  // Quotes doubled and the line break kept inside quotes; the formulas start with an apostrophe.
  expect(text).toContain('"\'=HYPERLINK(""http://evil.example"",""win"")"');
  expect(text).toContain('"Rolls, large"');
  expect(text).toContain('"The ""best""\nsalad"');
  expect(text).toContain(",'@SUM(A1),");
  const [header, ...rows] = parseCsv(text);
  expect(header).toEqual([...CSV_COLUMNS]);
  expect(rows).toHaveLength(4);
  const column = (name: (typeof CSV_COLUMNS)[number]) => CSV_COLUMNS.indexOf(name);
  const [first, second, refunded, third] = rows as string[][];
  expect(first![column('Dish')]).toBe('\'=HYPERLINK("http://evil.example","win")');
  expect(first!.slice(column('Quantity'))).toEqual([
    '1',
    '100',
    '20',
    '50',
    '380',
    'Paid',
    'delivery',
  ]);
  expect(second!.slice(column('Dish'))).toEqual([
    'Rolls, large',
    'Size: Large',
    '2',
    '125',
    '',
    '',
    '',
    'Paid',
    'delivery',
  ]);
  expect(refunded![column('Dish')]).toBe('The "best"\nsalad');
  expect(refunded![column('Status')]).toBe('Cancelled');
  expect(refunded![column('Payment')]).toBe('Refunded');
  expect(third![column('Dish')]).toBe("'@SUM(A1)");
  expect(first![column('Order')]).toMatch(/^[0-9A-F]{6}$/);
  expect(first![column('Time')]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

  const figures = (await report('7d')).body.report;
  const paid = rows.filter((row) => row[column('Payment')] === 'Paid');
  const sum = (rowsOf: string[][], name: (typeof CSV_COLUMNS)[number]) =>
    rowsOf.reduce((total, row) => total + Number(row[column(name)] || 0), 0);
  expect(sum(paid, 'Total')).toBe(figures.revenue);
  expect(figures.revenue).toBe(630);
  expect(new Set(paid.map((row) => row[column('Order')])).size).toBe(figures.orders);
  const refundedRows = rows.filter((row) => row[column('Payment')] === 'Refunded');
  expect(sum(refundedRows, 'Total')).toBe(figures.refunds.amount);
});

test('csvText quotes commas, quotes and line breaks, and neutralises =, +, -, @', () => {
  expect(csvText([['a,b', 'say "hi"', 'two\nlines', 'cr\rhere', 'plain']])).toBe(
    '"a,b","say ""hi""","two\nlines","cr\rhere",plain\n',
  );
  expect(csvText([['=1+2', '+1', '-1', '@A1', 'a=b', 42]])).toBe("'=1+2,'+1,'-1,'@A1,a=b,42\n");
  // A formula with a comma: neutralised, then quoted.
  expect(csvText([['=SUM(A1,A2)']])).toBe('"\'=SUM(A1,A2)"\n');
});

test("optionsText joins a line's options; none, or not a list, is empty", () => {
  expect(
    optionsText(
      JSON.stringify([
        { group: 'Size', name: 'Large' },
        { group: 'Spice', name: 'Hot' },
      ]),
    ),
  ).toBe('Size: Large; Spice: Hot');
  expect(optionsText(null)).toBe('');
  expect(optionsText('{}')).toBe('');
});
