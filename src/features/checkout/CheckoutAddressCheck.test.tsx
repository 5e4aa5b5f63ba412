/**
 * The checkout form checks the address by the server's own rules (contract/address-checks.ts)
 * before sending: an email that is not one address by the sign-up rule, or a field holding a
 * control character, is told in the server's sentence, and nothing is sent. A refusal of the
 * server's that names an address field is shown at that field.
 */
import { screen, waitFor } from '@testing-library/react';
import type { FoodItem } from '../../../contract/api';
import { ADDRESS } from '../../test/address';
import { fakeApiForThisFile } from '../../test/fakeApi';
import { renderPage, signedIn } from '../../test/renderPage';
import { PlaceOrderPage } from './PlaceOrderPage';

const DISH: FoodItem = {
  _id: 'd1',
  name: 'Greek Salad',
  description: 'Crisp.',
  price: 12,
  image: 'a.webp',
  category: 'Salad',
  available: true,
  labels: [],
};

const api = fakeApiForThisFile();

beforeEach(() => {
  sessionStorage.clear();
  api.reset();
  api.on('GET /api/food/list', { body: { success: true, data: [DISH] } });
  api.on('POST /api/cart/get', { body: { success: true, cartData: { d1: 1 } } });
  api.on('POST /api/order/place', {
    status: 201,
    body: { success: true, session_url: `${window.location.origin}/#checkout-cs_1`, orderId: 'o1' },
  });
  window.history.replaceState(null, '', '/');
});

/** The form filled from the account's latest order, which held `changes`. */
async function renderFilledWith(changes: Partial<typeof ADDRESS>) {
  const lastAddress = { ...ADDRESS, ...changes };
  api.on('GET /api/user/profile', {
    body: { success: true, name: 'Asha Rao', email: 'asha@example.com', lastAddress },
  });
  const page = renderPage(<PlaceOrderPage />, {
    route: '/PlaceOrder',
    preloadedState: { session: signedIn() },
  });
  await waitFor(() => expect(screen.getByLabelText('Phone')).toHaveValue(ADDRESS.phone));
  // The PIN code's fee is asked for first (this shop answers nothing: the spec's fee stands).
  await waitFor(() => expect(proceed()).toBeEnabled());
  return page;
}

const proceed = () => screen.getByRole('button', { name: 'Proceed to Payment' });

test("an email the browser takes but the shop's rule does not is refused in sign-up's words", async () => {
  // A browser's own check takes an address without a dot in its domain.
  const { user } = await renderFilledWith({ email: 'asha@localhost' });
  expect(screen.getByLabelText('Email address')).toBeValid();
  await user.click(proceed());
  expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
  expect(api.requestsTo('/api/order/place')).toHaveLength(0);
});

test('a control character in a name is refused, naming the field, and nothing is sent', async () => {
  const { user } = await renderFilledWith({ lastname: 'Rao\u0007' });
  await user.click(proceed());
  expect(
    await screen.findByText(
      'Last name must be one line of text, without line breaks or control characters.',
    ),
  ).toBeInTheDocument();
  expect(api.requestsTo('/api/order/place')).toHaveLength(0);
});

test('an address that passes is sent', async () => {
  const { user } = await renderFilledWith({});
  await user.click(proceed());
  await waitFor(() => expect(api.requestsTo('/api/order/place')).toHaveLength(1));
  expect(api.requestsTo('/api/order/place')[0]?.body).toMatchObject({ address: ADDRESS });
});

test("the server's refusal naming an address field is shown there, and focused", async () => {
  const badPhone = 'Enter a phone number we can call: 10 digits, or + and the country code.';
  api.on('POST /api/order/place', {
    status: 400,
    body: { success: false, message: badPhone, field: 'address.phone' },
  });
  const { user } = await renderFilledWith({});
  await user.click(proceed());
  const phone = screen.getByLabelText('Phone');
  await waitFor(() => expect(phone).toHaveAccessibleDescription(badPhone));
  expect(phone).toHaveAttribute('aria-invalid', 'true');
  expect(phone).toHaveFocus();
});
