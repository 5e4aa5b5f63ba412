/** How /SearchFood keeps up while 'chick' is typed one key at a time. */
import type { Page } from 'playwright-core';
import { DISH_NAME, phonePage } from './phone';

interface Key {
  key: string;
  answerMs: number | null;
  /** A frame and then a task after the answer (the answer without Event Timing's figure). */
  afterPaintMs: number;
  lastMs: number | null;
  results: string;
}

export interface Typing {
  cpuSlowdown: number;
  keys: Key[];
  /** Over the keys that changed the results: keydown to the first paint showing them. */
  medianMs: number;
  maxMs: number;
  /** Keydown to the last change of the page (cards added below the screen included). */
  maxLastMs: number;
  maxEventMs: number | null;
}

interface Probe {
  keydown: number;
  /** What the first screen shows: the count, and the first cards' names with their marks. */
  screen: string;
  /** When it last changed since the key (0: it did not), and the first paint after that. */
  changed: number;
  answer: number;
  /** Whether the key's own task is still running, and whether that last change came in it. */
  inKeyTask: boolean;
  changedInKeyTask: boolean;
  /**
   * When the frame after the key's task was presented, as Event Timing times the keydown (its
   * start plus its duration, to 8 ms; 0 until the entry comes, and none comes under 16 ms).
   */
  keyFrame: number;
  /** The first paint after the key: the answer when the first screen had nothing to change. */
  keyPaint: number;
  /** Bumped by each change, so only the last change's paint counts. */
  changes: number;
  last: number;
  eventMs: number[];
}

/**
 * How long the shopper reads the page before the first key: longer than SearchPage's
 * GROW_PAUSE_MS, so the first key meets what a pause adds to the results, as for a shopper who
 * looks before typing.
 */
const READ_MS = 2_000;

const probe = (page: Page) => page.evaluate(() => (window as unknown as { probe: Probe }).probe);

/** The median of numbers sorted in ascending order; 0 for none. */
const median = (sorted: readonly number[]): number =>
  sorted.length
    ? (sorted[Math.floor((sorted.length - 1) / 2)]! + sorted[Math.ceil((sorted.length - 1) / 2)]!) /
      2
    : 0;

/** The slowest key of each 4x run, fastest run first, and the median run's. */
export function slowestKeys(typing: readonly Typing[]): { runs: number[]; median: number } {
  const runs = typing
    .filter((t) => t.cpuSlowdown === 4)
    .map((t) => t.maxMs)
    .sort((a, b) => a - b);
  return { runs, median: median(runs) };
}

/**
 * Puts `window.probe` in the page: the keydown's time stamp, the first screen's changes under
 * <main> and the paints after them, and the keydown Event Timing entries.
 */
async function installProbe(page: Page): Promise<void> {
  // tsx keeps the names of the functions below with a helper of its own, `__name`, which the
  // page has not got.
  await page.evaluate('globalThis.__name ??= (fn) => fn');
  await page.evaluate((names) => {
    const main = document.querySelector('main') ?? document.body;
    const screen = () =>
      [main.querySelector('[role=status]'), ...[...main.querySelectorAll(names)].slice(0, 2)]
        .map((element) => element?.innerHTML ?? '')
        .join('|');
    const state: Probe = {
      keydown: 0,
      screen: screen(),
      changed: 0,
      answer: 0,
      keyPaint: 0,
      inKeyTask: false,
      changedInKeyTask: false,
      keyFrame: 0,
      changes: 0,
      last: 0,
      eventMs: [],
    };
    (window as unknown as { probe: Probe }).probe = state;
    const afterPaint = (then: () => void) => requestAnimationFrame(() => setTimeout(then));
    addEventListener(
      'keydown',
      (event) => {
        const cleared = { changed: 0, answer: 0, keyPaint: 0, last: 0, keyFrame: 0 };
        Object.assign(state, { keydown: event.timeStamp, inKeyTask: true, ...cleared });
        // keypress and input come in the keydown's task: a timer runs after all of them.
        setTimeout(() => (state.inKeyTask = false));
        afterPaint(() => (state.keyPaint ||= performance.now()));
      },
      true,
    );
    new MutationObserver(() => {
      if (!state.keydown) return;
      state.last = performance.now();
      const now = screen();
      if (now === state.screen) return;
      Object.assign(state, {
        screen: now,
        changed: state.last,
        answer: 0,
        changedInKeyTask: state.inKeyTask,
      });
      const change = ++state.changes;
      afterPaint(() => {
        if (state.changes === change) state.answer = performance.now();
      });
    }).observe(main, { childList: true, subtree: true, characterData: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.name !== 'keydown') continue;
        state.eventMs.push(e.duration);
        if (Math.abs(e.startTime - state.keydown) < 1) state.keyFrame = e.startTime + e.duration;
      }
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  }, DISH_NAME);
}

/** Presses one key and waits for the page to answer it and settle. */
async function typeKey(page: Page, key: string): Promise<Key> {
  await page.keyboard.press(key);
  // Quiet for 300 ms after a change and answered, or 2 s without any change.
  await page.waitForFunction(
    () => {
      const s = (window as unknown as { probe: Probe }).probe;
      const now = performance.now();
      const answered = s.changed ? s.answer > 0 : s.keyPaint > 0;
      return s.last ? now - s.last > 300 && answered : now - s.keydown > 2000 && answered;
    },
    undefined,
    { timeout: 120_000, polling: 50 },
  );
  const s = await probe(page);
  const results = await page.locator('[role=status]').first().innerText();
  // A frame then a task is after the answer's paint, and after whatever else was queued before
  // that task: the frame's own time, when the answer came with the key, is nearer the truth.
  const afterPaint = s.changed ? s.answer : s.keyPaint;
  const withKey = s.keyFrame > 0 && (s.changed === 0 || s.changedInKeyTask);
  return {
    key,
    answerMs: (withKey ? Math.min(s.keyFrame, afterPaint) : afterPaint) - s.keydown,
    afterPaintMs: afterPaint - s.keydown,
    lastMs: s.last ? s.last - s.keydown : null,
    results: results.trim(),
  };
}

/**
 * Types 'chick' into /SearchFood's box one key at a time, READ_MS after the first dish shows. For
 * each key, from the keydown event's time stamp:
 * - the answer: the first paint after the first screen last changed (the count, and the first two
 *   cards' names with their marks), or the key's own next paint when that screen had nothing to
 *   change ('k' after 'chic': the same dishes). When the answer came in the key's own task (or
 *   nothing changed), that paint is the keydown's Event Timing end (to 8 ms); otherwise, or under
 *   Event Timing's 16 ms, a frame and a task after the change (later than the paint by whatever
 *   else was queued before that task);
 * - the last DOM change under <main> (childList/text, cards added below the screen included) once
 *   the page has been quiet for 300 ms;
 * - also the longest keydown Event Timing entry (keydown to the next paint).
 */
export async function typeSearch(url: string, cpuSlowdown: number): Promise<Typing> {
  const { browser, page } = await phonePage(cpuSlowdown, false);
  try {
    await page.goto(`${url}/SearchFood`);
    await page.locator(DISH_NAME).first().waitFor({ timeout: 120_000 });
    await page.waitForTimeout(READ_MS);
    await installProbe(page);
    await page.getByRole('searchbox').first().focus();
    const keys: Key[] = [];
    for (const key of 'chick') keys.push(await typeKey(page, key));
    const sorted = (pick: (k: Key) => number | null) =>
      keys
        .map(pick)
        .filter((t): t is number => t !== null)
        .sort((a, b) => a - b);
    const answers = sorted((k) => k.answerMs);
    const { eventMs } = await probe(page);
    return {
      cpuSlowdown,
      keys,
      medianMs: median(answers),
      maxMs: answers.at(-1) ?? 0,
      maxLastMs: sorted((k) => k.lastMs).at(-1) ?? 0,
      maxEventMs: eventMs.length ? Math.max(...eventMs) : null,
    };
  } finally {
    await browser.close();
  }
}
