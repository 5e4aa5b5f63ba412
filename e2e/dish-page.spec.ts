/**
 * A page per dish (docs/product.md#a-page-per-dish): opened from a card's name link, with 'Add to
 * cart' working from it; a shared address loaded directly is the server's page (name, price,
 * schema.org MenuItem data and the sharing tags before any script runs) and nothing on it moves
 * while it loads; axe finds nothing serious at 375 and 1280 px. A dish of the journey's own,
 * added through the staff API: its review from a delivered order on its page, its old address
 * after a rename redirecting (301), its page when unavailable, and a 404 once it is removed.
 */
import { expect, type Page } from '@playwright/test';
import { removedMessage, unavailableMessage } from '../contract/dish-page';
import { ratingLabel } from '../contract/rating-rules';
import { layoutShifts, recordLayoutShifts, seriousViolations } from './page-checks';
import { changeDish, ownDish, ratedThroughApi, staffToken } from './staff-api';
import { appReady, asPhone, test } from './support';

const SALAD_PAGE = '/Menu/greek-salad';

/** The page's reviews once they have arrived: the list, or 'No reviews yet.'. */
async function reviewsShown(page: Page): Promise<void> {
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(
    reviews.locator('li').or(reviews.getByText('No reviews yet.')).first(),
  ).toBeVisible();
}

/** The content of the head's `<meta property=...>` tag in `html`. */
function metaOf(html: string, property: string): string | undefined {
  return new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
}

test("a dish's page from its card's name link, and 'Add to cart' from the page", async ({
  page,
}) => {
  await page.goto('/Menu');
  await page.getByRole('article').getByRole('link', { name: 'Greek Salad', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${SALAD_PAGE}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Greek Salad' })).toBeVisible();
  await expect(page).toHaveTitle('Greek Salad · Tomato');
  const main = page.getByRole('main');
  await expect(main.getByText('₹120', { exact: true })).toBeVisible();
  await reviewsShown(page);

  await main.getByRole('button', { name: 'Add to cart', exact: true }).click();
  const inCart = main.getByRole('group', { name: 'Greek Salad in cart' });
  await expect(inCart.getByText('1', { exact: true })).toBeVisible();
  await inCart.getByRole('button', { name: 'Add one more Greek Salad' }).click();
  await expect(inCart.getByText('2', { exact: true })).toBeVisible();
  await page.goto('/Cart');
  await expect(page.getByRole('row', { name: /Greek Salad/ })).toContainText('₹240');
});

test('a shared address is the server’s page: name, price, MenuItem data and sharing tags before any script', async ({
  request,
  browser,
  baseURL,
}) => {
  const reply = await request.get(SALAD_PAGE);
  expect(reply.status()).toBe(200);
  const html = await reply.text();
  expect(html).toMatch(/<h1[^>]*>Greek Salad<\/h1>/);
  expect(html).toContain('₹120');
  expect(html).toContain('<title>Greek Salad · Tomato</title>');
  expect(metaOf(html, 'og:title')).toBe('Greek Salad · Tomato');
  expect(metaOf(html, 'og:url')).toMatch(/^https?:\/\/[^/]+\/Menu\/greek-salad$/);
  expect(metaOf(html, 'og:image')).toMatch(/^https?:\/\/[^/]+\/uploads\/greek-salad\.webp$/);
  expect(metaOf(html, 'og:description')).toBeTruthy();
  const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  expect(JSON.parse(jsonLd!)).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'MenuItem',
    name: 'Greek Salad',
    offers: { '@type': 'Offer', price: '120.00', priceCurrency: 'INR' },
  });

  // As a browser without JavaScript shows it.
  const still = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await still.newPage();
  await page.goto(SALAD_PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Greek Salad' })).toBeVisible();
  await expect(page.getByRole('main').getByText('₹120', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Greek Salad' })).toHaveJSProperty('complete', true);
  await still.close();
});

test('a shared address loaded on a phone and at 1280 px: nothing on the page moves', async ({
  browser,
  baseURL,
}) => {
  test.slow(); // a phone's CPU and link
  for (const phone of [true, false]) {
    // A new context each time: nothing cached, as for whoever the link was sent to.
    const context = await browser.newContext({
      baseURL,
      ...(phone
        ? { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true }
        : { viewport: { width: 1280, height: 900 } }),
    });
    const page = await context.newPage();
    if (phone) await asPhone(page);
    await recordLayoutShifts(page);
    await page.goto(SALAD_PAGE);
    await appReady(page);
    await reviewsShown(page);
    await page.waitForLoadState('networkidle');
    expect(await layoutShifts(page), phone ? 'on a phone' : 'at 1280 px').toEqual([]);
    await context.close();
  }
});

for (const width of [375, 1280]) {
  test(`axe: a dish's page at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(SALAD_PAGE);
    await reviewsShown(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("a dish of staff's: its review, a rename's old address (301), unavailable, then removed (404)", async ({
  page,
  request,
}) => {
  test.slow();
  const staff = await staffToken(request);
  const body = ownDish('Kesar Kulfi');
  const { dish } = await changeDish(request, staff, 'dishAdd', body);
  const renamed = `${body.name} Royale`;
  let address = `/Menu/${dish.slug}`;
  try {
    // Its review, from the ratings' call, under the dish; still 'New' with one rating.
    await ratedThroughApi(request, staff, dish, 5, 'Rich, cold and not too sweet.');
    await page.goto(address);
    const reviews = page.getByRole('region', { name: 'Reviews' });
    await expect(reviews.getByText('Rich, cold and not too sweet.')).toBeVisible();
    await expect(reviews.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
    await expect(page.locator('.dish-page__rating')).toContainText('New');
    await expect(page.getByText(ratingLabel(dish.rating))).toBeAttached();

    const { dish: now } = await changeDish(request, staff, 'dishEdit', {
      ...body,
      _id: dish._id,
      name: renamed,
    });
    expect(now.slug).not.toBe(dish.slug);
    const moved = await request.get(address, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers()['location']).toBe(`/Menu/${now.slug}`);
    await page.goto(address);
    address = `/Menu/${now.slug}`;
    await expect(page).toHaveURL(new RegExp(`${address}$`));
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();

    await changeDish(request, staff, 'dishAvailability', { _id: dish._id, available: false });
    // In the server's page too.
    expect(await (await request.get(address)).text()).toContain(unavailableMessage(renamed));
    await page.goto(address);
    await expect(page.getByRole('main')).toContainText(unavailableMessage(renamed));
    await expect(page.getByRole('button', { name: 'Add to cart', exact: true })).toHaveCount(0);
  } finally {
    await changeDish(request, staff, 'dishRemove', { _id: dish._id });
  }
  const gone = await page.goto(address);
  expect(gone?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { level: 1, name: removedMessage(renamed) }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse the menu' })).toBeVisible();
});
