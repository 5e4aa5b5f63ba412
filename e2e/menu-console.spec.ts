/**
 * Issue 13: the menu the restaurant runs, staff and shopper each in a browser of their own.
 * Staff add a dish with a picture in the console and a shopper's /Menu shows it; staff mark it
 * unavailable and the shopper's /Menu drops it while their cart names its line unavailable.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator } from '@playwright/test';
import { unavailableMessage } from '../contract/shop-messages';
import { addFromMenu, consoleView, dishPhoto, signedInOnMenu, staffOnBoard, test } from './support';

/** Whether an image has loaded (the server sent a picture the browser could decode). */
async function loaded(image: Locator): Promise<boolean> {
  return image.evaluate(
    (element: HTMLImageElement) => element.complete && element.naturalWidth > 0,
  );
}

test('staff add a dish with a picture and mark it unavailable; the shopper sees each change', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.slow();
  const dish = `Saffron Kulfi ${Date.now().toString(36)}`;
  const kitchen = await staffOnBoard(browser, baseURL!);
  await consoleView(kitchen, 'Menu');
  await expect(kitchen.getByRole('heading', { level: 2, name: 'Menu' })).toBeVisible();
  // The board stays live out of sight.
  await expect(kitchen.getByRole('heading', { name: /Preparing/ })).toBeHidden();

  await kitchen.getByRole('button', { name: 'Add dish' }).click();
  const form = kitchen.getByRole('dialog', { name: 'Add dish' });
  await form.getByLabel('Picture').setInputFiles({
    name: 'kulfi.jpg',
    mimeType: 'image/jpeg',
    buffer: await dishPhoto(),
  });
  await expect(form.getByText('Picture uploaded.')).toBeVisible();
  const preview = form.getByRole('img', { name: /The picture of/ });
  await expect(preview).toHaveAttribute('src', /\/uploads\/[0-9a-f]+\.webp$/);
  await expect.poll(() => loaded(preview)).toBe(true);
  await form.getByLabel('Name').fill(dish);
  await form.getByLabel('Description').fill('Slow-set saffron and pistachio milk ice.');
  await form.getByLabel('Price (₹)').fill('150');
  await form.getByLabel('Category').fill('Desserts');
  // Its dietary labels, ticked from the keyboard: milk and pistachio.
  const labels = form.getByRole('group', { name: 'Dietary labels' });
  await labels.getByRole('checkbox', { name: 'Vegetarian' }).focus();
  await kitchen.keyboard.press('Space');
  await labels.getByRole('checkbox', { name: 'Contains nuts' }).check();
  await form.getByRole('button', { name: 'Add dish' }).click();
  await expect(kitchen.getByText('Dish added to the menu.')).toBeVisible();
  await expect(form).toBeHidden();
  const card = kitchen.getByRole('article', { name: dish });
  await expect(card).toContainText('₹150');
  await expect(card).toContainText('Available');
  await expect(card).toContainText('Vegetarian · Contains nuts');

  // The shopper's menu has it, with its picture and price, within a second of the change.
  await signedInOnMenu(page, request);
  const shown = page.locator('article').filter({ has: page.getByRole('heading', { name: dish }) });
  await expect(shown).toBeVisible();
  await expect(shown).toContainText('₹150');
  await expect(shown.getByRole('img', { name: 'Vegetarian', exact: true })).toBeVisible();
  await expect(shown).toContainText('Contains nuts');
  await shown.scrollIntoViewIfNeeded();
  await expect.poll(() => loaded(shown.getByRole('img', { name: dish }))).toBe(true);
  await addFromMenu(page, dish);

  await card.getByRole('button', { name: 'Mark unavailable' }).click();
  await expect(kitchen.getByText('Marked unavailable.')).toBeVisible();
  await expect(card).toContainText('Unavailable');
  await expect(card.getByRole('button', { name: 'Mark available' })).toBeFocused();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Greek Salad' })).toBeVisible();
  await expect(page.getByRole('heading', { name: dish })).toHaveCount(0);
  await page.goto('/Cart');
  // Named on the cart's line (the shopper's side of issue 13).
  await expect(page.getByRole('main')).toContainText(unavailableMessage(dish));

  // Taken off the menu for good, once confirmed: other journeys never meet it.
  await card.getByRole('button', { name: 'Remove' }).click();
  await kitchen
    .getByRole('dialog', { name: `Remove ${dish}?` })
    .getByRole('button', { name: 'Remove dish' })
    .click();
  await expect(kitchen.getByText('Dish removed from the menu.')).toBeVisible();
  await expect(card).toHaveCount(0);
  await kitchen.context().close();
});

test('each view of the console passes an accessibility scan, at 375 and 1280 px', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const kitchen = await staffOnBoard(browser, baseURL!);
  for (const width of [375, 1280]) {
    await kitchen.setViewportSize({ width, height: 900 });
    for (const [view, heading] of [
      ['Menu', 'Menu'],
      ['Promo codes', 'Promo codes'],
      ['Settings', 'Settings'],
    ] as const) {
      await consoleView(kitchen, view);
      await expect(kitchen.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      await expect(kitchen.locator('[aria-busy="true"]')).toHaveCount(0);
      const axe = await new AxeBuilder({ page: kitchen }).analyze();
      expect(axe.violations, `${view} at ${width} px`).toEqual([]);
    }
  }
  // The forms, with every problem showing.
  for (const [view, open, submit] of [
    ['Menu', 'Add dish', 'Add dish'],
    ['Promo codes', 'New promo code', 'Create code'],
  ] as const) {
    await consoleView(kitchen, view);
    await kitchen.getByRole('button', { name: open }).click();
    const dialog = kitchen.getByRole('dialog');
    await dialog.getByRole('button', { name: submit }).click();
    await expect(dialog.locator('[aria-invalid="true"]').first()).toBeFocused();
    const axe = await new AxeBuilder({ page: kitchen }).include('[role="dialog"]').analyze();
    expect(axe.violations, `${open} form`).toEqual([]);
    await kitchen.keyboard.press('Escape');
    await expect(kitchen.getByRole('button', { name: open })).toBeFocused();
  }
  await kitchen.context().close();
});
