/** The Chromium figures of the 10,000-dish store: first screen, Lighthouse, typing. */
import { LIGHTHOUSE_RUNS, runLighthouseMedian } from '../browser';
import { startBigMenuServer, type BigMenuServer } from './big-menu';
import { firstScreen, type FirstScreen } from './first-screen';
import { typeSearch, type Typing } from './typing';

/**
 * Times 'chick' is typed at 4x CPU, each in a fresh browser: one run's slowest key varies by tens
 * of milliseconds from run to run on the same build, so the budget reads the median run's.
 */
const TYPING_RUNS = Number(process.env.BENCH_TYPING_RUNS ?? 5);

export interface BigMenuBrowser {
  coldListMs: number;
  warmListMs: number;
  firstScreen: FirstScreen[];
  lighthouse: Awaited<ReturnType<typeof runLighthouseMedian>>;
  typing: Typing[];
}

/**
 * The Chromium figures of the 10,000-dish store given, or of one started for them; bench/web.ts
 * uses them too.
 */
export async function measureBigMenuInBrowser(given?: BigMenuServer): Promise<BigMenuBrowser> {
  const server = given ?? (await startBigMenuServer());
  const step = (what: string) => console.log(`${new Date().toISOString()} 10,000 dishes: ${what}`);
  try {
    step('first screen of /Menu');
    const first = [await firstScreen(server.url, false), await firstScreen(server.url, true)];
    step('Lighthouse on /Menu');
    // The budget is on LCP, and one run's moves by a tenth either way: the median run's.
    const lighthouse = await runLighthouseMedian(`${server.url}/Menu`, LIGHTHOUSE_RUNS, 'lcp');
    step("typing 'chick' on /SearchFood");
    const typing = [await typeSearch(server.url, 1)];
    for (let run = 0; run < TYPING_RUNS; run += 1) typing.push(await typeSearch(server.url, 4));
    const { coldListMs, warmListMs } = server;
    return { coldListMs, warmListMs, firstScreen: first, lighthouse, typing };
  } finally {
    if (!given) await server.stop();
  }
}
