/**
 * Stars that are true (docs/product.md#ratings): a shopper rates a dish of a delivered order from
 * /MyOrders with the keyboard, two other shoppers' ratings of it arrive through the API, and the
 * dish's card on /Menu says the average and count ('4.0 · 3 ratings') where it said 'New'; the
 * card's rating and the rate form pass axe.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { deliver, ratedThroughApi, tokenOf } from './staff-api';
import {
  addFromMenu,
  makeStaff,
  payForCart,
  registeredShopper,
  signedInOnMenu,
  test,
} from './support';

const DISH = 'Veg Noodles';

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
