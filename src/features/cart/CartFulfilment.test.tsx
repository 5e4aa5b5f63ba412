/**
 * /Cart with issue 30's terms (docs/product.md#delivery-or-pickup): the fee of the area of the
 * PIN code checkout last delivered to in this browser, a PIN outside every area with Pickup one click away,
 * pickup without a fee, and a closed shop that takes orders for later. The shop is a real HTTP
 * server answering as the contract says (src/test/fakeApi.ts).
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { FoodItem } from '../../../contract/api';
import { FULFILMENT_MESSAGES } from '../../../contract/fulfilment';
import { ADDRESS } from '../../test/address';
import { shopAnswers as answerShop } from '../../test/shopAnswers';
import { fakeApiForThisFile } from '../../test/fakeApi';
import { renderPage, signedIn } from '../../test/renderPage';
import { readLastFulfilment, rememberPin } from '../../store/shop/lastFulfilment';
import { CartPage } from './CartPage';

const SALAD: FoodItem = {
  _id: 'd1',
  name: 'Greek Salad',
  description: 'Crisp.',
  price: 12,
  image: 'greek-salad.webp',
  category: 'Salad',
  available: true,
  labels: [],
};
const CLOSED = 'We are closed now. We open at 9 AM.';

const api = fakeApiForThisFile();

const shopAnswers = (shop: Record<string, unknown> = {}, times: Record<string, unknown> = {}) =>
  answerShop(api, ['2026-11-29T04:00:00.000Z'], shop, times);

beforeEach(() => {
  window.localStorage.clear();
  sessionStorage.clear();
  api.reset();
  api.on('GET /api/food/list', { body: { success: true, data: [SALAD] } });
  api.on('POST /api/cart/get', { body: { success: true, cartData: { d1: 2 } } });
  api.on('GET /api/shop/delivery', {
    body: { success: true, delivers: true, fee: 30, minimum: 0, area: 'Central' },
  });
  shopAnswers();
});

/** Signed in, with the PIN code checkout last delivered to kept in this browser. */
function renderCart(pin = ADDRESS.zipcode) {
  rememberPin(pin);
  return renderPage(<CartPage />, { route: '/Cart', preloadedState: { session: signedIn() } });
}
const totals = () => within(screen.getByRole('region', { name: 'Cart Totals' }));
const amountOf = (label: string) => totals().getByText(label).nextElementSibling;
const checkout = () => screen.getByRole('button', { name: 'Proceed to Checkout' });

test("before a PIN code is known the spec's ₹50 stands", async () => {
  renderCart('');
  await waitFor(() => expect(checkout()).toBeEnabled());
  expect(amountOf('Delivery Fee')).toHaveTextContent('₹50');
  expect(api.requestsTo('/api/shop/delivery')).toHaveLength(0);
});

test("the fee is the area's of the PIN code checkout last delivered to", async () => {
  renderCart();
  await waitFor(() => expect(amountOf('Delivery Fee')).toHaveTextContent('₹30'));
  expect(amountOf('Total')).toHaveTextContent('₹270');
  expect(api.requestsTo('/api/shop/delivery')[0]?.query.get('pin')).toBe(ADDRESS.zipcode);
  expect(checkout()).toBeEnabled();
});

test('outside every area: the sentence, checkout waits, and Pickup is one click away with no fee', async () => {
  api.on('GET /api/shop/delivery', {
    body: { success: true, delivers: false, message: FULFILMENT_MESSAGES.notDelivered('560001') },
  });
  const { user } = renderCart();
  const sentence = 'Sorry, we do not deliver to 560001 yet. You can pick it up instead.';
  expect(await screen.findByText(sentence)).toBeVisible();
  expect(checkout()).toBeDisabled();
  expect(checkout()).toHaveAccessibleDescription(sentence);
  expect(amountOf('Total')).toHaveTextContent('—');

  await user.click(screen.getByRole('button', { name: 'Switch to Pickup' }));
  expect(totals().getByRole('radio', { name: /^Pickup/ })).toBeChecked();
  expect(readLastFulfilment().fulfilment).toBe('pickup');
  expect(screen.queryByText(sentence)).not.toBeInTheDocument();
  expect(totals().queryByText('Delivery Fee')).not.toBeInTheDocument();
  expect(amountOf('Total')).toHaveTextContent('₹240');
  expect(totals().getByText('Pickup at Tomato, 12 MG Road, Bengaluru 560001')).toBeVisible();
  expect(checkout()).toBeEnabled();
});

test('closed: the order-ahead sentence, and checkout goes ahead to choose a later time', async () => {
  shopAnswers(
    { open: false, closedMessage: CLOSED },
    { asap: false, closedMessage: FULFILMENT_MESSAGES.orderAhead(CLOSED) },
  );
  renderCart();
  expect(
    await screen.findByText('We are closed now. We open at 9 AM. You can order now for later.'),
  ).toBeVisible();
  await waitFor(() => expect(amountOf('Delivery Fee')).toHaveTextContent('₹30'));
  expect(checkout()).toBeEnabled();
  expect(checkout()).not.toHaveAccessibleDescription();
});
