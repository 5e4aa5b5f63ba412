/** bench:menu's tables and budget lines. */
import { kb, lighthouseRow, verdict } from '../browser';
import { DISHES } from './big-menu';
import { DURATION_S, type ListFigures } from './food-list';
import type { BigMenuBrowser } from './in-browser';
import { slowestKeys } from './typing';

const ms = (value: number | null): string => (value === null ? '-' : `${Math.round(value)} ms`);

/** The food-list figures of both stores, with the req/s budget. */
export function printFoodList(list: readonly ListFigures[]): void {
  console.log(
    `\nGET /api/food/list, 32 connections, ${DURATION_S} s each, Node ${process.version}\n`,
  );
  console.table(
    list.map((f) => ({
      dishes: f.dishes,
      'accept-encoding': f.encoding,
      'reply bytes': kb(f.bytes),
      'req/s': f.requestsPerSecond,
      'p50 ms': f.p50,
      'p99 ms': f.p99,
      'non-2xx': f.non2xx,
      errors: f.errors,
      'budget >= 10000 req/s': verdict(f.requestsPerSecond >= 10_000),
    })),
  );
}

/** One row per typing run: each key's answer, with the page's last change in brackets. */
function typingRows(typing: BigMenuBrowser['typing']) {
  return typing.map((t) => ({
    cpu: `${t.cpuSlowdown}x`,
    ...Object.fromEntries(
      t.keys.map((k, i) => [`${i + 1} '${k.key}'`, `${ms(k.answerMs)} (${ms(k.lastMs)})`]),
    ),
    median: ms(t.medianMs),
    max: ms(t.maxMs),
    'max last change': ms(t.maxLastMs),
    'worst keydown event (to next paint)': ms(t.maxEventMs),
    'results shown': t.keys.at(-1)?.results ?? '-',
  }));
}

/** The budgets' line: Lighthouse's LCP, and the median run's slowest key at 4x CPU. */
function printBudgets(figures: BigMenuBrowser): void {
  const lcp = figures.lighthouse.lcpMs;
  if (figures.lighthouse.error)
    console.log(`Lighthouse did not finish: ${figures.lighthouse.error}`);
  const slowest = slowestKeys(figures.typing);
  console.log(
    `budgets: first screen (Lighthouse LCP) ${ms(lcp)}, ${verdict((lcp ?? Infinity) < 1500)} (< 1500 ms); ` +
      `search answers every key of the median run in ${ms(slowest.median)} at 4x CPU, ` +
      `${verdict(slowest.median < 100)} (< 100 ms; each run's slowest key ` +
      `${slowest.runs.map((t) => Math.round(t)).join(', ')} ms; ${ms(figures.typing[0]!.maxMs)} unthrottled)`,
  );
}

/** The Chromium figures of the 10,000-dish store; bench/web.ts prints them too. */
export function printBigMenu(figures: BigMenuBrowser): void {
  console.log(
    `\n${DISHES.toLocaleString('en')}-dish store: first GET /api/food/list after the start ` +
      `${figures.coldListMs} ms (the server builds and compresses the reply), the next ${figures.warmListMs} ms`,
  );
  console.log(`/Menu in Chromium (phone profile, cache off, warm server)\n`);
  console.table(
    figures.firstScreen.map((f) => ({
      profile: f.profile,
      'first dish name': ms(f.nameMs),
      'first dish image': ms(f.imageMs),
      LCP: ms(f.lcpMs),
      'food list arrived': ms(f.listMs),
      'list bytes': kb(f.listBytes),
      'dish cards in DOM': f.cards,
    })),
  );
  console.log(
    `Lighthouse (mobile, simulated throttling) on the 10,000-dish /Menu: the run with the median LCP of ${figures.lighthouse.lcpsMs?.length ?? 1}`,
  );
  console.table([lighthouseRow(figures.lighthouse, '/Menu (10,000)')]);
  console.log(
    "Typing 'chick' into /SearchFood, keydown -> results painted (last change of the page), per key",
  );
  console.table(typingRows(figures.typing));
  printBudgets(figures);
}
