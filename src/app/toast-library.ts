/** The toast library and its styles: one lazily loaded chunk. */
import './toasts.css';

/**
 * @public Toasts.tsx uses both through the module it loads (which knip cannot follow).
 * notistack sets enqueueSnackbar when the provider mounts: read it from the module, never copy it.
 */
export { SnackbarProvider, closeSnackbar, enqueueSnackbar } from 'notistack';
