/**
 * Where the focus goes when the page changes under it: to the new page's heading, or back to the
 * control that opened an overlay.
 */

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
