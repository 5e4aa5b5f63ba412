import { screen, waitFor, within } from '@testing-library/react';
import { ADDRESS_FIELDS, ADDRESS_FIELD_LABEL } from '../../../contract/rules';
import { ADDRESS } from '../../test/address';
import { LARGE_CHEESE, PIZZA, testDish } from '../../test/dishOptions';
import { fakeApiForThisFile } from '../../test/fakeApi';
import { renderPage, signedIn } from '../../test/renderPage';
import { PlaceOrderPage } from './PlaceOrderPage';

const SALAD = testDish('s1', 'Greek Salad', 12);
const api = fakeApiForThisFile();

beforeEach(() => {
  sessionStorage.clear();
  api.reset();
  api.on('GET /api/food/list', { body: { success: true, data: [PIZZA, SALAD] } });
  api.on('POST /api/cart/get', {
    body: { success: true, cartData: { [LARGE_CHEESE]: 1, s1: 2, 'p1|regular,truffle|': 1 } },
  });
  window.history.replaceState(null, '', '/');
});

test("the order sends each configured line's key, and the summary reads each line with its choices", async () => {
  const sessionUrl = `${window.location.origin}/#checkout-cs_test_2`;
  api.on('POST /api/order/place', {
    status: 201,
    body: { success: true, session_url: sessionUrl, orderId: 'o2' },
  });
  const { user } = renderPage(<PlaceOrderPage />, {
    route: '/PlaceOrder',
    preloadedState: { session: signedIn() },
  });
  await screen.findByRole('heading', { name: 'Delivery Information' });
  const lines = within(screen.getByRole('list', { name: 'Dishes in your order' }));
  expect(lines.getAllByRole('listitem').map((line) => line.textContent)).toEqual([
    'Margherita Pizza · Large · Extra cheese — "cut in 8" × 1₹430',
    'Greek Salad × 2₹240',
  ]);
  expect(screen.getByRole('list', { name: 'Not in your order' })).toHaveTextContent(
    'Sorry, Margherita Pizza · Regular · Truffle is not available right now.',
  );
  const totals = within(screen.getByRole('region', { name: 'Cart Totals' }));
  expect(totals.getByText('Total').nextElementSibling).toHaveTextContent('₹720');

  for (const field of ADDRESS_FIELDS) {
    await user.click(screen.getByLabelText(ADDRESS_FIELD_LABEL[field]));
    await user.paste(ADDRESS[field]);
  }
  // The shop is asked about the PIN code first (this one answers nothing: the spec's fee stands).
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled(),
  );
  await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
  await waitFor(() => expect(window.location.href).toBe(sessionUrl));
  const [request] = api.requestsTo('/api/order/place');
  expect(request?.body).toMatchObject({
    items: [
      { _id: 'p1', name: 'Margherita Pizza', price: 43, quantity: 1, line: LARGE_CHEESE },
      { _id: 's1', name: 'Greek Salad', price: 12, quantity: 2 },
    ],
    amount: 720,
  });
});
