/**
 * The board's own header (docs/product.md#the-order-board), on the whole /kitchen page against a
 * fake API server: the sound starts off and one click turns it on; a new order's alert repeats
 * until acknowledged; the choice is remembered (a tap wakes it after a reload); the screen's wake
 * lock and full screen say when the browser cannot; Pause and Resume. The AudioContext is the
 * test environment's (test/fake-audio-context.ts), which records the tones played.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { EventSource } from 'eventsource';
import type { KitchenOrder, PauseState, ShopReply } from '../../../contract/api';
import { PAUSE_MESSAGES } from '../../../contract/pause-messages';
import { DEFAULT_OPENING_HOURS } from '../../../contract/shop-rules';
import type { FakeAudioContext } from '../../../test/fake-audio-context';
import { ADDRESS } from '../../test/address';
import { fakeApiForThisFile } from '../../test/fakeApi';
import { renderPage, signedIn } from '../../test/renderPage';
import { KitchenPage } from './KitchenPage';
import { ALERT_EVERY_MS } from './useChime';
import { FULLSCREEN_UNSUPPORTED } from './useFullscreen';

const api = fakeApiForThisFile();
const Audio = () => window.AudioContext as unknown as typeof FakeAudioContext;

const SHOP: ShopReply = {
  success: true,
  settings: { hours: DEFAULT_OPENING_HOURS, timeZone: 'Asia/Kolkata', minimumOrder: 0 },
  open: true,
};

function newOrder(id: string): KitchenOrder {
  return {
    _id: id,
    number: id.slice(-6).toUpperCase(),
    lines: [{ name: 'Cup Cake', quantity: 1 }],
    amount: 190,
    address: ADDRESS,
    status: 'Food Processing',
    paidAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    refunded: false,
  };
}

beforeAll(() => {
  (globalThis as { EventSource?: unknown }).EventSource = EventSource;
});

beforeEach(() => {
  api.reset();
  window.localStorage.clear();
  Audio().created.length = 0;
  api.on('POST /api/stream/ticket', () => ({
    body: { success: true, ticket: 'ticket-1', url: '/api/kitchen/stream?ticket=ticket-1' },
  }));
  api.on('GET /api/kitchen/stream', 'stream');
  api.on('GET /api/kitchen/orders', { body: { success: true, data: [] } });
  api.on('GET /api/shop', { body: SHOP });
});

const renderBoard = () =>
  renderPage(<KitchenPage />, { route: '/kitchen', preloadedState: { session: signedIn() } });

/** The board's header, found by the attributes a browser test reads. */
const header = () => document.querySelector<HTMLElement>('header[data-alerts]')!;
const alerts = () => Number(header().dataset.alerts);

async function advance(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

describe('the sound', () => {
  beforeEach(() => jest.useFakeTimers({ advanceTimers: true }));
  afterEach(() => jest.useRealTimers());

  it("says 'Sound is off' until 'Turn on sound'; then a new order's alert repeats until acknowledged", async () => {
    const { user, unmount } = renderBoard();
    const stream = await api.nextStream('/api/kitchen/stream');
    expect(await screen.findByText('Sound is off')).toBeInTheDocument();
    expect(header()).toHaveAttribute('data-sound', 'off');
    expect(header()).toHaveAttribute('data-audio-state', 'none');

    stream.send({ id: '1', event: 'order', data: newOrder('order-aaa111') });
    await screen.findByRole('article', { name: 'Order #AAA111' });
    // Seen, not heard: nothing may sound before someone has used the page.
    const waiting = screen.getByRole('group', { name: 'New orders' });
    expect(waiting).toHaveTextContent('New order #AAA111');
    expect(alerts()).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Turn on sound' }));
    await waitFor(() => expect(header()).toHaveAttribute('data-audio-state', 'running'));
    expect(header()).toHaveAttribute('data-sound', 'on');
    expect(screen.getByText('Sound on')).toBeInTheDocument();
    expect(alerts()).toBe(1);
    const [context] = Audio().created;
    expect(context!.tones).toEqual([880, 1175, 880]);

    await advance(ALERT_EVERY_MS);
    expect(alerts()).toBe(2);
    await advance(ALERT_EVERY_MS);
    expect(alerts()).toBe(3);
    expect(context!.tones).toHaveLength(9);

    await user.click(within(waiting).getByRole('button', { name: 'Acknowledge' }));
    expect(screen.queryByRole('group', { name: 'New orders' })).toBeNull();
    await advance(ALERT_EVERY_MS * 3);
    expect(alerts()).toBe(3);

    // The next order sounds at once, and again until acknowledged.
    stream.send({ id: '2', event: 'order', data: newOrder('order-bbb222') });
    await screen.findByRole('article', { name: 'Order #BBB222' });
    await waitFor(() => expect(alerts()).toBe(4));
    await advance(ALERT_EVERY_MS);
    expect(alerts()).toBe(5);

    // Muted: the order still waits on screen, silently.
    await user.click(screen.getByRole('button', { name: 'Mute' }));
    expect(screen.getByText('Sound is off')).toBeInTheDocument();
    await advance(ALERT_EVERY_MS * 2);
    expect(alerts()).toBe(5);
    expect(screen.getByRole('group', { name: 'New orders' })).toHaveTextContent('#BBB222');
    expect(window.localStorage.getItem('tomato.kitchen.sound')).toBe('off');
    unmount();
  });

  it("is remembered: after a reload the browser wants a tap ('Tap to turn sound back on')", async () => {
    const first = renderBoard();
    await first.user.click(await screen.findByRole('button', { name: 'Turn on sound' }));
    await waitFor(() => expect(header()).toHaveAttribute('data-sound', 'on'));
    first.unmount();

    const { user } = renderBoard();
    await screen.findByRole('button', { name: 'Tap to turn sound back on' });
    expect(screen.getByText('Sound is off')).toBeInTheDocument();
    expect(header()).toHaveAttribute('data-sound', 'asleep');
    // Any tap on the page will do, not only the button.
    await user.click(screen.getByRole('heading', { level: 1, name: 'Kitchen' }));
    await waitFor(() => expect(header()).toHaveAttribute('data-sound', 'on'));
    expect(screen.queryByRole('button', { name: 'Tap to turn sound back on' })).toBeNull();
  });
});

describe('the screen', () => {
  afterEach(() => {
    delete (navigator as { wakeLock?: unknown }).wakeLock;
  });

  it("says 'Screen may sleep' where the browser has no wake lock", async () => {
    renderBoard();
    expect(await screen.findByText('Screen may sleep')).toBeInTheDocument();
  });

  it("keeps the screen on with a wake lock, asks again when the page is seen again, and says 'Screen may sleep' when refused", async () => {
    const requests: string[] = [];
    let refuse = false;
    const sentinels: Array<EventTarget & { released: boolean; release: () => Promise<void> }> = [];
    // The browser's Screen Wake Lock API, which jsdom lacks.
    (navigator as { wakeLock?: unknown }).wakeLock = {
      request: (type: string) => {
        requests.push(type);
        if (refuse) return Promise.reject(new DOMException('Battery saver', 'NotAllowedError'));
        const sentinel = Object.assign(new EventTarget(), {
          released: false,
          release: () => {
            sentinel.released = true;
            sentinel.dispatchEvent(new Event('release'));
            return Promise.resolve();
          },
        });
        sentinels.push(sentinel);
        return Promise.resolve(sentinel);
      },
    };
    renderBoard();
    expect(await screen.findByText('Screen stays on')).toBeInTheDocument();
    expect(new Set(requests)).toEqual(new Set(['screen']));
    const asked = requests.length;
    const held = () => sentinels.filter(({ released }) => !released);
    expect(held()).toHaveLength(1);

    // Hidden, the browser lets go; seen again, the board asks again.
    await act(() => held()[0]!.release());
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await screen.findByText('Screen stays on');
    expect(requests).toHaveLength(asked + 1);
    expect(held()).toHaveLength(1);

    refuse = true;
    await act(() => held()[0]!.release());
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await screen.findByText('Screen may sleep')).toBeInTheDocument();
  });

  it('full screen, where the browser has none, says what to do instead', async () => {
    const { user } = renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Full screen' }));
    expect(screen.getByText(FULLSCREEN_UNSUPPORTED)).toBeInTheDocument();
  });
});

it('Pause for 30 min shows what shoppers read; Resume orders ends it', async () => {
  const sentence = 'Not taking orders right now — back at 8:30 PM';
  // The shop answers as the server would: paused from the pause until the resume, whenever the
  // board happens to ask (the pause's own reply is followed by a fresh read of the shop).
  let paused: PauseState | undefined;
  api.on('GET /api/shop', () => ({
    body: paused ? { ...SHOP, open: false, closedMessage: sentence, paused } : SHOP,
  }));
  api.on('POST /api/kitchen/pause', () => {
    paused = { until: '2026-11-25T15:00:00.000Z', message: sentence };
    return { body: { success: true, message: 'New orders paused.', paused } };
  });
  api.on('POST /api/kitchen/resume', () => {
    paused = undefined;
    return { body: { success: true, message: 'Taking new orders again.', paused: null } };
  });
  const { user } = renderBoard();
  await user.click(await screen.findByRole('button', { name: 'Pause' }));
  await user.click(
    within(screen.getByRole('group', { name: 'Pause new orders for' })).getByRole('button', {
      name: '30 min',
    }),
  );
  expect(await within(header()).findByText(sentence)).toBeInTheDocument();
  expect(api.requestsTo('/api/kitchen/pause').map(({ body }) => body)).toEqual([{ minutes: 30 }]);

  await user.click(screen.getByRole('button', { name: 'Resume orders' }));
  expect(await screen.findByRole('button', { name: 'Pause' })).toBeInTheDocument();
  expect(within(header()).queryByText(sentence)).toBeNull();
  expect(api.requestsTo('/api/kitchen/resume')).toHaveLength(1);
});

describe('the connection', () => {
  const connection = () => screen.getByRole('status', { name: 'Connection' });
  const setOnline = (online: boolean) => {
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, value: online });
    act(() => {
      window.dispatchEvent(new Event(online ? 'online' : 'offline'));
    });
  };
  /** Tickets asked for so far (a development render may open and close the stream once first). */
  const tickets = () => api.requestsTo('/api/stream/ticket').length;
  afterEach(() => {
    delete (window.navigator as { onLine?: boolean }).onLine;
  });

  it("says 'Live' while the kitchen's stream is open and 'Reconnecting…' while it is taken up again", async () => {
    renderBoard();
    const first = await api.nextStream('/api/kitchen/stream');
    await waitFor(() => expect(connection()).toHaveTextContent('Live'));
    expect(connection()).toHaveAttribute('data-connection', 'live');
    const asked = tickets();

    first.close();
    await waitFor(() => expect(connection()).toHaveTextContent('Reconnecting…'));
    expect(connection()).not.toHaveTextContent('Live');

    // Opened again with a new ticket after a short wait.
    await api.nextStream('/api/kitchen/stream');
    await waitFor(() => expect(connection()).toHaveTextContent('Live'));
    expect(tickets()).toBe(asked + 1);
  });

  it("says 'Offline' while the browser is, and is live again as soon as it is back online", async () => {
    renderBoard();
    const first = await api.nextStream('/api/kitchen/stream');
    await waitFor(() => expect(connection()).toHaveTextContent('Live'));
    const asked = tickets();

    setOnline(false);
    expect(connection()).toHaveTextContent('Offline');
    first.close();
    await first.ended;
    // Nothing is tried while offline: the words stay, and no new ticket is asked for.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(connection()).toHaveTextContent('Offline');
    expect(tickets()).toBe(asked);

    setOnline(true);
    await api.nextStream('/api/kitchen/stream');
    await waitFor(() => expect(connection()).toHaveTextContent('Live'));
    expect(tickets()).toBe(asked + 1);
  });
});

it("a refusal of the pause's length is shown under the lengths, which stay open; another in a toast", async () => {
  api.on('POST /api/kitchen/pause', {
    status: 400,
    body: { success: false, message: PAUSE_MESSAGES.badMinutes, field: 'minutes' },
  });
  const { user } = renderBoard();
  await user.click(await screen.findByRole('button', { name: 'Pause' }));
  const choices = screen.getByRole('group', { name: 'Pause new orders for' });
  await user.click(within(choices).getByRole('button', { name: '15 min' }));
  await waitFor(() => expect(choices).toHaveAccessibleDescription(PAUSE_MESSAGES.badMinutes));
  expect(within(choices).getByRole('alert')).toHaveTextContent(PAUSE_MESSAGES.badMinutes);
  expect(choices).toBeVisible();
  expect(screen.getByRole('button', { name: 'Pause' })).toHaveAttribute('aria-expanded', 'true');

  api.on('POST /api/kitchen/pause', {
    status: 403,
    body: { success: false, message: 'Staff only.' },
  });
  await user.click(within(choices).getByRole('button', { name: '30 min' }));
  expect(await screen.findByText('Staff only.')).toBeInTheDocument();
  expect(within(choices).getByRole('alert', { hidden: true })).toHaveTextContent('');
  expect(choices).not.toHaveAccessibleDescription();
  expect(screen.getByRole('button', { name: 'Pause' })).toHaveAttribute('aria-expanded', 'false');
  expect(api.requestsTo('/api/kitchen/pause').map(({ body }) => body)).toEqual([
    { minutes: 15 },
    { minutes: 30 },
  ]);
});
