/**
 * Where checkout's draft is kept (this tab's sessionStorage, checkoutDraft.ts says why), and
 * its forgetting when no one is signed in. Apart from checkoutDraft.ts because the app shell
 * runs this on every page: it stays a few bytes, without the address rules.
 */
import { useEffect } from 'react';
import { useAppSelector } from '../../store/hooks';
import { selectToken } from '../../store/session/sessionSlice';
import { selectVisitorKnown } from '../../store/uiSlice';

export const DRAFT_KEY = 'storefront:checkout-draft';

/** sessionStorage, or undefined where there is none or it refuses (privacy modes, the prerender). */
export function draftStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function forgetCheckoutDraft(): void {
  try {
    draftStorage()?.removeItem(DRAFT_KEY);
  } catch {
    // Nothing was kept.
  }
}

/**
 * Forgets the draft whenever this tab has no session: after a logout of any kind (the profile
 * menu, log out everywhere, a session ended elsewhere), the address does not stay behind.
 * Waits until the saved session is known (not while the prerendered page hydrates).
 */
export function useNoDraftWhenSignedOut(): void {
  const token = useAppSelector(selectToken);
  const visitorKnown = useAppSelector(selectVisitorKnown);
  useEffect(() => {
    if (visitorKnown && !token) forgetCheckoutDraft();
  }, [visitorKnown, token]);
}
