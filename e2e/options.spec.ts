/**
 * Issue 29, dish options (docs/product.md#dish-options): staff give a dish option groups in the
 * console's dish form; a shopper chooses in the customise dialog, and each line keeps its choices
 * and note on /Cart, the payment page, the board, /MyOrders and the receipt. Also the cart that
 * is the same in every tab: a payment in one tab empties the cart another tab shows, and /Menu
 * never first offers 'Add' for a dish the cart holds. And the dialog from the keyboard, scanned
 * by axe, pictured at a phone's and a laptop's width.
 */
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { OPTION_MESSAGES } from '../contract/options';
import {
  ADDRESS,
  addButton,
  addFromMenu,
  addOneMoreButton,
  addWithChoices,
  consoleView,
  customiseDialog,
  dishPhoto,
  emailTo,
  fillAddress,
  logIn,
  optionIn,
  payForCart,
  payOnTestCheckout,
  signedInOnMenu,
  staffOnBoard,
  test,
  waitingForApp,
} from './support';

const FOLDER = path.join(__dirname, '..', 'docs', 'screenshots');

/** The number the kitchen and the shopper know an order by (contract/rules.ts orderNumber). */
const numberOf = (orderId: string) => orderId.replace(/-/g, '').slice(-6).toUpperCase();

/** An option group as the dish form's editor takes it: name, rule, options (name, ₹). */
interface GroupInput {
  name: string;
  many?: { min: number; max: number };
  options: Array<[name: string, price: number]>;
  defaultOption?: string;
}

/** Adds one option group through the dish form's editor (src/features/kitchen/OptionGroupsEditor.tsx). */
async function addGroup(form: Locator, group: GroupInput): Promise<void> {
  await form.getByRole('button', { name: 'Add option group' }).click();
  // The new group's name field has the focus; the group is then named by it.
  const nameField = form.getByLabel('Group name').last();
  await expect(nameField).toBeFocused();
  await nameField.fill(group.name);
  const editor = form.getByRole('group', { name: group.name, exact: true });
  if (group.many) {
    await editor
      .getByLabel('Shoppers', { exact: true })
      .selectOption({ label: 'Choose between min and max' });
    await editor.getByLabel('Minimum', { exact: true }).fill(String(group.many.min));
    await editor.getByLabel('Maximum', { exact: true }).fill(String(group.many.max));
  }
  const options = editor.getByRole('list', { name: `Options of ${group.name}` });
  for (const [index, [name, price]] of group.options.entries()) {
    // A new group comes with two options to name; more are added.
    if (index >= 2)
      await editor.getByRole('button', { name: `Add an option to ${group.name}` }).click();
    const row = options.getByRole('listitem').nth(index);
    await row.getByLabel('Option name').fill(name);
    await row.getByLabel('Price change (₹)').fill(String(price));
    if (name === group.defaultOption) await row.getByRole('radio', { name: 'Default' }).check();
  }
}

/** Staff add the pizza in the console's dish form, its options through the editor. */
async function staffAddPizza(kitchen: Page, dish: string): Promise<void> {
  await consoleView(kitchen, 'Menu');
  await kitchen.getByRole('button', { name: 'Add dish' }).click();
  const form = kitchen.getByRole('dialog', { name: 'Add dish' });
  await form.getByLabel('Picture').setInputFiles({
    name: 'pizza.jpg',
    mimeType: 'image/jpeg',
    buffer: await dishPhoto(),
  });
  await expect(form.getByText('Picture uploaded.')).toBeVisible();
  await form.getByLabel('Name', { exact: true }).fill(dish);
  await form.getByLabel('Description').fill('Tomato, mozzarella and basil on a wood-fired base.');
  await form.getByLabel('Price (₹)').fill('250');
  await form.getByLabel('Category').fill('Pizza');
  await addGroup(form, {
    name: 'Size',
    options: [
      ['Regular', 0],
      ['Medium', 80],
      ['Large', 150],
    ],
    defaultOption: 'Regular',
  });
  await addGroup(form, {
    name: 'Extras',
    many: { min: 0, max: 2 },
    options: [
      ['Extra cheese', 30],
      ['Olives', 20],
      ['Jalapeño', 20],
    ],
  });
  await form.getByRole('button', { name: 'Add dish' }).click();
  await expect(kitchen.getByText('Dish added to the menu.')).toBeVisible();
  await expect(form).toBeHidden();
}

/** No violation axe finds in the open dialog. */
async function expectAxeClean(page: Page, label: string): Promise<void> {
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(axe.violations, label).toEqual([]);
}

/** The dialog as a shopper sees it, at 375 and 1280 px, into docs/screenshots/. */
async function pictureDialog(page: Page, dialog: Locator): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(dialog).toBeVisible();
    await expectAxeClean(page, `the customise dialog at ${width} px`);
    await page.screenshot({ path: path.join(FOLDER, `customise-${width}.png`) });
  }
}

test('staff give a pizza sizes and extras; a shopper chooses, pays, and every page keeps the choices', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const dish = `Margherita Pizza ${Date.now().toString(36)}`;
  const kitchen = await staffOnBoard(browser, baseURL!);
  await staffAddPizza(kitchen, dish);
  const staffCard = kitchen.getByRole('article', { name: dish });
  await expect(staffCard).toContainText('₹250');

  // The menu says 'from ₹250': the size changes the price.
  await signedInOnMenu(page, request);
  const card = page.locator('article').filter({ has: page.getByRole('heading', { name: dish }) });
  await expect(card).toContainText('from ₹250');
  await addButton(page, dish).click();
  const dialog = customiseDialog(page, dish);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('group', { name: /^Size/ })).toContainText('Choose 1');
  await expect(dialog.getByRole('group', { name: /^Extras/ })).toContainText('Choose up to 2');
  await expect(optionIn(dialog, 'Regular')).toBeChecked();
  const add = dialog.getByRole('button', { name: /^Add to cart — / });
  await expect(add).toHaveText('Add to cart — ₹250');
  await optionIn(dialog, 'Large').check();
  await expect(add).toHaveText('Add to cart — ₹400');
  await optionIn(dialog, 'Extra cheese').check();
  await dialog.getByLabel('Anything the kitchen should know?').fill('cut in 8');
  await expect(add).toHaveText('Add to cart — ₹430');
  await pictureDialog(page, dialog);
  const saved = page.waitForResponse((reply) => reply.url().endsWith('/api/cart/add'));
  await add.click();
  await saved;
  await expect(dialog).toBeHidden();
  await expect(addOneMoreButton(page, dish)).toBeFocused();

  const first = `${dish} · Large · Extra cheese — "cut in 8"`;
  const second = `${dish} · Medium · Olives`;
  const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
  await page.goto('/Cart');
  await expect(rows.filter({ hasText: first })).toContainText('₹430');

  // Other choices: a line of their own. The same choices again: one more of the first line.
  await page.goto('/Menu');
  expect(await addWithChoices(page, dish, { options: ['Medium', 'Olives'] })).toBe(350);
  expect(
    await addWithChoices(page, dish, { options: ['Large', 'Extra cheese'], note: 'cut in 8' }),
  ).toBe(430);
  await expect(page.getByRole('group', { name: `${dish} in cart` })).toContainText('3');
  await page.goto('/Cart');
  await expect(rows.filter({ hasText: dish })).toHaveCount(2);
  const firstRow = rows.filter({ hasText: first });
  await expect(firstRow.locator('.cart-row__quantity')).toHaveText('2');
  await expect(firstRow.locator('.cart-row__total')).toHaveText('₹860');
  const secondRow = rows.filter({ hasText: second });
  await expect(secondRow.locator('.cart-row__quantity')).toHaveText('1');
  await expect(secondRow.locator('.cart-row__total')).toHaveText('₹350');

  // ₹860 + ₹350 + the ₹50 fee, on the payment page with each line's choices.
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await fillAddress(page);
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  const order = page.getByRole('table', { name: 'Your order' });
  await expect(order.getByRole('row').filter({ hasText: '× 2' })).toContainText(
    'Large · Extra cheese — "cut in 8"',
  );
  await expect(order.getByRole('row').filter({ hasText: '× 2' })).toContainText('₹860');
  await expect(order.getByRole('row').filter({ hasText: 'Medium · Olives' })).toContainText('₹350');
  await expect(page.getByRole('button', { name: 'Pay ₹1,260' })).toBeVisible();
  await payOnTestCheckout(page, '4242 4242 4242 4242');
  await expect(page.getByText('Payment verified')).toBeVisible();
  const number = numberOf(new URL(page.url()).searchParams.get('orderId')!);

  // The board and /MyOrders say what to cook.
  await consoleView(kitchen, 'Orders');
  const ticket = kitchen.getByRole('article', { name: `Order #${number}` });
  await expect(ticket).toContainText(`${first} x 2`);
  await expect(ticket).toContainText(`${second} x 1`);
  await page.goto('/MyOrders');
  const mine = page.getByRole('listitem').filter({ hasText: `Order #${number}` });
  await expect(mine).toContainText(`${first} x 2`);
  await expect(mine).toContainText(`${second} x 1`);
  await expect(mine).toContainText('₹1,260');

  // The receipt lists each line's choices.
  const receipt = await emailTo(ADDRESS['Email address'], new RegExp(`order ${number}$`));
  expect(receipt.text).toContain(`${first} × 2: ₹860`);
  expect(receipt.text).toContain(`${second} × 1: ₹350`);
  expect(receipt.text).toContain('Total paid: ₹1,260');
  await kitchen.context().close();
});

test("the console's option-group editor: no axe violation at 375 and 1280 px, with its sentence shown", async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const kitchen = await staffOnBoard(browser, baseURL!);
  await consoleView(kitchen, 'Menu');
  await kitchen.getByRole('button', { name: 'Add dish' }).click();
  const form = kitchen.getByRole('dialog', { name: 'Add dish' });
  await addGroup(form, {
    name: 'Size',
    options: [
      ['Regular', 0],
      ['Large', 60],
    ],
    defaultOption: 'Regular',
  });
  await addGroup(form, {
    name: 'Extras',
    many: { min: 0, max: 2 },
    options: [
      ['Extra cheese', 30],
      ['Olives', 20],
      ['Jalapeño', 20],
    ],
  });
  const editor = form.getByRole('group', { name: 'Options', exact: true });
  await kitchen.emulateMedia({ reducedMotion: 'reduce' });
  for (const width of [375, 1280]) {
    await kitchen.setViewportSize({ width, height: 900 });
    await editor.scrollIntoViewIfNeeded();
    await expectAxeClean(kitchen, `the option-group editor at ${width} px`);
    await kitchen.screenshot({ path: path.join(FOLDER, `option-groups-${width}.png`) });
  }
  // A rule broken: the server's sentence at the options, still clean.
  await form
    .getByRole('group', { name: 'Extras', exact: true })
    .getByLabel('Maximum', { exact: true })
    .fill('5');
  await form.getByRole('button', { name: 'Add dish' }).click();
  await expect(form.getByText(OPTION_MESSAGES.minMax('Extras'))).toBeVisible();
  await expectAxeClean(kitchen, 'the option-group editor with its sentence');
  await kitchen.context().close();
});

test('a payment in one tab empties the cart another tab shows, within 2 seconds', async ({
  page,
  request,
}) => {
  test.slow();
  await signedInOnMenu(page, request);
  await addFromMenu(page, 'Greek Salad');
  await page.getByRole('banner').getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/MyOrders$/);
  const bag = page.getByRole('banner').getByRole('link', { name: /^Cart/ });
  await expect(bag).toHaveAccessibleName('Cart, 1 item');

  // The shopper pays in a second tab of the same browser.
  const other = waitingForApp(await page.context().newPage());
  await payForCart(other);
  await expect(bag).toHaveAccessibleName('Cart', { timeout: 2_000 });

  // The first tab, never reloaded: its cart is empty and nothing can be ordered again.
  await bag.click();
  await expect(page).toHaveURL(/\/Cart$/);
  await expect(page.getByRole('button', { name: 'Your cart is empty.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toHaveCount(0);
  await page.evaluate(() => {
    window.history.pushState(null, '', '/PlaceOrder');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/PlaceOrder$/);
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toHaveCount(0);
  await page.getByRole('banner').getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: /Order #/ })).toHaveCount(1);
  await other.close();
});

test('a change on another device reaches every open tab within 2 seconds, also once the tab that listened has closed', async ({
  browser,
  baseURL,
  page,
  request,
}) => {
  test.slow();
  // The first device: two tabs on /Menu, neither ever focused again nor reloaded.
  const shopper = await signedInOnMenu(page, request);
  const second = waitingForApp(await page.context().newPage());
  await second.goto('/Menu');
  const bagOf = (tab: Page) => tab.getByRole('banner').getByRole('link', { name: /^Cart/ });
  await expect(bagOf(page)).toHaveAccessibleName('Cart');
  await expect(bagOf(second)).toHaveAccessibleName('Cart');

  // Another device, the same shopper.
  const device = await browser.newContext({ baseURL });
  const phone = waitingForApp(await device.newPage());
  await phone.goto('/Menu');
  await logIn(phone, shopper);
  await addFromMenu(phone, 'Greek Salad');
  for (const tab of [page, second])
    await expect(bagOf(tab)).toHaveAccessibleName('Cart, 1 item', { timeout: 2_000 });

  // The tab that followed the account's stream closes; the other takes its place.
  await page.close();
  await addFromMenu(phone, 'Veg Noodles');
  await expect(bagOf(second)).toHaveAccessibleName('Cart, 2 items', { timeout: 2_000 });
  await expect(second.getByRole('group', { name: 'Veg Noodles in cart' })).toContainText('1');
  await device.close();
});

/**
 * From the first byte of the page on: each time the DOM changes (the HTML parsed, hydration, the
 * app's renders, the page marked 'cart pending' or not) and at every frame, whether a watched
 * 'Add <dish> to cart' control is drawn. Kept in `window.addSeen`.
 */
async function watchAddControls(page: Page, dishes: string[]): Promise<void> {
  await page.addInitScript(
    (labels: string[]) => {
      const seen = new Set<string>();
      (window as unknown as { addSeen: Set<string> }).addSeen = seen;
      const look = () => {
        for (const label of labels) {
          const control = document.querySelector(`[aria-label="${label}"]`);
          if (control?.checkVisibility({ visibilityProperty: true })) seen.add(label);
        }
      };
      new MutationObserver(look).observe(document, {
        childList: true,
        subtree: true,
        attributes: true,
      });
      const everyFrame = () => {
        look();
        requestAnimationFrame(everyFrame);
      };
      requestAnimationFrame(everyFrame);
    },
    dishes.map((dish) => `Add ${dish} to cart`),
  );
}

for (const shopper of ['signed-in', 'logged-out'] as const) {
  test(`/Menu never first offers 'Add' for a dish the ${shopper} cart holds`, async ({
    page,
    request,
  }) => {
    if (shopper === 'signed-in') await signedInOnMenu(page, request);
    else await page.goto('/Menu');
    // One dish among the first screen the server's HTML draws, one the app draws later.
    await addFromMenu(page, 'Greek Salad');
    await addFromMenu(page, 'Veg Noodles');
    // The browser's cart is written to localStorage a moment after the tap.
    if (shopper === 'logged-out')
      await expect
        .poll(() =>
          page.evaluate(() => {
            const kept = JSON.parse(localStorage.getItem('persist:storefront') ?? '{}');
            return Object.keys(JSON.parse(kept.cart ?? '{}').items ?? {}).length;
          }),
        )
        .toBe(2);
    await watchAddControls(page, ['Greek Salad', 'Veg Noodles']);
    await page.reload();
    await expect(page.getByRole('group', { name: 'Greek Salad in cart' })).toContainText('1');
    await expect(page.getByRole('group', { name: 'Veg Noodles in cart' })).toContainText('1');
    // A dish not in the cart offers 'Add' once the cart is known.
    await expect(addButton(page, 'Butterscotch Cake')).toBeVisible();
    const seen = await page.evaluate(() => [
      ...(window as unknown as { addSeen: Set<string> }).addSeen,
    ]);
    expect(seen, "an 'Add' control drawn for a dish in the cart").toEqual([]);
  });
}

test('the customise dialog from the keyboard, with no axe violation at 375 and 1280 px', async ({
  page,
}) => {
  await page.goto('/Menu');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // A 'Choose 1' group: the arrow keys choose; Escape closes and the card's button has focus.
    const cake = addButton(page, 'Butterscotch Cake');
    await cake.focus();
    await page.keyboard.press('Enter');
    const cakeDialog = customiseDialog(page, 'Butterscotch Cake');
    await expect(cakeDialog).toBeVisible();
    await expect(optionIn(cakeDialog, 'Regular')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(optionIn(cakeDialog, 'Large')).toBeChecked();
    await expect(cakeDialog.getByRole('button', { name: /^Add to cart/ })).toHaveText(
      'Add to cart — ₹260',
    );
    await expectAxeClean(page, `Butterscotch Cake at ${width} px`);
    await page.keyboard.press('Escape');
    await expect(cakeDialog).toBeHidden();
    await expect(cake).toBeFocused();

    // An 'up to 2' group: Space ticks; the third is disabled once two are; Enter adds.
    const sandwich = `${width === 375 ? 'Vegan' : 'Grilled'} Sandwich`;
    await addButton(page, sandwich).focus();
    await page.keyboard.press('Enter');
    const dialog = customiseDialog(page, sandwich);
    await expect(optionIn(dialog, 'Extra cheese')).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect(optionIn(dialog, 'Fried egg')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(optionIn(dialog, 'Jalapeños')).toBeDisabled();
    await page.keyboard.press('Tab');
    const note = dialog.getByLabel('Anything the kitchen should know?');
    await expect(note).toBeFocused();
    await page.keyboard.type('no butter');
    await expectAxeClean(page, `${sandwich} at ${width} px, its extras full`);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(addOneMoreButton(page, sandwich)).toBeFocused();
    await expect(page.getByRole('group', { name: `${sandwich} in cart` })).toContainText('1');
  }
});
