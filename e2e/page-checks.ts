/** Checks journeys make of a whole page: axe's serious problems, and what moved while it loaded. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** axe-core's serious and critical WCAG 2.1 A/AA violations on the page, one line each. */
export async function seriousViolations(page: Page, label = page.url()): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (v) =>
        `${label}: ${v.id} (${v.impact}) ${v.help} -> ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

/**
 * Has the page record every layout shift from its first paint on (a PerformanceObserver added
 * before any of its scripts); layoutShifts reads them. Call before the page is loaded.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { shifts: string[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      type Shift = PerformanceEntry & {
        value: number;
        sources: Array<{ node: Node | null; previousRect: DOMRect; currentRect: DOMRect }>;
      };
      const where = (rect: DOMRect) => `${rect.x},${rect.y} ${rect.width}x${rect.height}`;
      for (const entry of list.getEntries() as Shift[]) {
        const moved = entry.sources.map(({ node, previousRect, currentRect }) => {
          const element = node instanceof Element ? node : node?.parentElement;
          const name = element ? `${element.tagName.toLowerCase()}.${element.className}` : '?';
          return `${name} ${where(previousRect)} -> ${where(currentRect)}`;
        });
        shifts.push(
          `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`,
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The layout shifts recorded so far (recordLayoutShifts), each with what moved:
 * '0.0123 at 840 ms: img.dish 0,80 400x300 -> 0,120 400x300'.
 */
export function layoutShifts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
}
