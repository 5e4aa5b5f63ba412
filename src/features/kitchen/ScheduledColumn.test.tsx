/**
 * The board's Scheduled column and what a card says about fulfilment (docs/product.md#ordering-ahead,
 * #pay-on-delivery): due times on the shop's clock, a released order moving to the cooking column
 * by the stream, 'Pickup' in place of the address, and 'Mark paid' for an order paid at the door.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { KitchenOrder } from '../../../contract/api';
import { FULFILMENT_MESSAGES } from '../../../contract/fulfilment';
import { DEFAULT_OPENING_HOURS } from '../../../contract/shop-rules';
import { axeViolations } from '../../test/axe';
import { fakeApiForThisFile } from '../../test/fakeApi';
import { boardOrder, kitchenBoardOn } from '../../test/kitchenBoard';
import { renderPage, signedIn } from '../../test/renderPage';
import { dueTimeText } from './dueTime';
import { KitchenPage } from './KitchenPage';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const ZONE = 'Asia/Kolkata';

/** The next 9:30 AM in Kolkata (UTC+5:30, no daylight saving) at least a day after now. */
function nineThirtyADayAhead(): Date {
  const at = new Date(Date.now() + DAY);
  at.setUTCHours(4, 0, 0, 0);
  if (at.getTime() <= Date.now() + DAY) at.setTime(at.getTime() + DAY);
  return at;
}

const weekdayIn = (instant: Date) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: ZONE }).format(instant);

const api = fakeApiForThisFile();
kitchenBoardOn(api);

beforeEach(() => {
  api.on('GET /api/shop', {
    body: {
      success: true,
      settings: { hours: DEFAULT_OPENING_HOURS, timeZone: ZONE, minimumOrder: 0 },
      open: true,
    },
  });
});

const staffBoard = (orders: KitchenOrder[]) =>
  api.on('GET /api/kitchen/orders', { body: { success: true, data: orders } });

/**
 * The board, once its stream is open: each test takes its own page's stream, so none is left
 * over for the next test to take.
 */
async function renderBoard() {
  const page = renderPage(<KitchenPage />, {
    route: '/kitchen',
    preloadedState: { session: signedIn() },
  });
  const stream = await api.nextStream('/api/kitchen/stream');
  return { ...page, stream };
}

const column = (name: RegExp) => within(screen.getByRole('region', { name }));

describe('dueTimeText', () => {
  // 27 Nov 2026, 8:30 AM in Kolkata.
  const now = Date.parse('2026-11-27T03:00:00Z');

  it("says the time on the shop's clock, with the weekday when it is not today there", () => {
    expect(dueTimeText('2026-11-27T04:00:00Z', now, ZONE)).toBe('9:30 AM');
    expect(dueTimeText('2026-11-27T14:45:00Z', now, ZONE)).toBe('8:15 PM');
    expect(dueTimeText('2026-11-28T04:00:00Z', now, ZONE)).toBe('Sat 9:30 AM');
    // 30 min past midnight in Kolkata is still the 27th in London: the shop's day counts.
    expect(dueTimeText('2026-11-27T19:00:00Z', now, ZONE)).toBe('Sat 12:30 AM');
    expect(dueTimeText('2026-11-27T19:00:00Z', now, 'Europe/London')).toBe('7 PM');
    expect(dueTimeText('not a time', now, ZONE)).toBe('');
  });
});

describe('the Scheduled column', () => {
  it('holds scheduled orders before the cooking column, soonest first, each with its due time', async () => {
    const due = nineThirtyADayAhead();
    const later = boardOrder('order-sch002', {
      scheduled: true,
      dueAt: new Date(due.getTime() + DAY).toISOString(),
    });
    const soon = boardOrder('order-sch001', { scheduled: true, dueAt: due.toISOString() });
    const cooking = boardOrder('order-now001', {
      dueAt: new Date(Date.now() + 40 * MINUTE).toISOString(),
    });
    staffBoard([later, cooking, soon]);
    await renderBoard();
    const scheduled = within(await screen.findByRole('region', { name: /^Scheduled/ }));
    const titles = screen
      .getAllByRole('heading', { level: 2 })
      .map(({ textContent }) => textContent);
    expect(titles[0]).toBe('Scheduled (2)');
    expect(titles[1]).toMatch(/\(1\)$/);

    expect(
      scheduled.getAllByRole('article').map((card) => card.getAttribute('aria-labelledby')),
    ).toEqual(['kitchen-order-order-sch001', 'kitchen-order-order-sch002']);
    const first = within(scheduled.getByRole('article', { name: 'Order #SCH001' }));
    expect(
      await first.findByText(FULFILMENT_MESSAGES.due(`${weekdayIn(due)} 9:30 AM`)),
    ).toHaveAttribute('datetime', due.toISOString());
    expect(first.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    expect(scheduled.queryByRole('article', { name: 'Order #NOW001' })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('moves a released order to New live, from the stream: announced, with its accept controls', async () => {
    const order = boardOrder('order-sch003', {
      scheduled: true,
      dueAt: new Date(Date.now() + 20 * MINUTE).toISOString(),
    });
    staffBoard([order]);
    const { stream } = await renderBoard();
    await column(/^Scheduled/).findByRole('article', { name: 'Order #SCH003' });

    stream.send({ id: '7', event: 'order', data: { ...order, scheduled: false } });
    await waitFor(() =>
      expect(column(/^Scheduled/).queryByRole('article', { name: 'Order #SCH003' })).toBeNull(),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Scheduled (0)' })).toBeInTheDocument();
    // The column after Scheduled: the kitchen's first, 'New', where it is accepted.
    const cooking = screen.getAllByRole('heading', { level: 2 })[1]!.closest('section')!;
    expect(cooking).toBe(screen.getByRole('region', { name: /^New/ }));
    const card = within(within(cooking).getByRole('article', { name: 'Order #SCH003' }));
    expect(card.getByRole('button', { name: 'Accept · 20 min' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    // It reaches the kitchen as a new order does: marked, announced and waiting to be heard. The
    // mark comes in the render after the card's move (the board's effect sees the release).
    expect(await card.findByText('New')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('New order #SCH003');
    expect(screen.getByRole('group', { name: 'New orders' })).toHaveTextContent(
      'New order #SCH003',
    );
    expect(api.requestsTo('/api/kitchen/orders')).toHaveLength(1);
  });
});

describe('a card’s fulfilment', () => {
  it("says 'Pickup' with who collects it in place of an address", async () => {
    staffBoard([boardOrder('order-pic001', { fulfilment: 'pickup', deliveryFee: 0 })]);
    await renderBoard();
    const card = within(await screen.findByRole('article', { name: 'Order #PIC001' }));
    expect(card.getByText('Pickup')).toBeInTheDocument();
    expect(card.getByText(/Asha Rao/)).toBeInTheDocument();
    expect(card.queryByText(/4 Lake View Road/)).toBeNull();
    expect(card.getByRole('link', { name: '+91 98450 12345' })).toHaveAttribute(
      'href',
      'tel:+919845012345',
    );
  });

  it("shows 'Pay on delivery', and 'Mark paid' once on its way, then 'Delivered · paid'", async () => {
    const cooking = boardOrder('order-pod001', { paymentMethod: 'on-delivery' });
    const delivered = boardOrder('order-pod002', {
      paymentMethod: 'on-delivery',
      status: 'Delivered',
    });
    staffBoard([cooking, delivered]);
    api.on('POST /api/kitchen/order/paid', {
      body: {
        success: true,
        message: FULFILMENT_MESSAGES.markedPaid,
        order: { ...delivered, paid: true },
      },
    });
    const { user } = await renderBoard();
    const first = within(await screen.findByRole('article', { name: 'Order #POD001' }));
    expect(first.getByText(FULFILMENT_MESSAGES.payOnDelivery)).toBeInTheDocument();
    // Still in the kitchen: the money is taken at the door.
    expect(first.queryByRole('button', { name: 'Mark paid' })).toBeNull();

    const second = within(screen.getByRole('article', { name: 'Order #POD002' }));
    const mark = second.getByRole('button', { name: 'Mark paid' });
    expect(mark).toHaveAccessibleDescription('Order #POD002');
    expect(await axeViolations()).toEqual([]);
    await user.click(mark);
    const paid = await second.findByText(FULFILMENT_MESSAGES.deliveredPaid);
    expect(paid).toHaveFocus();
    expect(second.queryByRole('button', { name: 'Mark paid' })).toBeNull();
    expect(second.queryByText(FULFILMENT_MESSAGES.payOnDelivery)).toBeNull();
    expect(api.requestsTo('/api/kitchen/order/paid')[0]?.body).toEqual({ orderId: 'order-pod002' });
    expect(await screen.findByText(FULFILMENT_MESSAGES.markedPaid)).toBeInTheDocument();
  });

  it('says the server’s refusal of Mark paid', async () => {
    staffBoard([
      boardOrder('order-pod003', { paymentMethod: 'on-delivery', status: 'Out for delivery' }),
    ]);
    api.on('POST /api/kitchen/order/paid', {
      status: 409,
      body: { success: false, message: FULFILMENT_MESSAGES.alreadyPaid },
    });
    const { user } = await renderBoard();
    const card = within(await screen.findByRole('article', { name: 'Order #POD003' }));
    await user.click(card.getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText(FULFILMENT_MESSAGES.alreadyPaid)).toBeInTheDocument();
    expect(card.getByText(FULFILMENT_MESSAGES.payOnDelivery)).toBeInTheDocument();
  });
});
