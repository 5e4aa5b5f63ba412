/** The toast library, its styles and the shop's settings for it: one lazily loaded chunk. */
import { createElement } from 'react';
import { SnackbarProvider } from 'notistack';
import { useMediaQuery } from '../features/home/useMediaQuery';
import './toasts.css';

const TOAST_DURATION_MS = 3000;
/** The header's phone layout (header.css) is the toasts' too. */
const PHONE = '(max-width: 767px)';

/**
 * Toasts at the top right, closing after 3000 ms (docs/product.md#the-shared-chrome). On a phone
 * the top of the screen is where an open dialog's title and first fields are: toasts come up from
 * the bottom there instead, compact, at most two at once (later ones wait their turn), so they
 * never hide what the shopper is filling in.
 * @public Toasts.tsx uses it through the module it loads (which knip cannot follow).
 */
export function ToastProvider() {
  const phone = useMediaQuery(PHONE);
  return createElement(SnackbarProvider, {
    // A message already on screen is not shown twice (calls failing together say it once).
    preventDuplicate: true,
    maxSnack: phone ? 2 : 3,
    dense: phone,
    autoHideDuration: TOAST_DURATION_MS,
    anchorOrigin: phone
      ? { vertical: 'bottom', horizontal: 'center' }
      : { vertical: 'top', horizontal: 'right' },
  });
}

/**
 * @public Toasts.tsx uses it through the module it loads (which knip cannot follow).
 * notistack sets enqueueSnackbar when the provider mounts: read it from the module, never copy it.
 */
export { enqueueSnackbar } from 'notistack';
