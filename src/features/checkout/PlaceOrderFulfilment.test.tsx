/**
 * /PlaceOrder's questions of issue 30 (docs/product.md#delivery-or-pickup): delivery or pickup
 * (remembered), the PIN code's area and fee, the phone and PIN rules in the server's words, the
 * quoted time and a later slot, ordering ahead while closed, and pay on delivery. The shop is a
 * real HTTP server answering as the contract says (src/test/fakeApi.ts).
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { FoodItem } from '../../../contract/api';
import { FULFILMENT_MESSAGES } from '../../../contract/fulfilment';
import { ADDRESS_FIELDS, ADDRESS_FIELD_LABEL } from '../../../contract/rules';
import { ADDRESS } from '../../test/address';
import { shopAnswers as answerShop } from '../../test/shopAnswers';
import { fakeApiForThisFile, type RecordedRequest } from '../../test/fakeApi';
import { renderPage, signedIn } from '../../test/renderPage';
import { chooseFulfilment, readLastFulfilment } from '../../store/shop/lastFulfilment';
import type { RootState } from '../../store/store';
import { PlaceOrderPage } from './PlaceOrderPage';

const SALAD: FoodItem = {
  _id: 'd1',
  name: 'Greek Salad',
  description: 'Crisp.',
  price: 12,
  image: 'a.webp',
  category: 'Salad',
  available: true,
  labels: [],
};
/** 2 x ₹120. */
const SUBTOTAL = 240;
/** Sunday 29 November 2026 in Asia/Kolkata: 9:30 AM and 9:45 AM; Monday 30th: 9 AM. */
const SLOTS = ['2026-11-29T04:00:00.000Z', '2026-11-29T04:15:00.000Z', '2026-11-30T03:30:00.000Z'];
const CLOSED = 'We are closed now. We open at 9 AM.';

const api = fakeApiForThisFile();

const shopAnswers = (shop: Record<string, unknown> = {}, times: Record<string, unknown> = {}) =>
  answerShop(api, SLOTS, shop, times);

beforeEach(() => {
  window.localStorage.clear();
  sessionStorage.clear();
  api.reset();
  api.on('GET /api/food/list', { body: { success: true, data: [SALAD] } });
  api.on('POST /api/cart/get', { body: { success: true, cartData: { d1: 2 } } });
  api.on('GET /api/user/profile', {
    body: { success: true, name: 'Asha Rao', email: 'asha@example.com', lastAddress: ADDRESS },
  });
  api.on('GET /api/shop/delivery', (request: RecordedRequest) => ({
    body: {
      success: true,
      delivers: true,
      fee: 30,
      minimum: 0,
      area: 'Central',
      pin: request.query.get('pin'),
    },
  }));
  api.on('POST /api/order/place', {
    status: 201,
    body: {
      success: true,
      session_url: `${window.location.origin}/#checkout-cs_30`,
      orderId: 'o30',
    },
  });
  shopAnswers();
  window.history.replaceState(null, '', '/');
});

function renderCheckout(state: Partial<RootState> = {}) {
  return renderPage(<PlaceOrderPage />, {
    route: '/PlaceOrder',
    preloadedState: { session: signedIn(), ...state },
  });
}

const proceed = () => screen.getByRole('button', { name: 'Proceed to Payment' });
const totals = () => within(screen.getByRole('region', { name: 'Cart Totals' }));
const amountOf = (label: string) => totals().getByText(label).nextElementSibling;
const placed = () => api.requestsTo('/api/order/place')[0]?.body as Record<string, unknown>;

/** The form filled from the account, with the PIN code's fee known. */
async function renderFilled(state: Partial<RootState> = {}) {
  const page = renderCheckout(state);
  await waitFor(() => expect(screen.getByLabelText('Phone')).toHaveValue(ADDRESS.phone));
  return page;
}

describe('delivery or pickup', () => {
  it('asks first, by name, with Delivery chosen; the area of the PIN code gives the fee', async () => {
    await renderFilled();
    const choice = screen.getByRole('group', { name: 'Delivery or pickup' });
    expect(within(choice).getByRole('radio', { name: /^Delivery/ })).toBeChecked();
    expect(within(choice).getByRole('radio', { name: /^Pickup/ })).not.toBeChecked();
    await waitFor(() => expect(amountOf('Delivery Fee')).toHaveTextContent('₹30'));
    expect(amountOf('Total')).toHaveTextContent(`₹${SUBTOTAL + 30}`);
    expect(api.requestsTo('/api/shop/delivery').at(-1)?.query.get('pin')).toBe('560001');
    // Kept with the choice: /Cart shows this PIN code's fee next time.
    expect(readLastFulfilment().pin).toBe('560001');
  });

  it('pickup asks for the name, email and phone only, names the counter, has no fee, and is remembered', async () => {
    const { user } = await renderFilled();
    await user.click(screen.getByRole('radio', { name: /^Pickup/ }));
    expect(screen.getByRole('heading', { level: 1, name: 'Pickup Information' })).toBeVisible();
    expect(screen.getByText('Pickup at Tomato, 12 MG Road, Bengaluru 560001')).toBeInTheDocument();
    for (const field of ADDRESS_FIELDS) {
      const shown = ['firstname', 'lastname', 'email', 'phone'].includes(field);
      expect(screen.queryByLabelText(ADDRESS_FIELD_LABEL[field]) !== null).toBe(shown);
    }
    expect(totals().queryByText('Delivery Fee')).not.toBeInTheDocument();
    expect(amountOf('Total')).toHaveTextContent(`₹${SUBTOTAL}`);
    expect(readLastFulfilment().fulfilment).toBe('pickup');

    await waitFor(() => expect(screen.getByText('Ready for pickup in about 20 min')).toBeVisible());
    await user.click(proceed());
    await waitFor(() => expect(placed()).toBeDefined());
    expect(placed()).toMatchObject({
      fulfilment: 'pickup',
      amount: SUBTOTAL,
      address: { ...ADDRESS, street: '', city: '', state: '', zipcode: '', country: '' },
    });
    expect(placed()).not.toHaveProperty('dueAt');
  });

  it('the next order starts from the choice kept in this browser', async () => {
    chooseFulfilment('pickup');
    await renderFilled();
    expect(screen.getByRole('radio', { name: /^Pickup/ })).toBeChecked();
    expect(screen.queryByLabelText('Street')).not.toBeInTheDocument();
  });

  it("a PIN code outside every area is refused in the shop's words, with Pickup one click away", async () => {
    api.on('GET /api/shop/delivery', {
      body: { success: true, delivers: false, message: FULFILMENT_MESSAGES.notDelivered('110001') },
    });
    const { user } = await renderFilled();
    const zip = screen.getByLabelText('Zip code');
    await user.clear(zip);
    await user.type(zip, '110001');
    const sentence = 'Sorry, we do not deliver to 110001 yet. You can pick it up instead.';
    expect(await screen.findByText(sentence)).toBeVisible();
    expect(proceed()).toBeDisabled();
    expect(proceed()).toHaveAccessibleDescription(new RegExp(sentence.replace('.', '\\.')));
    await user.click(screen.getByRole('button', { name: 'Switch to Pickup' }));
    expect(screen.getByRole('radio', { name: /^Pickup/ })).toBeChecked();
    expect(screen.queryByText(sentence)).not.toBeInTheDocument();
    await waitFor(() => expect(proceed()).toBeEnabled());
  });

  it('a phone or PIN code that is not one is told under its field, and nothing is sent', async () => {
    const { user } = await renderFilled();
    const phone = screen.getByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, 'abc');
    await user.tab();
    expect(phone).toHaveAccessibleDescription(FULFILMENT_MESSAGES.badPhone);
    expect(phone).toBeInvalid();
    await user.type(phone, '{Control>}a{/Control}98450 12345');
    expect(phone).not.toHaveAccessibleDescription(FULFILMENT_MESSAGES.badPhone);

    const zip = screen.getByLabelText('Zip code');
    await user.clear(zip);
    await user.type(zip, '5600');
    await user.tab();
    expect(zip).toHaveAccessibleDescription(FULFILMENT_MESSAGES.badPin);
    await user.click(proceed());
    expect(await screen.findAllByText(FULFILMENT_MESSAGES.badPin)).not.toHaveLength(0);
    expect(api.requestsTo('/api/order/place')).toHaveLength(0);
  });
});

describe('when', () => {
  it('quotes the time for as soon as possible, and sends a later slot chosen by day and time', async () => {
    const { user } = await renderFilled();
    const when = await screen.findByRole('group', { name: 'When' });
    expect(within(when).getByRole('radio', { name: 'As soon as possible' })).toBeChecked();
    expect(within(when).getByText('Arrives in about 45 min')).toBeVisible();
    await user.click(within(when).getByRole('radio', { name: 'Later' }));
    const day = within(when).getByRole('combobox', { name: 'Day' });
    expect(
      within(day)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Sun 29 Nov', 'Mon 30 Nov']);
    const time = within(when).getByRole('combobox', { name: 'Time' });
    expect(
      within(time)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['9:30 AM', '9:45 AM']);
    await user.selectOptions(time, '9:45 AM');
    expect(within(when).getByText('Scheduled · 9:45 AM, Sun 29 Nov')).toBeVisible();
    await user.selectOptions(day, 'Mon 30 Nov');
    expect(within(when).getByRole('combobox', { name: 'Time' })).toHaveDisplayValue('9 AM');

    await waitFor(() => expect(proceed()).toBeEnabled());
    await user.click(proceed());
    await waitFor(() => expect(placed()).toBeDefined());
    expect(placed()).toMatchObject({
      fulfilment: 'delivery',
      dueAt: SLOTS[2],
      amount: SUBTOTAL + 30,
    });
  });

  it('closed: no "as soon as possible", the first slot chosen, the order-ahead sentence, and checkout works', async () => {
    shopAnswers(
      { open: false, closedMessage: CLOSED },
      { asap: false, closedMessage: FULFILMENT_MESSAGES.orderAhead(CLOSED) },
    );
    const { user } = await renderFilled();
    expect(
      await screen.findByText('We are closed now. We open at 9 AM. You can order now for later.'),
    ).toBeVisible();
    const when = await screen.findByRole('group', { name: 'When' });
    expect(within(when).queryByRole('radio', { name: 'As soon as possible' })).toBeNull();
    expect(within(when).getByRole('combobox', { name: 'Time' })).toHaveDisplayValue('9:30 AM');
    expect(within(when).getByText('Scheduled · 9:30 AM, Sun 29 Nov')).toBeVisible();
    await waitFor(() => expect(proceed()).toBeEnabled());
    await user.click(proceed());
    await waitFor(() => expect(placed()).toBeDefined());
    expect(placed()).toMatchObject({ dueAt: SLOTS[0] });
  });

  it('closed with no time to order for: checkout waits and says why', async () => {
    shopAnswers({ open: false, closedMessage: CLOSED }, { asap: false, slots: [] });
    await renderFilled();
    expect(await screen.findByText(CLOSED)).toBeVisible();
    expect(proceed()).toBeDisabled();
    expect(proceed()).toHaveAccessibleDescription(new RegExp(CLOSED));
  });
});

describe('pay on delivery', () => {
  it('is offered within the limit and places the order without the payment page', async () => {
    shopAnswers({ payOnDeliveryMax: 2000 });
    api.on('POST /api/order/place', {
      status: 201,
      body: { success: true, session_url: `${window.location.origin}/MyOrders`, orderId: 'o31' },
    });
    const { user } = await renderFilled();
    const payment = await screen.findByRole('group', { name: 'Payment' });
    expect(within(payment).getByRole('radio', { name: 'Pay by card' })).toBeChecked();
    await user.click(
      within(payment).getByRole('radio', { name: 'Pay on delivery (cash or UPI at the door)' }),
    );
    const place = screen.getByRole('button', { name: 'Place Order' });
    await waitFor(() => expect(place).toBeEnabled());
    await user.click(place);
    await waitFor(() => expect(placed()).toBeDefined());
    expect(placed()).toMatchObject({ payment: 'on-delivery' });
  });

  it('is not offered over the limit', async () => {
    shopAnswers({ payOnDeliveryMax: SUBTOTAL + 29 });
    await renderFilled();
    await waitFor(() => expect(amountOf('Delivery Fee')).toHaveTextContent('₹30'));
    expect(screen.queryByRole('group', { name: 'Payment' })).not.toBeInTheDocument();
  });

  it('is not offered for pickup', async () => {
    shopAnswers({ payOnDeliveryMax: 2000 });
    const { user } = await renderFilled();
    expect(await screen.findByRole('group', { name: 'Payment' })).toBeVisible();
    await user.click(screen.getByRole('radio', { name: /^Pickup/ }));
    expect(screen.queryByRole('group', { name: 'Payment' })).not.toBeInTheDocument();
  });
});
