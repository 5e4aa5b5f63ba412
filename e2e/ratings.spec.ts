/**
 * Stars that are true (docs/product.md#ratings): a shopper rates a dish of a delivered order from
 * /MyOrders with the keyboard, two other shoppers' ratings of it arrive through the API, and the
 * dish's card on /Menu says the average and count ('4.0 · 3 ratings') where it said 'New'; the
 * card's rating and the rate form pass axe.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext } from '@playwright/test';
import {
  addFromMenu,
  makeStaff,
  paidThroughApi,
  payForCart,
  registeredShopper,
  signedInOnMenu,
  test,
  type Shopper,
} from './support';

const DISH = 'Veg Noodles';

async function tokenOf(request: APIRequestContext, shopper: Shopper): Promise<string> {
  const reply = await request.post('/api/user/login', {
    data: { email: shopper.email, password: shopper.password },
  });
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { token: string }).token;
}

/** Moves a paid order on to 'Delivered', as staff do on the board. */
async function deliver(request: APIRequestContext, staffToken: string, orderId: string) {
  for (const to of ['Out for delivery', 'Delivered']) {
    const moved = await request.post('/api/kitchen/advance', {
      data: { orderId, to },
      headers: { token: staffToken },
    });
    expect(moved.status()).toBe(200);
  }
}

/** Another shopper's delivered order of the dish, rated `stars` through the API. */
async function ratedThroughApi(
  request: APIRequestContext,
  staffToken: string,
  dish: { _id: string; name: string; price: number },
  stars: number,
) {
  const token = await tokenOf(request, await registeredShopper(request, 'Meera Iyer'));
  const headers = { token };
  const address = {
    firstname: 'Meera',
    lastname: 'Iyer',
    email: 'meera@example.com',
    street: '4 Park Street',
    city: 'Kolkata',
    state: 'West Bengal',
    zipcode: '700016',
    country: 'India',
    phone: '+91 98300 12345',
  };
  const orderId = await paidThroughApi(request, headers, dish, address);
  await deliver(request, staffToken, orderId);
  const rated = await request.post('/api/rating/rate', {
    data: { orderId, foodId: dish._id, stars },
    headers,
  });
  expect(rated.status()).toBe(200);
}

test('a delivered order rated from /MyOrders, and the card shows the average', async ({
  page,
  request,
}) => {
  const staff = await registeredShopper(request, 'Chef Arjun');
  makeStaff(staff);
  const staffToken = await tokenOf(request, staff);

  await signedInOnMenu(page, request);
  const card = page.getByRole('article').filter({ hasText: DISH });
  await expect(card.locator('.food-card__rating')).toContainText('New');
  await addFromMenu(page, DISH);
  const orderId = await payForCart(page);
  await deliver(request, staffToken, orderId);

  await page.goto('/MyOrders');
  await page
    .getByRole('button', { name: /^Rate dishes of order/ })
    .first()
    .click();
  const stars = page.getByRole('group', { name: `Your rating of ${DISH}` });
  // The keyboard: into the radio group, then arrows choose the stars.
  await stars.getByRole('radio', { name: '1 star' }).focus();
  await page.keyboard.press('Space');
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
  await expect(stars.getByRole('radio', { name: '4 stars' })).toBeChecked();
  const form = page.locator('.rate-dish').filter({ has: stars });
  await form.getByLabel('Comment (optional)').fill('Smoky and not too oily.');
  await form.getByRole('button', { name: `Rate ${DISH}` }).click();
  await expect(page.getByText('Thank you for your rating.')).toBeVisible();
  await expect(form.getByRole('button', { name: `Change rating ${DISH}` })).toBeVisible();
  expect((await new AxeBuilder({ page }).include('.rate-dishes').analyze()).violations).toEqual([]);

  const menu = (await (await request.get('/api/food/list')).json()) as {
    data: Array<{ _id: string; name: string; price: number }>;
  };
  const dish = menu.data.find(({ name }) => name === DISH)!;
  await ratedThroughApi(request, staffToken, dish, 5);
  await ratedThroughApi(request, staffToken, dish, 3);

  await page.goto('/Menu');
  await expect(card.locator('.food-card__rating')).toContainText('4.0 · 3 ratings');
  await expect(card.getByText('Rated 4.0 out of 5 from 3 ratings')).toBeAttached();
  expect(
    (await new AxeBuilder({ page }).include('.food-card__rating').analyze()).violations,
  ).toEqual([]);
});
