/** Journeys 1-5: the cart logged out, signing up and in, paying, a cancelled payment, a forged link. */
import { expect, type APIRequestContext } from '@playwright/test';
import {
  addFromMenu,
  fillAddress,
  payOnTestCheckout,
  registeredShopper,
  signedInOnMenu,
  removeOneButton,
  type Shopper,
  test,
  uniqueShopper,
} from './support';

async function apiToken(request: APIRequestContext, shopper: Shopper): Promise<string> {
  const reply = await request.post('/api/user/login', {
    data: { email: shopper.email, password: shopper.password },
  });
  return ((await reply.json()) as { token: string }).token;
}

test('1. logged out: the cart is built on the menu, survives a reload and totals in rupees', async ({
  page,
}) => {
  await page.goto('/Menu');
  await addFromMenu(page, 'Greek Salad', 3);
  await removeOneButton(page, 'Greek Salad').click();
  await addFromMenu(page, 'Chicken Rolls');
  await expect(
    page.getByRole('group', { name: /Greek Salad/ }).getByText('2', { exact: true }),
  ).toBeVisible();

  await page.reload();
  await expect(removeOneButton(page, 'Greek Salad')).toBeVisible();

  await page.getByRole('link', { name: /^Cart/ }).first().click();
  await expect(page).toHaveURL(/\/Cart$/);
  const greek = page.getByRole('row', { name: /Greek Salad/ });
  await expect(greek).toContainText('₹120');
  await expect(greek).toContainText('₹240');
  await expect(page.getByRole('row', { name: /Chicken Rolls/ })).toContainText('₹200');
  const totals = page.getByRole('region', { name: 'Cart Totals' });
  await expect(totals).toContainText('₹440');
  await expect(totals).toContainText('₹50');
  await expect(totals).toContainText('₹490');
  await page.getByRole('button', { name: 'Login to Checkout' }).click();
  await expect(page.getByText('Login to Place Order')).toBeVisible();
});

test('2. sign up and log in through the dialogs, meeting every message; the cart is merged', async ({
  page,
  request,
}) => {
  const shopper = uniqueShopper('Ravi Kumar');
  await page.goto('/Menu');
  await addFromMenu(page, 'Veg Salad', 2);

  await page.getByRole('button', { name: 'Sign In' }).click();
  const login = page.getByRole('dialog', { name: 'Login Now' });
  await login.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Please fill all the fields to login!')).toBeVisible();
  await login.getByLabel('Email').fill(shopper.email);
  await login.getByLabel('Password').fill('not the password');
  await login.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Invalid email or password.')).toBeVisible();

  await login.getByRole('button', { name: 'Create an Account' }).click();
  const signUp = page.getByRole('dialog', { name: 'Sign Up' });
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Please fill all the fields', { exact: true })).toBeVisible();
  await signUp.getByLabel('Name').fill(shopper.name);
  await signUp.getByLabel('Email').fill('ravi@example');
  await signUp.getByLabel('Password').fill(shopper.password);
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await signUp.getByLabel('Email').fill(shopper.email);
  await signUp.getByLabel('Password').fill('12345');
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
  await signUp.getByLabel('Password').fill(shopper.password);
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account Created Successfully!')).toBeVisible();
  // Signing up logs the shopper in, the guest cart merged into the new account's.
  await expect(signUp).toBeHidden();
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();

  // Another device adds a dish to the account: the cart page shows both.
  const token = await apiToken(request, shopper);
  const menu = (await (await request.get('/api/food/list')).json()) as {
    data: Array<{ _id: string; name: string }>;
  };
  const cake = menu.data.find((dish) => dish.name === 'Cup Cake')!;
  await request.post('/api/cart/add', { data: { itemId: cake._id }, headers: { token } });

  await page.goto('/Cart');
  await expect(page.getByRole('row', { name: /Veg Salad/ })).toContainText('2');
  await expect(page.getByRole('row', { name: /Cup Cake/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeVisible();
});

test('3. checkout: a declined card, then a good one; the order is paid and the cart emptied', async ({
  page,
  request,
}) => {
  await signedInOnMenu(page, request);
  await addFromMenu(page, 'Greek Salad', 2);
  await addFromMenu(page, 'Tomato Pasta');

  await page.goto('/Cart');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/PlaceOrder$/);
  await fillAddress(page);
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();

  await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay ₹470' })).toBeVisible();
  await payOnTestCheckout(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await payOnTestCheckout(page, '4242 4242 4242 4242');

  await expect(page).toHaveURL(/\/verify\?success=true&orderId=/);
  await expect(page.getByText('Payment verified')).toBeVisible();
  await page.getByRole('link', { name: /My Orders/ }).click();
  const order = page.getByRole('listitem').filter({ hasText: 'Greek Salad x 2' });
  await expect(order).toContainText('Tomato Pasta x 1');
  await expect(order).toContainText('₹470.00');
  await expect(order).toContainText('Food Processing');

  await page.goto('/Cart');
  await expect(page.getByRole('button', { name: 'Your cart is empty.' })).toBeVisible();
});

test('4. a cancelled payment: the order shows as failed and the cart is kept', async ({
  page,
  request,
}) => {
  await signedInOnMenu(page, request);
  await addFromMenu(page, 'Somen Noodles');
  await page.goto('/PlaceOrder');
  await fillAddress(page);
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await page.getByRole('link', { name: 'Cancel' }).click();

  await expect(page).toHaveURL(/\/verify\?success=false&orderId=/);
  await expect(page.getByText('Payment not completed')).toBeVisible();
  await page.goto('/MyOrders');
  await expect(page.getByRole('listitem').filter({ hasText: 'Somen Noodles x 1' })).toContainText(
    'Payment failed',
  );
  await page.goto('/Cart');
  await expect(page.getByRole('row', { name: /Somen Noodles/ })).toBeVisible();
});

test('5. a forged link cannot mark an unpaid order paid, nor close its checkout', async ({
  page,
  request,
}) => {
  const shopper = await registeredShopper(request);
  const token = await apiToken(request, shopper);
  const menu = (await (await request.get('/api/food/list')).json()) as {
    data: Array<{ _id: string; price: number }>;
  };
  const dish = menu.data[0]!;
  const placed = await request.post('/api/order/place', {
    headers: { token },
    data: {
      address: {
        firstname: 'A',
        lastname: 'B',
        email: 'a@b.co',
        street: 'S',
        city: 'C',
        state: 'S',
        zipcode: '560001',
        country: 'IN',
        phone: '9845012345',
      },
      items: [{ _id: dish._id, quantity: 1 }],
      amount: dish.price * 10 + 50,
    },
  });
  expect(placed.status()).toBe(201);
  const { orderId } = (await placed.json()) as { orderId: string };

  await page.goto(`/verify?success=true&orderId=${orderId}`);
  await expect(page.getByText('Payment not completed')).toBeVisible();
  const orders = await request.post('/api/order/userorders', { headers: { token } });
  const [order] = (
    (await orders.json()) as { data: Array<{ _id: string; status: string; payment: boolean }> }
  ).data;
  // Not paid, and not closed either: a page without the owner's token only reads the order, so
  // the shopper can still pay it.
  expect(order).toMatchObject({ _id: orderId, payment: false, status: 'Awaiting payment' });
});

test('13. a checkout left open can be completed from My Orders; only paid orders can be tracked', async ({
  page,
  request,
}) => {
  await signedInOnMenu(page, request);
  await addFromMenu(page, 'Butter Noodles');
  await page.goto('/PlaceOrder');
  await fillAddress(page);
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();

  // The shopper leaves the payment page without paying or cancelling.
  await page.goto('/MyOrders');
  const order = page.getByRole('listitem').filter({ hasText: 'Butter Noodles x 1' });
  await expect(order).toContainText('Awaiting payment');
  await expect(order.getByRole('button', { name: 'Track Order' })).toHaveCount(0);
  await order.getByRole('link', { name: 'Complete payment' }).click();

  await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
  await payOnTestCheckout(page, '4242 4242 4242 4242');
  await expect(page.getByText('Payment verified')).toBeVisible();
  await page.goto('/MyOrders');
  await expect(order).toContainText('Food Processing');
  await expect(order.getByRole('link', { name: 'Complete payment' })).toHaveCount(0);
  await expect(order.getByRole('button', { name: 'Track Order' })).toBeVisible();
});
