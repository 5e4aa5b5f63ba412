/**
 * Recovering and keeping the account (issue 32): a forgotten password through the emailed link
 * to a logged-in shopper, a sign-up that lands logged in with the guest cart merged, toasts that
 * keep clear of an open dialog, and axe on the reset page and the forgot dialog.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  addFromMenu,
  emailTo,
  openLogin,
  registeredShopper,
  test,
  uniqueShopper,
  type Shopper,
} from './support';

const LINK_SENT = 'If an account uses that address, we have sent a link to reset its password.';
const EXPIRED = 'This link has expired. Ask for a new one.';

async function loginStatus(request: APIRequestContext, shopper: Shopper): Promise<number> {
  const reply = await request.post('/api/user/login', {
    data: { email: shopper.email, password: shopper.password },
  });
  return reply.status();
}

/** Opens the login dialog, then the dialog its `button` leads to. */
async function fromLogin(page: Page, button: string, dialog: string): Promise<Locator> {
  await openLogin(page);
  await page
    .getByRole('dialog', { name: 'Login Now' })
    .getByRole('button', { name: button })
    .click();
  return page.getByRole('dialog', { name: dialog });
}

/** Opens 'Forgot password?' from the login dialog. */
async function openForgot(page: Page): Promise<Locator> {
  const dialog = await fromLogin(page, 'Forgot password?', 'Reset your password');
  await expect(dialog.getByLabel('Email')).toBeFocused();
  return dialog;
}

async function setNewPassword(page: Page, password: string): Promise<void> {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByRole('button', { name: 'Set new password' }).click();
}

test('forgot password: the emailed link sets a new password and logs the shopper in, once', async ({
  page,
  request,
}) => {
  test.slow();
  const shopper = await registeredShopper(request);
  await page.goto('/Menu');
  const dialog = await openForgot(page);
  await dialog.getByLabel('Email').fill(shopper.email);
  await dialog.getByRole('button', { name: 'Send link' }).click();
  await expect(dialog.getByRole('status')).toHaveText(LINK_SENT);

  const mail = await emailTo(shopper.email, /^Reset your Tomato password$/);
  const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(mail.text)?.[0];
  expect(link).toBeDefined();
  expect(mail.html).toContain('Set a new password');

  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
  await setNewPassword(page, 'a fresh tasty secret');
  // A password hash on a busy machine.
  await expect(page.getByText('Your password is changed and you are logged in.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();

  expect(await loginStatus(request, shopper)).toBe(401);
  expect(await loginStatus(request, { ...shopper, password: 'a fresh tasty secret' })).toBe(200);

  // The link works once.
  const again = await (await page.context().browser()!.newContext()).newPage();
  await again.goto(link!);
  await setNewPassword(again, 'another tasty secret');
  await expect(again.getByRole('alert')).toHaveText(new RegExp(EXPIRED.replace('.', '\\.')));
  await expect(again.getByRole('button', { name: 'Ask for a new link' })).toBeVisible();
});

test('signing up lands logged in, the guest cart merged: no login form', async ({
  page,
  request,
}) => {
  const shopper = uniqueShopper();
  await page.goto('/Menu');
  await addFromMenu(page, 'Greek Salad', 2);
  const dialog = await fromLogin(page, 'Create an Account', 'Sign Up');
  await dialog.getByLabel('Name').fill(shopper.name);
  await dialog.getByLabel('Email').fill(shopper.email);
  await dialog.getByLabel('Password').fill(shopper.password);
  await dialog.getByRole('button', { name: 'Create Account' }).click();

  // Two password hashes (the account's, then the login's) on a busy machine.
  await expect(page.getByText('Account Created Successfully!')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();

  const login = await request.post('/api/user/login', {
    data: { email: shopper.email, password: shopper.password },
  });
  const { token } = (await login.json()) as { token: string };
  const cart = await request.post('/api/cart/get', { headers: { token }, data: {} });
  const { cartData } = (await cart.json()) as { cartData: Record<string, number> };
  expect(Object.values(cartData)).toEqual([2]);
});

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const width of [375, 1280]) {
  test(`toasts keep clear of the open sign-up dialog's title and fields at ${width} px`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: width === 375 ? 667 : 800 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/Menu');
    const dialog = await fromLogin(page, 'Create an Account', 'Sign Up');
    const send = dialog.getByRole('button', { name: 'Create Account' });
    // Three different errors within a toast's 3 s (the first loads the toasts' code).
    await send.click();
    await expect(page.getByText('Please fill all the fields')).toBeVisible();
    await dialog.getByLabel('Name').fill('Asha');
    await dialog.getByLabel('Email').fill('not an email');
    await dialog.getByLabel('Password').fill('abc');
    await send.click();
    await dialog.getByLabel('Email').fill('asha@example.com');
    await send.click();
    const toasts = page.locator('.notistack-MuiContent');
    await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
    // Whatever enters has entered (an entrance lasts well under this).
    await page.waitForTimeout(300);
    await page.screenshot({ path: testInfo.outputPath(`toasts-${width}.png`) });

    // One snapshot of where everything is: a toast may leave while it is being measured.
    const boxesOf = (locator: Locator) =>
      locator.evaluateAll((elements) =>
        elements.map((element) => {
          const { x, y, width, height } = element.getBoundingClientRect();
          return { x, y, width, height };
        }),
      );
    const [shown, kept] = await Promise.all([
      boxesOf(toasts),
      boxesOf(dialog.locator('h2, input')),
    ]);
    // On a phone two at most: a third waits for a place.
    expect(shown.length).toBeGreaterThanOrEqual(1);
    expect(shown.length).toBeLessThanOrEqual(width === 375 ? 2 : 3);
    expect(kept).toHaveLength(4);
    for (const part of kept)
      for (const toast of shown)
        expect(overlaps(part, toast), 'a toast covers the dialog').toBe(false);
  });
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const width of [375, 1280]) {
  test(`axe: the reset page and the forgot dialog at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/reset-password?token=not-a-real-one');
    await expect(page.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // The expired state, and the dialog it opens.
    await setNewPassword(page, 'a fresh tasty secret');
    await expect(page.getByRole('alert')).toContainText(EXPIRED);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Ask for a new link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset your password' });
    await dialog.getByLabel('Email').fill('nobody@example.com');
    await dialog.getByRole('button', { name: 'Send link' }).click();
    await expect(dialog.getByRole('status')).toHaveText(LINK_SENT);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
