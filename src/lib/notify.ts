/**
 * Toasts from anywhere (components, the base query, cart rollbacks). The toast library is loaded
 * with the first message, not with the page: most visits never show one.
 */
import type { SnackbarAction } from 'notistack';

export type ToastVariant = 'success' | 'error' | 'warning' | 'info';

export interface Toast {
  message: string;
  variant: ToastVariant;
  /** Buttons beside the message: the toast then stays until one of them closes it. */
  action?: SnackbarAction;
}

type Listener = (toast: Toast) => void;

const listeners = new Set<Listener>();
const waiting: Toast[] = [];

function show(variant: ToastVariant, message: string, action?: SnackbarAction): void {
  const toast = { message, variant, action };
  if (listeners.size === 0) waiting.push(toast);
  else listeners.forEach((listener) => listener(toast));
}

export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  warning: (message: string) => show('warning', message),
  info: (message: string, action?: SnackbarAction) => show('info', message, action),
};

/** For the one <Toasts /> at the root; messages sent before it mounted are delivered at once. */
export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  waiting.splice(0).forEach(listener);
  return () => {
    listeners.delete(listener);
  };
}
