/**
 * Journey 17 (issue 11, defect 7): checkout remembers. What the shopper typed survives the trip to
 * the payment page and back (Cancel, or the browser's Back), and a signed-in shopper's form starts
 * from the account (the latest order's address, else the account's name and email), in any
 * browser; never from another shopper's.
 */
import { expect, type Page } from '@playwright/test';
import {
  ADDRESS,
  addFromMenu,
  appReady,
  fillAddress,
  logIn,
  payOnTestCheckout,
  registeredShopper,
  test,
} from './support';

/** The nine fields of /PlaceOrder hold exactly these values. */
async function expectAddress(page: Page, expected: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(expected))
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
}

const proceedToPayment = (page: Page) =>
  page.getByRole('button', { name: 'Proceed to Payment' }).click();

const testCheckout = (page: Page) => page.getByRole('heading', { name: 'Test checkout' });

test('17. checkout remembers the address through Cancel and Back, and the next order starts from the account', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  // Two browsers, three trips to the payment page and a payment: about 30 s alone, and it passed
  // 60 s on CI beside another worker.
  test.slow();
  const asha = await registeredShopper(request, 'Asha Verma');
  await page.goto('/Menu');
  await logIn(page, asha);
  await addFromMenu(page, 'Veg Rolls');
  await page.goto('/PlaceOrder');
  await fillAddress(page);

  // Cancel on the payment page, then back to the cart and on to checkout again.
  await proceedToPayment(page);
  await expect(testCheckout(page)).toBeVisible();
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/verify\?success=false&orderId=/);
  await page.getByRole('link', { name: 'Back to cart' }).click();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/PlaceOrder$/);
  await expectAddress(page, ADDRESS);

  // The browser's Back from the payment page.
  await proceedToPayment(page);
  await expect(testCheckout(page)).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/PlaceOrder$/);
  await appReady(page);
  await expectAddress(page, ADDRESS);

  // The form still works: this time the order is paid.
  await proceedToPayment(page);
  await expect(testCheckout(page)).toBeVisible();
  await payOnTestCheckout(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Payment successful!' })).toBeVisible();

  // Another browser, nothing typed there: the form starts from the account's latest order.
  const elsewhere = await browser.newContext({ baseURL });
  try {
    const other = await elsewhere.newPage();
    const open = async (path: string) => {
      await other.goto(path);
      await appReady(other);
    };
    await open('/Menu');
    await logIn(other, asha);
    await addFromMenu(other, 'Butter Noodles');
    await open('/PlaceOrder');
    // The phone as the shop keeps it (E.164).
    await expectAddress(other, { ...ADDRESS, Phone: '+919845012345' });
    await other.getByLabel('Street', { exact: true }).fill('99 Church Street');

    // Logging out leaves nothing of the address in the tab; the next shopper there sees their
    // own name and email and none of Asha's address.
    await other.getByRole('banner').getByRole('button', { name: 'Profile' }).click();
    await other.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(other.getByText('Logged out successfully!')).toBeVisible();
    const kept = await other.evaluate(() => Object.values(sessionStorage).join('\n'));
    expect(kept).not.toContain('99 Church Street');
    expect(kept).not.toContain(ADDRESS.Street);

    const ravi = await registeredShopper(request, 'Ravi Kumar');
    await open('/Menu');
    await logIn(other, ravi);
    await addFromMenu(other, 'Greek Salad');
    await open('/PlaceOrder');
    await expectAddress(other, {
      'First name': 'Ravi',
      'Last name': 'Kumar',
      'Email address': ravi.email,
      Street: '',
      City: '',
      State: '',
      'Zip code': '',
      Country: '',
      Phone: '',
    });
  } finally {
    await elsewhere.close();
  }
});
