/** Journeys 9-11: a phone, the keyboard alone, and a failing network. */
import { expect, type Page } from '@playwright/test';
import { ROUTES } from './routes';
import {
  addButton,
  appReady,
  addFromMenu,
  ADDRESS,
  logIn,
  payForCart,
  registeredShopper,
  removeOneButton,
  tabTo,
  test,
} from './support';

test.describe('9. on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the mobile menu, one category in the carousel, and a checkout', async ({
    page,
    request,
  }) => {
    const shopper = await registeredShopper(request);
    await page.goto('/');
    const carousel = page.getByRole('region', { name: /Explore Our Menu/ });
    await expect(carousel).toBeVisible();
    const shown = carousel.locator('.swiper-slide-visible, .swiper-slide-active');
    await expect(shown).toHaveCount(1);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Menu' }).click();
    await expect(page).toHaveURL(/\/Menu/);
    await logIn(page, shopper);
    await addFromMenu(page, 'Veg Noodles');
    await payForCart(page);
  });
});

test.describe('14. tap targets on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  /**
   * Every control a finger can reach is at least 44x44 px (an input by its label's box when it
   * sits inside one), except a link inside a sentence (WCAG 2.5.8's inline exception) and what is
   * not on screen (the skip link until focused).
   */
  async function smallTargets(page: Page): Promise<string[]> {
    return page.evaluate(() => {
      const selector =
        'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=tab]';
      const small: string[] = [];
      for (const element of document.querySelectorAll<HTMLElement>(selector)) {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
        if (element.closest('[aria-hidden="true"], [inert]')) continue;
        if (box.bottom < 0 || box.right < 0 || box.left >= window.innerWidth) continue;
        const inSentence =
          style.display === 'inline' &&
          (element.parentElement?.textContent ?? '').trim() !== (element.textContent ?? '').trim();
        if (inSentence) continue;
        if (box.width >= 43.5 && box.height >= 43.5) continue;
        // A radio or checkbox inside its label: the label takes the tap, so its box counts.
        const label = element.closest('label')?.getBoundingClientRect();
        if (label && label.width >= 43.5 && label.height >= 43.5) continue;
        const name =
          element.getAttribute('aria-label') ??
          (element.textContent ?? '').trim().slice(0, 30) ??
          element.tagName;
        small.push(
          `${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`,
        );
      }
      return small;
    });
  }

  test('every page, and a dish in the cart with its - and + buttons', async ({ page }) => {
    const found: string[] = [];
    for (const route of ROUTES) {
      await page.goto(route.path);
      await appReady(page);
      found.push(...(await smallTargets(page)).map((target) => `${route.path}: ${target}`));
    }
    await page.goto('/Menu');
    await addFromMenu(page, 'Greek Salad');
    found.push(...(await smallTargets(page)).map((target) => `/Menu with a dish: ${target}`));
    expect(found).toEqual([]);
  });
});

test('10. keyboard only: from the home page to a paid order', async ({ page, request }) => {
  // About 250 key presses, each awaited: ~30 s alone, past the 60 s default on a busy machine.
  test.slow();
  const shopper = await registeredShopper(request);
  await page.goto('/');
  const key = (name: string) => page.keyboard.press(name);

  await tabTo(page, page.getByRole('button', { name: 'Sign In' }));
  await key('Enter');
  const dialog = page.getByRole('dialog', { name: 'Login Now' });
  await expect(dialog.getByLabel('Email')).toBeFocused();
  await page.keyboard.type(shopper.email);
  await key('Tab');
  await page.keyboard.type(shopper.password);
  await key('Enter');
  await expect(page.getByText('Login Successful!')).toBeVisible();

  await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'Menu', exact: true }));
  await key('Enter');
  await expect(page).toHaveURL(/\/Menu/);
  await tabTo(page, addButton(page, 'Cheese Pasta'));
  await key('Enter');
  await expect(removeOneButton(page, 'Cheese Pasta')).toBeVisible();

  await tabTo(page, page.getByRole('banner').getByRole('link', { name: /^Cart/ }));
  await key('Enter');
  await tabTo(page, page.getByRole('button', { name: 'Proceed to Checkout' }));
  await key('Enter');
  await expect(page).toHaveURL(/\/PlaceOrder/);
  // The form comes filled from the account (its name and email): each field is replaced.
  await expect(page.getByLabel('Email address', { exact: true })).toHaveValue(shopper.email);
  for (const [label, value] of Object.entries(ADDRESS)) {
    await tabTo(page, page.getByLabel(label, { exact: true }));
    await key('ControlOrMeta+a');
    await page.keyboard.type(value);
  }
  await tabTo(page, page.getByRole('button', { name: 'Proceed to Payment' }));
  await key('Enter');

  await tabTo(page, page.getByLabel('Card number'));
  await page.keyboard.type('4242424242424242');
  await key('Tab');
  await page.keyboard.type('12/34');
  await key('Tab');
  await page.keyboard.type('123');
  await key('Enter');
  await expect(page.getByText('Payment verified')).toBeVisible();
});

test('11. a network failure: the menu offers a retry; a failed cart change is rolled back', async ({
  page,
  request,
}) => {
  await page.route('**/api/food/list', (route) => route.abort('failed'));
  await page.goto('/Menu');
  const retry = page.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeVisible();
  await page.unroute('**/api/food/list');
  await retry.click();
  await expect(addButton(page, 'Greek Salad')).toBeVisible();

  const shopper = await registeredShopper(request);
  await logIn(page, shopper);
  await page.route('**/api/cart/add', (route) => route.abort('failed'));
  await addButton(page, 'Greek Salad').click();
  await expect(page.getByText('Your cart could not be updated. Please try again.')).toBeVisible();
  await expect(addButton(page, 'Greek Salad')).toBeVisible();
  await expect(removeOneButton(page, 'Greek Salad')).toBeHidden();
});
