/** What the journeys share: shoppers made through the API, and steps a shopper takes in the page. */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {
  test as base,
  expect,
  type APIRequestContext,
  type APIResponse,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';

/** Resolves once the app has taken the page over (src/app/AppReady.tsx marks `<html data-app>`). */
export async function appReady(page: Page): Promise<void> {
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
}

/**
 * Makes the page's goto and reload also wait for the app: the HTML shows the page at once, but the
 * app starts only after it has loaded and painted (src/main.tsx), and a click on a button before
 * then would do nothing.
 */
export function waitingForApp(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await appReady(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await appReady(page);
    return response;
  };
  return page;
}

/** Playwright's test, with a page that waits for the app (waitingForApp). */
export const test = base.extend({
  page: async ({ page }, provide) => {
    await provide(waitingForApp(page));
  },
});

/**
 * A phone's profile, as DevTools' "Slow 4G" and Lighthouse's mobile run emulate it: a 150 ms,
 * 1.6 Mbit/s link and a CPU four times slower. For journeys about what happens while the app is
 * still arriving and starting.
 */
export async function asPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 204_800,
    uploadThroughput: 96_000,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * Holds the app's code back (src/main.tsx asks for it once the page has painted), so a step can
 * act on the page as its HTML shows it; the returned function lets the code through.
 */
export async function holdTheApp(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // The build names the app's file by its content only; its chunk manifest says which it is.
  const chunks = path.join(__dirname, '..', 'dist', 'prerender', 'chunks.json');
  const { app } = JSON.parse(readFileSync(chunks, 'utf8')) as Record<string, string[]>;
  const script = app!.find((file) => file.endsWith('.js'));
  await page.route(`**/${script}`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** A small JPEG made here, as a phone's camera would hand one over: a dish's picture. */
export async function dishPhoto(): Promise<Buffer> {
  return sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: 232, g: 67, b: 31 } },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
}

export interface Shopper {
  name: string;
  email: string;
  password: string;
}

let count = 0;
export function uniqueShopper(name = 'Asha Verma'): Shopper {
  count += 1;
  const tag = `${Date.now().toString(36)}${count}${Math.random().toString(36).slice(2, 6)}`;
  return { name, email: `asha.${tag}@example.com`, password: 'tasty-secret-42' };
}

/** An account made through the API, so journeys that are not about signing up start quickly. */
export async function registeredShopper(
  request: APIRequestContext,
  name?: string,
): Promise<Shopper> {
  const shopper = uniqueShopper(name);
  const reply = await request.post('/api/user/register', { data: shopper });
  expect(reply.status()).toBe(201);
  return shopper;
}

/** Where a store keeps its data: DATA_DIR, or DATABASE_URL (README.md#settings). */
export type StoreData = Record<string, string | undefined>;

/**
 * Gives the account the staff role the only way there is: the `staff` command, run against the
 * store's own data (the built CLI, as `npm run staff -- add` runs it); by default the run's store.
 */
export function makeStaff(
  shopper: Shopper,
  data: StoreData = { DATA_DIR: process.env.E2E_DATA_DIR },
): void {
  execFileSync(process.execPath, ['dist/server/cli/staff.js', 'add', shopper.email], {
    env: { ...process.env, ...data, LOG_LEVEL: 'warn' },
    stdio: 'pipe',
  });
}

/**
 * A staff member in a browser of their own, signed in on /kitchen through its 'Staff only.'
 * notice, with the order board drawn. `data` names the store's data as makeStaff takes it.
 */
export async function staffOnBoard(
  browser: Browser,
  baseURL: string,
  data?: StoreData,
): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1024, height: 768 } });
  const page = await context.newPage();
  const staff = await registeredShopper(context.request, 'Chef Arjun');
  makeStaff(staff, data);
  await page.goto('/kitchen');
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff only.' })).toBeVisible();
  // The notice's own Sign In (the header has one too).
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await logInThroughDialog(page, staff);
  // The board's columns: 'New', 'Preparing' (the status `Food Processing`)…
  await expect(page.getByRole('heading', { level: 2, name: /^Preparing/ })).toBeVisible();
  return page;
}

/** Opens a view of the staff console from its 'Kitchen' navigation ('Menu', 'Promo codes'…). */
export async function consoleView(page: Page, view: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Kitchen' }).getByRole('link', { name: view }).click();
}

/** Opens the login dialog; on a phone the Sign In button lives in the mobile menu. */
export async function openLogin(page: Page): Promise<void> {
  const openMenu = page.getByRole('button', { name: 'Open menu' });
  if (await openMenu.isVisible()) await openMenu.click();
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export async function logIn(page: Page, shopper: Shopper): Promise<void> {
  await openLogin(page);
  await logInThroughDialog(page, shopper);
}

/** Fills in and sends the login dialog that is open, and waits for it to close. */
export async function logInThroughDialog(page: Page, shopper: Shopper): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Login Now' });
  await dialog.getByLabel('Email').fill(shopper.email);
  await dialog.getByLabel('Password').fill(shopper.password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  // Checking a password is slow on purpose (scrypt): on a busy machine it takes over 10 s.
  await expect(page.getByText('Login Successful!')).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toBeHidden();
}

/** A new shopper, signed in through the login dialog on /Menu: where most journeys start. */
export async function signedInOnMenu(page: Page, request: APIRequestContext): Promise<Shopper> {
  const shopper = await registeredShopper(request);
  await page.goto('/Menu');
  await logIn(page, shopper);
  return shopper;
}

export function addButton(page: Page, dish: string): Locator {
  return page.getByRole('button', { name: `Add ${dish} to cart` });
}

export function addOneMoreButton(page: Page, dish: string): Locator {
  return page.getByRole('button', { name: `Add one more ${dish}` });
}

export function removeOneButton(page: Page, dish: string): Locator {
  return page.getByRole('button', { name: `Remove one ${dish}` });
}

/**
 * Adds a dish on the menu page, `times` times in all. Signed in, each add is waited for until the
 * server has it: the page shows it at once, but a journey that loads another page right away
 * (page.goto) would race the request.
 */
export async function addFromMenu(page: Page, dish: string, times = 1): Promise<void> {
  const signedIn = await page.getByRole('button', { name: 'Profile' }).isVisible();
  const tap = async (button: Locator) => {
    const saved = signedIn
      ? page.waitForResponse((reply) => reply.url().endsWith('/api/cart/add'))
      : undefined;
    await button.click();
    await saved;
  };
  await tap(addButton(page, dish));
  for (let i = 1; i < times; i += 1) await tap(addOneMoreButton(page, dish));
}

/** The customise dialog a dish with options opens (src/components/dish/CustomiseDialog.tsx). */
export function customiseDialog(page: Page, dish: string): Locator {
  return page.getByRole('dialog', { name: dish });
}

/**
 * An option of the open customise dialog, by its name: the label reads the name, then its price
 * ('Large+₹60') or 'Not available'.
 */
export function optionIn(dialog: Locator, name: string): Locator {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return dialog.getByLabel(new RegExp(`^${escaped}\\s*(\\+₹|Not available|$)`));
}

/** What a choice in the customise dialog is: options to tick (by name) and a note. */
export interface Choices {
  options?: string[];
  note?: string;
}

/**
 * Adds a dish with options from its card: 'Add' (or '+') opens the customise dialog, which
 * starts from each 'Choose 1' group's default (or the dish's last line in the cart). The named
 * options are chosen, every checkbox not named is cleared, the note is replaced by `note`, and
 * 'Add to cart — ₹N' is pressed. The N the button said. Signed in, the add is waited for until
 * the server has it, as addFromMenu does.
 */
export async function addWithChoices(
  page: Page,
  dish: string,
  { options = [], note = '' }: Choices = {},
): Promise<number> {
  const signedIn = await page.getByRole('button', { name: 'Profile' }).isVisible();
  // The card's controls stay hidden until the page knows the cart (contract/firstPaint.ts): wait
  // for one of them before asking which.
  const shown = async (button: Locator) => button.isVisible();
  await expect
    .poll(async () => (await shown(addButton(page, dish))) || shown(addOneMoreButton(page, dish)))
    .toBe(true);
  const inCart = await shown(addOneMoreButton(page, dish));
  await (inCart ? addOneMoreButton(page, dish) : addButton(page, dish)).click();
  const dialog = customiseDialog(page, dish);
  await expect(dialog).toBeVisible();
  for (const box of await dialog.getByRole('checkbox').all())
    if (await box.isChecked()) await box.uncheck();
  for (const option of options) await optionIn(dialog, option).check();
  await dialog.getByLabel('Anything the kitchen should know?').fill(note);
  const add = dialog.getByRole('button', { name: /^Add to cart — ₹/ });
  const price = Number((await add.textContent())!.replace(/[^0-9]/g, ''));
  const saved = signedIn
    ? page.waitForResponse((reply) => reply.url().endsWith('/api/cart/add'))
    : undefined;
  await add.click();
  await saved;
  await expect(dialog).toBeHidden();
  return price;
}

/**
 * A new shopper signed in at `width` px (motion reduced, for still pictures) with 2 Greek Salads
 * and a Butterscotch Cake (its dialog's default, Regular: ₹200) in the cart: pages with content,
 * for screenshots.
 */
export async function shopperWithDishes(
  page: Page,
  request: APIRequestContext,
  width: number,
): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/Menu');
  await logIn(page, await registeredShopper(request));
  await addFromMenu(page, 'Greek Salad', 2);
  await addWithChoices(page, 'Butterscotch Cake');
}

export const ADDRESS = {
  'First name': 'Asha',
  'Last name': 'Verma',
  'Email address': 'asha@example.com',
  Street: '12 MG Road',
  City: 'Bengaluru',
  State: 'Karnataka',
  'Zip code': '560001',
  Country: 'India',
  Phone: '+91 98450 12345',
} as const;

/**
 * Fills the delivery form with ADDRESS. A signed-in shopper's empty fields are filled from the
 * account when its answer arrives, which can land between Playwright selecting a field's text and
 * typing (the text then goes after the suggestion): so the form is filled until it reads ADDRESS
 * back. Once every field holds text, the suggestion changes none of them.
 */
export async function fillAddress(page: Page): Promise<void> {
  const fields = Object.entries(ADDRESS).map(
    ([label, value]) => [page.getByLabel(label, { exact: true }), value] as const,
  );
  await expect(async () => {
    for (const [field, value] of fields) await field.fill(value);
    for (const [field, value] of fields) await expect(field).toHaveValue(value, { timeout: 500 });
  }).toPass();
}

export async function payOnTestCheckout(page: Page, card: string): Promise<void> {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
}

/**
 * Pays for the cart from /Cart: the delivery form filled with ADDRESS, then the test card that
 * pays. The order's id.
 */
export async function payForCart(page: Page): Promise<string> {
  await page.goto('/Cart');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await fillAddress(page);
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await payOnTestCheckout(page, '4242 4242 4242 4242');
  await expect(page.getByText('Payment verified')).toBeVisible();
  return new URL(page.url()).searchParams.get('orderId')!;
}

/**
 * Places an order of one `dish` through the API for the shopper whose token `headers` carries,
 * to `address`, and pays it on the test checkout, as a journey's other shoppers do. Its id.
 */
export async function paidThroughApi(
  request: APIRequestContext,
  headers: { token: string },
  dish: { _id: string; price: number },
  address: Record<string, string>,
): Promise<string> {
  await request.post('/api/cart/merge', { data: { cartData: { [dish._id]: 1 } }, headers });
  const placed = await request.post('/api/order/place', {
    data: { address, items: [{ _id: dish._id, quantity: 1 }], amount: dish.price * 10 + 50 },
    headers,
  });
  expect(placed.status()).toBe(201);
  return payPlaced(request, placed);
}

/** Pays an order/place reply's order on the test checkout with a card that succeeds: its id. */
export async function payPlaced(request: APIRequestContext, placed: APIResponse): Promise<string> {
  const { orderId, session_url: sessionUrl } = (await placed.json()) as {
    orderId: string;
    session_url: string;
  };
  const paid = await request.post(new URL(sessionUrl).pathname, {
    form: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  return orderId;
}

/** Presses Tab until `target` has the focus, as a keyboard user would; fails if it never does. */
export async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false))
      return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

export interface ReceivedEmail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** The first email to `to` whose subject matches, as the run's SMTP server got it (global-setup.ts). */
export async function emailTo(to: string, subject: RegExp): Promise<ReceivedEmail> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run through playwright.config.ts');
  let found: ReceivedEmail | undefined;
  await expect
    .poll(
      () => {
        found = readdirSync(dir)
          .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as ReceivedEmail)
          .find((mail) => mail.to.includes(to) && subject.test(mail.subject));
        return found !== undefined;
      },
      { message: `an email to ${to} with subject ${subject}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}
