/**
 * The toasts (their settings: toast-library.ts, docs/product.md#the-shared-chrome). Renders
 * nothing, and loads nothing, until the first message arrives.
 */
import { useEffect, useRef, useState } from 'react';
import { subscribeToToasts, type Toast } from '../lib/notify';

import type * as ToastLibraryModule from './toast-library';

type ToastLibrary = typeof ToastLibraryModule;

/** A toast with buttons stays until one of them closes it. */
const enqueue = (library: ToastLibrary, { message, ...options }: Toast) =>
  library.enqueueSnackbar(message, { ...options, persist: !!options.action });

export function Toasts() {
  const [library, setLibrary] = useState<ToastLibrary | null>(null);
  const libraryRef = useRef<ToastLibrary | null>(null);
  const pending = useRef<Toast[]>([]);

  useEffect(() => {
    let loading = false;
    return subscribeToToasts((toast) => {
      if (libraryRef.current) return enqueue(libraryRef.current, toast);
      pending.current.push(toast);
      if (loading) return;
      loading = true;
      void import('./toast-library').then((loaded) => {
        libraryRef.current = loaded;
        setLibrary(loaded);
      });
    });
  }, []);

  // Runs once the provider below has mounted: show what arrived while the library loaded.
  useEffect(() => {
    if (!library) return;
    pending.current.splice(0).forEach((toast) => enqueue(library, toast));
  }, [library]);

  if (!library) return null;
  const { ToastProvider } = library;
  return <ToastProvider />;
}
