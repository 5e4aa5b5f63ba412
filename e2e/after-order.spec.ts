/**
 * After paying (issue 14): the receipt arrives by email at the run's real SMTP server, and
 * 'Order again' on /MyOrders puts the order's dishes back into the cart at today's prices.
 */
import { expect } from '@playwright/test';
import {
  ADDRESS,
  addFromMenu,
  emailTo,
  fillAddress,
  payOnTestCheckout,
  signedInOnMenu,
  test,
} from './support';

test("a paid order's receipt arrives by email, and 'Order again' fills the cart", async ({
  page,
  request,
}) => {
  test.slow(); // a checkout, an email and a second cart: ~40 s alone on a loaded machine
  await signedInOnMenu(page, request);
  await addFromMenu(page, 'Veg Rolls', 2);
  await addFromMenu(page, 'Ripple Ice Cream');
  await page.goto('/PlaceOrder');
  await fillAddress(page);
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await payOnTestCheckout(page, '4242 4242 4242 4242');
  await expect(page.getByText('Payment verified')).toBeVisible();

  await page.goto('/MyOrders');
  const order = page
    .getByRole('listitem')
    .filter({ hasText: 'Veg Rolls x 2, Ripple Ice Cream x 1' });
  await expect(order).toContainText('Food Processing');
  const number = (await order.locator('.order__number').textContent())!.replace('Order #', '');

  // Veg Rolls ₹150 x 2, Ripple Ice Cream ₹140, delivery ₹50.
  const receipt = await emailTo(ADDRESS['Email address'], new RegExp(`order ${number}$`));
  expect(receipt.subject).toBe(`Your Tomato receipt for order ${number}`);
  for (const line of ['Veg Rolls × 2: ₹300', 'Ripple Ice Cream × 1: ₹140', 'Delivery Fee: ₹50'])
    expect(receipt.text).toContain(line);
  expect(receipt.text).toContain('Total paid: ₹490');
  expect(receipt.text).toContain('/MyOrders');
  expect(receipt.html).toContain('Veg Rolls × 2');

  // Paying emptied the cart; 'Order again' fills it with the order's lines.
  await order.getByRole('button', { name: 'Order again' }).click();
  await expect(page).toHaveURL(/\/Cart$/);
  await expect(page.getByText('Added to your cart at today’s prices.')).toBeVisible();
  const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows.filter({ hasText: 'Veg Rolls' })).toContainText('2');
  await expect(rows.filter({ hasText: 'Ripple Ice Cream' })).toContainText('1');
  await expect(page.getByText('₹490')).toBeVisible();
});
