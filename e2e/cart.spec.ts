/**
 * Journeys 19 and 20: the account's cart has one home. A cart that cannot be loaded says so and is
 * never drawn as empty or guessed at; two tabs of one browser show the same cart and the same
 * shopper, within a second, logged out and logged in.
 */
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import {
  addButton,
  addFromMenu,
  addOneMoreButton,
  appReady,
  logIn,
  registeredShopper,
  signedInOnMenu,
  removeOneButton,
  test,
  type Shopper,
} from './support';

/** The quantity a dish's control shows on /Menu (its group is named '<dish> in cart'). */
function quantityOn(page: Page, dish: string) {
  return page.getByRole('group', { name: `${dish} in cart` });
}

async function dishId(request: APIRequestContext, name: string): Promise<string> {
  const menu = (await (await request.get('/api/food/list')).json()) as {
    data: { _id: string; name: string }[];
  };
  const dish = menu.data.find((item) => item.name === name);
  if (!dish) throw new Error(`${name} is not on the menu`);
  return dish._id;
}

/** The account's cart as the server holds it. */
async function serverCart(
  request: APIRequestContext,
  shopper: Shopper,
): Promise<Record<string, number>> {
  const login = await request.post('/api/user/login', {
    data: { email: shopper.email, password: shopper.password },
  });
  const { token } = (await login.json()) as { token: string };
  const reply = await request.post('/api/cart/get', { headers: { token }, data: {} });
  return ((await reply.json()) as { cartData: Record<string, number> }).cartData;
}

/** A second tab of the same browser (same storage), with the app started. */
async function secondTab(context: BrowserContext, path: string): Promise<Page> {
  const tab = await context.newPage();
  await tab.goto(path);
  await appReady(tab);
  return tab;
}

test('19. a cart that cannot be loaded says so and offers a retry; the menu does not guess quantities', async ({
  page,
  request,
}) => {
  const shopper = await signedInOnMenu(page, request);
  await addFromMenu(page, 'Greek Salad', 3);
  await expect(quantityOn(page, 'Greek Salad')).toContainText('3');

  // The account's cart cannot be fetched: /Cart says so, and is not drawn empty.
  await page.route('**/api/cart/get', (route) => route.abort('failed'));
  await page.goto('/Cart');
  await expect(
    page.getByText('We couldn’t load your cart. Please check your connection.'),
  ).toBeVisible();
  await expect(page.getByText('Your cart is empty.')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Cart, / })).toHaveCount(0);
  await page.unroute('**/api/cart/get');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('row', { name: /Greek Salad/ })).toContainText('3');

  // On /Menu, with the cart unknown, no dish claims a quantity; one more added counts from the
  // server's 3, not from nothing.
  await page.route('**/api/cart/get', (route) => route.abort('failed'));
  await page.goto('/Menu');
  await expect(addButton(page, 'Greek Salad')).toBeVisible();
  await expect(quantityOn(page, 'Greek Salad')).toHaveCount(0);
  await addButton(page, 'Greek Salad').click();
  await expect(quantityOn(page, 'Greek Salad')).toContainText('4');
  await expect(page.getByRole('link', { name: 'Cart, 4 items' })).toBeVisible();
  expect(Object.values(await serverCart(request, shopper))).toEqual([4]);
});

test('20. two tabs stay in step: the logged-out cart, the account’s cart, and a logout', async ({
  page,
  request,
}) => {
  // Logged out: a dish removed in B is not undone by a + in A.
  await page.goto('/Menu');
  await addFromMenu(page, 'Greek Salad', 2);
  const tabB = await secondTab(page.context(), '/Menu');
  await expect(quantityOn(tabB, 'Greek Salad')).toContainText('2');
  await removeOneButton(tabB, 'Greek Salad').click();
  await expect(quantityOn(page, 'Greek Salad')).toContainText('1', { timeout: 1000 });
  await addOneMoreButton(page, 'Greek Salad').click();
  await expect(quantityOn(page, 'Greek Salad')).toContainText('2');
  await expect(quantityOn(tabB, 'Greek Salad')).toContainText('2', { timeout: 1000 });

  // Logged in (in A; B follows): a dish added in A shows in B within a second, without a reload.
  const shopper = await registeredShopper(request);
  await logIn(page, shopper);
  await expect(tabB.getByRole('button', { name: 'Profile' })).toBeVisible({ timeout: 1000 });
  await expect(quantityOn(tabB, 'Greek Salad')).toContainText('2');
  await addButton(page, 'Veg Salad').click();
  await expect(quantityOn(tabB, 'Veg Salad')).toContainText('1', { timeout: 1000 });
  await removeOneButton(tabB, 'Greek Salad').click();
  await expect(quantityOn(page, 'Greek Salad')).toContainText('1', { timeout: 1000 });

  // A logs out: B is logged out too, and its buttons no longer change the account's cart.
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(tabB.getByRole('button', { name: 'Sign In' })).toBeVisible({ timeout: 1000 });
  await expect(tabB.getByRole('button', { name: 'Profile' })).toHaveCount(0);
  await expect(quantityOn(tabB, 'Greek Salad')).toHaveCount(0);
  await addButton(tabB, 'Veg Noodles').click();
  await expect(quantityOn(tabB, 'Veg Noodles')).toContainText('1');
  const cart = await serverCart(request, shopper);
  expect(cart).toEqual({
    [await dishId(request, 'Greek Salad')]: 1,
    [await dishId(request, 'Veg Salad')]: 1,
  });
});
