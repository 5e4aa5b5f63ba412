/**
 * The console's Reports view (docs/product.md#reports) against a fake API at the network: the
 * figures, each chart's table alternative with the same numbers, the period chooser asking the
 * server again, and 'Download CSV' fetching with the session's token.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { EventSource } from 'eventsource';
import type { ReplyOf } from '../../../contract/api';
import { fakeApiForThisFile } from '../../test/fakeApi';
import { renderPage, signedIn } from '../../test/renderPage';
import { KitchenPage } from './KitchenPage';

type Report = ReplyOf<'reports'>['report'];

const TODAY: Report = {
  period: 'today',
  timeZone: 'Asia/Kolkata',
  from: '2026-11-26T18:30:00.000Z',
  to: '2026-11-27T12:00:00.000Z',
  revenue: 1250,
  orders: 3,
  averageOrderValue: 417,
  refunds: { count: 1, amount: 175 },
  byHour: Array.from({ length: 24 }, (_, hour) => (hour === 9 ? 2 : hour === 13 ? 1 : 0)),
  byDay: [{ date: '2026-11-27', revenue: 1250, orders: 3 }],
  topByQuantity: [
    { name: 'Veg Rolls', quantity: 4, revenue: 400 },
    { name: 'Greek Salad', quantity: 2, revenue: 250 },
  ],
  topByRevenue: [
    { name: 'Veg Rolls', quantity: 4, revenue: 400 },
    { name: 'Greek Salad', quantity: 2, revenue: 250 },
  ],
  fulfilment: { delivery: 3, pickup: 0 },
  minutesPaidToAccepted: 4.5,
  minutesAcceptedToDelivered: null,
};

const api = fakeApiForThisFile();

beforeAll(() => {
  (globalThis as { EventSource?: unknown }).EventSource = EventSource;
});

beforeEach(() => {
  api.reset();
  api.on('GET /api/kitchen/orders', { body: { success: true, data: [] } });
  api.on('POST /api/stream/ticket', () => ({
    body: { success: true, ticket: 'ticket-1', url: '/api/kitchen/stream?ticket=ticket-1' },
  }));
  api.on('GET /api/kitchen/stream', 'stream');
  api.on('GET /api/kitchen/reports', (request) => ({
    body: {
      success: true,
      report:
        request.query.get('period') === '7d'
          ? { ...TODAY, period: '7d', revenue: 9999, orders: 20 }
          : TODAY,
    },
  }));
});

const renderReports = () =>
  renderPage(<KitchenPage />, {
    route: '/kitchen?view=reports',
    preloadedState: { session: signedIn() },
  });

/** A table's rows as [head, value] text. */
const rowsOf = (caption: string) =>
  within(screen.getByRole('table', { name: caption }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

it("shows today's figures and each chart's numbers as a table", async () => {
  renderReports();
  expect(await screen.findByRole('heading', { level: 2, name: 'Reports' })).toBeInTheDocument();
  await screen.findByRole('table', { name: 'Orders by hour of day' });
  const figures = screen
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
  expect(figures).toEqual([
    ['Revenue', '₹1,250'],
    ['Orders', '3'],
    ['Average order', '₹417'],
    ['Refunds', '1 · ₹175'],
    ['Paid to accepted', '4.5 min'],
    ['Accepted to delivered', 'Not yet'],
  ]);

  const hours = rowsOf('Orders by hour of day');
  expect(hours).toHaveLength(24);
  expect(hours[9]).toEqual(['9 AM', '2']);
  expect(hours[13]).toEqual(['1 PM', '1']);
  expect(hours[0]).toEqual(['12 AM', '0']);
  expect(rowsOf('Revenue per day')).toEqual([['27 Nov', '₹1,250']]);
  expect(rowsOf('Top dishes by quantity')).toEqual([
    ['Veg Rolls', '4'],
    ['Greek Salad', '2'],
  ]);
  expect(rowsOf('Top dishes by revenue')).toEqual([
    ['Veg Rolls', '₹400'],
    ['Greek Salad', '₹250'],
  ]);
  expect(rowsOf('Delivery and pickup')).toEqual([
    ['Delivery', '3'],
    ['Pickup', '0'],
  ]);
  expect(rowsOf('Average minutes: paid to accepted, accepted to delivered')).toEqual([
    ['To accept', '4.5'],
    ['To deliver', 'Not yet'],
  ]);
  // For screen readers until 'Show tables' is ticked.
  const table = screen.getByRole('table', { name: 'Top dishes by revenue' });
  expect(table.parentElement).toHaveClass('visually-hidden');
});

it("'Show tables' shows them to everyone; another period asks the server again", async () => {
  const { user } = renderReports();
  await screen.findByRole('table', { name: 'Revenue per day' });
  await user.click(screen.getByRole('checkbox', { name: 'Show tables' }));
  expect(screen.getByRole('table', { name: 'Revenue per day' }).parentElement).not.toHaveClass(
    'visually-hidden',
  );
  await user.click(screen.getByRole('radio', { name: 'Last 7 days' }));
  expect(await screen.findByText('₹9,999')).toBeInTheDocument();
  const asked = api.requestsTo('/api/kitchen/reports').map(({ query }) => query.get('period'));
  expect(asked).toContain('7d');
  expect(
    api.requestsTo('/api/kitchen/reports').every(({ headers }) => headers.token === 'token-1'),
  ).toBe(true);
});

it("'Download CSV' asks for the period's CSV with the session's token", async () => {
  api.on('GET /api/kitchen/reports/orders.csv', { body: 'Order,Time\n' });
  const created: Blob[] = [];
  URL.createObjectURL = (blob: Blob) => {
    created.push(blob);
    return 'blob:report';
  };
  URL.revokeObjectURL = () => undefined;
  // jsdom cannot follow a link: the click that saves the file is recorded instead.
  const saved: HTMLAnchorElement[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this);
  });
  const { user } = renderReports();
  await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
  await waitFor(() => expect(saved).toHaveLength(1));
  // The reply's text, as it came (the fake API writes its body as JSON).
  expect(created[0]).toMatchObject({
    size: JSON.stringify('Order,Time\n').length,
    type: 'text/csv;charset=utf-8',
  });
  expect(saved[0]).toMatchObject({ href: 'blob:report', download: 'orders-today.csv' });
  const [request] = api.requestsTo('/api/kitchen/reports/orders.csv');
  expect(request?.query.get('period')).toBe('today');
  expect(request?.headers.token).toBe('token-1');
});
