/**
 * Journey 16: focus and titles. A closed dialog hands the focus back to what opened it, a new page
 * takes it on its main heading and says its name, and every page has its own title.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { ROUTES } from './routes';
import {
  addFromMenu,
  fillAddress,
  logInThroughDialog,
  payOnTestCheckout,
  registeredShopper,
  signedInOnMenu,
  test,
} from './support';

const TITLES: Record<(typeof ROUTES)[number]['name'], string> = {
  home: 'Tomato',
  menu: 'Menu · Tomato',
  about: 'About Us · Tomato',
  contact: 'Contact Us · Tomato',
  cart: 'Your Cart · Tomato',
  'place-order': 'Place Order · Tomato',
  search: 'Search Food · Tomato',
  verify: 'Payment · Tomato',
  'my-orders': 'My Orders · Tomato',
  account: 'Account · Tomato',
  kitchen: 'Kitchen · Tomato',
  'not-found': 'Page not found · Tomato',
};

type Closing = 'Escape' | 'the x' | 'a click outside';
const CLOSINGS: readonly Closing[] = ['Escape', 'the x', 'a click outside'];

async function close(page: Page, dialog: Locator, how: Closing): Promise<void> {
  // Its code may still be on its way: Escape before it has the focus would close nothing.
  await expect(dialog.locator(':focus')).toHaveCount(1);
  if (how === 'Escape') await page.keyboard.press('Escape');
  else if (how === 'the x') await dialog.getByRole('button', { name: /^Close/ }).click();
  else {
    // A point of the backdrop beside the panel (the drawer sits on the right).
    const box = await dialog.boundingBox();
    if (!box) throw new Error('The dialog has no box');
    await page.mouse.click(box.x > 20 ? 8 : box.x + box.width + 8, box.y + box.height - 8);
  }
  await expect(dialog).toBeHidden();
}

function heading(page: Page, name: string): Locator {
  return page.getByRole('heading', { level: 1, name });
}

/** The layout's polite live region says the page's name. */
async function expectAnnounced(page: Page, title: string): Promise<void> {
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: title })).toHaveCount(1);
}

test.describe('16. focus and titles', () => {
  test('desktop: Escape, the x and a click outside give the focus back to Sign In', async ({
    page,
    request,
  }) => {
    await page.goto('/Menu');
    const signIn = page.getByRole('banner').getByRole('button', { name: 'Sign In' });
    const login = page.getByRole('dialog', { name: 'Login Now' });
    for (const how of CLOSINGS) {
      await signIn.click();
      await expect(login.getByLabel('Email')).toBeFocused();
      await close(page, login, how);
      await expect(signIn, `after ${how}`).toBeFocused();
    }

    // Sign-up, reached from the login dialog, hands it back to the same button.
    await signIn.click();
    await login.getByRole('button', { name: 'Create an Account' }).click();
    const signUp = page.getByRole('dialog', { name: 'Sign Up' });
    await expect(signUp.getByLabel('Name')).toBeFocused();
    await close(page, signUp, 'Escape');
    await expect(signIn).toBeFocused();

    // Logged in, Sign In is gone: the focus goes to the page's heading, not the body.
    await signIn.click();
    await logInThroughDialog(page, await registeredShopper(request));
    await expect(heading(page, 'Our Menu')).toBeFocused();

    // 'Log out everywhere' asks first; its Cancel, Escape and x return to the button.
    await page.goto('/Account');
    const logOutEverywhere = page.getByRole('button', { name: 'Log out everywhere' });
    const confirm = page.getByRole('dialog', { name: 'Log out everywhere?' });
    for (const how of CLOSINGS) {
      await logOutEverywhere.click();
      await close(page, confirm, how);
      await expect(logOutEverywhere, `after ${how}`).toBeFocused();
    }
    await logOutEverywhere.click();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(logOutEverywhere).toBeFocused();
  });

  test('desktop: a login from a page gives the focus back to its heading', async ({
    page,
    request,
  }) => {
    const shopper = await registeredShopper(request);
    await page.goto('/MyOrders');
    await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
    await logInThroughDialog(page, shopper);
    await expect(heading(page, 'My Orders')).toBeFocused();
  });

  test.describe('on a phone (375 px)', () => {
    test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

    test("the menu and the login dialog give the focus back to 'Open menu'", async ({
      page,
      request,
    }) => {
      await page.goto('/Menu');
      const openMenu = page.getByRole('button', { name: 'Open menu' });
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      const login = page.getByRole('dialog', { name: 'Login Now' });
      for (const how of CLOSINGS) {
        await openMenu.click();
        await close(page, drawer, how);
        await expect(openMenu, `menu, after ${how}`).toBeFocused();

        await openMenu.click();
        await drawer.getByRole('button', { name: 'Sign In' }).click();
        await expect(login.getByLabel('Email')).toBeFocused();
        await close(page, login, how);
        await expect(openMenu, `login, after ${how}`).toBeFocused();
      }

      // 'Open menu' is still there after a login: the focus goes back to it.
      await openMenu.click();
      await drawer.getByRole('button', { name: 'Sign In' }).click();
      await logInThroughDialog(page, await registeredShopper(request));
      await expect(openMenu).toBeFocused();

      // A page link in the menu: the new page's heading has the focus.
      await openMenu.click();
      await drawer.getByRole('link', { name: 'About Us' }).click();
      await expect(heading(page, 'About Tomato')).toBeFocused();
      await expectAnnounced(page, 'About Us · Tomato');
    });
  });

  test("the header's links: the new page's heading takes the focus and the page is announced", async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const visits = [
      { link: 'Menu', heading: 'Our Menu', title: 'Menu · Tomato' },
      { link: 'About Us', heading: 'About Tomato', title: 'About Us · Tomato' },
      { link: 'Contact Us', heading: 'Contact Us', title: 'Contact Us · Tomato' },
      { link: 'Home', heading: 'Order your favourite food here', title: 'Tomato' },
    ];
    for (const visit of visits) {
      const link = nav.getByRole('link', { name: visit.link, exact: true });
      // By keyboard and by mouse.
      await link.focus();
      await page.keyboard.press('Enter');
      await expect(heading(page, visit.heading)).toBeFocused();
      await expectAnnounced(page, visit.title);
      await expect(page).toHaveTitle(visit.title);
    }
    await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
    await expect(heading(page, 'Your Cart')).toBeFocused();
    await expectAnnounced(page, 'Your Cart · Tomato');
    await expect(page).toHaveTitle('Your Cart · Tomato');
  });

  test('checkout: /PlaceOrder and /verify keep the focus on their heading, not the top', async ({
    page,
    request,
  }) => {
    await signedInOnMenu(page, request);
    await addFromMenu(page, 'Greek Salad');
    await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/PlaceOrder$/);
    await expect(heading(page, 'Delivery Information')).toBeFocused();
    await expect(page).toHaveTitle('Place Order · Tomato');

    await fillAddress(page);
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await payOnTestCheckout(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/verify\?success=true&orderId=/);
    await expect(heading(page, 'Payment successful!')).toBeFocused();
    await expect(page).toHaveTitle('Payment · Tomato');
    // The next Tab is the way on, not the skip link at the top.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('main').getByRole('link', { name: 'My Orders' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(heading(page, 'My Orders')).toBeFocused();
    await expectAnnounced(page, 'My Orders · Tomato');
  });

  test('every page has its own title, in its HTML and once the app runs', async ({
    page,
    request,
  }) => {
    for (const route of ROUTES) {
      const html = await (await request.get(route.path)).text();
      expect
        .soft(html.match(/<title>([^<]*)<\/title>/)?.[1], `${route.path}'s HTML`)
        .toBe(TITLES[route.name]);
      await page.goto(route.path);
      await expect.soft(page, `${route.path} in the app`).toHaveTitle(TITLES[route.name]);
    }
  });
});
