/** The toast library and its styles: one lazily loaded chunk. */
import './toasts.css';

export { SnackbarProvider, enqueueSnackbar, closeSnackbar } from 'notistack';
