/**
 * Shows the login or sign-up dialog the ui slice asks for. The dialogs' code is loaded the first
 * time one opens (most visits never sign in), and fetched ahead in idle time.
 */
import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../store/hooks';
import { selectOpenDialog } from '../../store/uiSlice';

const OpenAuthDialog = lazy(() =>
  import(/* webpackChunkName: "auth-dialogs", webpackPrefetch: true */ './OpenAuthDialog').then(
    (module) => ({ default: module.OpenAuthDialog }),
  ),
);

export function AuthDialogs() {
  const open = useAppSelector(selectOpenDialog);
  return open ? (
    <Suspense fallback={null}>
      <OpenAuthDialog name={open} />
    </Suspense>
  ) : null;
}
