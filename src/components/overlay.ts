/**
 * What an overlay (a dialog, the drawer) does to the page behind it: focus kept inside, the page
 * neither scrolled nor reachable. Only overlays use it, so it loads with them.
 */

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[hidden], [inert]'),
  );
}

/** Keeps Tab and Shift+Tab cycling inside `container`. Returns true when it moved the focus. */
export function trapTab(event: KeyboardEvent, container: HTMLElement): boolean {
  if (event.key !== 'Tab') return false;
  const items = focusableIn(container);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return true;
  }
  const active = document.activeElement;
  const outside = !container.contains(active);
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
    return true;
  }
  if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
    return true;
  }
  return false;
}

let scrollLocks = 0;
let savedOverflow = '';
let savedPadding = '';

/** Stops the page behind an overlay from scrolling; nested overlays share one lock. */
export function lockScroll(): () => void {
  const body = document.body;
  if (scrollLocks === 0) {
    // Keep the page from shifting sideways when the scrollbar disappears.
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    savedOverflow = body.style.overflow;
    savedPadding = body.style.paddingRight;
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  }
  scrollLocks += 1;
  return () => {
    scrollLocks -= 1;
    if (scrollLocks === 0) {
      body.style.overflow = savedOverflow;
      body.style.paddingRight = savedPadding;
    }
  };
}

/** Makes the app behind an overlay unreachable by keyboard and screen readers while it is open. */
export function makeAppInert(): () => void {
  const root = document.getElementById('root');
  if (!root || root.inert) return () => undefined;
  root.inert = true;
  return () => {
    root.inert = false;
  };
}
