/** How soon /Menu shows its first dish, in Chromium at the phone profile. */
import { DISH_NAME, phonePage } from './phone';

export interface FirstScreen {
  profile: string;
  nameMs: number | null;
  imageMs: number | null;
  lcpMs: number | null;
  listBytes: number;
  /** When the food list's reply had arrived (Resource Timing responseEnd). */
  listMs: number | null;
  cards: number;
}

/** From navigation start to the first dish card's name in the DOM and its picture loaded. */
export async function firstScreen(url: string, mobile: boolean): Promise<FirstScreen> {
  const { browser, page, listBytes } = await phonePage(mobile ? 4 : 1, mobile);
  try {
    await page.addInitScript((selector: string) => {
      const marks: Record<string, number> = {};
      (window as unknown as { marks: typeof marks }).marks = marks;
      new MutationObserver(() => {
        if (!marks.name && document.querySelector(selector)) marks.name = performance.now();
      }).observe(document, { childList: true, subtree: true });
      document.addEventListener(
        'load',
        (event) => {
          const card = (event.target as Element).closest?.('article');
          if (!marks.image && card?.querySelector(selector)) marks.image = performance.now();
        },
        true,
      );
      new PerformanceObserver((list) => {
        marks.lcp = list.getEntries().at(-1)!.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    }, DISH_NAME);
    await page.goto(`${url}/Menu`, { waitUntil: 'commit' });
    const marks = () =>
      page.evaluate(() => (window as unknown as { marks: Record<string, number> }).marks);
    await page.waitForFunction(
      () => {
        const m = (window as unknown as { marks: Record<string, number> }).marks;
        return m.name && m.image;
      },
      undefined,
      { timeout: 120_000, polling: 100 },
    );
    await page.waitForTimeout(1000);
    const m = await marks();
    return {
      profile: mobile ? 'slow 4G + 4x CPU' : 'no throttling',
      nameMs: m.name ?? null,
      imageMs: m.image ?? null,
      lcpMs: m.lcp ?? null,
      listBytes: listBytes(),
      listMs: await page.evaluate(
        () =>
          (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((e) =>
            e.name.endsWith('/api/food/list'),
          )?.responseEnd ?? null,
      ),
      cards: await page.locator(DISH_NAME).count(),
    };
  } finally {
    await browser.close();
  }
}
