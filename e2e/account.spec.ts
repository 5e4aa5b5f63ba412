/** Journey 12: the account page. A new password and 'Log out everywhere' end sessions elsewhere. */
import { expect, type Browser, type Page } from '@playwright/test';
import { addButton, logIn, signedInOnMenu, test, type Shopper } from './support';

async function signedInPage(browser: Browser, shopper: Shopper): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/Menu');
  await logIn(page, shopper);
  return page;
}

const SESSION_ENDED = 'Your session has expired. Please log in again.';

/**
 * Starts watching `page` for the word that its session ended, before the session is ended: the
 * shop says it as soon as the page learns it, either from its live stream (which the server ends
 * with the session, so the page's next ticket is refused) or from its next signed-in call.
 */
function watchForSessionEnd(page: Page): Promise<void> {
  return page.getByText(SESSION_ENDED).waitFor({ state: 'visible', timeout: 60_000 });
}

/** Unless the stream told it already, the page's next signed-in call meets the ended session. */
async function expectLoggedOut(page: Page, told: Promise<void>): Promise<void> {
  await addButton(page, 'Greek Salad').click();
  await told;
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
}

test('12. a new password ends the other sessions; log out everywhere ends them all', async ({
  browser,
  page,
  request,
}) => {
  // Three browsers signed in, a password change and nine password hashes (scrypt, ~0.3 s each):
  // about 25 s alone, and it passed 60 s on CI beside another worker.
  test.slow();
  const shopper = await signedInOnMenu(page, request);
  const laptop = await signedInPage(browser, shopper);
  const laptopTold = watchForSessionEnd(laptop);

  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/Account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  await page.getByLabel('Current password').fill(shopper.password);
  await page.getByLabel('New password', { exact: true }).fill('a fresh tasty secret');
  await page.getByLabel('Confirm new password').fill('a fresh tasty secret');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByText('Password changed. Every other session has been logged out.'),
  ).toBeVisible();

  // The old password no longer logs in, the new one does.
  const old = await request.post('/api/user/login', {
    data: { email: shopper.email, password: shopper.password },
  });
  expect(old.status()).toBe(401);
  const renewed = { ...shopper, password: 'a fresh tasty secret' };
  const fresh = await request.post('/api/user/login', {
    data: { email: renewed.email, password: renewed.password },
  });
  expect(fresh.status()).toBe(200);

  // The laptop's session ended; this browser's goes on with its new token.
  await expectLoggedOut(laptop, laptopTold);
  await page.goto('/Menu');
  await addButton(page, 'Veg Salad').click();
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();

  const phone = await signedInPage(browser, renewed);
  const phoneTold = watchForSessionEnd(phone);
  await page.goto('/Account');
  await page.getByRole('button', { name: 'Log out everywhere' }).click();
  const confirm = page.getByRole('dialog', { name: 'Log out everywhere?' });
  await confirm.getByRole('button', { name: 'Log out everywhere' }).click();
  await expect(page.getByText('You are logged out on every device.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expectLoggedOut(phone, phoneTold);
});
