/**
 * Until the app runs, the page is its HTML: a tap on a button does nothing. Taps on the page's
 * own buttons (not links, which work as they are, nor form submits) are kept, and once the app
 * has taken the page over, replayed on the same buttons (hydration keeps the elements) if they
 * are still there. From the moment React handles events itself, nothing more is kept.
 */
import { APP_EVENTS } from '../app/appEvents';

export function keepEarlyTaps(): void {
  const taps: HTMLElement[] = [];
  const keep = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.('button[type="button"]');
    if (button instanceof HTMLElement) taps.push(button);
  };
  document.addEventListener('click', keep, true);
  document.addEventListener(
    APP_EVENTS.rendering,
    () => document.removeEventListener('click', keep, true),
    { once: true },
  );
  document.addEventListener(
    APP_EVENTS.ready,
    () => {
      for (const button of taps.splice(0)) if (button.isConnected) button.click();
    },
    { once: true },
  );
}
