/** Small focus helpers shared by the dialog, the drawer and the profile menu. */

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

/** Ends the current follow of the page's heading (focusPageHeading); nothing when none runs. */
let stopFollowingHeading: () => void = () => undefined;

const focusIsLost = () =>
  document.activeElement === null || document.activeElement === document.body;

/**
 * Puts the focus on the page's main heading (`#main h1`, made focusable for this, without a Tab
 * stop), so a keyboard or screen reader user goes on from the top of the page's content, not from
 * the top of the document. Without a heading, the main region takes it.
 *
 * A page may swap its heading soon after (a loading notice for the form it was waiting for, the
 * sign-in notice for the list once signed in): while the focus has not gone elsewhere, it follows
 * to the new heading instead of falling to the body.
 */
export function focusPageHeading(): void {
  stopFollowingHeading();
  const main = document.getElementById('main');
  if (!main) return;
  let heading = main.querySelector('h1');
  const focus = (element: HTMLElement) => {
    element.tabIndex = -1;
    element.focus({ preventScroll: true });
  };
  focus(heading ?? main);

  const observer = new MutationObserver(() => {
    if (heading?.isConnected) return;
    if (document.activeElement !== main && !focusIsLost()) return stopFollowingHeading();
    heading = main.querySelector('h1');
    if (heading) focus(heading);
  });
  // The shopper moving the focus, or pointing somewhere, ends the follow.
  const onFocusIn = (event: FocusEvent) => {
    if (event.target !== heading && event.target !== main) stopFollowingHeading();
  };
  const stop = () => {
    observer.disconnect();
    document.removeEventListener('focusin', onFocusIn);
    document.removeEventListener('pointerdown', stop);
    stopFollowingHeading = () => undefined;
  };
  observer.observe(main, { childList: true, subtree: true });
  document.addEventListener('focusin', onFocusIn);
  document.addEventListener('pointerdown', stop);
  stopFollowingHeading = stop;
}

/**
 * Gives the focus back to the control that opened an overlay; when that control has gone (Sign In
 * is replaced by the profile menu after a login), to the page's main heading.
 */
export function returnFocus(opener: Element | null): void {
  if (opener instanceof HTMLElement && opener !== document.body && opener.isConnected) {
    opener.focus();
    if (document.activeElement === opener) return;
  }
  focusPageHeading();
}
