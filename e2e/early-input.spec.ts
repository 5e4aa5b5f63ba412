/** Journey 18: what a shopper types before the app has started is kept, and acted on. */
import { expect } from '@playwright/test';
import { appReady, asPhone, holdTheApp, test } from './support';

test('18. text typed on a phone before the app starts is kept, and the app acts on it', async ({
  page,
}) => {
  test.slow(); // a phone's CPU and link, twice
  // A tab of its own: the fixture's goto would wait for the app, which is held back here.
  const tab = await page.context().newPage();
  await asPhone(tab);
  let release = await holdTheApp(tab);
  await tab.goto('/SearchFood', { waitUntil: 'load' });
  const search = tab.getByRole('searchbox', { name: 'Search dishes' });
  await search.pressSequentially('pasta');
  await expect(tab.locator('html[data-app="ready"]')).toHaveCount(0);

  release();
  await appReady(tab);
  await expect(tab.getByRole('heading', { name: 'Cheese Pasta' })).toBeVisible();
  // The four pastas by name, then Lasagna Rolls ('Pasta sheets...' in its description).
  await expect(tab.getByText('5 dishes found')).toBeVisible();
  await expect(tab.getByRole('heading', { name: 'Greek Salad' })).toBeHidden();
  await expect(search).toHaveValue('pasta');
  await expect(tab).toHaveURL(/\/SearchFood\?q=pasta$/);
  // The caret stays where the shopper left it, so typing goes on where it stopped.
  await expect(search).toBeFocused();
  await search.press('Backspace');
  await expect(search).toHaveValue('past');

  await tab.unrouteAll();
  release = await holdTheApp(tab);
  await tab.goto('/Contact', { waitUntil: 'load' });
  await tab.getByLabel('Name', { exact: true }).pressSequentially('Meera');
  await tab.getByLabel('Email', { exact: true }).pressSequentially('meera@example.com');
  const message = tab.getByLabel('Message', { exact: true });
  await message.pressSequentially('Do you cater for weddings?');
  await expect(tab.locator('html[data-app="ready"]')).toHaveCount(0);

  release();
  await appReady(tab);
  await expect(tab.getByLabel('Name', { exact: true })).toHaveValue('Meera');
  await expect(tab.getByLabel('Email', { exact: true })).toHaveValue('meera@example.com');
  await expect(message).toHaveValue('Do you cater for weddings?');
  await expect(message).toBeFocused();
  // The form's own state follows: it sends what the fields show.
  await tab.getByRole('button', { name: 'Send Message' }).click();
  await expect(tab.getByText('Message Sent Successfully!')).toBeVisible();
  await expect(message).toHaveValue('');
  await tab.close();
});

test('18. a form sent the moment the app takes the page over sends what was typed', async ({
  page,
}) => {
  test.slow(); // a phone's CPU and link
  const tab = await page.context().newPage();
  await asPhone(tab);
  const release = await holdTheApp(tab);
  await tab.goto('/Contact', { waitUntil: 'load' });
  await tab.getByLabel('Name', { exact: true }).fill('Meera');
  await tab.getByLabel('Email', { exact: true }).fill('meera@example.com');
  await tab.getByLabel('Message', { exact: true }).fill('Do you cater for weddings?');
  // A shopper who taps 'Send Message' again and again while the app takes the page over: from
  // the moment React starts, the form is sent once per task until the page is live. The page
  // itself never leaves (the HTML form alone would load a new page), and any sentence the form
  // says before it is live is noted.
  await tab.evaluate(() => {
    const sent = { whileStarting: 0, emptyFields: false };
    Object.assign(window, { sent });
    document.addEventListener('submit', (event) => event.preventDefault(), true);
    new MutationObserver(() => {
      if (document.body.textContent?.includes('Please fill all the fields'))
        sent.emptyFields = true;
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
    document.addEventListener('storefront:rendering', () => {
      const tasks = new MessageChannel();
      tasks.port1.onmessage = () => {
        if (document.documentElement.dataset.app === 'ready') return;
        document.querySelector('form')?.requestSubmit();
        sent.whileStarting += 1;
        tasks.port2.postMessage(null);
      };
      tasks.port2.postMessage(null);
    });
  });

  release();
  await appReady(tab);
  const sent = await tab.evaluate(
    () => (window as unknown as { sent: { whileStarting: number; emptyFields: boolean } }).sent,
  );
  expect(sent.whileStarting).toBeGreaterThan(0);
  expect(sent.emptyFields).toBe(false);
  await expect(tab.getByText('Please fill all the fields')).toBeHidden();
  await tab.close();
});
