/**
 * Shows the login or sign-up dialog the ui slice asks for. The dialogs' code is loaded the first
 * time one opens (most visits never sign in), and fetched ahead as soon as a pointer, a finger or
 * the keyboard's focus reaches a control that opens one (`data-opens="auth-dialog"`): the dialog
 * is then there by the click, and a visit that never signs in never downloads it.
 */
import { lazy, Suspense, useEffect } from 'react';
import { useAppSelector } from '../../store/hooks';
import { selectOpenDialog } from '../../store/uiSlice';

const loadDialogs = () => import(/* webpackChunkName: "auth-dialogs" */ './OpenAuthDialog');

const OpenAuthDialog = lazy(() =>
  loadDialogs().then((module) => ({ default: module.OpenAuthDialog })),
);

const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/** Loads the dialogs' code on the first sign of reaching for a control that opens one. */
function useLoadAhead() {
  useEffect(() => {
    const options = { capture: true, passive: true };
    const stop = () => INTENT_EVENTS.forEach((type) => removeEventListener(type, ahead, options));
    function ahead(event: Event) {
      if (!(event.target instanceof Element)) return;
      if (!event.target.closest('[data-opens="auth-dialog"]')) return;
      stop();
      void loadDialogs();
    }
    INTENT_EVENTS.forEach((type) => addEventListener(type, ahead, options));
    return stop;
  }, []);
}

export function AuthDialogs() {
  const open = useAppSelector(selectOpenDialog);
  useLoadAhead();
  return open ? (
    <Suspense fallback={null}>
      <OpenAuthDialog name={open} />
    </Suspense>
  ) : null;
}
