/**
 * Issue 31, the day's numbers as pictures: a shopper pays an order; staff open Reports in the
 * console, see the figures and the charts (drawn, with their tables), and the CSV they download
 * holds the same totals. axe on the view at 375 and 1280 px.
 */
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { parseCsv } from '../test/parse-csv';
import { addFromMenu, payForCart, signedInOnMenu, staffOnBoard, test } from './support';

const numberOf = (orderId: string) => orderId.replace(/-/g, '').slice(-6).toUpperCase();

/** A figure of the view as a number: '₹1,250' -> 1250. */
async function figure(page: Page, term: string): Promise<number> {
  const text = await page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd')
    .textContent();
  return Number((text ?? '').replace(/[^\d]/g, ''));
}

/** The period's CSV, saved as the browser saves it. */
async function downloadCsv(page: Page): Promise<string[][]> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('orders-7d.csv');
  return parseCsv(readFileSync((await file.path())!, 'utf8'));
}

test('31. Reports shows the figures and charts, and its CSV holds the same totals', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.slow();
  await signedInOnMenu(page, request);
  await addFromMenu(page, 'Greek Salad', 2);
  const number = numberOf(await payForCart(page));

  const board = await staffOnBoard(browser, baseURL!);
  await board
    .getByRole('navigation', { name: 'Kitchen' })
    .getByRole('link', { name: 'Reports' })
    .click();
  await expect(board.getByRole('heading', { level: 2, name: 'Reports' })).toBeVisible();
  await board.getByRole('radio', { name: 'Last 7 days' }).check();
  // Six charts, each drawn on a canvas, each with its table.
  await expect(board.locator('.report-chart__drawing canvas')).toHaveCount(6);
  await expect(board.getByRole('table', { name: 'Top dishes by quantity' })).toContainText(
    'Greek Salad',
  );
  expect(await figure(board, 'Orders')).toBeGreaterThanOrEqual(1);

  // Other browser tests may pay orders meanwhile: the figures and the CSV are read again until
  // they come from the same moment.
  await expect(async () => {
    await board.getByRole('radio', { name: 'Today' }).check();
    await board.getByRole('radio', { name: 'Last 7 days' }).check();
    await expect(board.getByRole('region', { name: 'Reports' })).not.toHaveAttribute(
      'aria-busy',
      'true',
    );
    const revenue = await figure(board, 'Revenue');
    const orders = await figure(board, 'Orders');
    const [header, ...rows] = await downloadCsv(board);
    const column = (name: string) => header!.indexOf(name);
    const paid = rows.filter((row) => row[column('Payment')] === 'Paid');
    const total = paid.reduce((sum, row) => sum + Number(row[column('Total')] || 0), 0);
    expect(total).toBe(revenue);
    expect(new Set(paid.map((row) => row[column('Order')])).size).toBe(orders);
    const ours = rows.find((row) => row[column('Order')] === number);
    expect(ours?.[column('Dish')]).toBe('Greek Salad');
    expect(ours?.[column('Quantity')]).toBe('2');
  }).toPass({ timeout: 30_000 });

  for (const width of [375, 1280]) {
    await board.setViewportSize({ width, height: 900 });
    await expect(board.getByRole('heading', { level: 2, name: 'Reports' })).toBeVisible();
    const axe = await new AxeBuilder({ page: board }).analyze();
    expect(axe.violations).toEqual([]);
  }
  await board.getByRole('checkbox', { name: 'Show tables' }).check();
  await expect(board.getByRole('table', { name: 'Orders by hour of day' })).toBeVisible();
  const axe = await new AxeBuilder({ page: board }).analyze();
  expect(axe.violations).toEqual([]);
  await board.context().close();
});
