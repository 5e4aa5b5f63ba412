/**
 * Menu-scale benchmark (npm run bench:menu): a store whose menu holds 10,000 dishes. It starts the
 * built store once on a scratch data folder (the 32 sample dishes are seeded), stops it, inserts
 * 9,968 more dishes straight into the SQLite file and starts it again on that folder. Then:
 * GET /api/food/list under autocannon, identity and brotli, next to the 32-dish store; and in
 * Chromium at the phone profile (bench/web.ts) how soon /Menu shows its first dish, Lighthouse on
 * /Menu, and how /SearchFood keeps up while 'chick' is typed one key at a time. The pieces are in
 * bench/menu-scale/: the store (big-menu.ts), the food-list load (food-list.ts), the Chromium
 * figures (in-browser.ts, first-screen.ts, typing.ts) and the tables (report.ts).
 */
import { writeResults } from './browser';
import { DISHES, startBigMenuServer } from './menu-scale/big-menu';
import { loadFoodList, type ListFigures } from './menu-scale/food-list';
import { measureBigMenuInBrowser, type BigMenuBrowser } from './menu-scale/in-browser';
import { printBigMenu, printFoodList } from './menu-scale/report';
import { startServer } from './server-process';

async function main(): Promise<void> {
  const small = await startServer();
  let list: ListFigures[];
  try {
    list = await loadFoodList(small, 32);
  } finally {
    await small.stop();
  }
  const big = await startBigMenuServer();
  let browser: BigMenuBrowser;
  try {
    list.push(...(await loadFoodList(big, DISHES)));
    browser = await measureBigMenuInBrowser(big);
  } finally {
    await big.stop();
  }
  printFoodList(list);
  printBigMenu(browser);
  console.log(
    `raw figures: ${writeResults('menu', { date: new Date().toISOString(), list, browser })}`,
  );
  if (list.some((f) => f.errors > 0)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
