import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { FoodItem } from '../../../contract/api';
import { ADDRESS_FIELDS, ADDRESS_FIELD_LABEL } from '../../../contract/rules';
import { ADDRESS } from '../../test/address';
import { DEFAULT_OPENING_HOURS } from '../../../contract/shop-rules';
import { fakeApiForThisFile } from '../../test/fakeApi';
import { renderPage, signedIn } from '../../test/renderPage';
import { PlaceOrderPage } from './PlaceOrderPage';

const DISHES: FoodItem[] = [
  {
    _id: 'd1',
    name: 'Greek Salad',
    description: 'Crisp.',
    price: 12,
    image: 'a.webp',
    category: 'Salad',
    available: true,
    labels: [],
  },
  {
    _id: 'd2',
    name: 'Tomato Pasta',
    description: 'Rich.',
    price: 18,
    image: 'b.webp',
    category: 'Pasta',
    available: true,
    labels: [],
  },
  {
    _id: 'd3',
    name: 'Cup Cake',
    description: 'Sweet.',
    price: 14,
    image: 'c.webp',
    category: 'Cake',
    available: true,
    labels: [],
  },
];
/** 2 x ₹120 + 1 x ₹180 = ₹420, plus the ₹50 delivery fee. */
const CART = { d1: 2, d2: 1 };
const TOTAL = 470;

const api = fakeApiForThisFile();

beforeEach(() => {
  // What a previous test typed stays in this tab's sessionStorage (checkoutDraft.ts).
  sessionStorage.clear();
  api.reset();
  api.on('GET /api/food/list', { body: { success: true, data: DISHES } });
  api.on('POST /api/cart/get', { body: { success: true, cartData: CART } });
  window.history.replaceState(null, '', '/');
});

/** A logged-out shopper with CART in this browser. */
const renderAsGuest = () =>
  renderPage(<PlaceOrderPage />, {
    route: '/PlaceOrder',
    preloadedState: { cart: { items: CART } },
  });

function renderCheckout(session = signedIn()) {
  return renderPage(<PlaceOrderPage />, {
    route: '/PlaceOrder',
    preloadedState: { session },
  });
}

async function fillAddress(user: UserEvent) {
  for (const field of ADDRESS_FIELDS) {
    await user.click(screen.getByLabelText(ADDRESS_FIELD_LABEL[field]));
    await user.paste(ADDRESS[field]);
  }
  // The shop is asked about the PIN code (this one answers nothing: the spec's ₹50 stands).
  await waitFor(() =>
    expect(screen.getByText('Delivery Fee').nextElementSibling).toHaveTextContent('₹50'),
  );
}

const proceed = () => screen.getByRole('button', { name: 'Proceed to Payment' });

describe('PlaceOrderPage', () => {
  it('shows the delivery form with every field required, and the totals with the ₹50 fee', async () => {
    renderCheckout();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Delivery Information' }),
    ).toBeInTheDocument();
    for (const field of ADDRESS_FIELDS) {
      expect(screen.getByLabelText(ADDRESS_FIELD_LABEL[field])).toBeRequired();
    }
    expect(screen.getByLabelText('Email address')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('type', 'tel');
    const totals = within(screen.getByRole('region', { name: 'Cart Totals' }));
    expect(totals.getByText('Subtotal').nextElementSibling).toHaveTextContent('₹420');
    expect(totals.getByText('Delivery Fee').nextElementSibling).toHaveTextContent('₹50');
    expect(totals.getByText('Total').nextElementSibling).toHaveTextContent('₹470');
  });

  it('places the order with the address, the lines and the total, then goes to the payment page', async () => {
    const sessionUrl = `${window.location.origin}/#checkout-cs_test_1`;
    api.on('POST /api/order/place', {
      status: 201,
      body: { success: true, session_url: sessionUrl, orderId: 'o1' },
    });
    const { user } = renderCheckout();
    await screen.findByRole('heading', { name: 'Delivery Information' });
    await fillAddress(user);
    await user.click(proceed());

    await waitFor(() => expect(window.location.href).toBe(sessionUrl));
    const [request] = api.requestsTo('/api/order/place');
    expect(request?.headers.token).toBe('token-1');
    expect(request?.body).toEqual({
      userId: 'user-1',
      address: ADDRESS,
      items: [
        { _id: 'd1', name: 'Greek Salad', price: 12, quantity: 2 },
        { _id: 'd2', name: 'Tomato Pasta', price: 18, quantity: 1 },
      ],
      amount: TOTAL,
      fulfilment: 'delivery',
    });
    expect(Object.keys((request?.body as { address: object }).address)).toHaveLength(9);
  });

  it('sends one order when the button is clicked twice, and keeps it disabled while sending', async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    const held = new Promise<{ body: unknown }>((resolve) => (answer = resolve));
    api.on('POST /api/order/place', () => held);
    const { user } = renderCheckout();
    await screen.findByRole('heading', { name: 'Delivery Information' });
    await fillAddress(user);

    await user.dblClick(proceed());
    await waitFor(() => expect(api.requestsTo('/api/order/place')).toHaveLength(1));
    expect(proceed()).toBeDisabled();
    await user.click(proceed());

    const sessionUrl = `${window.location.origin}/#checkout-cs_test_2`;
    answer({ body: { success: true, session_url: sessionUrl, orderId: 'o2' } });
    await waitFor(() => expect(window.location.href).toBe(sessionUrl));
    expect(api.requestsTo('/api/order/place')).toHaveLength(1);
  });

  it("says 'Error placing order!' when the server replies without success", async () => {
    api.on('POST /api/order/place', { body: { success: false } });
    const { user } = renderCheckout();
    await screen.findByRole('heading', { name: 'Delivery Information' });
    await fillAddress(user);
    await user.click(proceed());
    expect(await screen.findByText('Error placing order!')).toBeInTheDocument();
    await waitFor(() => expect(proceed()).toBeEnabled());
    expect(window.location.hash).toBe('');
  });

  it("shows the server's message when it refuses the order", async () => {
    const message = 'The prices in your cart have changed. Please review your cart and try again.';
    api.on('POST /api/order/place', { status: 409, body: { success: false, message } });
    const { user } = renderCheckout();
    await screen.findByRole('heading', { name: 'Delivery Information' });
    await fillAddress(user);
    await user.click(proceed());
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it("says 'Server error. Please try again.' when the request fails on the way", async () => {
    api.on('POST /api/order/place', 'drop');
    const { user } = renderCheckout();
    await screen.findByRole('heading', { name: 'Delivery Information' });
    await fillAddress(user);
    await user.click(proceed());
    expect(await screen.findByText('Server error. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(proceed()).toBeEnabled());
  });

  it("says 'User not logged in' and sends nothing without a stored userId", async () => {
    const { user } = renderCheckout(signedIn(null));
    await screen.findByRole('heading', { name: 'Delivery Information' });
    await fillAddress(user);
    await user.click(proceed());
    expect(await screen.findByText('User not logged in')).toBeInTheDocument();
    expect(api.requestsTo('/api/order/place')).toHaveLength(0);
  });

  it('sends nothing until every address field is filled', async () => {
    const { user } = renderCheckout();
    await screen.findByRole('heading', { name: 'Delivery Information' });
    await user.click(proceed());
    expect(screen.getByLabelText('First name')).toBeInvalid();
    expect(api.requestsTo('/api/order/place')).toHaveLength(0);
  });

  it('asks a logged-out shopper to sign in instead of showing the form', async () => {
    renderAsGuest();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Login to Place Order' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/Cart');
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
  });

  it('needs no menu to ask a logged-out shopper to sign in', async () => {
    // The menu is asked again on every visit; a guest is shown the sign-in notice without it.
    api.on('GET /api/food/list', { status: 503, body: { success: false, message: 'Down' } });
    renderAsGuest();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Login to Place Order' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/Cart');
    // Asked, and asked again while it answers 503 (src/api/outage.ts): the notice never waits.
    await waitFor(() => expect(api.requestsTo('/api/food/list').length).toBeGreaterThan(0));
    expect(screen.queryByText('We could not load your cart')).not.toBeInTheDocument();
  });

  it('points to the menu when the cart is empty', async () => {
    api.on('POST /api/cart/get', { body: { success: true, cartData: {} } });
    renderCheckout();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your cart is empty.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the menu' })).toHaveAttribute('href', '/Menu');
  });

  it('offers to try again when the cart cannot be loaded', async () => {
    api.on('GET /api/food/list', { status: 500, body: { success: false } });
    const { user } = renderCheckout();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'We could not load your cart' }),
    ).toBeInTheDocument();
    api.on('GET /api/food/list', { body: { success: true, data: DISHES } });
    await user.click(retry);
    expect(
      await screen.findByRole('heading', { name: 'Delivery Information' }),
    ).toBeInTheDocument();
  });

  describe('remembers the address', () => {
    const fieldValues = () =>
      Object.fromEntries(
        ADDRESS_FIELDS.map((field) => [
          field,
          (screen.getByLabelText(ADDRESS_FIELD_LABEL[field]) as HTMLInputElement).value,
        ]),
      );
    const profile = (lastAddress: typeof ADDRESS | null) => ({
      body: { success: true, name: 'Asha Rani Rao', email: 'asha.rao@example.com', lastAddress },
    });

    it("fills a new shopper's form with the account's name and email, the rest left empty", async () => {
      api.on('GET /api/user/profile', profile(null));
      renderCheckout();
      await waitFor(() =>
        expect(screen.getByLabelText('Email address')).toHaveValue('asha.rao@example.com'),
      );
      expect(fieldValues()).toEqual({
        firstname: 'Asha',
        lastname: 'Rani Rao',
        email: 'asha.rao@example.com',
        street: '',
        city: '',
        state: '',
        zipcode: '',
        country: '',
        phone: '',
      });
      expect(api.requestsTo('/api/user/profile')[0]?.headers.token).toBe('token-1');
    });

    it("fills all nine fields with the latest order's address", async () => {
      api.on('GET /api/user/profile', profile(ADDRESS));
      renderCheckout();
      await waitFor(() => expect(fieldValues()).toEqual(ADDRESS));
    });

    it('keeps what was typed when the shopper comes back, and fills only the empty fields', async () => {
      api.on('GET /api/user/profile', profile(null));
      const first = renderCheckout();
      await waitFor(() => expect(screen.getByLabelText('First name')).toHaveValue('Asha'));
      await first.user.clear(screen.getByLabelText('First name'));
      await first.user.type(screen.getByLabelText('First name'), 'Meera');
      await first.user.type(screen.getByLabelText('Street'), '4 Lake View Road');
      first.unmount();

      // Back from the payment page: a new page, and the account's address is the typed one's
      // latest order now.
      api.on('GET /api/user/profile', profile(ADDRESS));
      renderCheckout();
      await waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('Bengaluru'));
      expect(fieldValues()).toEqual({
        ...ADDRESS,
        firstname: 'Meera',
        lastname: 'Rani Rao',
        email: 'asha.rao@example.com',
        street: '4 Lake View Road',
      });
    });

    it("never shows another account's draft", async () => {
      api.on('GET /api/user/profile', profile(null));
      const first = renderCheckout();
      await screen.findByRole('heading', { name: 'Delivery Information' });
      await first.user.type(screen.getByLabelText('Street'), '4 Lake View Road');
      first.unmount();

      api.on('GET /api/user/profile', {
        body: { success: true, name: 'Ravi', email: 'ravi@example.com', lastAddress: null },
      });
      renderCheckout(signedIn('user-2', 'token-2'));
      await waitFor(() =>
        expect(screen.getByLabelText('Email address')).toHaveValue('ravi@example.com'),
      );
      expect(screen.getByLabelText('Street')).toHaveValue('');
      expect(screen.getByLabelText('First name')).toHaveValue('Ravi');
      expect(screen.getByLabelText('Last name')).toHaveValue('');
    });

    it('works again when Back restores the page from the browser memory on the way to pay', async () => {
      let answer: (value: { status: number; body: unknown }) => void = () => {};
      api.on(
        'POST /api/order/place',
        () => new Promise<{ status: number; body: unknown }>((resolve) => (answer = resolve)),
      );
      const { user } = renderCheckout();
      await screen.findByRole('heading', { name: 'Delivery Information' });
      await fillAddress(user);
      await user.click(proceed());
      const sessionUrl = `${window.location.origin}/#checkout-cs_test_3`;
      answer({ status: 201, body: { success: true, session_url: sessionUrl, orderId: 'o3' } });
      await waitFor(() => expect(window.location.href).toBe(sessionUrl));
      expect(proceed()).toBeDisabled();

      act(() => {
        window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
      });
      expect(proceed()).toBeEnabled();
      expect(screen.getByRole('status')).toHaveTextContent('');
      expect(fieldValues()).toEqual(ADDRESS);
    });
  });

  describe('the menu the restaurant runs', () => {
    const placed = () => {
      const sessionUrl = `${window.location.origin}/#checkout-cs_test_2`;
      api.on('POST /api/order/place', {
        status: 201,
        body: { success: true, session_url: sessionUrl, orderId: 'o2' },
      });
      return sessionUrl;
    };
    const totalsLines = () =>
      [...screen.getByRole('region', { name: 'Cart Totals' }).querySelectorAll('dl > div')].map(
        (row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent],
      );
    const shopAnswer = (changes: Record<string, unknown> = {}, minimumOrder = 0) => ({
      body: {
        success: true,
        settings: { hours: DEFAULT_OPENING_HOURS, timeZone: 'Asia/Kolkata', minimumOrder },
        open: true,
        ...changes,
      },
    });

    beforeEach(() => {
      api.on('GET /api/shop', shopAnswer());
    });

    function renderWithCode(code: string) {
      return renderPage(<PlaceOrderPage />, {
        route: '/PlaceOrder',
        preloadedState: { session: signedIn(), cart: { items: {}, promo: code } },
      });
    }

    it('shows the discount as a line of its own and sends the code with the discounted total', async () => {
      api.on('POST /api/promo/check', {
        body: { success: true, message: 'Promo code applied.', code: 'TASTY10', discount: 42 },
      });
      const sessionUrl = placed();
      const { user } = renderWithCode('TASTY10');
      await screen.findByRole('heading', { name: 'Delivery Information' });
      await waitFor(() => expect(totalsLines()[1]).toEqual(['Discount (TASTY10)', '−₹42']));
      expect(totalsLines()).toEqual([
        ['Subtotal', '₹420'],
        ['Discount (TASTY10)', '−₹42'],
        ['Delivery Fee', '₹50'],
        ['Total', '₹428'],
      ]);
      expect(api.requestsTo('/api/promo/check')[0]?.body).toEqual({
        code: 'TASTY10',
        subtotal: 420,
      });
      await fillAddress(user);
      await user.click(proceed());
      await waitFor(() => expect(window.location.href).toBe(sessionUrl));
      expect(api.requestsTo('/api/order/place')[0]?.body).toMatchObject({
        amount: 428,
        promoCode: 'TASTY10',
      });
    });

    it('an order refused for its code: the message shows and the discount goes', async () => {
      api.on('POST /api/promo/check', {
        body: { success: true, message: 'Promo code applied.', code: 'TASTY10', discount: 42 },
      });
      const message = 'This code has been used up.';
      api.on('POST /api/order/place', { status: 409, body: { success: false, message } });
      const { user } = renderWithCode('TASTY10');
      await screen.findByRole('heading', { name: 'Delivery Information' });
      await waitFor(() => expect(totalsLines()[1]).toEqual(['Discount (TASTY10)', '−₹42']));
      await fillAddress(user);
      api.on('POST /api/promo/check', { status: 409, body: { success: false, message } });
      await user.click(proceed());

      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
      await waitFor(() =>
        expect(totalsLines()).toEqual([
          ['Subtotal', '₹420'],
          ['Delivery Fee', '₹50'],
          ['Total', '₹470'],
        ]),
      );
      expect(screen.getByText(/is not applied/)).toHaveTextContent(
        `Code TASTY10 is not applied: ${message}`,
      );
      // The shopper can go ahead at the full price: the code is no longer sent.
      api.on('POST /api/order/place', 'drop');
      await user.click(proceed());
      await waitFor(() => expect(api.requestsTo('/api/order/place')).toHaveLength(2));
      const retry = api.requestsTo('/api/order/place')[1]?.body as Record<string, unknown>;
      expect(retry.amount).toBe(TOTAL);
      expect(retry).not.toHaveProperty('promoCode');
    });

    it('closed: the message shows and Proceed to Payment waits', async () => {
      api.on(
        'GET /api/shop',
        shopAnswer({ open: false, closedMessage: 'We are closed now. We open at 9 AM.' }),
      );
      renderCheckout();
      expect(await screen.findByText('We are closed now. We open at 9 AM.')).toBeVisible();
      expect(proceed()).toBeDisabled();
      expect(proceed()).toHaveAccessibleDescription(/^\s*We are closed now. We open at 9 AM.$/);
    });

    it('below the minimum order: the message shows and Proceed to Payment waits', async () => {
      api.on('GET /api/shop', shopAnswer({}, 500));
      renderCheckout();
      expect(await screen.findByText('The minimum order is ₹500.')).toBeVisible();
      expect(proceed()).toBeDisabled();
    });

    it('refused because the shop has just closed: the message shows, and so does the closed sign', async () => {
      const message = 'We are closed now. We open at 9 AM.';
      api.on('POST /api/order/place', { status: 409, body: { success: false, message } });
      const { user } = renderCheckout();
      await screen.findByRole('heading', { name: 'Delivery Information' });
      await waitFor(() => expect(api.requestsTo('/api/shop')).toHaveLength(1));
      await fillAddress(user);
      api.on('GET /api/shop', shopAnswer({ open: false, closedMessage: message }));
      await user.click(proceed());
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
      await waitFor(() => expect(proceed()).toBeDisabled());
      expect(document.getElementById('shop-closed')).toHaveTextContent(message);
    });

    it('an unavailable dish is named and left out of the order and its total', async () => {
      api.on('GET /api/food/list', {
        body: {
          success: true,
          data: DISHES.map((d) => (d._id === 'd2' ? { ...d, available: false } : d)),
        },
      });
      const sessionUrl = placed();
      const { user } = renderCheckout();
      await screen.findByRole('heading', { name: 'Delivery Information' });
      expect(screen.getByText('Sorry, Tomato Pasta is not available right now.')).toBeVisible();
      expect(totalsLines().at(-1)).toEqual(['Total', '₹290']);
      await fillAddress(user);
      await user.click(proceed());
      await waitFor(() => expect(window.location.href).toBe(sessionUrl));
      expect(api.requestsTo('/api/order/place')[0]?.body).toMatchObject({
        items: [{ _id: 'd1', name: 'Greek Salad', price: 12, quantity: 2 }],
        amount: 290,
      });
    });

    it('a cart whose dishes are all unavailable says so instead of the form', async () => {
      api.on('GET /api/food/list', {
        body: { success: true, data: DISHES.map((d) => ({ ...d, available: false })) },
      });
      renderCheckout();
      expect(
        await screen.findByRole('heading', {
          level: 1,
          name: 'Nothing in your cart is available right now',
        }),
      ).toBeInTheDocument();
      expect(screen.getByText('Sorry, Greek Salad is not available right now.')).toBeVisible();
      expect(screen.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/Cart');
    });
  });
});

describe('offline (docs/product.md#offline)', () => {
  let online = true;

  beforeEach(() => {
    online = true;
    jest.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
  });
  afterEach(() => jest.restoreAllMocks());

  function goOffline() {
    act(() => {
      online = false;
      window.dispatchEvent(new Event('offline'));
    });
  }

  it('keeps the form as typed and says placing the order needs a connection', async () => {
    const { user } = renderCheckout();
    await screen.findByRole('heading', { name: 'Delivery Information' });
    await fillAddress(user);
    goOffline();
    expect(
      screen.getByText('You are offline. Connect to the internet to place your order.'),
    ).toHaveAttribute('role', 'alert');
    expect(proceed()).toBeDisabled();
    expect(proceed()).toHaveAccessibleDescription(/You are offline/);
    expect(screen.getByLabelText('First name')).toHaveValue(ADDRESS.firstname);
    expect(api.requestsTo('/api/order/place')).toHaveLength(0);

    // Back online, the same form can be sent.
    act(() => {
      online = true;
      window.dispatchEvent(new Event('online'));
    });
    expect(proceed()).toBeEnabled();
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
  });

  it('anything but the form says plainly that the page needs a connection', async () => {
    online = false;
    renderAsGuest();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'You are offline. Connect to the internet to place your order.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/Cart');
    expect(screen.queryByRole('heading', { name: 'Login to Place Order' })).not.toBeInTheDocument();
  });
});
