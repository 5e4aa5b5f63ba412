import { act, screen, waitFor } from '@testing-library/react';
import { fakeApiForThisFile } from '../../test/fakeApi';
import { renderPage, signedIn } from '../../test/renderPage';
import { emptyAddress } from './addressFields';
import { readCheckoutDraft, saveCheckoutDraft } from './checkoutDraft';
import { VerifyPage } from './VerifyPage';

const api = fakeApiForThisFile();

beforeEach(() => {
  api.reset();
});

/** Under StrictMode (renderPage's default), whose effects run twice in development. */
function renderVerify(route: string, loggedIn = false) {
  return renderPage(<VerifyPage />, {
    route,
    preloadedState: loggedIn ? { session: signedIn() } : {},
  });
}

/** Lets any request that would still come arrive before counting. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

describe('VerifyPage', () => {
  it.each(['/verify', '/verify?orderId=o1', '/verify?success=true'])(
    "says 'Invalid payment link.' for %s and asks nothing",
    async (route) => {
      renderVerify(route);
      expect(
        screen.getByRole('heading', { level: 1, name: 'Invalid payment link.' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/MyOrders');
      await settle();
      expect(api.requestsTo('/api/order/verify')).toHaveLength(0);
    },
  );

  it('verifies once, shows the paid verdict and refetches the emptied cart', async () => {
    let cartFetches = 0;
    api.on('POST /api/cart/get', () => {
      cartFetches += 1;
      return { body: { success: true, cartData: cartFetches === 1 ? { d1: 2 } : {} } };
    });
    api.on('POST /api/order/verify', { body: { success: true, message: 'Payment verified' } });
    const { store } = renderVerify('/verify?success=true&orderId=order-42', true);

    expect(screen.getByRole('status')).toHaveTextContent('Verifying payment...');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment successful!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Payment verified');
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/MyOrders');
    expect(screen.getByRole('link', { name: 'Back to the menu' })).toHaveAttribute('href', '/Menu');

    await waitFor(() => expect(api.requestsTo('/api/cart/get')).toHaveLength(2));
    await waitFor(() => expect(store.getState().cart.items).toEqual({}));
    await settle();
    const verifies = api.requestsTo('/api/order/verify');
    expect(verifies).toHaveLength(1);
    expect(verifies[0]?.body).toEqual({ orderId: 'order-42', success: 'true' });
    expect(verifies[0]?.headers.token).toBe('token-1');
  });

  it("shows the failure with the server's message when the order is not paid", async () => {
    api.on('POST /api/order/verify', {
      body: { success: false, message: 'Payment not completed' },
    });
    renderVerify('/verify?success=false&orderId=order-43');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment failed' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Payment not completed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/Cart');
  });

  it('trusts the server, not the link: success=true that the server denies is a failure', async () => {
    api.on('POST /api/order/verify', {
      body: { success: false, message: 'Payment not completed' },
    });
    renderVerify('/verify?success=true&orderId=order-44');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment failed' }),
    ).toBeInTheDocument();
  });

  it("says '⚠️ Error verifying payment.' when the call fails, and can try again", async () => {
    api.on('POST /api/order/verify', 'drop');
    const { user } = renderVerify('/verify?success=true&orderId=order-45');
    expect(
      await screen.findByRole('heading', { level: 1, name: '⚠️ Error verifying payment.' }),
    ).toBeInTheDocument();

    api.on('POST /api/order/verify', { body: { success: true, message: 'Payment verified' } });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment successful!' }),
    ).toBeInTheDocument();
    expect(api.requestsTo('/api/order/verify')).toHaveLength(2);
  });

  it('treats an HTTP error (e.g. an unknown order) as a failed call', async () => {
    api.on('POST /api/order/verify', {
      status: 404,
      body: { success: false, message: 'Order not found.' },
    });
    renderVerify('/verify?success=true&orderId=nope');
    expect(
      await screen.findByRole('heading', { level: 1, name: '⚠️ Error verifying payment.' }),
    ).toBeInTheDocument();
  });

  it.each([
    [true, 'Payment successful!', undefined],
    [false, 'Payment failed', 'Lake View Road'],
  ])(
    'paid %s: the address typed for the order is forgotten only once it is paid',
    async (paid, heading, streetKept) => {
      saveCheckoutDraft('user-1', { ...emptyAddress(), street: 'Lake View Road' });
      api.on('POST /api/order/verify', {
        body: { success: paid, message: paid ? 'Payment verified' : 'Payment not completed' },
      });
      renderVerify(`/verify?success=${paid}&orderId=order-46`, true);
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(readCheckoutDraft('user-1')?.street).toBe(streetKept);
    },
  );
});
