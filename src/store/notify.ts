/**
 * Toasts from anywhere (components, the base query, cart rollbacks). The toast library is loaded
 * with the first message, not with the page: most visits never show one.
 */
export type ToastVariant = 'success' | 'error' | 'warning' | 'info';

export interface Toast {
  message: string;
  variant: ToastVariant;
}

type Listener = (toast: Toast) => void;

const listeners = new Set<Listener>();
const waiting: Toast[] = [];

function show(variant: ToastVariant, message: string): void {
  const toast = { message, variant };
  if (listeners.size === 0) waiting.push(toast);
  else listeners.forEach((listener) => listener(toast));
}

export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  warning: (message: string) => show('warning', message),
  info: (message: string) => show('info', message),
};

/** For the one <Toasts /> at the root; messages sent before it mounted are delivered at once. */
export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  waiting.splice(0).forEach(listener);
  return () => {
    listeners.delete(listener);
  };
}
