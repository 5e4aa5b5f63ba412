/**
 * A signed-in cart follows the server in every tab (docs/architecture.md, "State"; issue 29, "The
 * cart is the same everywhere"): a tab on /MyOrders takes the cart its order stream carries, and
 * fetches it again each time the stream opens; the page that verifies a payment tells the
 * browser's other tabs, which fetch it again. Against a fake API at the network.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { EventSource } from 'eventsource';
import type { CartData } from '../../contract/api';
import { VerifyPage } from '../features/checkout/VerifyPage';
import { MyOrdersPage } from '../features/orders/MyOrdersPage';
import { cartApi, useGetCartQuery } from '../store/cart/cartApi';
import { selectCartItems } from '../store/cart/selectors';
import { keepTabsInStep } from '../store/tabs';
import { fakeApiForThisFile } from '../test/fakeApi';
import { renderPage, signedIn } from '../test/renderPage';

const api = fakeApiForThisFile();

/** What the server holds: each cart/get answers it. */
let serverCart: CartData;

beforeAll(() => {
  // jsdom has no EventSource: the maintained implementation for Node stands in for the browser's.
  (globalThis as { EventSource?: unknown }).EventSource = EventSource;
});

beforeEach(() => {
  api.reset();
  serverCart = { d1: 1 };
  api.on('POST /api/cart/get', () => ({ body: { success: true, cartData: serverCart } }));
  api.on('POST /api/order/userorders', { body: { success: true, data: [] } });
  api.on('POST /api/stream/ticket', {
    body: { success: true, ticket: 'ticket-1', url: '/api/order/stream?ticket=ticket-1' },
  });
  api.on('GET /api/order/stream', 'stream');
});

/** The cart every page of the app follows while signed in (src/app/App.tsx subscribes it). */
function WithCart({ children }: { children: React.ReactNode }) {
  useGetCartQuery();
  return <>{children}</>;
}

const signedInTab = (page: React.ReactElement, route: string) =>
  renderPage(<WithCart>{page}</WithCart>, { route, preloadedState: { session: signedIn() } });

/** Another tab of this browser: a channel of its own on the app's name. */
function anotherTab() {
  const channel = new BroadcastChannel('storefront');
  const heard: unknown[] = [];
  channel.onmessage = (event: MessageEvent) => heard.push(event.data);
  return { channel, heard };
}

describe('a tab on /MyOrders', () => {
  it('shows the cart its order stream carries: paid elsewhere, the dishes leave it here', async () => {
    const { store } = signedInTab(<MyOrdersPage />, '/MyOrders');
    await waitFor(() => expect(selectCartItems(store.getState())).toEqual({ d1: 1 }));
    const stream = await api.nextStream('/api/order/stream');
    // The stream opened: the cart is fetched again (it may have changed while nothing followed).
    await waitFor(() => expect(api.requestsTo('/api/cart/get')).toHaveLength(2));
    await waitFor(() =>
      expect(store.getState().api.queries['getCart(undefined)']?.status).toBe('fulfilled'),
    );

    // Paid in another tab or on another device: the server sends the cart without the dish.
    serverCart = {};
    stream.send({ event: 'cart', data: { cartData: {} } });
    await waitFor(() => expect(selectCartItems(store.getState())).toEqual({}), { timeout: 2_000 });
    // Carried by the stream: not asked again.
    expect(api.requestsTo('/api/cart/get')).toHaveLength(2);

    // A dish added on another device arrives the same way.
    stream.send({ event: 'cart', data: { cartData: { d2: 3 } } });
    await waitFor(() => expect(selectCartItems(store.getState())).toEqual({ d2: 3 }), {
      timeout: 2_000,
    });
  });

  it("while this tab's own change is on its way, fetches the cart once the change has settled", async () => {
    let answer: () => void = () => undefined;
    api.on(
      'POST /api/cart/add',
      () =>
        new Promise((resolve) => {
          answer = () =>
            resolve({ body: { success: true, message: 'Added', cartData: serverCart } });
        }),
    );
    const { store } = signedInTab(<MyOrdersPage />, '/MyOrders');
    const stream = await api.nextStream('/api/order/stream');
    await waitFor(() => expect(api.requestsTo('/api/cart/get')).toHaveLength(2));
    await waitFor(() => expect(selectCartItems(store.getState())).toEqual({ d1: 1 }));

    void store.dispatch(cartApi.endpoints.addToCart.initiate({ itemId: 'd1' }));
    await waitFor(() => expect(api.requestsTo('/api/cart/add')).toHaveLength(1));
    expect(selectCartItems(store.getState())).toEqual({ d1: 2 });
    // The stream's cart was read before the add reached the server: it is not taken as is.
    stream.send({ event: 'cart', data: { cartData: { d1: 1 } } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(selectCartItems(store.getState())).toEqual({ d1: 2 });

    serverCart = { d1: 2 };
    answer();
    await waitFor(() => expect(api.requestsTo('/api/cart/get')).toHaveLength(3));
    await waitFor(() => expect(selectCartItems(store.getState())).toEqual({ d1: 2 }));
  });
});

describe('the page that verifies a payment', () => {
  it("tells the browser's other tabs once the order is paid", async () => {
    api.on('POST /api/order/verify', { body: { success: true, message: 'Payment verified' } });
    const other = anotherTab();
    try {
      renderPage(<VerifyPage />, {
        route: '/verify?success=true&orderId=order-42',
        preloadedState: { session: signedIn() },
      });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Payment successful!' }),
      ).toBeInTheDocument();
      await waitFor(() =>
        expect(other.heard).toEqual([{ type: 'cart-changed', userId: 'user-1' }]),
      );
    } finally {
      other.channel.close();
    }
  });

  it('a tab that hears it shows the cart the server now holds', async () => {
    const { store } = renderPage(<WithCart>{null}</WithCart>, {
      preloadedState: { session: signedIn() },
    });
    const stop = keepTabsInStep(store);
    const paying = anotherTab();
    try {
      await waitFor(() => expect(selectCartItems(store.getState())).toEqual({ d1: 1 }));
      serverCart = {};
      paying.channel.postMessage({ type: 'cart-changed', userId: 'user-1' });
      await waitFor(() => expect(selectCartItems(store.getState())).toEqual({}), {
        timeout: 2_000,
      });
    } finally {
      stop();
      paying.channel.close();
    }
  });
});
